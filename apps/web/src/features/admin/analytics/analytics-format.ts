// The Analytics tab's pure rules (spec 001 §2.13, §9): formats, the MRR identity, colour
// thresholds, chart rows and the revenue export. Money from the API is in cents.
import type { RETENTION_MILESTONES } from '@themeport/core';
import {
  PAYMENT_SUCCESS_THRESHOLDS,
  formatMetric,
  type CohortRow,
  type RevenueSummary,
  type RevenueTimelinePoint,
  type SubscriptionStatus,
} from '@themeport/core';

/** What a rate with no denominator shows. */
export const NO_RATE = '—';

/** spec 001 §9: USD without decimals; the API's cents become dollars here. */
export function usd(cents: number): string {
  return formatMetric(cents / 100, 'currency');
}

/** A signed amount: '+$120', '-$40', '$0'. */
export function signedUsd(cents: number): string {
  const text = usd(Math.abs(cents));
  if (Math.round(cents / 100) === 0) return text;
  return cents > 0 ? `+${text}` : `-${text}`;
}

/** spec 001 §9: a percentage to one decimal; null (no denominator) shows as '—'. */
export function percent(rate: number | null | undefined): string {
  return rate === null || rate === undefined || !Number.isFinite(rate) ? NO_RATE : formatMetric(rate, 'percent');
}

export function count(value: number): string {
  return formatMetric(value, 'number');
}

export type Tone = 'green' | 'yellow' | 'red' | 'blue' | 'grey';

/** spec 001 §2.13, §9: a payment method's success rate is green at 95 or more, yellow at 90 or more, else red. */
export function successTone(rate: number | null): Tone {
  if (rate === null) return 'grey';
  if (rate >= PAYMENT_SUCCESS_THRESHOLDS.green) return 'green';
  if (rate >= PAYMENT_SUCCESS_THRESHOLDS.yellow) return 'yellow';
  return 'red';
}

/** spec 001 §9: the success rate's change is measured against a baseline of 95%. */
export const SUCCESS_RATE_BASELINE = 95;
export function successRateChange(rate: number): number {
  return rate - SUCCESS_RATE_BASELINE;
}

/** spec 001 §2.13 Subscription Status list: active green, trialing blue, past_due yellow, others grey. */
export function statusTone(status: SubscriptionStatus | string): Tone {
  switch (status) {
    case 'active':
      return 'green';
    case 'trialing':
      return 'blue';
    case 'past_due':
      return 'yellow';
    default:
      return 'grey';
  }
}

export const TONE_TEXT: Record<Tone, string> = {
  green: 'text-success',
  yellow: 'text-[#a16207]',
  red: 'text-danger-strong',
  blue: 'text-primary-strong',
  grey: 'text-muted-foreground',
};
export const TONE_DOT: Record<Tone, string> = {
  green: 'bg-[#16a34a]',
  yellow: 'bg-[#eab308]',
  red: 'bg-danger',
  blue: 'bg-primary',
  grey: 'bg-[#a1a1aa]',
};

/** 'past_due' → 'Past due'; 'card_declined' → 'Card declined'. */
export function humanize(value: string): string {
  return value.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
}

export interface MrrBridge {
  start: number;
  new: number;
  expansion: number;
  reactivation: number;
  contraction: number;
  churn: number;
  /** Start + New + Expansion + Reactivation − Contraction − Churn. */
  end: number;
  /** The MRR the server reports at the range's end. */
  reported: number;
  /** Whether the movements explain the reported end MRR to the cent. */
  holds: boolean;
}

/** ChartMogul's identity: End MRR = Start + New + Expansion + Reactivation − Contraction − Churn. */
export function mrrBridge(summary: RevenueSummary): MrrBridge {
  const end =
    summary.startMRR +
    summary.newMRR +
    summary.expansionMRR +
    summary.reactivationMRR -
    summary.contractionMRR -
    summary.churnedMRR;
  return {
    start: summary.startMRR,
    new: summary.newMRR,
    expansion: summary.expansionMRR,
    reactivation: summary.reactivationMRR,
    contraction: summary.contractionMRR,
    churn: summary.churnedMRR,
    end,
    reported: summary.currentMRR,
    holds: end === summary.currentMRR,
  };
}

/** A stacked-bar row in dollars: what came in above zero, what left below it. */
export interface MovementBar {
  date: string;
  new: number;
  expansion: number;
  reactivation: number;
  contraction: number;
  churn: number;
  net: number;
}

export function movementBars(points: readonly RevenueTimelinePoint[]): MovementBar[] {
  return points.map((point) => {
    const bar = {
      date: point.date,
      new: point.newMRR / 100,
      expansion: point.expansionMRR / 100,
      reactivation: point.reactivationMRR / 100,
      contraction: -point.contractionMRR / 100,
      churn: -point.churnedMRR / 100,
    };
    return { ...bar, net: bar.new + bar.expansion + bar.reactivation + bar.contraction + bar.churn };
  });
}

/** Revenue Trend rows in dollars. */
export function trendRows(points: readonly RevenueTimelinePoint[]) {
  return points.map((point) => ({
    date: point.date,
    mrr: point.mrr / 100,
    subscriptionRevenue: point.subscriptionRevenue / 100,
    marketplaceRevenue: point.marketplaceRevenue / 100,
  }));
}

/** A cohort's retention at a milestone month (3, 6, 12), or null while that month has not elapsed. */
export function retentionAt(cohort: CohortRow, month: (typeof RETENTION_MILESTONES)[number]): number | null {
  return cohort.retentionData.find((entry) => entry.month === month)?.percentage ?? null;
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A chart axis label: '2026-03-05' → 'Mar 5'; '2026-03' → 'Mar 2026'. */
export function axisDate(value: string): string {
  if (/^\d{4}-\d{2}$/.test(value)) return MONTH.format(new Date(`${value}-01T00:00:00Z`));
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : DAY.format(date);
}

/** A cohort month, '2026-03' → 'Mar 2026'. */
export function cohortLabel(month: string): string {
  return axisDate(month.slice(0, 7));
}
