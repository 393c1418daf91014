// Times every analytics call on a PostgreSQL database loaded with bench/history.sql (1,000,000
// payment attempts, 100,000 subscriptions): p50 and p99 per range.
//   BENCH_DATABASE_URL=postgres://… npx tsx src/modules/analytics/bench/run.ts
import pg from 'pg';
import { databaseFromPool, type Database } from '../../../db/client.ts';
import { marketplaceSummary } from '../marketplace.ts';
import { paymentFailures, paymentSuccess } from '../payments.ts';
import { rangeOf, type ResolvedRange } from '../range.ts';
import { revenueBreakdown, revenueForecast, revenueSummary, revenueTimeline } from '../revenue.ts';
import { churnAnalysis, subscriptionCohorts, subscriptionMetrics } from '../subscriptions.ts';

const CALLS: Record<string, (db: Database, range: ResolvedRange) => Promise<unknown>> = {
  'revenue/summary': revenueSummary,
  'revenue/timeline': revenueTimeline,
  'revenue/breakdown': revenueBreakdown,
  'revenue/forecast': revenueForecast,
  'subscriptions/metrics': subscriptionMetrics,
  'subscriptions/cohorts': (db, range) => subscriptionCohorts(db, range, 12),
  'subscriptions/churn': churnAnalysis,
  'payments/success-rate': paymentSuccess,
  'payments/failures': paymentFailures,
  'marketplace/summary': marketplaceSummary,
};
// history.sql's two years end on 2026-11-28.
const RANGES = {
  '30 days': { startDate: '2026-10-30', endDate: '2026-11-28' },
  '1 year': { startDate: '2025-11-29', endDate: '2026-11-28' },
};

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('Set BENCH_DATABASE_URL to a database loaded with bench/history.sql');
  const runs = Number(process.env.BENCH_RUNS ?? 20);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = databaseFromPool(pool);
  for (const [name, call] of Object.entries(CALLS)) {
    const cells = [name.padEnd(24)];
    for (const [label, query] of Object.entries(RANGES)) {
      const range = rangeOf(query);
      await call(db, range);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await call(db, range);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0);
      cells.push(`${label}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
    }
    console.log(cells.join('   '));
  }
  await pool.end();
}

await main();
