// The site host at 10,000 sites (issue 25): on PostgreSQL with BENCH_SITES generated sites
// (`db:seed -- --sites N`), the time to the first byte of a hosted home page for sites not in the
// cache (each request a different site, in a random order), then the site cache's bytes and the
// process's memory after each sixth of the sites (flat once the cache is full), each next to its
// target, with the machine's load average; then a miss step by step (read, render, Brotli) on
// other sites. The site host runs in this process, as in the server (createSiteHost on
// @hono/node-server), so its cache can be read; requests go over HTTP with the site's own Host header.
// Usage: npm run bench:sites   (BENCH_PG_URL: the PostgreSQL server, default
// postgres://postgres@127.0.0.1:5432/postgres; BENCH_SITES: sites, default 10000; BENCH_SAMPLES:
// distinct sites requested, default all; BENCH_PORT: the port to serve on; BENCH_SITES_FRESH=1 drops
// and seeds the database again. The database themeport_bench_sites is kept between runs.)
import { spawnSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { serve } from '@hono/node-server';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/client.ts';
import type { SiteCache } from '../apps/server/src/modules/site-host/cache.ts';
import { freePort, percentile, repoRoot } from './lib.ts';

const total = Number(process.env.BENCH_SITES ?? 10_000);
const samples = Math.min(total, Number(process.env.BENCH_SAMPLES ?? total));
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'themeport_bench_sites';
const TARGET_P99_MS = 50;
/**
 * "Memory flat": once the cache is full, memory is read after each sixth of the sites (each reading
 * after two full collections); the median of the last three readings may exceed the median of the
 * first three by at most these shares: RSS, and what JavaScript holds (V8's heap in use and the
 * buffers outside it). RSS swings by tens of MB between two readings a few hundred sites apart
 * (native memory, not V8's: decision 045, stop 39), so one reading against another is no test of growth.
 */
const FLAT_RSS_RATIO = 1.1;
const FLAT_JS_RATIO = 1.05;
const READINGS = 6;

interface Reading {
  sites: number;
  rss: number;
  /** V8's heap in use and the buffers outside it. */
  js: number;
}

const median3 = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;

/** Sites whose miss is also timed step by step, in process, after the HTTP run. */
const STEP_SAMPLES = Math.min(500, Math.floor(total / 10));

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** The machine's 1-minute load average: this 2-core machine is shared, and the figures move with it. */
const load = () => loadavg()[0]!.toFixed(1);

async function prepareDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (process.env.BENCH_SITES_FRESH === '1') await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (rowCount === 0) await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

function seed(databaseUrl: string): number {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/src/seed/seed-cli.ts'), '--sites', String(total)],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('seeding the sites failed');
  return performance.now() - started;
}

/** Milliseconds from sending the request to its first byte (the status line), then the body read. */
function firstByte(agent: Agent, port: number, host: string): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      { agent, host: '127.0.0.1', port, path: '/', headers: { host, 'accept-encoding': 'gzip, br' } },
      (res) => {
        const ms = performance.now() - started;
        res.on('data', () => {});
        res.on('end', () => resolve({ ms, status: res.statusCode ?? 0 }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

// A full collection before each reading: garbage not yet collected is not memory the cache keeps.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** RSS after two full collections a turn of the event loop apart, so native handles' finalizers (zlib's) have run. */
async function settledRss(): Promise<number> {
  collectGarbage();
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  return process.memoryUsage().rss;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

interface CacheStats {
  bytes: number;
  maxBytes: number;
  sites: number;
}

/**
 * Where a miss's time goes, step by step, in process on other sites not in any cache: the read (one
 * statement, its JSON parsed, the components checked), the render of the home page with its ETag, and
 * its Brotli copy. The HTTP figures above add the request, the answer and the wait for the CPU.
 */
async function timeSteps(db: Database, sites: SiteCache, siteIds: string[], portal: string) {
  const steps = { read: [] as number[], render: [] as number[], brotli: [] as number[] };
  const loadBefore = load();
  for (const siteId of siteIds) {
    const started = performance.now();
    const entry = await sites.load(db, siteId);
    if (entry === undefined) throw new Error(`site ${siteId} not found`);
    const read = performance.now();
    const page = sites.page(entry, '/', '/', { portal });
    const rendered = performance.now();
    sites.encoded(entry, page, 'br');
    steps.read.push(read - started);
    steps.render.push(rendered - read);
    steps.brotli.push(performance.now() - rendered);
  }
  console.log(
    `\nA miss step by step, in process, ${siteIds.length} other sites; load average ${loadBefore} → ${load()}`,
  );
  for (const [step, times] of Object.entries(steps)) {
    times.sort((a, b) => a - b);
    console.log(
      `${step.padEnd(8)} p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(times, 99).toFixed(2).padStart(7)} ms`,
    );
  }
}

async function main() {
  const databaseUrl = await prepareDatabase();
  const seededMs = seed(databaseUrl);
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  process.env.DATABASE_URL = databaseUrl;
  process.env.NODE_ENV = 'production';
  process.env.LOG_LEVEL = 'warn';
  process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;

  // Imported after the environment is set: the config is read from it.
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { createDatabase } = await import('../apps/server/src/db/client.ts');
  const { createLogger } = await import('../apps/server/src/logger.ts');
  const { createMailSender } = await import('../apps/server/src/adapters/mail/index.ts');
  const { createSiteHost } = await import('../apps/server/src/modules/site-host/host.ts');
  const cache = (await import('../apps/server/src/modules/site-host/cache.ts')) as {
    siteCacheStats?: () => CacheStats;
    SiteCache: typeof SiteCache;
  };
  const config = loadConfig();
  const logger = createLogger(config);
  const connection = await createDatabase(config);
  const { createRequestTally } = await import('../apps/server/src/http/request-tally.ts');
  const tally = createRequestTally(logger);
  const siteHost = createSiteHost(
    { db: connection.db, config, logger, mail: createMailSender(config, connection.db) },
    tally,
  );
  const server = serve({
    port,
    hostname: '127.0.0.1',
    fetch: (req, env) => siteHost(req, env) ?? new Response('not a site\n', { status: 404 }),
  });

  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const { rows } = await admin.query<{ id: string }>(
    `select s.id from sites s join accounts a on a.id = s.account_id
      where s.status = 'active' and a.name like 'Generated sites %'`,
  );
  await admin.end();
  const suffix = config.sites.origin.replace(/^https?:\/\/\{slot\}/, '');
  const hosts = shuffle(rows.map((row) => `${row.id}${suffix}`));
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  try {
    // Warm-up on a few sites not measured (the pool's connections, the renderer's code paths).
    const warmUp = hosts.slice(-20);
    const stepSites = hosts.slice(-20 - STEP_SAMPLES, -20);
    const measured = hosts.slice(0, Math.min(samples, hosts.length - warmUp.length - stepSites.length));
    for (const host of warmUp) {
      await firstByte(agent, port, host);
    }
    const rssBefore = await settledRss();
    const cacheBefore = cache.siteCacheStats?.();

    const times: number[] = [];
    const loadBefore = load();
    const readings: Reading[] = [];
    const readAt = new Set(
      Array.from({ length: READINGS }, (_, index) => Math.round(((index + 1) * measured.length) / READINGS)),
    );
    let cacheAtFirstReading: CacheStats | undefined;
    for (const host of measured) {
      const { ms, status } = await firstByte(agent, port, host);
      if (status !== 200) throw new Error(`${host} answered ${status}`);
      times.push(ms);
      if (readAt.has(times.length)) {
        const rss = await settledRss();
        const { heapUsed, external } = process.memoryUsage();
        readings.push({ sites: times.length, rss, js: heapUsed + external });
        cacheAtFirstReading ??= cache.siteCacheStats?.();
      }
    }
    times.sort((a, b) => a - b);
    const loadAfter = load();
    const cacheAfter = cache.siteCacheStats?.();
    const { heapUsed, heapTotal, external } = process.memoryUsage();

    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    const limit = cacheAfter?.maxBytes;
    const full = cacheAtFirstReading !== undefined && limit !== undefined && cacheAtFirstReading.bytes >= 0.9 * limit;
    const flat = (pick: (reading: Reading) => number) => ({
      from: median3(readings.slice(0, READINGS / 2).map(pick)),
      to: median3(readings.slice(READINGS / 2).map(pick)),
    });
    const ok = (within: boolean) => (within ? 'ok' : 'OVER TARGET');
    console.log(
      `\nSite host at ${rows.length} sites on PostgreSQL (seeded in ${(seededMs / 1000).toFixed(1)} s), ` +
        `${times.length} distinct sites not in the cache, one at a time; load average ${loadBefore} → ${loadAfter} (2 cores)`,
    );
    console.log(`first byte p50        ${p50.toFixed(1).padStart(8)} ms`);
    console.log(
      `first byte p99        ${p99.toFixed(1).padStart(8)} ms   target < ${TARGET_P99_MS} ms   ${ok(p99 < TARGET_P99_MS)}`,
    );
    const cacheLine = (stats: CacheStats | undefined) =>
      stats === undefined ? 'n/a (no byte count)' : `${mb(stats.bytes).padStart(9)} in ${stats.sites} sites`;
    console.log(`site cache before     ${cacheLine(cacheBefore)}`);
    console.log(
      `site cache after      ${cacheLine(cacheAfter)}` +
        (cacheAfter === undefined
          ? ''
          : `   target <= ${mb(cacheAfter.maxBytes)} (SITE_CACHE_MB)   ${ok(cacheAfter.bytes <= cacheAfter.maxBytes)}`),
    );
    console.log(`process RSS before    ${mb(rssBefore).padStart(9)}`);
    console.log(
      `memory after each sixth of the sites (the cache ${full ? 'full from the first reading on' : 'NOT FULL at the first reading: no plateau'})`,
    );
    const row = (label: string, cells: string[]) =>
      console.log(`  ${label.padEnd(22)}${cells.map((cell) => cell.padStart(8)).join('')}`);
    row(
      'sites served',
      readings.map((reading) => String(reading.sites)),
    );
    row(
      'RSS MB',
      readings.map((reading) => (reading.rss / 1024 / 1024).toFixed(1)),
    );
    row(
      'V8 heap + buffers MB',
      readings.map((reading) => (reading.js / 1024 / 1024).toFixed(1)),
    );
    const flatLine = (label: string, { from, to }: { from: number; to: number }, ratio: number) =>
      console.log(
        `${label.padEnd(22)}${`${mb(from)} → ${mb(to)}`.padStart(21)}   target <= +${Math.round((ratio - 1) * 100)}% (flat: medians of the first and last three)   ${ok(full && to <= from * ratio)}`,
      );
    flatLine(
      'process RSS',
      flat((reading) => reading.rss),
      FLAT_RSS_RATIO,
    );
    flatLine(
      'V8 heap + buffers',
      flat((reading) => reading.js),
      FLAT_JS_RATIO,
    );
    console.log(
      `  at the end: V8 heap in use ${mb(heapUsed)} (${mb(heapTotal)} reserved), outside the heap (buffers) ${mb(external)}`,
    );
    await timeSteps(
      connection.db,
      new cache.SiteCache(),
      stepSites.map((host) => host.slice(0, host.length - suffix.length)),
      config.publicUrl,
    );
  } finally {
    agent.destroy();
    server.close();
    tally.close();
    await connection.close();
  }
  process.exit(0);
}

await main();
