import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startEnvelopeReceiver, type EnvelopeReceiver } from '../../apps/server/src/test/envelope-receiver.ts';

// The shared server runs without SENTRY_DSN; this journey starts one of its own whose DSN points
// at a receiver in this process, so the whole chain is real: the page names the DSN, the CSP lets
// the browser post to it, the SDK reports a forced error.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let receiver: EnvelopeReceiver;
let server: ChildProcess;
let dataDir: string;
let baseURL: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000); // a fresh database to migrate and seed, on a loaded machine
  receiver = await startEnvelopeReceiver();
  dataDir = mkdtempSync(join(tmpdir(), 'themeport-e2e-sentry-'));
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SENTRY_DSN: receiver.dsn,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/api/health`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 220_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await receiver?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('an error in the page reaches Sentry at the DSN the server names', async ({ page }) => {
  test.setTimeout(90_000); // the page of a second server, on a loaded machine
  await page.goto(`${baseURL}/themes`);
  await expect(page.getByRole('searchbox', { name: 'Search themes' })).toBeVisible();
  await expect(page.locator('html[data-error-reporting="on"]')).toBeAttached();

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('forced-browser-error');
    });
  });

  await expect
    .poll(() => receiver.events().some((event) => JSON.stringify(event).includes('forced-browser-error')))
    .toBe(true);
  const reported = receiver.envelopes.map((envelope) => envelope.raw).join('\n');
  expect(reported).not.toMatch(/cookie/i);
});
