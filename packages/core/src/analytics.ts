// Admin analytics (spec 001 §2.13, §3, §7.2, §9; issue 23): the billing history's vocabulary and
// the shapes the /api/admin/analytics/* calls answer with. Money is in minor units (cents) as
// everywhere in the API; rates are percentages (12.5 means 12.5%), null where the denominator is 0.
// Definitions and sources: docs/analytics.md.
import type { Plan } from './auth.ts';
import type { SubscriptionStatus } from './billing.ts';

/** ChartMogul's MRR movements; the customer is the account. */
export const MRR_MOVEMENT_KINDS = ['new', 'expansion', 'contraction', 'churn', 'reactivation'] as const;
export type MrrMovementKind = (typeof MRR_MOVEMENT_KINDS)[number];

/** Why MRR left: the customer's decision, or a failed renewal whose retries ran out. */
export const CHURN_CAUSES = ['voluntary', 'dunning_exhausted'] as const;
export type ChurnCause = (typeof CHURN_CAUSES)[number];

/** The cancel form's short list (Baremetrics' Cancellation Insights defaults). */
export const CANCELLATION_REASONS = [
  'too_expensive',
  'missing_features',
  'switched_service',
  'not_using',
  'technical_issues',
  'customer_service',
  'other',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  too_expensive: 'Too expensive',
  missing_features: 'Missing features I need',
  switched_service: 'Switching to another product',
  not_using: 'Not using it enough',
  technical_issues: 'Technical issues',
  customer_service: 'Unhappy with support',
  other: 'Other',
};
/** The Churn tab's row for cancellations without an answer, and for involuntary churn. */
export const CHURN_REASON_NOT_GIVEN = 'Not given';
export const CHURN_REASON_PAYMENT_FAILED = 'Payment failed (retries exhausted)';
export const CANCELLATION_DETAIL_MAX = 500;

export const PAYMENT_ATTEMPT_OUTCOMES = ['succeeded', 'failed'] as const;
export type PaymentAttemptOutcome = (typeof PAYMENT_ATTEMPT_OUTCOMES)[number];

