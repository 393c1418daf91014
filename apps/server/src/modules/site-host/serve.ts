import { gzipSync } from 'node:zlib';
import { SITE_BRIDGE_HELPER_PATH } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { trustedOrigins } from '../../http/origin-check.ts';
import { SITE_PERMISSIONS_POLICY } from '../../http/security-headers.ts';
import { loadSite, pageFor, peekSite, type CachedPage, type SiteEntry } from './cache.ts';
import { renderUnknownSite } from './render.ts';

export const SITE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const GZIP_MIN_BYTES = 1_024;

/**
 * The CSP of hosted pages: styles inline (one <style> per page); one script only, the visual
 * editor's helper at `{PUBLIC_URL}/site-bridge/helper.js` (no inline scripts); no <base>, no
 * plugins; images from anywhere on https and from the portal (its /uploads: a logo or favicon on an
 * http PUBLIC_URL); framed only by the portal (its visual editor).
 */
export function siteContentSecurityPolicy(publicUrl: string): string {
  // A loopback PUBLIC_URL also counts as localhost and 127.0.0.1; CSP has no syntax for IPv6 literals.
  const portal = trustedOrigins(publicUrl).filter((origin) => !origin.includes('['));
  return [
    "default-src 'self'",
    `script-src ${siteHelperUrl(publicUrl)}`,
    "style-src 'unsafe-inline' 'self'",
    ['img-src', "'self'", 'data:', 'https:', ...portal.filter((origin) => origin.startsWith('http:'))].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${portal.join(' ')}`,
  ].join('; ');
}

/** The headers of every answer of the site host, whatever its status. */
export function siteBaseHeaders(publicUrl: string): Record<string, string> {
  return {
    'Content-Security-Policy': siteContentSecurityPolicy(publicUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': SITE_PERMISSIONS_POLICY,
  };
}

/** The visual editor's helper script, the one script a hosted page may load (served by the portal). */
export function siteHelperUrl(publicUrl: string): string {
  return `${publicUrl}${SITE_BRIDGE_HELPER_PATH}`;
}

export interface SiteRequest {
  siteId: string;
  /** Links on the page are rooted here: '/' (the site's own origin, a custom domain). */
  base: string;
  /** The path below the base, '/' for the home page. */
  path: string;
  method: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
  /** Added to every answer (the request id; HSTS on an https sites origin). */
  extraHeaders?: Record<string, string>;
}

/** Where the responder finds sites: the slots' cache by default, a theme demo cache for demos. */
export interface SiteSource {
  peek(key: string): SiteEntry | undefined;
  load(db: Database, key: string): Promise<SiteEntry | undefined>;
}

const SLOT_SITES: SiteSource = { peek: peekSite, load: loadSite };

/**
 * Answers site requests from the cache: synchronously when the site is cached, after one read
 * otherwise. Headers are plain objects, which @hono/node-server writes without a Headers object.
 */
export function createSiteResponder(db: Database, publicUrl: string, sites: SiteSource = SLOT_SITES) {
  const baseHeaders = siteBaseHeaders(publicUrl);
  const helperUrl = siteHelperUrl(publicUrl);
  const unknownSite = new Uint8Array(Buffer.from(renderUnknownSite(), 'utf8'));

  const respond = (page: CachedPage, request: SiteRequest): Response => {
    const headers: Record<string, string> = {
      ...request.extraHeaders,
      ...baseHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': SITE_CACHE_CONTROL,
      ETag: page.etag,
      Vary: 'Accept-Encoding',
    };
    if (matchesEtag(request.ifNoneMatch, page.etag)) return new Response(null, { status: 304, headers });
    const isHead = request.method === 'HEAD';
    if (
      page.bytes.byteLength >= GZIP_MIN_BYTES &&
      request.acceptEncoding !== undefined &&
      /\bgzip\b/.test(request.acceptEncoding)
    ) {
      page.gzipped ??= new Uint8Array(gzipSync(page.bytes));
      headers['Content-Encoding'] = 'gzip';
      return new Response(isHead ? null : page.gzipped, { status: page.status, headers });
    }
    return new Response(isHead ? null : page.bytes, { status: page.status, headers });
  };

  const notFound = (request: SiteRequest): Response =>
    new Response(request.method === 'HEAD' ? null : unknownSite, {
      status: 404,
      headers: {
        ...request.extraHeaders,
        ...baseHeaders,
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      },
    });

  return (request: SiteRequest): Response | Promise<Response> => {
    if (request.siteId === '') return notFound(request);
    const cached = sites.peek(request.siteId);
    if (cached !== undefined) return respond(pageFor(cached, request.base, request.path, helperUrl), request);
    return sites
      .load(db, request.siteId)
      .then((entry) =>
        entry === undefined
          ? notFound(request)
          : respond(pageFor(entry, request.base, request.path, helperUrl), request),
      );
  };
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A request path without its query, percent-decoded where that is valid. */
export function decodePath(raw: string): string {
  const path = raw.split(/[?#]/, 1)[0] ?? '/';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
