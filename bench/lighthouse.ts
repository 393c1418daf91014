// Lighthouse on the storefront as a phone sees it and on two hosted sites (a live demo and a
// client's site): the production server, Lighthouse 12.2.3's mobile defaults (simulated
// throttling: 150 ms RTT, 1.6 Mbps, 4× CPU), the median of 3 runs of each page, next to issue 25's
// targets, with the page's own blocking time beside them (its main thread's CPU time, decision
// 048); then the home page's JavaScript against its budget.
// Usage: npm run bench:lighthouse -w @themeport/bench   (LIGHTHOUSE_RUNS to change the 3;
// WEB_DIST_DIR to measure another web build)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HOME_JS_BUDGET_KB, homePageJavaScript } from './home-js.ts';
import { freePort, waitForHealthy } from './lib.ts';
import { cpuBlockingMs } from './cpu-blocking.ts';
import { seedDemoUsers, startServer } from './server.ts';
import { deployBenchSite } from './site.ts';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL ?? '/usr/bin/chromium-headless-shell';

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
}

/** What each figure must reach (issue 25); a hosted site's performance target is higher. */
const TARGETS = {
  performance: 95,
  hostedPerformance: 98,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  accessibility: 100,
  seo: 100,
  bestPractices: 96,
};

const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];

/** A run whose trace Chromium lost (NO_NAVSTART, now and then on a busy machine) is run again, once. */
async function auditOnceMore(url: string): ReturnType<typeof audit> {
  try {
    return await audit(url);
  } catch (error) {
    console.log(`  (${error instanceof Error ? error.message : String(error)}: running it again)`);
    return audit(url);
  }
}

interface Run {
  figures: Figures;
  failing: string[];
  benchmarkIndex: number;
  /** TBT's sum over the main thread's CPU time rather than its wall time: the page's own work (cpu-blocking.ts). */
  cpuBlockingMs: number;
}

/**
 * One Lighthouse run: the page is loaded in a Chromium of its own, as the CLI does (a reused one
 * loses traces: NO_NAVSTART), its artifacts saved (`gatherMode`) and audited (`auditMode`), so that
 * the trace Lighthouse judged is at hand for the page's own blocking time.
 */
async function audit(url: string): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'themeport-lighthouse-run-'));
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: LIGHTHOUSE_CHROMIUM.path,
      chromeFlags: [...LIGHTHOUSE_CHROMIUM.flags, ...CHROMIUM_FLAGS, '--disable-quic', '--no-first-run'],
    });
    try {
      await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES, gatherMode: dir });
    } finally {
      chrome.kill();
    }
    const result = await lighthouse(url, { logLevel: 'error', onlyCategories: CATEGORIES, auditMode: dir });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    return {
      ...read(lhr),
      // Lighthouse's own reading of this machine's speed at the time of the run.
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuBlockingMs: cpuBlockingMs(
        join(dir, 'defaultPass.trace.json'),
        lhr.configSettings.throttling.cpuSlowdownMultiplier,
      ),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Debian's chromium-headless-shell (Chrome's old headless mode, as the journeys use) when it is
 * installed: the same Blink, without the full browser's UI work. On this 2-core machine that work
 * shares the cores with the page's main thread during the load and lengthens its tasks in wall time,
 * which is what TBT counts: traced on /themes, the browser process's main thread used 162–177 ms of
 * CPU against 340–399 in the full browser, which also ran a WebUI renderer (452 ms in one run).
 */
const LIGHTHOUSE_CHROMIUM = existsSync(HEADLESS_SHELL)
  ? { path: HEADLESS_SHELL, flags: [] }
  : { path: CHROMIUM_PATH, flags: ['--headless=new'] };