export const PAYMENT_PURPOSES = ['subscription', 'theme'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const DUNNING_STATES = ['open', 'recovered', 'lost'] as const;
export type DunningState = (typeof DUNNING_STATES)[number];

/**
 * Dunning (issue 23): after a renewal fails, the spec's subscription retry policy (001 §8.1:
 * 3 attempts, 1 s to 15 s) retries a retryable error at once; then the renewal is retried on
 * these days after the first failure, as Stripe's default schedule does; after the last one the
 * subscription is cancelled as involuntary churn.
 */
export const DUNNING_RETRY_DAYS = [3, 7, 14] as const;

// ---- spec 001 §9 and §7.2 ----

/** spec 001 §9: default range 30 days; cohort limits 6 (churn tab) and 12 (subscriptions tab). */
export const ANALYTICS_DEFAULT_RANGE_DAYS = 30;
export const COHORT_LIMITS = { churn: 6, subscriptions: 12 } as const;
export const COHORT_LIMIT_MAX = 24;
export const RETENTION_MILESTONES = [3, 6, 12] as const;
/** spec 001 §9: payment success thresholds, green at 95 or more, yellow at 90 or more. */
export const PAYMENT_SUCCESS_THRESHOLDS = { green: 95, yellow: 90 } as const;
/** A range may span at most this many years (issue 23). */
export const ANALYTICS_MAX_RANGE_YEARS = 5;

export const ANALYTICS_TEXT = {
  badDate: 'startDate and endDate must be dates as yyyy-MM-dd',
  endBeforeStart: 'endDate cannot be before startDate',
  rangeTooLong: `The date range cannot be longer than ${ANALYTICS_MAX_RANGE_YEARS} years`,
  badLimit: `limit must be a whole number from 1 to ${COHORT_LIMIT_MAX}`,
  /** spec 001 §8.2 */
  fetchFailed: 'Failed to fetch data',
  noCancellations: 'No cancellation data available for this period',
  noFailures: 'No payment failures in this period',
  noMethods: 'No payment method data available',
} as const;

/** Every analytics call answers `{ success: true, data }` (spec 001 §7.2). */
export interface AnalyticsEnvelope<T> {
  success: true;
  data: T;
}

/** The range a call was answered for, echoed back, and the bucket its timelines use. */
export interface AnalyticsRange {
  startDate: string;
  endDate: string;
}
export type TimelineInterval = 'day' | 'week' | 'month';

/** A range up to 62 days is drawn per day, up to ~1 year per week, longer per month. */
export function timelineInterval(days: number): TimelineInterval {
  if (days <= 62) return 'day';
  if (days <= 366) return 'week';
  return 'month';
}

// ---- Revenue ----

/** GET revenue/summary (spec 001 §3 Analytics summary, plus the movement counts and start MRR). */
export interface RevenueSummary extends AnalyticsRange {
  currentMRR: number;
  currentARR: number;
  /** MRR at the start of the range (00:00 UTC of startDate). */
  startMRR: number;
  netMRRChange: number;
  netMRRChangePercent: number | null;
  activeSubscriptions: number;
  newSubscriptions: number;
  churnedSubscriptions: number;
  /** ARPA: MRR / paying accounts. */
  avgRevenuePerUser: number;
  newMRR: number;
  expansionMRR: number;
  reactivationMRR: number;
  /** Positive numbers: the amounts that left. End = start + new + expansion + reactivation − contraction − churned. */
  contractionMRR: number;
  churnedMRR: number;
  movementCounts: Record<MrrMovementKind, number>;
}

export interface RevenueTimelinePoint {
  /** The bucket's first day, yyyy-MM-dd. */
  date: string;
  /** MRR at the bucket's end (or the range's end, for the last one). */
  mrr: number;
  activeSubscriptions: number;
  newMRR: number;
  expansionMRR: number;
  reactivationMRR: number;
  contractionMRR: number;
  churnedMRR: number;
  /** Cash collected from subscriptions in the bucket (succeeded payment attempts). */
  subscriptionRevenue: number;
  /** The platform's share of theme sales in the bucket, less the share of refunds. */
  marketplaceRevenue: number;
}
export interface RevenueTimeline extends AnalyticsRange {
  interval: TimelineInterval;
  points: RevenueTimelinePoint[];
}

/** GET revenue/breakdown: live subscriptions at the range's end. */
export interface RevenueBreakdown extends AnalyticsRange {
  byPlan: Partial<Record<Plan, { count: number; mrr: number; percent: number }>>;
  byStatus: Partial<Record<SubscriptionStatus, { count: number; mrr: number }>>;
}

/** GET revenue/forecast: the next months from the trailing net MRR growth rate. */
export interface RevenueForecast extends AnalyticsRange {
  /** Average monthly net MRR growth over the trailing months used, as a percentage. */
  monthlyGrowthRate: number | null;
  trailingMonths: number;
  points: { month: string; mrr: number; low: number; high: number }[];
}

// ---- Subscriptions and churn ----

/** GET subscriptions/metrics (spec 001 §3 Subscription metrics). */
export interface SubscriptionMetrics extends AnalyticsRange {
  totalActive: number;
  totalTrialing: number;
  totalCanceled: number;
  totalPaused: number;
  totalPastDue: number;
  /** In the range (the spec's "this month" is the selected period). */
  newThisMonth: number;
  canceledThisMonth: number;
  churnRate: number | null;
  retentionRate: number | null;
  /** Null when no trial ended in the range. */
  trialConversionRate: number | null;
  /** Months: 1 / monthly customer churn; null when churn is 0. */
  averageLifetime: number | null;
  /** Per bucket: paying accounts, and how many started and stopped paying. */
  lifecycle: { date: string; active: number; started: number; stopped: number }[];
  interval: TimelineInterval;
}

/** GET subscriptions/cohorts?limit=: one row per month of first payment, newest first. */
export interface CohortRow {
  /** yyyy-MM */
  cohortMonth: string;
  initialCount: number;
  initialMRR: number;
  /** Revenue per customer so far: the cohort's collected subscription revenue / initial count. */
  ltv: number;
  /** Averaged months the cohort's customers stayed paying (up to now). */
  avgLifetimeMonths: number;
  /** Month 1, 2, … since the cohort month, while it has elapsed: share of the cohort still paying, and net MRR retention. */
  retentionData: { month: number; percentage: number; mrrPercentage: number }[];
}
export interface SubscriptionCohorts extends AnalyticsRange {
  cohorts: CohortRow[];
}

/** GET subscriptions/churn (spec 001 §3 Churn analysis). */
export interface ChurnAnalysis extends AnalyticsRange {
  metrics: {
    /** Churned accounts (excluding joined-and-left) / accounts paying at the start. */
    customerChurnRate: number | null;
    /** Churned MRR / start MRR. */
    revenueChurnRate: number | null;
    /** Customer churn normalised to 30 days. */
    monthlyChurnRate: number | null;
    /** (Churn + Contraction) / start MRR. */
    grossChurnRate: number | null;
    /** (Churn + Contraction − Expansion − Reactivation) / start MRR; may be negative. */
    netChurnRate: number | null;
    /** 1 − (1 − monthly)^12. */
    annualChurnRate: number | null;
    /** (Start + Expansion − Contraction − Churn) / Start. */
    netRevenueRetention: number | null;
    /** (Start − Contraction − Churn) / Start, at most 100. */
    grossRevenueRetention: number | null;
  };
  /** Reason label → cancellations that took effect in the range (spec's map). */
  reasons: Record<string, number>;
  /** The same as rows, with their share and the MRR lost. */
  reasonRows: { reason: string; count: number; percentage: number; mrr: number }[];
  totalChurned: number;
  voluntaryChurned: number;
  involuntaryChurned: number;
  voluntaryMRR: number;
  involuntaryMRR: number;
  customersAtStart: number;
  /** ARPA / trailing six-month average monthly customer churn; null when that churn is 0. */
  ltv: number | null;
}

// ---- Payments ----

/** GET payments/success-rate (spec 001 §3 Payment success). */
export interface PaymentSuccess extends AnalyticsRange {
  /** Succeeded first attempts / first attempts. */
  successRate: number | null;
  totalAttempts: number;
  successfulPayments: number;
  /** First attempts that failed in the range. */
  failedPayments: number;
  failedAmount: number;
  /** Amount of failed invoices paid later, counted when paid (in the range). */
  recoveredAmount: number;
  /** Amount of failed invoices given up in the range. */
  lostRevenue: number;
  /** Succeeded retries / retries. */
  avgRetrySuccess: number | null;
  /** recovered / (lost + recovered), over dunning cases closed in the range. */
  recoveryRate: number | null;
  /** Dunning cases still being retried now. */
  activeRecoveries: number;
}

/** GET payments/failures. */
export interface PaymentFailures extends AnalyticsRange {
  /** spec 001 §8.1 code → first-attempt failures. */
  byReason: Record<string, { count: number; amount: number; percent: number }>;
  /** Card brand → first attempts, failures and success rate. */
  byMethod: Record<string, { total: number; failures: number; rate: number }>;
  interval: TimelineInterval;
  timeline: { date: string; failed: number; failedAmount: number; recovered: number; recoveredAmount: number }[];
}

// ---- Marketplace (beyond the spec: theme sales beside subscriptions) ----

/** GET marketplace/summary. */
export interface MarketplaceSummary extends AnalyticsRange {
  salesCount: number;
  grossSales: number;
  /** The platform's 20% of the sales. */
  platformRevenue: number;
  developerEarnings: number;
  refundsCount: number;
  /** Refunded in the range, whole sale amounts. */
  refundedAmount: number;
  /** The platform's share of sales less its share of refunds, in the range. */
  netMarketplaceRevenue: number;
  /** Cash collected from subscriptions in the range. */
  subscriptionRevenue: number;
  /** subscriptionRevenue + netMarketplaceRevenue. */
  totalRevenue: number;
  topThemes: { themeId: string; name: string; sales: number; gross: number }[];
}
