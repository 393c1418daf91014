// Throughput of the public catalogue API and of a hosted site's pages against a bare node:http
// server that answers the same bytes on the same machine (the ceiling), and the size of the
// JavaScript the home page loads.
// Usage: npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { freePort, startBuiltServer, waitForHealthy } from './lib.ts';
import { deployBenchSite } from './site.ts';
import { benchEditThenServe } from './edit.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Result {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  { refused = false } = {},
): Promise<Result> {
  await autocannon({ url, connections, duration: 2, headers }); // warm-up, not counted
  const result = await autocannon({ url, connections, duration: seconds, headers });
  // A refusal target's 4xx answers are what it measures; only failures to answer count then.
  const errors = result.errors + result.timeouts + (refused ? result['5xx'] : result.non2xx);
  return { name, requests: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

/** Production start creates no users: the demo client the site bench signs in as is seeded first. */
function seedDemoUsers(dataDir: string): void {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/src/seed/seed-cli.ts'), '--demo-users'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (seeded.status !== 0) throw new Error('seeding the demo users failed');
}

function startServer(port: number, dataDir: string): ChildProcess {
  // The built server, as `npm start` runs it (npm run bench builds first; decision 044).
  return startBuiltServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'info' });
}

// Headers the HTTP layer writes for itself; everything else our server sent is replayed by the ceiling.
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** One answer of our server, captured so the ceiling can send the same bytes: status, headers, body. */
function capture(url: string, headers: Record<string, string> = {}) {
  // node:http rather than fetch, which does not let a caller set Host (the hosted site's own origin).
  // Like autocannon, ask for no compression, so the captured body is the bytes on the wire.
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'identity', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!TRANSPORT_HEADERS.has(name) && value !== undefined)
            kept[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

async function homePageJavaScript(baseUrl: string): Promise<{ files: number; raw: number; gzip: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const scripts: Buffer[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.body());
  });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await browser.close();
  return {
    files: scripts.length,
    raw: scripts.reduce((sum, body) => sum + body.length, 0),
    gzip: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'themeport-bench-'));
  const appPort = await freePort();
  const ceilingPort = await freePort();
  seedDemoUsers(dataDir);
  const app = startServer(appPort, dataDir);
  let ceiling: ChildProcess | undefined;
  try {
    const appUrl = `http://127.0.0.1:${appPort}`;
    await waitForHealthy(`${appUrl}/api/health`);
    const list = await capture(`${appUrl}/api/themes`);
    const slug = (JSON.parse(list.body.toString()) as { items: { slug: string }[] }).items[0]?.slug;
    if (list.status !== 200 || !slug) throw new Error(`GET /api/themes answered ${list.status}`);
    const detail = await capture(`${appUrl}/api/themes/${slug}`);
    const site = await deployBenchSite(appUrl);
    // The site answers on its own origin: the app's address with the site's Host.
    const siteHost = { host: site.host };
    // A refused request: the 401 and the security monitor's record of it (docs/decisions/041).
    const refusedPath = '/api/me/sessions';
    const refused = await capture(appUrl + refusedPath);
    if (refused.status !== 401) throw new Error(`GET ${refusedPath} signed out answered ${refused.status}`);
    const siteHome = await capture(appUrl + site.home, siteHost);
    const sitePage = await capture(appUrl + site.page, siteHost);
    if (siteHome.status !== 200 || sitePage.status !== 200)
      throw new Error(`the hosted site answered ${siteHome.status}, ${sitePage.status}`);

    ceiling = fork(join(here, 'ceiling.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    ceiling.send({
      port: ceilingPort,
      routes: {
        '/api/themes': list,
        [`/api/themes/${slug}`]: detail,
        [site.home]: siteHome,
        [site.page]: sitePage,
        [refusedPath]: refused,
      },
    });
    await waitForHealthy(`http://127.0.0.1:${ceilingPort}/api/themes`);

    console.log(
      `Load: ${connections} connections, ${seconds} s per target, after a 2 s warm-up (machine: 2 cores shared by load and server)\n`,
    );
    const targets = [
      { label: '/api/themes', path: '/api/themes' },
      { label: `/api/themes/${slug}`, path: `/api/themes/${slug}` },
      { label: '{id}.sites / (hosted home)', path: site.home, headers: siteHost },
      { label: '{id}.sites /about', path: site.page, headers: siteHost },
      { label: `${refusedPath} (401, recorded)`, path: refusedPath, refused: true },
    ];
    const rows: [Result, Result][] = [];
    for (const { label, path, headers, refused: isRefusal } of targets) {
      const ours = await load(`themeport ${label}`, appUrl + path, headers, { refused: isRefusal });
      const bare = await load(
        `node:http  ${label}`,
        `http://127.0.0.1:${ceilingPort}${path}`,
        {},
        { refused: isRefusal },
      );
      rows.push([ours, bare]);
    }

    console.log('target                                     req/s     p50 ms   p99 ms  errors  ratio');
    for (const [ours, bare] of rows) {
      for (const r of [bare, ours]) {
        const ratio = r === ours ? `${fmt((ours.requests / bare.requests) * 100)}%` : 'ceiling';
        console.log(
          `${r.name.padEnd(40)} ${fmt(r.requests).padStart(8)} ${fmt(r.p50, 1).padStart(9)} ${fmt(r.p99, 1).padStart(8)} ${String(r.errors).padStart(7)}  ${ratio}`,
        );
      }
    }
    const [listOurs, listBare] = rows[0]!;
    const listRatio = listOurs.requests / listBare.requests;
    console.log(
      `\nGET /api/themes: ${fmt(listRatio * 100)}% of the ceiling (target >= 50%), p99 ${fmt(listOurs.p99, 1)} ms (target < 50 ms)`,
    );
    for (const [ours, bare] of rows.slice(2, 4)) {
      const label = ours.name.replace('themeport ', '');
      console.log(
        `GET ${label}: ${fmt((ours.requests / bare.requests) * 100)}% of the ceiling, p99 ${fmt(ours.p99, 1)} ms (ceiling p99 ${fmt(bare.p99, 1)} ms, ratio ${fmt(ours.p99 / Math.max(bare.p99, 1), 1)}×)`,
      );
    }

    const [refusedOurs, refusedBare] = rows[4]!;
    console.log(
      `GET ${refusedPath} signed out (401, each one an event in the security monitor): ${fmt((refusedOurs.requests / refusedBare.requests) * 100)}% of the ceiling, ` +
        `p99 ${fmt(refusedOurs.p99, 1)} ms (ceiling p99 ${fmt(refusedBare.p99, 1)} ms); ${fmt(refusedOurs.requests / listOurs.requests, 2)}× the rate of GET /api/themes`,
    );

    const edit = await benchEditThenServe(appUrl, `http://127.0.0.1:${ceilingPort}`, site);
    console.log(
      `GET {id}.sites / right after an edit (cache refilled; ${edit.rounds} rounds, one request at a time): ` +
        `median ${fmt(edit.afterEdit.median, 2)} ms, p90 ${fmt(edit.afterEdit.p90, 2)} ms; ceiling median ${fmt(edit.ceiling.median, 2)} ms ` +
        `(${fmt((edit.ceiling.median / edit.afterEdit.median) * 100)}% of the ceiling's speed, ${fmt(edit.afterEdit.median / edit.ceiling.median, 1)}× its time)`,
    );

    const js = await homePageJavaScript(appUrl);
    console.log(
      `Home page JavaScript: ${js.files} files, ${fmt(js.raw / 1024, 1)} KB raw, ${fmt(js.gzip / 1024, 1)} KB gzipped (target < 170 KB)`,
    );
  } finally {
    ceiling?.kill();
    app.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
