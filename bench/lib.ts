import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitForHealthy(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

/**
 * Runs `use` with the URL of a fresh database of this name on the PostgreSQL server at `serverUrl`,
 * dropped again afterwards (and first, when an earlier run left it behind).
 */
export async function withBenchDatabase<T>(
  serverUrl: string,
  name: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtServer = join(repoRoot, 'apps/server/dist/main.js');

/**
 * The node flags of apps/server/package.json's start script (decision 044), or BENCH_NODE_FLAGS
 * (space-separated) to compare others, e.g. semi-space sizes, without editing the script.
 */
export const SERVER_NODE_FLAGS = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? startScriptFlags();

/** The flags between `node` and the file in the server's start script. */
function startScriptFlags(): string[] {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'apps/server/package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(' ').filter((word) => word.startsWith('--'));
}

/**
 * The built server (`npm run build` first), as `npm start` runs it, in production mode on
 * 127.0.0.1:port, logging warnings only unless `env` says otherwise.
 */
export function startBuiltServer(port: number, env: Record<string, string>): ChildProcess {
  if (!existsSync(builtServer)) throw new Error('apps/server/dist/main.js is missing: run npm run build first');
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, builtServer], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The p-th percentile of ascending times. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
