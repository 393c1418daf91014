// The Revenue tab: MRR balances and movements from the ledger, cash from payments and theme sales.
import type {
  RevenueBreakdown,
  RevenueForecast,
  RevenueSummary,
  RevenueTimeline,
  SubscriptionStatus,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { selectMovementBuckets, selectMovementTotals, selectMrrAt, selectMrrByPlan } from './queries/movements.ts';
import { selectCashBuckets } from './queries/payments.ts';
import { selectSubscriptionsByStatus } from './queries/subscriptions.ts';
import { DAY_MS, monthStart, type ResolvedRange } from './range.ts';
import { percent, round2 } from './rates.ts';

/** ARPA: MRR / paying accounts, in whole cents (0 with nobody paying). */
export const arpa = (mrr: number, accounts: number): number => (accounts > 0 ? Math.round(mrr / accounts) : 0);

export async function revenueSummary(db: Database, { range, bounds }: ResolvedRange): Promise<RevenueSummary> {
  const totals = await selectMovementTotals(db, bounds);
  const { amounts, counts } = totals;
  const change = totals.endMrr - totals.startMrr;
  return {
    ...range,
    currentMRR: totals.endMrr,
    currentARR: totals.endMrr * 12,
    startMRR: totals.startMrr,
    netMRRChange: change,
    netMRRChangePercent: percent(change, totals.startMrr),
    activeSubscriptions: totals.endActive,
    newSubscriptions: counts.new + counts.reactivation,
    churnedSubscriptions: counts.churn,
    avgRevenuePerUser: arpa(totals.endMrr, totals.endActive),
    newMRR: amounts.new,
    expansionMRR: amounts.expansion,
    reactivationMRR: amounts.reactivation,
    contractionMRR: amounts.contraction,
    churnedMRR: amounts.churn,
    movementCounts: counts,
  };
}

export async function revenueTimeline(
  db: Database,
  { range, bounds, interval }: ResolvedRange,
): Promise<RevenueTimeline> {
  const [moves, cash] = await Promise.all([
    selectMovementBuckets(db, bounds, interval),
    selectCashBuckets(db, bounds, interval),
  ]);
  const cashOn = new Map(cash.map((bucket) => [bucket.date, bucket]));
  return {
    ...range,
    interval,
    points: moves.map(({ date, mrr, active, newMRR, expansionMRR, reactivationMRR, contractionMRR, churnedMRR }) => ({
      date,
      mrr,
      activeSubscriptions: active,
      newMRR,
      expansionMRR,
      reactivationMRR,
      contractionMRR,
      churnedMRR,
      subscriptionRevenue: cashOn.get(date)?.subscriptionRevenue ?? 0,
      marketplaceRevenue: cashOn.get(date)?.marketplaceRevenue ?? 0,
    })),
  };
}

/** Paying accounts by plan at the range's end (from the ledger); subscriptions by status now. */
export async function revenueBreakdown(db: Database, { range, bounds }: ResolvedRange): Promise<RevenueBreakdown> {
  const [plans, statuses] = await Promise.all([selectMrrByPlan(db, bounds.end), selectSubscriptionsByStatus(db)]);
  const total = plans.reduce((sum, row) => sum + row.mrr, 0);
  return {
    ...range,
    byPlan: Object.fromEntries(
      plans.map((row) => [row.plan, { count: row.count, mrr: row.mrr, percent: percent(row.mrr, total) ?? 0 }]),
    ),
    byStatus: Object.fromEntries(
      statuses.map((row) => [row.status as SubscriptionStatus, { count: row.count, mrr: row.mrr }]),
    ),
  };
}

export const FORECAST_TRAILING_MONTHS = 6;
export const FORECAST_MONTHS = 6;

/**
 * The next months from the average monthly net MRR growth of the trailing six calendar months
 * (month starts before the range's end month, to its start); low and high one standard deviation
 * of those monthly rates either side. Without a month to measure, the line stays flat.
 */
export async function revenueForecast(db: Database, { range, bounds }: ResolvedRange): Promise<RevenueForecast> {
  const lastDay = new Date(bounds.end.getTime() - DAY_MS);
  const starts = Array.from({ length: FORECAST_TRAILING_MONTHS + 1 }, (_, i) =>
    monthStart(lastDay, i - FORECAST_TRAILING_MONTHS),
  );
  const [current, ...atStarts] = await selectMrrAt(db, [bounds.end, ...starts]);
  const rates: number[] = [];
  for (let i = 1; i < atStarts.length; i++) {
    const before = atStarts[i - 1]!;
    if (before > 0) rates.push(atStarts[i]! / before - 1);
  }
  const mean = rates.length > 0 ? rates.reduce((a, b) => a + b, 0) / rates.length : null;
  const spread = mean === null ? 0 : Math.sqrt(rates.reduce((sum, r) => sum + (r - mean) ** 2, 0) / rates.length);
  const growth = mean ?? 0;
  const at = (rate: number, months: number) => Math.max(0, Math.round(current! * (1 + rate) ** months));
  return {
    ...range,
    monthlyGrowthRate: mean === null ? null : round2(mean * 100),
    trailingMonths: rates.length,
    points: Array.from({ length: FORECAST_MONTHS }, (_, i) => ({
      month: monthStart(lastDay, i + 1)
        .toISOString()
        .slice(0, 7),
      mrr: at(growth, i + 1),
      low: at(growth - spread, i + 1),
      high: at(growth + spread, i + 1),
    })),
  };
}
