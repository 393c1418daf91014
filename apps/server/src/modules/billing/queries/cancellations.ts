// Why customers cancel (issue 23): the answer kept with each cancellation, withdrawn on resume.
import { and, eq, exists, inArray, isNull, notExists, or } from 'drizzle-orm';
import { billingSubscriptions, subscriptionCancellations } from '../../../db/schema.ts';
import type { Tx } from '../queries.ts';

export type NewCancellation = typeof subscriptionCancellations.$inferInsert;

export async function insertCancellation(tx: Tx, cancellation: NewCancellation): Promise<void> {
  await tx.insert(subscriptionCancellations).values(cancellation);
}

/**
 * A subscription that renews again (resumed, or a downgrade chosen instead, here or in the
 * provider's portal) no longer stands cancelled: its open cancellation is withdrawn.
 */
export async function withdrawCancellationsIfRenewing(tx: Tx, subscriptionId: string, at: Date): Promise<void> {
  await tx
    .update(subscriptionCancellations)
    .set({ withdrawnAt: at })
    .where(
      and(
        eq(subscriptionCancellations.subscriptionId, subscriptionId),
        isNull(subscriptionCancellations.withdrawnAt),
        exists(
          tx
            .select({ id: billingSubscriptions.id })
            .from(billingSubscriptions)
            .where(
              and(
                eq(billingSubscriptions.id, subscriptionId),
                eq(billingSubscriptions.cancelAtPeriodEnd, false),
                inArray(billingSubscriptions.status, ['active', 'trialing', 'past_due']),
              ),
            ),
        ),
      ),
    );
}

/**
 * Whether the stored subscription stands cancelled (at the period end, or ended) with no open
 * answer yet: a provider's report of the cancellation is then the first one.
 */
export async function isCancelledWithoutAnswer(tx: Tx, subscriptionId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.id, subscriptionId),
        or(eq(billingSubscriptions.cancelAtPeriodEnd, true), eq(billingSubscriptions.status, 'canceled')),
        notExists(
          tx
            .select({ id: subscriptionCancellations.id })
            .from(subscriptionCancellations)
            .where(
              and(
                eq(subscriptionCancellations.subscriptionId, subscriptionId),
                isNull(subscriptionCancellations.withdrawnAt),
              ),
            ),
        ),
      ),
    );
  return rows.length > 0;
}
