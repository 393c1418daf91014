import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CANCELLATION_REASONS,
  CHURN_CAUSES,
  DUNNING_STATES,
  MRR_MOVEMENT_KINDS,
  PAYMENT_ATTEMPT_OUTCOMES,
  PAYMENT_PURPOSES,
} from '@themeport/core';
import { billingPlanEnum, paymentProviderEnum } from './billing-schema.ts';

// The billing history analytics reads (docs/analytics.md). Rows are written in the same
// transaction as the billing change they record and never updated afterwards, except a dunning
// case closing. Accounts are referenced without a foreign key: history outlives a deleted account.

export const mrrMovementKindEnum = pgEnum('mrr_movement_kind', MRR_MOVEMENT_KINDS);
export const churnCauseEnum = pgEnum('churn_cause', CHURN_CAUSES);
export const cancellationReasonEnum = pgEnum('cancellation_reason', CANCELLATION_REASONS);
export const paymentAttemptOutcomeEnum = pgEnum('payment_attempt_outcome', PAYMENT_ATTEMPT_OUTCOMES);
export const paymentPurposeEnum = pgEnum('payment_purpose', PAYMENT_PURPOSES);
export const dunningStateEnum = pgEnum('dunning_state', DUNNING_STATES);

/**
 * One row per change of an account's MRR (ChartMogul's movements; the customer is the account).
 * `mrr_after − mrr_before` is the movement's amount, so MRR at any instant is the sum of the
 * amounts before it, and End = Start + New + Expansion + Reactivation − Contraction − Churn holds
 * by construction.
 */
export const subscriptionMovements = pgTable(
  'subscription_movements',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid().notNull(),
    /** The subscription whose change caused it (null for seeded history without one). */
    subscriptionId: uuid(),
    provider: paymentProviderEnum().notNull(),
    kind: mrrMovementKindEnum().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    /** The account's MRR in minor units (monthly-normalised, active and past_due, paid plans only). */
    mrrBefore: integer().notNull(),
    mrrAfter: integer().notNull(),
    planBefore: billingPlanEnum().notNull(),
    planAfter: billingPlanEnum().notNull(),
    /** Churn and contraction: the customer's decision, or dunning that ran out of retries. */
    cause: churnCauseEnum(),
    currency: text().notNull().default('usd'),
    /**
     * The UTC month of the account's first payment (its 'new' movement), copied onto each of its
     * movements when written, so cohorts group by it instead of joining accounts to their movements.
     */
    cohortMonth: date({ mode: 'string' }),
    /**
     * On a churn: when the account last started paying (its latest new or reactivation before the
     * churn), so "paying at a period's start" is paying_since < start without probing its starts.
     * insertMovement keeps it (the one column of a movement ever updated: by a start recorded late).
     */
    payingSince: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_movements_occurred_idx').on(t.occurredAt),
    index('subscription_movements_account_idx').on(t.accountId, t.occurredAt),
    index('subscription_movements_cohort_idx').on(t.cohortMonth, t.occurredAt),
    // Churn in a range with what churn analysis reads of it (index-only), and each account's
    // starts for the 'no start before this churn' probe (migration 0023 also keeps statistics on
    // (cohort_month, month) so the cohorts' grouping is planned as the few groups it is).
    index('subscription_movements_churn_idx')
      .on(t.occurredAt, t.accountId, t.cause, t.mrrBefore, t.mrrAfter)
      .where(sql`${t.kind} = 'churn'`),
    index('subscription_movements_starts_idx')
      .on(t.accountId, t.occurredAt)
      .where(sql`${t.kind} in ('new', 'reactivation')`),
    // Churns of accounts paying at a period's start (paying_since before it), without their starts.
    index('subscription_movements_paying_since_idx')
      .on(t.payingSince, t.occurredAt, t.accountId)
      .where(sql`${t.kind} = 'churn'`),
    check('subscription_movements_changes_mrr', sql`${t.mrrAfter} <> ${t.mrrBefore}`),
  ],
);

/**
 * subscription_movements counted per UTC day and kind (decision 038), kept by the statement that
 * inserts a movement: the revenue timeline sums days instead of every movement of a range. Within a
 * kind the amounts share a sign, so |delta| is the kind's positive amount.
 */
export const movementDays = pgTable(
  'movement_days',
  {
    day: date({ mode: 'string' }).notNull(),
    kind: mrrMovementKindEnum().notNull(),
    movements: integer().notNull(),
    /** Sum of mrr_after − mrr_before. */
    delta: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'movement_days_pkey', columns: [t.day, t.kind] })],
);

/**
 * What each UTC day's movements moved between plans (decision 038), kept by the statement that
 * inserts a movement: a movement brings mrr_after (and a paying account when mrr_after > 0) to
 * plan_after and takes mrr_before (and one when mrr_before > 0) from plan_before, so a plan's MRR
 * and paying accounts at a day's start are the sums of the days before it.
 */
export const planMovementDays = pgTable(
  'plan_movement_days',
  {
    day: date({ mode: 'string' }).notNull(),
    plan: billingPlanEnum().notNull(),
    /** Paying accounts brought less paying accounts taken. */
    accounts: integer().notNull(),
    /** MRR brought less MRR taken. */
    mrr: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'plan_movement_days_pkey', columns: [t.day, t.plan] })],
);

