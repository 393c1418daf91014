// The JavaScript the home page loads: every script the page requests until the network is idle,
// gzipped one file at a time as the server sends them (apps/web/scripts/precompress.mjs makes each
// file's gzip copy at level 9; zlib's default, 6, read 0.2 KB more on the same files).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** decision 046: the storefront's home page ships at most this much JavaScript, gzipped. */
export const HOME_JS_BUDGET_KB = 120;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Chromium on a machine with no network but loopback (it stops calling Google's hosts). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function homePageJavaScript(baseUrl: string): Promise<{ files: number; raw: number; gzip: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  // The page's script starts after the load event (after-paint.ts): on a busy machine the network
  // can be idle before it does. The page is hydrated when its controls are enabled (decision 042).
  await page.waitForFunction("!document.querySelector('fieldset[disabled]')", undefined, { timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  await browser.close();
  return {
    files: scripts.length,
    raw: scripts.reduce((sum, body) => sum + body.length, 0),
    gzip: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}
