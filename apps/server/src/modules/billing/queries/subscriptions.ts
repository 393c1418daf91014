// The account's subscriptions (billing_subscriptions), for both providers.
import { and, desc, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { billingSubscriptions, type BillingSubscriptionRow } from '../../../db/schema.ts';
import type { Tx } from '../queries.ts';

export type NewSubscription = typeof billingSubscriptions.$inferInsert;

/** Every subscription of the account, whatever its status. */
export async function selectAccountSubscriptions(db: Database, accountId: string): Promise<BillingSubscriptionRow[]> {
  return db.select().from(billingSubscriptions).where(eq(billingSubscriptions.accountId, accountId));
}

/** The plan and status of each of the account's subscriptions, the newest event first. */
export async function selectSubscriptionPlansNewestFirst(tx: Tx, accountId: string) {
  return tx
    .select({ plan: billingSubscriptions.plan, status: billingSubscriptions.status })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.accountId, accountId))
    .orderBy(desc(billingSubscriptions.lastEventAt));
}

/** Local subscriptions whose period has ended by `now`. */
export async function selectDueLocalSubscriptions(db: Database, now: Date): Promise<BillingSubscriptionRow[]> {
  return db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.provider, 'local'), lte(billingSubscriptions.currentPeriodEnd, now)));
}

/** Writes these columns of the subscription's row. */
export async function updateSubscription(
  tx: Database,
  subscriptionId: string,
  changes: Partial<Omit<NewSubscription, 'id' | 'accountId'>>,
): Promise<void> {
  await tx.update(billingSubscriptions).set(changes).where(eq(billingSubscriptions.id, subscriptionId));
}

/**
 * Inserts the subscription, or updates it unless a newer event already applied: an event older
 * than the one last applied (out of order) leaves the row as it is.
 */
export async function upsertSubscription(tx: Tx, subscription: NewSubscription & { lastEventAt: Date }): Promise<void> {
  const { accountId: _keep, provider: _provider, providerSubscriptionId: _id, ...changes } = subscription;
  await tx
    .insert(billingSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({
      target: billingSubscriptions.providerSubscriptionId,
      set: changes,
      setWhere: sql`${billingSubscriptions.lastEventAt} <= ${subscription.lastEventAt}`,
    });
}

/**
 * Clears the account's pending downgrade where it has taken effect (the plan is the pending one)
 * or can no longer (the subscription ended, or ends at the period end).
 */
export async function clearSettledPendingPlans(tx: Database, accountId: string): Promise<void> {
  await tx
    .update(billingSubscriptions)
    .set({ pendingPlan: null, providerScheduleId: null })
    .where(
      and(
        eq(billingSubscriptions.accountId, accountId),
        isNotNull(billingSubscriptions.pendingPlan),
        or(
          eq(billingSubscriptions.plan, billingSubscriptions.pendingPlan),
          inArray(billingSubscriptions.status, ['canceled', 'unpaid', 'incomplete_expired']),
          ne(billingSubscriptions.cancelAtPeriodEnd, false),
        ),
      ),
    );
}

/** The id of the subscription a provider subscription id names. */
export async function selectSubscriptionId(tx: Tx, providerSubscriptionId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row?.id ?? null;
}
