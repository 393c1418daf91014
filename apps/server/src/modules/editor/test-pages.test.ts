import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { EDITOR_TEST_PAGES } from './index.ts';

// spec 001 §2.15: the editor's internal test pages exist outside production only.

const webDist = mkdtempSync(path.join(tmpdir(), 'themeport-web-'));
let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Themeport</title></head></html>');
  [dev, prod] = await Promise.all([
    createTestApp({ NODE_ENV: 'test', WEB_DIST_DIR: webDist }),
    createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: webDist }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev.close(), prod.close()]);
  rmSync(webDist, { recursive: true, force: true });
});

describe('the editor test pages', () => {
  it('outside production: the switch answers and the pages are the web app', async () => {
    const res = await dev.app.request('/api/dev/editor-tests');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      pages: ['/editor-integration-test', '/hardcoded-overlay-test'],
      devOrigins: ['http://localhost:4321', 'http://localhost:3000'],
    });
    for (const page of EDITOR_TEST_PAGES) {
      const html = await dev.app.request(page);
      expect(html.status, page).toBe(200);
      expect(await html.text()).toContain('<title>');
    }
  });

  it('in production: neither the switch nor the pages exist', async () => {
    expect((await prod.app.request('/api/dev/editor-tests')).status).toBe(404);
    for (const page of EDITOR_TEST_PAGES) {
      const res = await prod.app.request(page);
      expect(res.status, page).toBe(404);
      expect(await res.text()).not.toContain('<html');
    }
    // The web app itself is still served there.
    expect((await prod.app.request('/themes')).status).toBe(200);
  });
});
