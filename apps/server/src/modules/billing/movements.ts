// MRR movements (ChartMogul's definitions, docs/analytics.md): each change of an account's MRR is
// one row, written in the transaction that changed the subscription, for both providers.
import type { ChurnCause, MrrMovementKind, PaymentProviderName, Plan } from '@themeport/core';
import type { Tx } from './queries.ts';
import { insertMovement, selectAccountCohortMonth, selectAccountMrr } from './queries/movements.ts';

export interface MrrSnapshot {
  mrr: number;
  plan: Plan;
}

/** The account's MRR and paying plan ('free' when nothing pays). */
export async function accountMrr(tx: Tx, accountId: string): Promise<MrrSnapshot> {
  const { mrr, plan } = await selectAccountMrr(tx, accountId);
  return { mrr, plan: mrr > 0 && plan ? (plan as Plan) : 'free' };
}

/** new / reactivation from nothing, churn to nothing, else expansion or contraction. */
export function classifyMovement(before: number, after: number, paidBefore: boolean): MrrMovementKind | null {
  if (before === after) return null;
  if (before === 0) return paidBefore ? 'reactivation' : 'new';
  if (after === 0) return 'churn';
  return after > before ? 'expansion' : 'contraction';
}

/** The UTC month an instant falls in, as yyyy-mm-01. */
export const cohortMonthOf = (at: Date): string => `${at.toISOString().slice(0, 7)}-01`;

/**
 * Records the movement between `before` and the account's MRR now, if it moved. Runs in the
 * subscription change's transaction, after the change, with the account row locked.
 */
export async function recordMovementInTx(
  tx: Tx,
  accountId: string,
  before: MrrSnapshot,
  change: {
    provider: PaymentProviderName;
    subscriptionId: string | null;
    occurredAt: Date;
    currency: string;
    /** Why MRR fell, when it did: the customer, or retries that ran out. */
    cause: ChurnCause;
  },
): Promise<void> {
  const after = await accountMrr(tx, accountId);
  if (after.mrr === before.mrr) return;
  const cohort = await selectAccountCohortMonth(tx, accountId);
  const kind = classifyMovement(before.mrr, after.mrr, cohort !== null);
  if (!kind) return;
  await insertMovement(tx, {
    accountId,
    subscriptionId: change.subscriptionId,
    provider: change.provider,
    kind,
    occurredAt: change.occurredAt,
    mrrBefore: before.mrr,
    mrrAfter: after.mrr,
    planBefore: before.plan,
    planAfter: after.plan,
    cause: kind === 'churn' || kind === 'contraction' ? change.cause : null,
    currency: change.currency,
    // The month of the first payment, on every movement of the account (cohorts group by it).
    cohortMonth: cohort ?? cohortMonthOf(change.occurredAt),
  });
}
