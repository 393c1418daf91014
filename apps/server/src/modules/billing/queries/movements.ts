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

/**
 * Inserts the movement and adds it to its rollups (decision 038) in one statement: movement_days
 * by kind, cohort_movement_months by cohort and month, and plan_movement_days what it brought to
 * plan_after and took from plan_before (summed first: both are one row when the plan stays). A churn carries paying_since,
 * the account's latest start before it; a start recorded after a later churn of the account (an
 * event applied out of order) moves that churn's paying_since up to it.
 */
export async function insertMovement(tx: Tx, movement: NewMovement): Promise<void> {
  const payingSince =
    movement.kind === 'churn'
      ? sql`(select max(s.occurred_at) from subscription_movements s
          where s.account_id = ${movement.accountId} and s.kind in ('new', 'reactivation')
            and s.occurred_at < ${movement.occurredAt.toISOString()}::timestamptz)`
      : null;
  const insert = tx
    .insert(subscriptionMovements)
    .values({ ...movement, payingSince })
    .returning();
  await tx.execute(sql`with inserted as (${insert.getSQL()}), later_churns as (
      update subscription_movements c set paying_since = i.occurred_at
      from inserted i
      where i.kind in ('new', 'reactivation') and c.account_id = i.account_id and c.kind = 'churn'
        and c.occurred_at > i.occurred_at and (c.paying_since is null or c.paying_since < i.occurred_at)
    ), by_kind as (
      insert into movement_days as d (day, kind, movements, delta)
      select (occurred_at at time zone 'UTC')::date, kind, 1, mrr_after - mrr_before from inserted
      on conflict (day, kind) do update set movements = d.movements + excluded.movements, delta = d.delta + excluded.delta
    ), by_cohort as (
      insert into cohort_movement_months as m (cohort_month, month, accounts, mrr)
      select cohort_month, date_trunc('month', occurred_at at time zone 'UTC')::date,
        case when kind in ('new', 'reactivation') then 1 when kind = 'churn' then -1 else 0 end, mrr_after - mrr_before
      from inserted where cohort_month is not null
      on conflict (cohort_month, month) do update set accounts = m.accounts + excluded.accounts, mrr = m.mrr + excluded.mrr
    ), moved as (
      select (occurred_at at time zone 'UTC')::date as day, plan_after as plan, (mrr_after > 0)::int as accounts,
        mrr_after::bigint as mrr
      from inserted
      union all
      select (occurred_at at time zone 'UTC')::date, plan_before, -(mrr_before > 0)::int, -mrr_before::bigint
      from inserted
    )
    insert into plan_movement_days as p (day, plan, accounts, mrr)
    select day, plan, sum(accounts), sum(mrr) from moved group by day, plan
    on conflict (day, plan) do update set accounts = p.accounts + excluded.accounts, mrr = p.mrr + excluded.mrr`);
}
