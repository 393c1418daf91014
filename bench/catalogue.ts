// Catalogue search and filters at size (issue 25): on PostgreSQL, the catalogue grown to 15, 1,000
// and 10,000 themes (`npm run db:seed -- --themes N`), p50 and p99 of sequential requests that the
// catalogue cache cannot answer (every request a distinct query): a search, a category filter,
// page 50 and a theme page's API answer. Target: p99 < 50 ms at 10,000 themes. Each line also
// shows the figures main measured before the search work (docs/decisions/043-catalogue-search.md).
// Usage: npm run bench:catalogue   (BENCH_PG_URL or TEST_DATABASE_URL: a PostgreSQL server to
// create the bench database on, default postgres://postgres@127.0.0.1:5432/postgres;
// BENCH_SAMPLES: requests per figure, default 200; BENCH_PORT: the server's port, default a free one)
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { freePort, percentile, repoRoot, startBuiltServer, waitForHealthy, withBenchDatabase } from './lib.ts';

const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const serverUrl =
  process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = [15, 1_000, 10_000];
const TARGET_P99_MS = 50;
const FIGURES = ['search', 'category filter', 'page 50', 'theme page'] as const;
type Figure = (typeof FIGURES)[number];

/**
 * p50/p99 (ms) of main before this work (5e6781d), this bench on this 2-core machine while other
 * work ran on it (load average 14-17), 2026-11-29: [size][figure] = [p50, p99].
 */
const BASELINE: Record<number, Record<Figure, [number, number]>> = {
  15: { search: [7.1, 33.1], 'category filter': [5.5, 28.8], 'page 50': [4.8, 30.0], 'theme page': [2.2, 7.2] },
  1_000: {
    search: [49.7, 223.4],
    'category filter': [53.8, 149.0],
    'page 50': [21.2, 69.2],
    'theme page': [7.7, 31.6],
  },
  10_000: {
    search: [392.7, 20_558.3],
    'category filter': [78.2, 9_211.7],
    'page 50': [128.5, 435.9],
    'theme page': [23.4, 73.6],
  },
};

const WORDS = [
  'studio', 'ledger', 'portfolio', 'dark mode', 'pricing', 'newsletter', 'photographers', 'restaurants',
  'law firms', 'academy', 'gallery', 'booking calendar', 'saas', 'agency', 'travel', 'fitness', 'podcast',
  'aurora', 'cobalt', 'ember', 'quartz', 'juniper', 'kestrel', 'nova', 'summit', 'orbit', 'willow', 'clinic',
  'blog', 'shop', 'aurra', 'portfolo', 'restaurnts', 'galery', 'ma', 'st', 'machine learning', 'case studies',
]; // prettier-ignore
const CATEGORIES = ['technology', 'business', 'creative', 'lifestyle', 'education', 'commerce', 'misc'];
const SORTS = ['popular', 'newest', 'rating', 'price-asc', 'price-desc'];
const PRICING = ['', 'free', 'paid'];
const FRAMEWORK = ['', 'astro', 'nextjs'];

/** `count` distinct request paths of a figure; the catalogue cache keys on every parameter used. */
function paths(figure: Figure, count: number, slugs: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    if (figure === 'search') {
      // A word with a page size of its own: the same SQL work, a distinct cache key.
      const q = encodeURIComponent(WORDS[i % WORDS.length]!);
      out.push(`/api/themes?q=${q}&pageSize=${12 + Math.floor(i / WORDS.length)}`);
    } else if (figure === 'category filter') {
      const combo = [CATEGORIES[i % 7], SORTS[Math.floor(i / 7) % 5], PRICING[Math.floor(i / 35) % 3]];
      const framework = FRAMEWORK[Math.floor(i / 105) % 3];
      out.push(
        `/api/themes?category=${combo[0]}&sort=${combo[1]}${combo[2] ? `&pricing=${combo[2]}` : ''}` +
          `${framework ? `&framework=${framework}` : ''}&pageSize=${12 + Math.floor(i / 315)}`,
      );
    } else if (figure === 'page 50') {
      // 5 sorts x 37 page sizes (12 to 48, the most the API allows): 185 distinct pages.
      if (i >= 5 * 37) break;
      out.push(`/api/themes?page=50&sort=${SORTS[i % 5]}&pageSize=${12 + Math.floor(i / 5)}`);
    } else {
      if (i >= slugs.length * 2) break;
      out.push(`/api/themes/${i < slugs.length ? slugs[i] : `${slugs[i - slugs.length]}?v=1`}`);
    }
  }
  return out;
}

function seed(env: Record<string, string>, size: number): number {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/src/seed/seed-cli.ts'), '--themes', String(size)],
    { cwd: repoRoot, env: { ...process.env, ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn' }, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`seeding ${size} themes failed`);
  return performance.now() - started;
}

async function timed(appUrl: string, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${appUrl}${path}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

/** Published slugs, read through the API before timing anything. */
async function publishedSlugs(appUrl: string, limit: number): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; slugs.length < limit; page++) {
    const response = await fetch(`${appUrl}/api/themes?pageSize=48&sort=newest&page=${page}`);
    const body = (await response.json()) as { items: { slug: string }[] };
    if (body.items.length === 0) break;
    slugs.push(...body.items.map((item) => item.slug));
  }
  return slugs.slice(0, limit);
}

const cell = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(1)).padStart(9);

async function benchSize(env: Record<string, string>, size: number): Promise<boolean> {
  const seededMs = seed(env, size);
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const server = startBuiltServer(port, env);
  let within = true;
  try {
    const appUrl = `http://127.0.0.1:${port}`;
    await waitForHealthy(`${appUrl}/api/health`, 120_000);
    const slugs = await publishedSlugs(appUrl, samples);
    for (const path of ['/api/themes?q=warmup', '/api/themes?category=misc', `/api/themes/${slugs[0]}`]) {
      await timed(appUrl, path);
    }
    console.log(`\n${size.toLocaleString('en')} themes (seeded in ${(seededMs / 1000).toFixed(1)} s)`);
    console.log(
      `${'query'.padEnd(18)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'main p50'.padStart(9)}${'main p99'.padStart(9)}  target p99 < ${TARGET_P99_MS} ms at 10,000`,
    );
    for (const figure of FIGURES) {
      const times: number[] = [];
      for (const path of paths(figure, samples, slugs)) times.push(await timed(appUrl, path));
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const p99 = percentile(times, 99);
      const verdict = size < 10_000 ? '' : p99 < TARGET_P99_MS ? 'met' : 'NOT met';
      if (verdict === 'NOT met') within = false;
      const before = BASELINE[size]?.[figure];
      console.log(
        `${figure.padEnd(18)}${cell(p50)}${cell(p99)}${cell(before?.[0])}${cell(before?.[1])}  ${verdict} (${times.length} requests)`,
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
  return within;
}

async function main() {
  // One database grown from size to size: the generator adds only the missing themes.
  const within = await withBenchDatabase(serverUrl, 'themeport_bench_catalogue', async (url) => {
    let all = true;
    for (const size of SIZES) all = (await benchSize({ DATABASE_URL: url }, size)) && all;
    return all;
  });
  console.log(within ? '\nEvery catalogue figure within its target.' : '\nSome catalogue figures over target (above).');
  if (!within) process.exitCode = 1;
}

await main();
