import type { Database } from '../../db/client.ts';
import { sharedAnswerResponse, type SharedAnswer } from '../../http/fast-path.ts';
import { isNotModified, preferredCoding } from '../../http/http-cache.ts';
import { trustedOrigins } from '../../http/origin-check.ts';
import { SITE_PERMISSIONS_POLICY } from '../../http/security-headers.ts';
import { slotSites, type CachedPage, type PageEncoding, type SiteCache, type SiteEntry } from './cache.ts';
import { renderUnknownSite } from './render.ts';
import { siteHelperUrl } from './site-helper.ts';

export const SITE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** A page differs by coding, and by whether the portal's editor frames it (the helper's <script>). */
export const SITE_VARY = 'Accept-Encoding, Sec-Fetch-Dest';

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

export interface SiteRequest {
  siteId: string;
  /** Links on the page are rooted here: '/' (the site's own origin, a custom domain). */
  base: string;
  /** The path below the base, '/' for the home page. */
  path: string;
  method: string;
  ifNoneMatch: string | undefined;
  ifModifiedSince: string | undefined;
  acceptEncoding: string | undefined;
  /**
   * The page is for the portal's editor frame (the browser says `Sec-Fetch-Dest: iframe`; only the
   * portal may frame a site, by its CSP): only then does it load the editor's helper script.
   */
  forEditor: boolean;
  /**
   * Added to every answer (HSTS on an https sites origin, a demo's X-Robots-Tag): one object per
   * kind of host, the same for each of its requests, since a page's headers are built once per
   * such object (and coding) and only the request id is added per answer.
   */
  extraHeaders?: Readonly<Record<string, string>>;
  /** The answer's X-Request-Id. */
  requestId?: string;
}

const NO_HEADERS: Readonly<Record<string, string>> = {};

type Coding = 'identity' | PageEncoding;

/** Where the responder finds sites: the slots' cache by default, a theme demo cache for demos. */
export type SiteSource = Pick<SiteCache, 'peek' | 'load' | 'page' | 'encoded'>;

/**
 * Answers site requests from the cache: `respond` synchronously when the site is cached, after one
 * read otherwise; `cached` only from the cache (the Node front's answer before routing).
 */
export function createSiteResponder(db: Database, publicUrl: string, sites: SiteSource = slotSites()) {
  const baseHeaders = siteBaseHeaders(publicUrl);
  const unknownSite = new Uint8Array(Buffer.from(renderUnknownSite(), 'utf8'));

  // A page's headers but the request id and length, by its extra headers and coding: built on its
  // first answer and shared by every answer of it (never changed), gone with the page.
  const pageHeaders = new WeakMap<
    Readonly<Record<string, string>>,
    WeakMap<CachedPage, Partial<Record<Coding, Record<string, string>>>>
  >();
  const headersOf = (page: CachedPage, extra: Readonly<Record<string, string>>, coding: Coding) => {
    let byPage = pageHeaders.get(extra);
    if (byPage === undefined) {
      byPage = new WeakMap();
      pageHeaders.set(extra, byPage);
    }
    let byCoding = byPage.get(page);
    if (byCoding === undefined) {
      byCoding = {};
      byPage.set(page, byCoding);
    }
    let headers = byCoding[coding];
    if (headers === undefined) {
      headers = {
        ...extra,
        ...baseHeaders,
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': SITE_CACHE_CONTROL,
        ETag: page.etag,
        Vary: SITE_VARY,
      };
      if (page.lastModified !== undefined) headers['Last-Modified'] = page.lastModified;
      if (coding !== 'identity') headers['Content-Encoding'] = coding;
      byCoding[coding] = headers;
    }
    return headers;
  };
  const answerOf = (entry: SiteEntry, request: SiteRequest): SharedAnswer => {
    const page = sites.page(entry, request.base, request.path, { portal: publicUrl, editor: request.forEditor });
    const extra = request.extraHeaders ?? NO_HEADERS;
    const { requestId } = request;
    if (isNotModified(request, { etag: page.etag, lastModified: page.lastModified }))
      return { status: 304, headers: headersOf(page, extra, 'identity'), requestId, body: null };
    const coding = preferredCoding(request.acceptEncoding);
    const encoded = coding === undefined ? undefined : sites.encoded(entry, page, coding);
    return {
      status: page.status,
      headers: headersOf(page, extra, encoded === undefined ? 'identity' : coding!),
      requestId,
      body: request.method === 'HEAD' ? null : (encoded ?? page.bytes),
    };
  };

  const notFound = (request: SiteRequest): Response =>
    sharedAnswerResponse({
      status: 404,
      headers: {
        ...request.extraHeaders,
        ...baseHeaders,
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      },
      requestId: request.requestId,
      body: request.method === 'HEAD' ? null : unknownSite,
    });

  return {
    respond(request: SiteRequest): Response | Promise<Response> {
      if (request.siteId === '') return notFound(request);
      const cached = sites.peek(request.siteId);
      if (cached !== undefined) return sharedAnswerResponse(answerOf(cached, request));
      return sites
        .load(db, request.siteId)
        .then((entry) => (entry === undefined ? notFound(request) : sharedAnswerResponse(answerOf(entry, request))));
    },
    cached(request: SiteRequest): SharedAnswer | undefined {
      const cached = request.siteId === '' ? undefined : sites.peek(request.siteId);
      return cached === undefined ? undefined : answerOf(cached, request);
    },
  };
}

/** A request path without its query, percent-decoded where that is valid. */
export function decodePath(raw: string): string {
  // Most paths have neither a query nor an escape: nothing to cut or decode.
  if (!/[?#%]/.test(raw)) return raw;
  const path = raw.split(/[?#]/, 1)[0] ?? '/';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
