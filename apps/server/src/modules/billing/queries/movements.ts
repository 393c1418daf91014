// The billing history written beside each subscription change: MRR movements (docs/analytics.md).
import { and, eq, inArray, sql } from 'drizzle-orm';
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

/**
 * The account's cohort month (the UTC month of its first movement, its first payment, as
 * yyyy-mm-01), or null when it never paid: a return is a reactivation, not new business.
 */
export async function selectAccountCohortMonth(tx: Tx, accountId: string): Promise<string | null> {
  const [row] = await tx
    .select({
      month: sql<string>`coalesce(${subscriptionMovements.cohortMonth}, date_trunc('month', ${subscriptionMovements.occurredAt} at time zone 'UTC')::date)::text`,
    })
    .from(subscriptionMovements)
    .where(eq(subscriptionMovements.accountId, accountId))
    .orderBy(subscriptionMovements.occurredAt)
    .limit(1);
  return row?.month ?? null;
}

/** Inserts the movement and adds it to its day's rollup (movement_days, decision 038) in one statement. */
export async function insertMovement(tx: Tx, movement: NewMovement): Promise<void> {
  const insert = tx.insert(subscriptionMovements).values(movement).returning();
  await tx.execute(sql`with inserted as (${insert.getSQL()})
    insert into movement_days as d (day, kind, movements, delta)
    select (occurred_at at time zone 'UTC')::date, kind, 1, mrr_after - mrr_before from inserted
    on conflict (day, kind) do update set movements = d.movements + excluded.movements, delta = d.delta + excluded.delta`);
}
