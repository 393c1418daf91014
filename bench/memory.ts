// Memory and start-up of the built server (issue 25, decision 044), on PostgreSQL and on PGlite:
// start-up to the first health answer on an existing database, idle RSS, on PGlite the app's share
// and PGlite's share apart, and RSS after a minute at 50 connections against idle.
// Usage: npm run build && npm run bench:memory -w @themeport/bench
//   BENCH_MEMORY_SECONDS (load, default 60), BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres),
//   BENCH_MEMORY=pglite|postgres for one of the two.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PGLITE_START_PARAMS } from '../apps/server/src/db/pglite.ts';
import { freePort, repoRoot, startBuiltServer, withBenchDatabase } from './lib.ts';

const loadSeconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
const connections = 50;
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_MEMORY;
/** After health answers, the server settles (its first job run, the catalogue cache) before idle is read. */
const SETTLE_MS = 10_000;

const TARGETS = { startupMs: 5_000, idlePostgresMb: 150, afterLoadRatio: 1.2 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** The median of three readings a second apart: one reading can land mid-collection. */
async function steadyRssMb(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let index = 0; index < 3; index++) {
    readings.push(rssMb(pid));
    if (index < 2) await sleep(1000);
  }
  return readings.sort((a, b) => a - b)[1]!;
}

/** Milliseconds from the process's spawn to its first 200 from /api/health. */
async function timeToHealth(child: ChildProcess, url: string, started: number, timeoutMs = 300_000): Promise<number> {
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Measured {
  startupMs: number;
  idleMb: number;
  afterLoadMb: number;
  /** From the end of the load to the reading of afterLoadMb. */
  backAfterMs: number;
  requests: number;
}

async function measure(env: Record<string, string>): Promise<Measured> {
  const port = await freePort();
  const health = `http://127.0.0.1:${port}/api/health`;
  // The first start migrates and seeds: the database then exists, as it does for every later start.
  const first = startBuiltServer(port, env);
  try {
    await timeToHealth(first, health, Date.now());
    await sleep(SETTLE_MS);
  } finally {
    await stop(first);
  }

  const started = Date.now();
  const server = startBuiltServer(port, env);
  try {
    const startupMs = await timeToHealth(server, health, started);
    await sleep(SETTLE_MS);
    const idleMb = await steadyRssMb(server.pid!);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/api/themes`,
      connections,
      duration: loadSeconds,
    });
    if (result.non2xx + result.errors > 0)
      throw new Error(`${result.non2xx + result.errors} failed requests under load`);
    // V8 gives back what the load took in idle-time collections over the next seconds: RSS is read
    // every 5 s until it is within the target, for at most a minute (then that last reading counts).
    const loadEnded = Date.now();
    let afterLoadMb = Infinity;
    while (Date.now() - loadEnded < 60_000) {
      await sleep(5_000);
      afterLoadMb = await steadyRssMb(server.pid!);
      if (afterLoadMb <= idleMb * TARGETS.afterLoadRatio) break;
    }
    return { startupMs, idleMb, afterLoadMb, backAfterMs: Date.now() - loadEnded, requests: result.requests.total };
  } finally {
    await stop(server);
  }
}

/** RSS of a node process that only opens PGlite on the data directory (as the server does) and queries it. */
function pgliteAloneMb(pgliteDir: string): { pgliteMb: number; bareNodeMb: number } {
  const script = (withPglite: boolean) => `
    ${
      withPglite
        ? `const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(${JSON.stringify(pgliteDir)}, { startParams: ${JSON.stringify(PGLITE_START_PARAMS)} });
    await db.query('select count(*) from themes');
    await db.query('select * from themes order by created_at desc limit 24');`
        : ''
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const status = (await import('node:fs')).readFileSync('/proc/self/status', 'utf8');
    console.log(Number(/VmRSS:\\s+(\\d+) kB/.exec(status)[1]) / 1024);
    ${withPglite ? 'await db.close();' : ''}`;
  const run = (withPglite: boolean) => {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script(withPglite)], {
      cwd: join(repoRoot, 'apps/server'),
      encoding: 'utf8',
    });
    if (child.status !== 0) throw new Error(`measuring PGlite alone failed: ${child.stderr}`);
    return Number(child.stdout.trim());
  };
  return { pgliteMb: run(true), bareNodeMb: run(false) };
}

const mb = (value: number) => `${Math.round(value)} MB`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');
function line(label: string, value: string, target: string, ok: boolean | null) {
  console.log(
    `  ${label.padEnd(38)} ${value.padStart(9)}   target ${target.padEnd(18)} ${ok === null ? '' : verdict(ok)}`,
  );
}

function report(name: string, measured: Measured, idleTargetMb: number | null) {
  console.log(`\n${name}: ${measured.requests} requests at ${connections} connections in ${loadSeconds} s`);
  line(
    'start-up to first health answer',
    `${(measured.startupMs / 1000).toFixed(2)} s`,
    '< 5 s',
    measured.startupMs < TARGETS.startupMs,
  );
  line(
    'idle RSS',
    mb(measured.idleMb),
    idleTargetMb ? `< ${idleTargetMb} MB` : '(no target)',
    idleTargetMb ? measured.idleMb < idleTargetMb : null,
  );
  const ratio = measured.afterLoadMb / measured.idleMb;
  line('RSS after the load', `${mb(measured.afterLoadMb)}`, '<= idle + 20%', ratio <= TARGETS.afterLoadRatio);
  console.log(
    `  ${''.padEnd(38)} ${`${Math.round((ratio - 1) * 100)}%`.padStart(9)}   over idle, ${Math.round(measured.backAfterMs / 1000)} s after the load`,
  );
  return (
    measured.startupMs < TARGETS.startupMs &&
    ratio <= TARGETS.afterLoadRatio &&
    (!idleTargetMb || measured.idleMb < idleTargetMb)
  );
}

async function main() {
  let within = true;
  if (!only || only === 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'themeport-bench-memory-'));
    try {
      const measured = await withBenchDatabase(serverUrl, 'themeport_bench_memory', (url) =>
        measure({ DATABASE_URL: url, DATA_DIR: dataDir }),
      );
      within = report('PostgreSQL', measured, TARGETS.idlePostgresMb) && within;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!only || only === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'themeport-bench-memory-'));
    try {
      const measured = await measure({ DATA_DIR: dataDir });
      within = report('PGlite', measured, null) && within;
      const { pgliteMb, bareNodeMb } = pgliteAloneMb(join(dataDir, 'pglite'));
      const pgliteShare = pgliteMb - bareNodeMb;
      line("PGlite's share (PGlite alone - node)", mb(pgliteShare), '(tuned: 16 MB buffers)', null);
      line("the app's share (idle - PGlite's)", mb(measured.idleMb - pgliteShare), '(no target)', null);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(within ? '\nEvery memory and start-up figure within its target.' : '\nSome figures over target (above).');
}

await main();
