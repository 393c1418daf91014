import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { startServer, type RunningServer } from '../../server.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTheme } from '../../test/factories.ts';
import { freshIp, monitorFor } from '../../test/security.ts';
import { requestOverHttp, stableHeaderNames } from '../../test/raw-http.ts';

let t: TestApp;
let server: RunningServer | undefined;

beforeAll(async () => {
  // The default refresh of the blocks (2 s): the fast path answers from the app's copy of them.
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
  await createTheme(t.db, { slug: 'fast-path-theme' });
  // Enough for a list past the size under which answers are not gzipped.
  for (let i = 0; i < 4; i += 1) await createTheme(t.db);
}, 180_000);
afterAll(async () => {
  await server?.close();
  await t.close();
});

const get = (path: string, ip: string) => t.app.request(path, { headers: { 'x-forwarded-for': ip } });

/** A GET over a real socket, with the Host the server's public URL names. */
const getOverHttp = (port: number, target: string, headers: Record<string, string> = {}) =>
  requestOverHttp(port, target, { host: new URL(t.config.publicUrl).host, ...headers });

describe('catalogue fast path', () => {
  it('refuses a cached answer to a blocked address with the monitor’s 429, and serves the others', async () => {
    const blocked = freshIp();
    // Another process blocks it before this app has read the blocks.
    await monitorFor(t).blockIp({ ip: blocked, reason: 'manual' });
    for (const url of ['/api/themes?sort=newest', '/api/themes/fast-path-theme']) {
      const other = freshIp();
      // Routed: reads the blocks (the copy now names the address) and caches the answer.
      expect((await get(url, other)).status).toBe(200);
      const cached = await get(url, other);
      expect(cached.status).toBe(200);
      expect(cached.headers.get('etag')).toBeTruthy();

      const refused = await get(url, blocked);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('writes a cached answer on Node’s response with the routed answer’s bytes and headers', async () => {
    const config = { ...t.config, port: 0, uploadsDir: path.join(t.dataDir, 'uploads') };
    const connection = { db: t.db, driver: 'pglite' as const, close: async () => {} };
    server = await startServer({ config, connection, logger: createLogger(config), startJobs: false });
    const url = '/api/themes?sort=price-asc&pageSize=24';
    const routed = await getOverHttp(server.port, url);
    const cached = await getOverHttp(server.port, url, { 'x-request-id': 'client-req-node-1' });
    expect(routed.status).toBe(200);
    expect(cached.status).toBe(200);
    expect(cached.body.equals(routed.body)).toBe(true);
    expect(stableHeaderNames(cached)).toEqual(stableHeaderNames(routed));
    for (const name of ['content-security-policy', 'x-frame-options', 'etag', 'cache-control', 'content-length'])
      expect(cached.headers[name]).toBe(routed.headers[name]);
    expect(cached.headers['x-request-id']).toBe('client-req-node-1');

    const notModified = await getOverHttp(server.port, url, { 'if-none-match': String(routed.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);

    // Gzipped: the same bytes once inflated, the coding and length of what was sent.
    expect(routed.body.length).toBeGreaterThan(1_024);
    const gzipped = await getOverHttp(server.port, url, { 'accept-encoding': 'gzip' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(gunzipSync(gzipped.body).equals(routed.body)).toBe(true);
    // Each answer names its own request: the shared headers of the cached entry carry no request id.
    const next = await getOverHttp(server.port, url, { 'x-request-id': 'client-req-node-2' });
    expect(next.headers['x-request-id']).toBe('client-req-node-2');
    expect(Number(next.headers['content-length'])).toBe(routed.body.length);
  }, 180_000);
});
