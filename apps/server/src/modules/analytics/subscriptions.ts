// The Subscriptions and Churn tabs: paying accounts over time, cohorts, churn rates and reasons.
import {
  CANCELLATION_REASON_LABELS,
  CHURN_REASON_NOT_GIVEN,
  CHURN_REASON_PAYMENT_FAILED,
  type CancellationReason,
  type ChurnAnalysis,
  type CohortRow,
  type SubscriptionCohorts,
  type SubscriptionMetrics,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { selectCohortCells, selectCohortSizes } from './queries/cohorts.ts';
import {
  selectChurnReasons,
  selectChurnedFromStart,
  selectMonthlyCustomerChurn,
  selectMovementBuckets,
  selectMovementTotals,
  type MovementTotals,
} from './queries/movements.ts';
import { selectSubscriptionsByStatus } from './queries/subscriptions.ts';
import { arpa } from './revenue.ts';
import { DAY_MS, monthStart, type ResolvedRange } from './range.ts';
import { percent, round2 } from './rates.ts';

/** Customer churn normalised to 30 days (linearly), at most 100. */
const monthly = (rate: number | null, days: number) =>
  rate === null ? null : round2(Math.min(100, (rate * 30) / days));

export async function subscriptionMetrics(db: Database, r: ResolvedRange): Promise<SubscriptionMetrics> {
  const [statuses, totals, churned, buckets] = await Promise.all([
    selectSubscriptionsByStatus(db),
    selectMovementTotals(db, r.bounds),
    selectChurnedFromStart(db, r.bounds),
    selectMovementBuckets(db, r.bounds, r.interval),
  ]);
  const count = (status: string) => statuses.find((row) => row.status === status)?.count ?? 0;
  const churnRate = percent(churned, totals.startActive);
  const monthlyChurn = monthly(churnRate, r.days);
  return {
    ...r.range,
    totalActive: count('active'),
    totalTrialing: count('trialing'),
    totalCanceled: count('canceled'),
    totalPaused: count('paused'),
    totalPastDue: count('past_due'),
    newThisMonth: totals.counts.new + totals.counts.reactivation,
    canceledThisMonth: totals.counts.churn,
    churnRate,
    retentionRate: churnRate === null ? null : round2(100 - churnRate),
    // No plan has a trial, so no trial ends: nothing to convert.
    trialConversionRate: null,
    averageLifetime: monthlyChurn ? round2(100 / monthlyChurn) : null,
    lifecycle: buckets.map(({ date, active, started, stopped }) => ({ date, active, started, stopped })),
    interval: r.interval,
  };
}

export async function subscriptionCohorts(
  db: Database,
  { range, bounds }: ResolvedRange,
  limit: number,
): Promise<SubscriptionCohorts> {
  const lastDay = new Date(bounds.end.getTime() - DAY_MS);
  const from = monthStart(lastDay, 1 - limit);
  const [sizes, cells] = await Promise.all([
    selectCohortSizes(db, from, bounds.end),
    selectCohortCells(db, from, bounds.end),
  ]);
  const cohorts = sizes.map((size): CohortRow => {
    const own = cells.filter((cell) => cell.cohortMonth === size.cohortMonth);
    const payingMonths = own.reduce((sum, cell) => sum + cell.active, 0);
    // Revenue from the ledger, not from payments (a join of every cohort account's payments cost
    // too much at scale): the cohort's MRR at the end of each month it has completed.
    const revenue = own.reduce((sum, cell) => sum + cell.mrr, 0);
    return {
      cohortMonth: size.cohortMonth,
      initialCount: size.initialCount,
      initialMRR: size.initialMRR,
      ltv: Math.round(revenue / size.initialCount),
      avgLifetimeMonths: round2(payingMonths / size.initialCount),
      retentionData: own
        .filter((cell) => cell.k >= 1)
        .map((cell) => ({
          month: cell.k,
          percentage: percent(cell.active, size.initialCount) ?? 0,
          mrrPercentage: percent(cell.mrr, size.initialMRR) ?? 0,
        })),
    };
  });
  return { ...range, cohorts };
}

export const LTV_TRAILING_MONTHS = 6;

/** The average monthly customer churn (a fraction) of the six calendar months before the range's end month; null without a month with customers. */
async function trailingMonthlyChurn(db: Database, end: Date): Promise<number | null> {
  const lastDay = new Date(end.getTime() - DAY_MS);
  const starts = Array.from({ length: LTV_TRAILING_MONTHS }, (_, i) => monthStart(lastDay, i - LTV_TRAILING_MONTHS));
  const months = (await selectMonthlyCustomerChurn(db, starts)).filter((month) => month.customersAtStart > 0);
  if (months.length === 0) return null;
  return months.reduce((sum, month) => sum + month.churned / month.customersAtStart, 0) / months.length;
}

function reasonLabel(reason: string | null, involuntary: boolean): string {
  if (involuntary) return CHURN_REASON_PAYMENT_FAILED;
  return reason ? CANCELLATION_REASON_LABELS[reason as CancellationReason] : CHURN_REASON_NOT_GIVEN;
}

function churnRates(totals: MovementTotals, churned: number, days: number): ChurnAnalysis['metrics'] {
  const { startMrr: start, amounts } = totals;
  const customerChurnRate = percent(churned, totals.startActive);
  const monthlyChurnRate = monthly(customerChurnRate, days);
  const grr = percent(start - amounts.contraction - amounts.churn, start);
  return {
    customerChurnRate,
    revenueChurnRate: percent(amounts.churn, start),
    monthlyChurnRate,
    grossChurnRate: percent(amounts.churn + amounts.contraction, start),
    netChurnRate: percent(amounts.churn + amounts.contraction - amounts.expansion - amounts.reactivation, start),
    annualChurnRate: monthlyChurnRate === null ? null : round2((1 - (1 - monthlyChurnRate / 100) ** 12) * 100),
    netRevenueRetention: percent(start + amounts.expansion - amounts.contraction - amounts.churn, start),
    grossRevenueRetention: grr === null ? null : Math.min(100, grr),
  };
}

export async function churnAnalysis(db: Database, { range, bounds, days }: ResolvedRange): Promise<ChurnAnalysis> {
  const [totals, churned, reasons, trailing] = await Promise.all([
    selectMovementTotals(db, bounds),
    selectChurnedFromStart(db, bounds),
    selectChurnReasons(db, bounds),
    trailingMonthlyChurn(db, bounds.end),
  ]);
  const totalChurned = totals.counts.churn;
  const rows = new Map<string, { count: number; mrr: number }>();
  for (const row of reasons) {
    const label = reasonLabel(row.reason, row.involuntary);
    const seen = rows.get(label) ?? { count: 0, mrr: 0 };
    rows.set(label, { count: seen.count + row.count, mrr: seen.mrr + row.mrr });
  }
  // Shares of the reasons given in the range (cancellations asked, and involuntary churn).
  const answers = [...rows.values()].reduce((sum, row) => sum + row.count, 0);
  const reasonRows = [...rows]
    .map(([reason, { count, mrr }]) => ({ reason, count, percentage: percent(count, answers) ?? 0, mrr }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  const accountArpa = arpa(totals.endMrr, totals.endActive);
  return {
    ...range,
    metrics: churnRates(totals, churned, days),
    reasons: Object.fromEntries(reasonRows.map((row) => [row.reason, row.count])),
    reasonRows,
    totalChurned,
    voluntaryChurned: totals.voluntaryChurnCount,
    involuntaryChurned: totals.involuntaryChurnCount,
    voluntaryMRR: totals.voluntaryChurnMrr,
    involuntaryMRR: totals.involuntaryChurnMrr,
    customersAtStart: totals.startActive,
    ltv: trailing ? Math.round(accountArpa / trailing) : null,
  };
}
