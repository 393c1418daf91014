// Fulfilment of plans: the subscription a provider reports, and the account's plan and limits after it.
import { isLiveSubscription, type Plan } from '@themeport/core';
import type { SubscriptionSnapshot } from '../../../adapters/payments/types.ts';
import type { Database } from '../../../db/client.ts';
import type { BillingSubscriptionRow } from '../../../db/schema.ts';
import { PLAN_USAGE_LIMITS } from '../../accounts/index.ts';
import { afterSubscriptionApplied } from '../plan-effects.ts';
import { lockAccountPlan, updateAccountPlan, type Tx } from '../queries.ts';
import {
  selectSubscriptionId,
  selectSubscriptionPlansNewestFirst,
  upsertSubscription,
} from '../queries/subscriptions.ts';
import { accountMrr, recordMovementInTx } from '../movements.ts';
import {
  insertCancellation,
  isCancelledWithoutAnswer,
  withdrawCancellationsIfRenewing,
} from '../queries/cancellations.ts';
import { lockOpenDunningCasesOfSubscription, updateDunningCase } from '../queries/dunning.ts';
import { applyAccountEvent, type FulfilmentResult, type ProviderEvent } from './events.ts';

/**
 * The account's plan follows its newest live subscription (free without one) and its usage
 * limits follow the plan. Enterprise is set by hand (configurable limits) and left alone.
 */
async function syncAccountPlan(tx: Tx, accountId: string): Promise<void> {
  const account = await lockAccountPlan(tx, accountId);
  if (!account || account.plan === 'enterprise') return;
  const rows = await selectSubscriptionPlansNewestFirst(tx, accountId);
  const plan: Plan = rows.find((row) => isLiveSubscription(row.status))?.plan ?? 'free';
  if (plan === account.plan) return;
  await updateAccountPlan(tx, accountId, { plan, usageLimits: PLAN_USAGE_LIMITS[plan] });
}

async function closeLostDunningCasesInTx(tx: Tx, providerSubscriptionId: string, at: Date): Promise<void> {
  const subscriptionId = await selectSubscriptionId(tx, providerSubscriptionId);
  if (!subscriptionId) return;
  for (const open of await lockOpenDunningCasesOfSubscription(tx, subscriptionId)) {
    await updateDunningCase(tx, open.id, { state: 'lost', nextRetryAt: null, closedAt: at });
  }
}

/** Inserts or updates the subscription unless a newer event already applied; then the plan follows. */
export async function applySubscriptionInTx(
  tx: Tx,
  accountId: string,
  event: ProviderEvent,
  snapshot: SubscriptionSnapshot,
): Promise<void> {
  // One change of the account at a time: its MRR before and after are read under this lock.
  await lockAccountPlan(tx, accountId);
  const before = await accountMrr(tx, accountId);
  await upsertSubscription(tx, {
    accountId,
    provider: event.provider,
    providerSubscriptionId: snapshot.providerSubscriptionId,
    stripeCustomerId: snapshot.customerId,
    priceId: snapshot.priceId,
    plan: snapshot.plan,
    status: snapshot.status,
    amount: snapshot.amount,
    currency: snapshot.currency,
    currentPeriodStart: snapshot.currentPeriodStart,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    lastEventAt: event.occurredAt,
    updatedAt: new Date(),
  });
  const subscriptionId = await selectSubscriptionId(tx, snapshot.providerSubscriptionId);
  // Only a snapshot that renews can withdraw a cancellation (an older event the upsert skipped
  // leaves the row to the newer one, which made this same check).
  const renews = !snapshot.cancelAtPeriodEnd && ['active', 'trialing', 'past_due'].includes(snapshot.status);
  if (subscriptionId && renews) await withdrawCancellationsIfRenewing(tx, subscriptionId, event.occurredAt);
  // A cancellation made at the provider (Stripe's portal) is kept like our dialog's answer, which
  // wins when it came first; a stale event finds the subscription renewing and stores nothing.
  const { cancellation } = snapshot;
  if (subscriptionId && cancellation && (await isCancelledWithoutAnswer(tx, subscriptionId))) {
    await insertCancellation(tx, {
      accountId,
      subscriptionId,
      userId: null,
      reason: cancellation.reason,
      detail: cancellation.detail,
      mrr: before.mrr,
      plan: snapshot.plan,
      requestedAt: cancellation.requestedAt ?? event.occurredAt,
    });
  }
  await recordMovementInTx(tx, accountId, before, {
    provider: event.provider,
    subscriptionId,
    occurredAt: event.occurredAt,
    currency: snapshot.currency,
    cause: snapshot.churnCause ?? 'voluntary',
  });
  // Retries that ran out ended it (Stripe: cancellation_details.reason payment_failed): its case is lost.
  if (snapshot.status === 'canceled' && snapshot.churnCause === 'dunning_exhausted') {
    await closeLostDunningCasesInTx(tx, snapshot.providerSubscriptionId, event.occurredAt);
  }
  await syncAccountPlan(tx, accountId);
  await afterSubscriptionApplied(tx, accountId);
}

/** customer.subscription.created / updated / deleted (and local plan changes). */
export function applySubscriptionEvent(
  db: Database,
  event: ProviderEvent,
  snapshot: SubscriptionSnapshot,
  hint: { accountId?: string | null } = {},
): Promise<FulfilmentResult> {
  const where = { ...hint, providerSubscriptionId: snapshot.providerSubscriptionId, customerId: snapshot.customerId };
  return applyAccountEvent(db, event, where, (tx, accountId) => applySubscriptionInTx(tx, accountId, event, snapshot));
}

/** A stored subscription as the snapshot the provider would report, with some fields changed. */
export function subscriptionSnapshotOf(
  row: BillingSubscriptionRow,
  changes: Partial<SubscriptionSnapshot> = {},
): SubscriptionSnapshot {
  return {
    providerSubscriptionId: row.providerSubscriptionId,
    customerId: row.stripeCustomerId,
    priceId: row.priceId,
    plan: row.plan,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    ...changes,
  };
}
