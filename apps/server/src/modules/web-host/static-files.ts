import { statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=300';
export const NO_CACHE = 'no-cache';

export interface StaticFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  cacheControl: string;
  lastModified: string;
}

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

/** Reads a built file; hashed files under /assets/ are cached for a year, the rest briefly. */
export async function readStaticFile(root: string, urlPath: string): Promise<StaticFile | null> {
  const file = resolveStaticPath(root, urlPath);
  const info = file === null ? null : statFile(file);
  if (file === null || info === null) return null;
  const body = new Uint8Array(await readFile(file));
  return {
    body,
    contentType: getMimeType(file) ?? 'application/octet-stream',
    cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT_CACHE,
    lastModified: info.mtime.toUTCString(),
  };
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
