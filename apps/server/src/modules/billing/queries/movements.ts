// The billing history written beside each subscription change: MRR movements (docs/analytics.md).
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { billingSubscriptions, subscriptionMovements } from '../../../db/schema.ts';
import type { Tx } from '../queries.ts';

export type NewMovement = typeof subscriptionMovements.$inferInsert;

/**
 * The account's MRR now, in minor units: the monthly amounts of its active and past_due
 * subscriptions (every plan bills monthly; trials, free and ended ones count nothing), and the
 * plan of the newest of them.
 */
export async function selectAccountMrr(tx: Tx, accountId: string): Promise<{ mrr: number; plan: string | null }> {
  const rows = await tx
    .select({ amount: billingSubscriptions.amount, plan: billingSubscriptions.plan })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.accountId, accountId),
        inArray(billingSubscriptions.status, ['active', 'past_due']),
        sql`${billingSubscriptions.amount} > 0`,
      ),
    )
    .orderBy(sql`${billingSubscriptions.lastEventAt} desc`);
  return { mrr: rows.reduce((sum, row) => sum + row.amount, 0), plan: rows[0]?.plan ?? null };
}

/** Whether the account has paid before (any movement): a return is a reactivation, not new business. */
export async function accountHasMovements(tx: Tx, accountId: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(subscriptionMovements)
    .where(eq(subscriptionMovements.accountId, accountId));
  return (row?.n ?? 0) > 0;
}

export async function insertMovement(tx: Tx, movement: NewMovement): Promise<void> {
  await tx.insert(subscriptionMovements).values(movement);
}