/**
 * Movements per cohort (the account's first-payment month) and UTC month they happened in
 * (decision 038), kept by the statement that inserts a movement: the cohorts' monthly retention
 * sums a few hundred of these instead of every movement of a year of cohorts.
 */
export const cohortMovementMonths = pgTable(
  'cohort_movement_months',
  {
    cohortMonth: date({ mode: 'string' }).notNull(),
    month: date({ mode: 'string' }).notNull(),
    /** Paying accounts started (new, reactivation) less churned. */
    accounts: integer().notNull(),
    /** Sum of mrr_after − mrr_before. */
    mrr: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'cohort_movement_months_pkey', columns: [t.cohortMonth, t.month] })],
);

/** A customer's answer to "why are you cancelling?" (optional), kept with the cancellation. */
export const subscriptionCancellations = pgTable(
  'subscription_cancellations',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid().notNull(),
    subscriptionId: uuid(),
    userId: uuid(),
    /** Null when the customer chose not to say. */
    reason: cancellationReasonEnum(),
    /** Free text, at most CANCELLATION_DETAIL_MAX characters. */
    detail: text(),
    /** The account's MRR when they asked: the revenue the reason puts at risk. */
    mrr: integer().notNull(),
    plan: billingPlanEnum().notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when the customer resumed the subscription before it ended. */
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('subscription_cancellations_requested_idx').on(t.requestedAt),
    index('subscription_cancellations_subscription_idx').on(t.subscriptionId),
  ],
);

/**
 * Every attempt to take a payment, first tries and retries, for both providers: a renewal, a
 * first subscription payment or a theme purchase.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid().notNull(),
    provider: paymentProviderEnum().notNull(),
    purpose: paymentPurposeEnum().notNull(),
    /** What is being paid: the provider's invoice id (a theme checkout: its session id). */
    invoiceRef: text().notNull(),
    subscriptionId: uuid(),
    /** 1 for the first try of this invoice, then 2, 3, … */
    attemptNumber: smallint().notNull(),
    amount: integer().notNull(),
    currency: text().notNull().default('usd'),
    outcome: paymentAttemptOutcomeEnum().notNull(),
    /** spec 001 §8.1's code for a failure (PaymentErrorCode); null when it succeeded. */
    declineCode: text(),
    /** visa, mastercard, …; null when there was no card. */
    cardBrand: text(),
    attemptedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_attempts_invoice_attempt_key').on(t.invoiceRef, t.attemptNumber),
    index('payment_attempts_attempted_idx').on(t.attemptedAt),
    index('payment_attempts_first_idx')
      .on(t.attemptedAt)
      .where(sql`${t.attemptNumber} = 1`),
  ],
);

/**
 * payment_attempts counted per UTC day and dimension (decision 038): kept by the statement that
 * inserts an attempt, so analytics reads a few rows a day instead of every attempt of a range.
 * Ranges are whole UTC days, so the sums are exact. '' stands for no decline code / no card brand.
 */
export const paymentAttemptDays = pgTable(
  'payment_attempt_days',
  {
    day: date({ mode: 'string' }).notNull(),
    purpose: paymentPurposeEnum().notNull(),
    /** attempt_number = 1 */
    first: boolean().notNull(),
    outcome: paymentAttemptOutcomeEnum().notNull(),
    declineCode: text().notNull().default(''),
    cardBrand: text().notNull().default(''),
    attempts: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'payment_attempt_days_pkey',
      columns: [t.day, t.purpose, t.first, t.outcome, t.declineCode, t.cardBrand],
    }),
  ],
);

/**
 * A renewal whose payment failed, from the first failure until it is paid (recovered) or the
 * retries run out (lost: the subscription is cancelled as involuntary churn). The local provider's
 * retries are scheduled from `next_retry_at`; Stripe retries on its side and its webhooks move
 * the case.
 */
export const dunningCases = pgTable(
  'dunning_cases',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid().notNull(),
    provider: paymentProviderEnum().notNull(),
    subscriptionId: uuid(),
    invoiceRef: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull().default('usd'),
    state: dunningStateEnum().notNull().default('open'),
    /** The first failure's code (spec 001 §8.1). */
    declineCode: text(),
    failedAt: timestamp({ withTimezone: true }).notNull(),
    /** Retries made after the first failure. */
    retries: integer().notNull().default(0),
    nextRetryAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dunning_cases_invoice_key').on(t.invoiceRef),
    index('dunning_cases_failed_idx').on(t.failedAt),
    index('dunning_cases_closed_idx').on(t.closedAt),
    index('dunning_cases_open_idx')
      .on(t.subscriptionId)
      .where(sql`${t.state} = 'open'`),
  ],
);

export type SubscriptionMovementRow = typeof subscriptionMovements.$inferSelect;
export type SubscriptionCancellationRow = typeof subscriptionCancellations.$inferSelect;
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
export type PaymentAttemptDayRow = typeof paymentAttemptDays.$inferSelect;
export type DunningCaseRow = typeof dunningCases.$inferSelect;
