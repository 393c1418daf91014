import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

// Decision 045: the web build's files with the Brotli and gzip copies made at build
// (apps/web/scripts/precompress.mjs), chosen by Accept-Encoding, immutable when hashed, with 304s.

const APP_JS = `export const greeting = ${JSON.stringify('hello '.repeat(800))};\n`;
const ASSET = '/assets/index-abc123.js';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'themeport-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Themeport</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), APP_JS);
  writeFileSync(path.join(dist, 'assets', 'tiny-def456.css'), 'a{}');
  // The build's own step, on this directory.
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'apps/web/scripts/precompress.mjs'), dist]);
  expect(run.status, run.stderr.toString()).toBe(0);
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example', WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web build, precompressed', () => {
  it('writes a Brotli and a gzip copy of each compressible file, none of a file too small to gain', () => {
    expect(existsSync(path.join(dist, 'assets', 'index-abc123.js.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets', 'index-abc123.js.gz'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets', 'tiny-def456.css.br'))).toBe(false);
  });

  it('serves the Brotli copy of a hashed asset to a browser that takes it, immutable, varying by Accept-Encoding', async () => {
    const res = await t.app.request(ASSET, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-z]+-[0-9a-z]+-br"$/);
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(APP_JS);
  });

  it('serves the gzip copy to a browser without Brotli, and the file itself to one without either', async () => {
    const gzip = await t.app.request(ASSET, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(APP_JS);
    const plain = await t.app.request(ASSET, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(APP_JS);
    expect(plain.headers.get('etag')).not.toBe(gzip.headers.get('etag'));
  });

  it('answers 304 to the ETag of the coding it would send, and to If-Modified-Since', async () => {
    const res = await t.app.request(ASSET, { headers: { 'Accept-Encoding': 'br' } });
    const etag = res.headers.get('etag')!;
    const again = await t.app.request(ASSET, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const since = await t.app.request(ASSET, {
      headers: { 'If-Modified-Since': res.headers.get('last-modified')! },
    });
    expect(since.status).toBe(304);
  });

  it('leaves a missing asset a 404', async () => {
    expect((await t.app.request('/assets/gone-000.js', { headers: { 'Accept-Encoding': 'br' } })).status).toBe(404);
  });
});
