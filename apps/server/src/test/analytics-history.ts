// Billing history for the analytics suites (Vitest only): rows written straight into the history
// tables, as the billing code writes them, so a test can place them at any instant. The writer keeps
// each account's MRR, so every movement starts where the account's previous one ended and its kind
// follows ChartMogul's rules (as modules/billing/movements.ts classifies them).
import { randomUUID } from 'node:crypto';
import type { ChurnCause, CancellationReason, MrrMovementKind, Plan } from '@themeport/core';
import type { Database } from '../db/client.ts';
import { insertMovement } from '../modules/billing/queries/movements.ts';
import { insertPaymentAttempt, type NewPaymentAttempt } from '../modules/billing/queries/payment-attempts.ts';
import { dunningCases, purchases, subscriptionCancellations } from '../db/schema.ts';

type AttemptInput = Partial<NewPaymentAttempt> &
  Pick<NewPaymentAttempt, 'accountId' | 'amount' | 'outcome' | 'attemptedAt'>;
type DunningInput = Partial<typeof dunningCases.$inferInsert> &
  Pick<typeof dunningCases.$inferInsert, 'accountId' | 'amount' | 'failedAt'>;
type PurchaseInput = Pick<typeof purchases.$inferInsert, 'accountId' | 'themeId' | 'pricePaid' | 'createdAt'> & {
  refundedAt?: Date;
};

/** Every admin analytics call, under /api/admin/analytics/. */
export const ANALYTICS_PATHS = [
  'revenue/summary',
  'revenue/timeline',
  'revenue/breakdown',
  'revenue/forecast',
  'subscriptions/metrics',
  'subscriptions/cohorts',
  'subscriptions/churn',
  'payments/success-rate',
  'payments/failures',
  'marketplace/summary',
];

export function historyWriter(db: Database) {
  const accounts = new Map<string, { mrr: number; plan: Plan; cohortMonth: string | null }>();

  return {
    /** A new account id (history keeps no foreign key to accounts). */
    account: () => randomUUID(),

    /** The account's MRR becomes `mrr` (minor units) at `at`; answers the movement's kind. */
    async move(
      accountId: string,
      at: string,
      mrr: number,
      { plan = 'pro', cause = 'voluntary' }: { plan?: Exclude<Plan, 'free'>; cause?: ChurnCause } = {},
    ): Promise<MrrMovementKind> {
      const before = accounts.get(accountId) ?? { mrr: 0, plan: 'free' as Plan, cohortMonth: null };
      const cohortMonth = before.cohortMonth ?? `${new Date(at).toISOString().slice(0, 7)}-01`;
      const kind: MrrMovementKind =
        before.mrr === 0
          ? before.cohortMonth
            ? 'reactivation'
            : 'new'
          : mrr === 0
            ? 'churn'
            : mrr > before.mrr
              ? 'expansion'
              : 'contraction';
      const planAfter: Plan = mrr > 0 ? plan : 'free';
      await db.transaction((tx) =>
        insertMovement(tx, {
          accountId,
          provider: 'local',
          kind,
          occurredAt: new Date(at),
          mrrBefore: before.mrr,
          mrrAfter: mrr,
          planBefore: before.plan,
          planAfter,
          cause: kind === 'churn' || kind === 'contraction' ? cause : null,
          cohortMonth,
        }),
      );
      accounts.set(accountId, { mrr, plan: planAfter, cohortMonth });
      return kind;
    },

    async cancellation(accountId: string, at: string, reason: CancellationReason | null, mrr: number) {
      await db
        .insert(subscriptionCancellations)
        .values({ accountId, reason, mrr, plan: 'pro', requestedAt: new Date(at) });
    },

    /** Through billing's writer, so the day's rollup (payment_attempt_days) counts it too. */
    async attempt(input: AttemptInput) {
      await db.transaction((tx) =>
        insertPaymentAttempt(tx, {
          provider: 'local',
          purpose: 'subscription',
          invoiceRef: `in_${randomUUID()}`,
          attemptNumber: 1,
          cardBrand: 'visa',
          ...input,
        }),
      );
    },

    async dunning(input: DunningInput) {
      await db.insert(dunningCases).values({ provider: 'local', invoiceRef: `in_${randomUUID()}`, ...input });
    },

    /** A theme sale with the 80/20 split (decision 029), refunded when `refundedAt` is given. */
    async purchase({ refundedAt, ...input }: PurchaseInput) {
      const platformShare = Math.round(input.pricePaid * 0.2);
      await db.insert(purchases).values({
        ...input,
        checkoutSessionId: `cs_${randomUUID()}`,
        platformShare,
        developerShare: input.pricePaid - platformShare,
        refundedAt: refundedAt ?? null,
      });
    },
  };
}
