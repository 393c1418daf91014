import { statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { isNotModified, preferredCoding, type CacheRequest, type ContentCoding } from '../../http/http-cache.ts';
import type { AppEnv } from '../../http/types.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=300';
export const NO_CACHE = 'no-cache';

/** The file under root for a URL path, or null for anything outside root, hidden or missing. */
export function resolveStaticPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const target = path.join(root, ...segments);
  return target.startsWith(root + path.sep) ? target : null;
}

function statFile(file: string): Stats | null {
  try {
    const info = statSync(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** index.html of the web build, re-read only when the file changes (a rebuild while running). */
export function createIndexHtmlLoader(root: string) {
  const file = path.join(root, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return async (): Promise<string | null> => {
    const info = statFile(file);
    if (info === null) return null;
    if (cached === null || cached.mtimeMs !== info.mtimeMs) {
      cached = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') };
    }
    return cached.html;
  };
}

/** The web build writes these beside each compressible file (apps/web/scripts/precompress.mjs). */
const PRECOMPRESSED: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

export interface StaticRequest extends CacheRequest {
  acceptEncoding: string | undefined;
}

// Which copies a built file has, by its path and mtime: a rebuild while running is seen.
const copiesOf = new Map<string, { mtimeMs: number; codings: ContentCoding[] }>();

function precompressedCopies(file: string, info: Stats): ContentCoding[] {
  const known = copiesOf.get(file);
  if (known?.mtimeMs === info.mtimeMs) return known.codings;
  const codings = (Object.keys(PRECOMPRESSED) as ContentCoding[]).filter((coding) => {
    const copy = statFile(file + PRECOMPRESSED[coding]);
    return copy !== null && copy.mtimeMs >= info.mtimeMs;
  });
  copiesOf.set(file, { mtimeMs: info.mtimeMs, codings });
  return codings;
}

/**
 * The answer for a built file, or null when there is none: its Brotli or gzip copy made at build
 * when the request accepts one (Vary: Accept-Encoding), an ETag per coding and Last-Modified, and
 * 304 when the client's copy is current. Hashed files under /assets/ are immutable for a year.
 */
export async function staticFileResponse(
  root: string,
  urlPath: string,
  request: StaticRequest,
): Promise<Response | null> {
  const file = resolveStaticPath(root, urlPath);
  const info = file === null ? null : statFile(file);
  if (file === null || info === null) return null;
  const codings = precompressedCopies(file, info);
  const coding = preferredCoding(request.acceptEncoding, codings);
  const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}${coding ? `-${coding}` : ''}"`;
  const lastModified = info.mtime.toUTCString();
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(file) ?? 'application/octet-stream',
    'Cache-Control': urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT_CACHE,
    'Last-Modified': lastModified,
    ETag: etag,
  };
  if (codings.length > 0) headers.Vary = 'Accept-Encoding';
  if (isNotModified(request, { etag, lastModified })) return new Response(null, { status: 304, headers });
  if (coding !== undefined) headers['Content-Encoding'] = coding;
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = new Uint8Array(await readFile(coding === undefined ? file : file + PRECOMPRESSED[coding]));
  return new Response(body, { status: 200, headers });
}

/**
 * Serves the web build's files (a path with an extension, not index.html) before the page routes;
 * anything else, or a file that is not there, goes on to them.
 */
export function builtFiles(root: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const pathname = c.req.path;
    if (
      (c.req.method !== 'GET' && c.req.method !== 'HEAD') ||
      pathname.startsWith('/api/') ||
      pathname === '/index.html' ||
      !/\.[a-z0-9]+$/i.test(pathname)
    )
      return next();
    const response = await staticFileResponse(root, pathname, {
      method: c.req.method,
      ifNoneMatch: c.req.header('if-none-match'),
      ifModifiedSince: c.req.header('if-modified-since'),
      acceptEncoding: c.req.header('accept-encoding'),
    });
    if (response === null) return next();
    return response;
  };
}