function read(lhr: Result): { figures: Figures; failing: string[] } {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // The audits that cost a category points (not performance's opportunities): what to fix.
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}${auditItems(lhr.audits[ref.id]?.details)}`),
  );
  return {
    figures: {
      performance: score('performance'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
    },
    failing,
  };
}

/** The first rows of a failed audit's table (an issue's type, an element's selector), to know what to fix. */
function auditItems(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const names = items.slice(0, 3).map((item) => {
    const node = item.node as { selector?: string } | undefined;
    return String(item.issueType ?? node?.selector ?? item.url ?? item.source ?? '').slice(0, 80);
  });
  return names.length ? ` (${names.join('; ')})` : '';
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Each figure's median over the runs (so one slow run does not decide a page's score). */
function medianFigures(all: Figures[]): Figures {
  const of = (key: keyof Figures) => median(all.map((figures) => figures[key]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    bestPractices: of('bestPractices'),
  };
}

interface Page {
  label: string;
  url: string;
  perfTarget: number;
  /** A live demo answers X-Robots-Tag: noindex on purpose (it must not compete with its theme page). */
  isNoindex?: boolean;
}

function row({ label, perfTarget, isNoindex }: Page, f: Figures): { line: string; misses: string[] } {
  const misses = [
    f.performance < perfTarget && 'performance',
    !(f.lcpMs < TARGETS.lcpMs) && 'LCP',
    !(f.tbtMs < TARGETS.tbtMs) && 'TBT',
    !(f.cls < TARGETS.cls) && 'CLS',
    f.accessibility < TARGETS.accessibility && 'accessibility',
    !isNoindex && f.seo < TARGETS.seo && 'SEO',
    f.bestPractices < TARGETS.bestPractices && 'best practices',
  ].filter((miss): miss is string => Boolean(miss));
  const cells = [
    String(f.performance).padStart(5),
    `${(f.lcpMs / 1000).toFixed(2)} s`.padStart(8),
    `${Math.round(f.tbtMs)} ms`.padStart(8),
    f.cls.toFixed(3).padStart(6),
    String(f.accessibility).padStart(5),
    String(f.seo).padStart(4),
    String(f.bestPractices).padStart(5),
  ];
  return {
    line: `${label.padEnd(34)}${cells.join(' ')}  ${misses.length ? `misses: ${misses.join(', ')}` : 'ok'}${isNoindex ? ' (SEO: noindex by design)' : ''}`,
    misses,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'themeport-lighthouse-'));
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  seedDemoUsers(dataDir);
  const app = startServer(port, dataDir);
  try {
    const appUrl = `http://127.0.0.1:${port}`;
    await waitForHealthy(`${appUrl}/api/health`);
    const list = (await (await fetch(`${appUrl}/api/themes`)).json()) as { items: { slug: string }[] };
    const slug = list.items[0]?.slug;
    if (!slug) throw new Error('the catalogue is empty');
    const theme = (await (await fetch(`${appUrl}/api/themes/${slug}`)).json()) as { demoUrl: string | null };
    // The live demo is a hosted site on its own origin (demo-{slug}.sites.localhost), which
    // Chromium resolves to this machine.
    if (!theme.demoUrl) throw new Error(`theme ${slug} has no live demo`);
    // A client's site: the demo client deploys a free theme through the API (bench/site.ts).
    const clientSite = await deployBenchSite(appUrl);

    const pages: Page[] = [
      { label: 'home /', url: `${appUrl}/`, perfTarget: TARGETS.performance },
      { label: 'catalogue /themes', url: `${appUrl}/themes`, perfTarget: TARGETS.performance },
      { label: `theme /themes/${slug}`, url: `${appUrl}/themes/${slug}`, perfTarget: TARGETS.performance },
      { label: 'pricing /pricing', url: `${appUrl}/pricing`, perfTarget: TARGETS.performance },
      { label: 'for developers /for-developers', url: `${appUrl}/for-developers`, perfTarget: TARGETS.performance },
      { label: 'hosted demo site /', url: theme.demoUrl, perfTarget: TARGETS.hostedPerformance, isNoindex: true },
      { label: 'hosted client site /', url: `http://${clientSite.host}/`, perfTarget: TARGETS.hostedPerformance },
    ];

    // One run first, not counted: the server's caches and Chromium's start-up are not the page's.
    await audit(pages[0]!.url);

    console.log(
      `Lighthouse 12.2.3, mobile, simulated throttling, median of ${runs} (machine: 2 cores shared by Chromium and the server)`,
    );
    console.log(
      "Each row ends with Lighthouse's benchmark index of this machine (median of the runs; lower is slower), the page's own\nblocking time (TBT's sum over the main thread's CPU time at 4×, not its wall time: on 2 cores a task also waits for a\ncore while Chromium's other processes, the server and Lighthouse run; decision 048) and the load average.\n",
    );
    console.log(`${'page'.padEnd(34)}  perf      LCP      TBT    CLS  a11y  SEO    BP`);
    console.log(
      `${'target'.padEnd(34)}${`>=${TARGETS.performance}`.padStart(5)} ${'< 2.00 s'.padStart(8)} ${'< 150 ms'.padStart(8)} ${'< 0.05'.padStart(6)} ${'100'.padStart(5)} ${'100'.padStart(4)} ${`>=${TARGETS.bestPractices}`.padStart(5)}  (hosted: perf >= ${TARGETS.hostedPerformance})`,
    );
    let missed = 0;
    const toFix = new Set<string>();
    for (const page of pages) {
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await auditOnceMore(page.url));
      const { line, misses } = row(page, medianFigures(results.map((r) => r.figures)));
      const benchmarkIndex = Math.round(median(results.map((r) => r.benchmarkIndex)));
      const ownBlocking = Math.round(median(results.map((r) => r.cpuBlockingMs)));
      console.log(
        `${line}  [index ${benchmarkIndex}; own blocking ${ownBlocking} ms; load ${loadavg()[0]!.toFixed(1)}]`,
      );
      missed += misses.length;
      for (const failing of results.flatMap((r) => r.failing))
        if (!(page.isNoindex && failing.startsWith('seo: is-crawlable'))) toFix.add(`${page.label}: ${failing}`);
    }
    if (toFix.size > 0) console.log(`\nAudits that cost points:\n  ${[...toFix].join('\n  ')}`);

    const js = await homePageJavaScript(appUrl);
    const homeKb = js.gzip / 1024;
    console.log(
      `\nHome page JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB raw, ${homeKb.toFixed(1)} KB gzipped (target <= ${HOME_JS_BUDGET_KB} KB)${homeKb > HOME_JS_BUDGET_KB ? '  misses' : '  ok'}`,
    );
    console.log(`\n${missed} figure(s) off target.`);
  } finally {
    app.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
