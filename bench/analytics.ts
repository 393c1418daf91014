// Admin analytics at size (issue 23): each /api/admin/analytics/* call's p50 and p99 over sequential
// requests, on PostgreSQL at ~100,000 subscriptions and ~1,000,000 payment attempts (budget 300 ms)
// and on PGlite at the demo size of `npm run db:seed -- --analytics` (budget 500 ms). Each line
// prints p99 as a ratio of its budget: under 1.00 is within it.
// Usage: npm run bench:analytics   (BENCH_PG_URL: a PostgreSQL server to create the bench database
// on, default postgres://postgres@127.0.0.1:5432/postgres; BENCH_ANALYTICS=pglite|postgres for one;
// BENCH_SAMPLES: requests per endpoint and range, default 30)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, percentile, repoRoot, startBuiltServer, waitForHealthy, withBenchDatabase } from './lib.ts';

const samples = Number(process.env.BENCH_SAMPLES ?? 30);
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_ANALYTICS;
const DEMO_ADMIN = { email: 'admin@themeport.dev', password: 'themeport-admin' };

const ENDPOINTS = [
  'revenue/summary',
  'revenue/timeline',
  'revenue/breakdown',
  'revenue/forecast',
  'subscriptions/metrics',
  'subscriptions/cohorts?limit=12',
  'subscriptions/churn',
  'payments/success-rate',
  'payments/failures',
  'marketplace/summary',
];

interface Target {
  name: string;
  budgetMs: number;
  env: Record<string, string>;
  seedFlag: string;
}

function day(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
const RANGES = [
  { name: '30 days', query: `startDate=${day(-29)}&endDate=${day(0)}` },
  { name: '2 years', query: `startDate=${day(-729)}&endDate=${day(0)}` },
];

function seed(target: Target): number {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/src/seed/seed-cli.ts'), '--demo-users', target.seedFlag],
    {
      cwd: repoRoot,
      env: { ...process.env, ...target.env, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`seeding ${target.name} failed`);
  return performance.now() - started;
}

async function signIn(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: appUrl, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (response.status !== 200) throw new Error(`admin sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function measure(appUrl: string, cookie: string, path: string): Promise<{ p50: number; p99: number }> {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(`${appUrl}/api/admin/analytics/${path}`, { headers: { cookie, origin: appUrl } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i++) await call(); // warm-up, not counted
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await call());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function benchTarget(target: Target): Promise<boolean> {
  const seededMs = seed(target);
  const port = await freePort();
  const server = startBuiltServer(port, target.env);
  let within = true;
  try {
    const appUrl = `http://127.0.0.1:${port}`;
    await waitForHealthy(`${appUrl}/api/health`, 120_000);
    const cookie = await signIn(appUrl);
    console.log(`\n${target.name} (seeded in ${(seededMs / 1000).toFixed(1)} s), budget ${target.budgetMs} ms`);
    console.log(
      `${'endpoint'.padEnd(32)}${'range'.padEnd(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}  p99/budget`,
    );
    for (const endpoint of ENDPOINTS) {
      for (const range of RANGES) {
        const path = `${endpoint}${endpoint.includes('?') ? '&' : '?'}${range.query}`;
        const { p50, p99 } = await measure(appUrl, cookie, path);
        const ratio = p99 / target.budgetMs;
        if (ratio > 1) within = false;
        console.log(
          `${endpoint.padEnd(32)}${range.name.padEnd(10)}${p50.toFixed(1).padStart(9)}${p99.toFixed(1).padStart(9)}  ${ratio.toFixed(2)}${ratio > 1 ? '  over budget' : ''}`,
        );
      }
    }
  } finally {
    server.kill('SIGTERM');
  }
  return within;
}

async function main() {
  let within = true;
  if (!only || only === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'themeport-bench-analytics-'));
    try {
      within &&= await benchTarget({
        name: 'PGlite, demo size (--analytics)',
        budgetMs: 500,
        env: { DATA_DIR: dataDir },
        seedFlag: '--analytics',
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!only || only === 'postgres') {
    within &&= await withBenchDatabase(serverUrl, 'themeport_bench_analytics', (url) =>
      benchTarget({
        name: 'PostgreSQL, ~100,000 subscriptions and ~1,000,000 payment attempts (--analytics-bench)',
        budgetMs: 300,
        env: { DATABASE_URL: url },
        seedFlag: '--analytics-bench',
      }),
    );
  }
  console.log(within ? '\nEvery endpoint within its budget.' : '\nSome endpoints over budget (above).');
}

await main();
