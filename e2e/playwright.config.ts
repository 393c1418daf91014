import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { JOURNEY_SERVER_COMMAND, journeyServerEnv, journeyServerUrl } from './journey-server.mjs';

// The built app runs on its own port with an empty data directory, so every run starts from
// fresh demo data. Workers re-read this file: the values travel through the environment.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
process.env.E2E_PORT ??= '4317';
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'themeport-e2e-'));
const baseURL = journeyServerUrl(process.env.E2E_PORT);
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
    command: JOURNEY_SERVER_COMMAND,
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    // `npm test` starts this server itself, beside Vitest (scripts/test-all.mjs): the same command on
    // the same empty data directory, up before the first journey. It says so only while its own
    // server is alive on the port; otherwise a server already answering there is refused, as before.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: 120_000 * scale,
    env: journeyServerEnv({ port: process.env.E2E_PORT, dataDir: process.env.E2E_DATA_DIR }),
  },
});
