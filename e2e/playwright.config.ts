import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// The built app runs on its own port with an empty data directory, so every run starts from
// fresh demo data. Workers re-read this file: the values travel through the environment.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
process.env.E2E_PORT ??= '4317';
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'themeport-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// A busy machine runs the same journeys slower, not differently: every wait is on what the user
// sees, and its ceiling scales (3× under CI, E2E_TIMEOUT_SCALE to choose). Nothing sleeps.
// Debian's chromium-headless-shell (Chrome's old headless mode, what Playwright itself runs headless)
// when it is installed: the same Blink, without the full browser's UI process work (catalogue + cms
// journeys: 51 s → 38 s). Else the full Chromium.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
const scale = Number(process.env.E2E_TIMEOUT_SCALE ?? (process.env.CI ? 3 : 1));
if (!(scale >= 1)) throw new Error('E2E_TIMEOUT_SCALE must be a number of at least 1');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000 * scale,
  expect: { timeout: 10_000 * scale },
  reporter: [['list'], ['json', { outputFile: join(repoRoot, 'reports/e2e.json') }]],
  use: {
    baseURL,
    actionTimeout: 10_000 * scale,
    navigationTimeout: 20_000 * scale,
    // A trace films every action (screenshots on each step): recording one for every journey took
    // a quarter of the run's CPU. CI retries a failed journey once, with the trace on
    // (`--trace=on` to record one locally).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile/ },
    {
      name: 'mobile',
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
      grep: /@mobile/,
    },
  ],
  webServer: {
    // The built server, as `npm start` runs it (`npm run test:e2e` builds first; decision 044).
    command: 'node --enable-source-maps --max-semi-space-size=8 apps/server/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: 120_000 * scale,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Each test presents its own client address (see tests/fixtures.ts), as a proxy would, so
      // the per-IP sign-in limit applies per test instead of to the whole run.
      TRUSTED_PROXY: 'X-Forwarded-For',
    },
  },
});
