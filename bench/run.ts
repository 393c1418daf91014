// Throughput of the public catalogue API and of a hosted site's pages against a bare node:http
// server that answers the same bytes on the same machine (the ceiling), and the size of the
// JavaScript the home page loads.
// Usage: npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS to change the load)
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { HOME_JS_BUDGET_KB, homePageJavaScript } from './home-js.ts';
import { freePort, waitForHealthy } from './lib.ts';
import { seedDemoUsers, startServer } from './server.ts';
import { deployBenchSite } from './site.ts';
import { benchEditThenServe } from './edit.ts';

const here = dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Each target's time is cut into rounds that alternate our server and the ceiling, so a change in
// the machine's load (other work on these 2 cores) falls on both sides alike.
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

interface Result {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time (user + system) the answering process spent per request, in µs; null off Linux. */
  cpuPerRequest: number | null;
}

/** A process's CPU time so far in µs (Linux /proc, ticks of 10 ms), or null where there is none. */
function cpuMicros(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

interface Side {
  name: string;
  url: string;
  headers: Record<string, string>;
  pid: number | undefined;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Our server and the ceiling on one target, in alternating rounds after a warm-up of each: req/s
 * over all rounds, the median round's p50 and p99, and each process's CPU per request.
 */
async function loadPair(ours: Side, bare: Side, { refused = false } = {}): Promise<[Result, Result]> {
  const sides = [ours, bare];
  for (const side of sides) await autocannon({ url: side.url, connections, duration: 2, headers: side.headers });
  const totals = sides.map(() => ({ requests: 0, errors: 0, p50: [] as number[], p99: [] as number[], cpu: 0 }));
  let cpuKnown = true;
  for (let round = 0; round < rounds; round++) {
    for (const [i, side] of sides.entries()) {
      const cpuBefore = cpuMicros(side.pid);
      const result = await autocannon({
        url: side.url,
        connections,
        duration: seconds / rounds,
        headers: side.headers,
      });
      const cpuAfter = cpuMicros(side.pid);
      if (cpuBefore === null || cpuAfter === null) cpuKnown = false;
      else totals[i]!.cpu += cpuAfter - cpuBefore;
      const total = totals[i]!;
      total.requests += result.requests.total;
      // A refusal target's 4xx answers are what it measures; only failures to answer count then.
      total.errors += result.errors + result.timeouts + (refused ? result['5xx'] : result.non2xx);
      total.p50.push(result.latency.p50);
      total.p99.push(result.latency.p99);
    }
  }
  const [a, b] = sides.map((side, i): Result => {
    const total = totals[i]!;
    return {
      name: side.name,
      requests: total.requests / seconds,
      p50: median(total.p50),
      p99: median(total.p99),
      errors: total.errors,
      cpuPerRequest: cpuKnown && total.requests > 0 ? total.cpu / total.requests : null,
    };
  });
  return [a!, b!];
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
      `Load: ${connections} connections, ${seconds} s per target and side in ${rounds} alternating rounds, after a 2 s warm-up of each ` +
        `(machine: ${cpus().length} cores shared by load and server; load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(', ')})\n`,
    );
    const targets = [
      { label: '/api/themes', path: '/api/themes' },
      { label: `/api/themes/${slug}`, path: `/api/themes/${slug}` },
      { label: '{id}.sites / (hosted home)', path: site.home, headers: siteHost },
      { label: '{id}.sites /about', path: site.page, headers: siteHost },
      { label: `${refusedPath} (401, recorded)`, path: refusedPath, refused: true },
    ];
    const rows: [Result, Result][] = [];
    for (const { label, path, headers = {}, refused: isRefusal } of targets) {
      rows.push(
        await loadPair(
          { name: `themeport ${label}`, url: appUrl + path, headers, pid: app.pid },
          { name: `node:http  ${label}`, url: `http://127.0.0.1:${ceilingPort}${path}`, headers: {}, pid: ceiling.pid },
          { refused: isRefusal },
        ),
      );
    }

    console.log('target                                     req/s     p50 ms   p99 ms  errors  CPU µs/req  ratio');
    for (const [ours, bare] of rows) {
      for (const r of [bare, ours]) {
        const ratio = r === ours ? `${fmt((ours.requests / bare.requests) * 100)}%` : 'ceiling';
        const cpu = r.cpuPerRequest === null ? '–' : fmt(r.cpuPerRequest);
        console.log(
          `${r.name.padEnd(40)} ${fmt(r.requests).padStart(8)} ${fmt(r.p50, 1).padStart(9)} ${fmt(r.p99, 1).padStart(8)} ${String(r.errors).padStart(7)} ${cpu.padStart(11)}  ${ratio}`,
        );
      }
    }
    // Issue 25: each public answer at >= 80% of the ceiling's rate, its p99 under twice the ceiling's.
    console.log('');
    for (const [ours, bare] of rows.slice(0, 4)) {
      const label = ours.name.replace('themeport ', '');
      const cpu =
        ours.cpuPerRequest !== null && bare.cpuPerRequest !== null
          ? `; CPU ${fmt(ours.cpuPerRequest)} µs a request against the ceiling's ${fmt(bare.cpuPerRequest)}`
          : '';
      console.log(
        `GET ${label}: ${fmt((ours.requests / bare.requests) * 100)}% of the ceiling (target >= 80%), p99 ${fmt(ours.p99, 1)} ms ` +
          `(ceiling p99 ${fmt(bare.p99, 1)} ms, ratio ${fmt(ours.p99 / Math.max(bare.p99, 1), 1)}×, target < 2×)${cpu}`,
      );
    }
    const listOurs = rows[0]![0];

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
      `Home page JavaScript: ${js.files} files, ${fmt(js.raw / 1024, 1)} KB raw, ${fmt(js.gzip / 1024, 1)} KB gzipped (target <= ${HOME_JS_BUDGET_KB} KB)`,
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
