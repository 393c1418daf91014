import type { Hono } from 'hono';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import type { AppEnv } from '../../http/types.ts';

// Uploaded files are data, never pages: an SVG with a script in it must not run on our origin.
const UPLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export function registerUploads(app: Hono<AppEnv>, storage: StorageAdapter): void {
  app.get('/uploads/*', async (c) => {
    const key = c.req.path.slice('/uploads/'.length);
    const file = await storage.get(key);
    if (!file) return c.text('Not found\n', 404);
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=86400',
      'Last-Modified': file.modifiedAt.toUTCString(),
      'Content-Security-Policy': UPLOAD_CSP,
      // Public images that hosted sites (other origins) show: the portal's same-origin default would block them.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
}
