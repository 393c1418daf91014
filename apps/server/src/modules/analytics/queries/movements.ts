// MRR from the movements ledger (docs/analytics.md): MRR at an instant is the sum of the movements'
// amounts (mrr_after − mrr_before) before it; paying accounts at an instant are the new and
// reactivation movements before it less the churn ones. Everything is summed in SQL.
import { sql, type SQL } from 'drizzle-orm';
import { PLANS, type MrrMovementKind, type Plan, type TimelineInterval } from '@themeport/core';
import { selectRows, type Database } from '../../../db/client.ts';
import { bucketLabel, bucketOf, bucketSeries, day, dayBucketOf, instant, type Bounds } from './shared.ts';

const DELTA = sql.raw('(mrr_after - mrr_before)');
/** On movement_days' rows: +1 per movement that starts an account paying, −1 per churn. */
const DAY_ACTIVE_DELTA = sql.raw(
  "(case when kind in ('new', 'reactivation') then movements when kind = 'churn' then -movements else 0 end)",
);

export interface MovementTotals {
  startMrr: number;
  endMrr: number;
  startActive: number;
  endActive: number;
  /** Positive amounts per kind in the range (contraction and churn: what left). */
  amounts: Record<MrrMovementKind, number>;
  counts: Record<MrrMovementKind, number>;
  voluntaryChurnMrr: number;
  involuntaryChurnMrr: number;
  voluntaryChurnCount: number;
  involuntaryChurnCount: number;
}

/**
 * Start and end MRR, paying accounts, and the range's movements by kind, from the daily rollup
 * (movement_days, decision 038: ranges are whole UTC days; within a kind every amount has the same
 * sign, so |sum| is the kind's positive amount); the split of churn by cause from the range's
 * churn movements (subscription_movements_churn_idx).
 */
export async function selectMovementTotals(db: Database, { start, end }: Bounds): Promise<MovementTotals> {
  const inRange = sql`day >= ${day(start)}`;
  const amount = (kind: MrrMovementKind) =>
    sql`coalesce(abs(sum(delta) filter (where ${inRange} and kind = ${kind})), 0)::float8`;
  const tally = (kind: MrrMovementKind) =>
    sql`coalesce(sum(movements) filter (where ${inRange} and kind = ${kind}), 0)::int`;
  const [[days], [involuntary]] = await Promise.all([
    selectRows<Record<string, number>>(
      db,
      sql`select
      coalesce(sum(delta) filter (where day < ${day(start)}), 0)::float8 as "startMrr",
      coalesce(sum(delta), 0)::float8 as "endMrr",
      coalesce(sum(${DAY_ACTIVE_DELTA}) filter (where day < ${day(start)}), 0)::int as "startActive",
      coalesce(sum(${DAY_ACTIVE_DELTA}), 0)::int as "endActive",
      ${amount('new')} as "new", ${amount('expansion')} as "expansion", ${amount('reactivation')} as "reactivation",
      ${amount('contraction')} as "contraction", ${amount('churn')} as "churn",
      ${tally('new')} as "newCount", ${tally('expansion')} as "expansionCount",
      ${tally('reactivation')} as "reactivationCount", ${tally('contraction')} as "contractionCount",
      ${tally('churn')} as "churnCount"
    from movement_days
    where day < ${day(end)}`,
    ),
    selectRows<{ mrr: number; count: number }>(
      db,
      sql`select coalesce(sum(-${DELTA}), 0)::float8 as "mrr", count(*)::int as "count"
      from subscription_movements
      where kind = 'churn' and cause = 'dunning_exhausted'
        and occurred_at >= ${instant(start)} and occurred_at < ${instant(end)}`,
    ),
  ]);
  const r = days!;
  const dunning = involuntary!;
  return {
    startMrr: r.startMrr!,
    endMrr: r.endMrr!,
    startActive: r.startActive!,
    endActive: r.endActive!,
    amounts: {
      new: r.new!,
      expansion: r.expansion!,
      reactivation: r.reactivation!,
      contraction: r.contraction!,
      churn: r.churn!,
    },
    counts: {
      new: r.newCount!,
      expansion: r.expansionCount!,
      reactivation: r.reactivationCount!,
      contraction: r.contractionCount!,
      churn: r.churnCount!,
    },
    // Every churn is voluntary or not: what dunning did not end, the customer did.
    voluntaryChurnMrr: r.churn! - dunning.mrr,
    involuntaryChurnMrr: dunning.mrr,
    voluntaryChurnCount: r.churnCount! - dunning.count,
    involuntaryChurnCount: dunning.count,
  };
}

/**
 * The churn movements of accounts that were paying when their period began, each account once
 * (ChartMogul's numerator, which leaves out accounts that joined and left inside the period). A
 * churn is such an account's when no start (new or reactivation) of the account precedes it in
 * the period: its paying_since (the account's latest start before it, written with the churn) is
 * before the period's start, or there is none.
 */
const churnedFromPeriodStart = (periodStart: SQL) => sql`(c.paying_since is null or c.paying_since < ${periodStart})`;

/** Accounts paying at the start that churned in the range, each once. */
export async function selectChurnedFromStart(db: Database, { start, end }: Bounds): Promise<number> {
  const [row] = await selectRows<{ churned: number }>(
    db,
    sql`select count(distinct c.account_id)::int as churned
    from subscription_movements c
    where c.kind = 'churn' and c.occurred_at >= ${instant(start)} and c.occurred_at < ${instant(end)}
      and ${churnedFromPeriodStart(instant(start))}`,
  );
  return row?.churned ?? 0;
}

export interface MovementBucket {
  date: string;
  mrr: number;
  active: number;
  started: number;
  stopped: number;
  newMRR: number;
  expansionMRR: number;
  reactivationMRR: number;
  contractionMRR: number;
  churnedMRR: number;
}

/**
 * Per bucket: MRR and paying accounts at its end (running sums from the start's balance) and its
 * movements, from the daily rollup (movement_days, decision 038: ranges are whole UTC days).
 */
export async function selectMovementBuckets(
  db: Database,
  bounds: Bounds,
  interval: TimelineInterval,
): Promise<MovementBucket[]> {
  const { start, end } = bounds;
  const sumKind = (kind: MrrMovementKind) => sql`abs(sum(delta) filter (where kind = ${kind}))`;
  return selectRows<MovementBucket>(
    db,
    sql`with base as (
      select coalesce(sum(delta), 0) as mrr, coalesce(sum(${DAY_ACTIVE_DELTA}), 0) as active
      from movement_days where day < ${day(start)}
    ), moves as (
      select ${dayBucketOf(interval, 'day')} as bucket,
        sum(delta) as delta, sum(${DAY_ACTIVE_DELTA}) as active_delta,
        sum(movements) filter (where kind in ('new', 'reactivation')) as started,
        sum(movements) filter (where kind = 'churn') as stopped,
        ${sumKind('new')} as new_mrr, ${sumKind('expansion')} as expansion_mrr,
        ${sumKind('reactivation')} as reactivation_mrr, ${sumKind('contraction')} as contraction_mrr,
        ${sumKind('churn')} as churned_mrr
      from movement_days
      where day >= ${day(start)} and day < ${day(end)}
      group by 1
    )
    select ${bucketLabel('b.bucket', bounds)} as "date",
      (base.mrr + sum(coalesce(m.delta, 0)) over w)::float8 as "mrr",
      (base.active + sum(coalesce(m.active_delta, 0)) over w)::int as "active",
      coalesce(m.started, 0)::int as "started", coalesce(m.stopped, 0)::int as "stopped",
      coalesce(m.new_mrr, 0)::float8 as "newMRR", coalesce(m.expansion_mrr, 0)::float8 as "expansionMRR",
      coalesce(m.reactivation_mrr, 0)::float8 as "reactivationMRR",
      coalesce(m.contraction_mrr, 0)::float8 as "contractionMRR", coalesce(m.churned_mrr, 0)::float8 as "churnedMRR"
    from ${bucketSeries(interval, bounds)} as b(bucket)
    cross join base
    left join moves m on m.bucket = b.bucket
    window w as (order by b.bucket)
    order by b.bucket`,
  );
}

/** MRR at each of the given instants, whole UTC days (range ends and month starts), from movement_days in one pass. */
export async function selectMrrAt(db: Database, instants: Date[]): Promise<number[]> {
  if (instants.length === 0) return [];
  const latest = instants.reduce((a, b) => (a > b ? a : b));
  const columns = instants.map(
    (at, i) => sql`coalesce(sum(delta) filter (where day < ${day(at)}), 0)::float8 as ${sql.raw(`"m${i}"`)}`,
  );
  const [row] = await selectRows<Record<string, number>>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from movement_days where day < ${day(latest)}`,
  );
  return instants.map((_, i) => row?.[`m${i}`] ?? 0);
}

/** Paying accounts at each month start (from movement_days: month starts are whole days), and those of them that churned within that month (joined-and-left excluded). */
export async function selectMonthlyCustomerChurn(
  db: Database,
  monthStarts: Date[],
): Promise<{ month: string; customersAtStart: number; churned: number }[]> {
  if (monthStarts.length === 0) return [];
  const first = monthStarts[0]!;
  const last = new Date(monthStarts[monthStarts.length - 1]!);
  last.setUTCMonth(last.getUTCMonth() + 1);
  const activeAt = monthStarts.map(
    (at, i) => sql`coalesce(sum(${DAY_ACTIVE_DELTA}) filter (where day < ${day(at)}), 0)::int as ${sql.raw(`"a${i}"`)}`,
  );
  const [actives, churn] = await Promise.all([
    selectRows<Record<string, number>>(
      db,
      sql`select ${sql.join(activeAt, sql`, `)} from movement_days where day < ${day(last)}`,
    ),
    selectRows<{ month: string; churned: number }>(
      db,
      sql`select to_char(${bucketOf('month', 'c.occurred_at')}, 'YYYY-MM') as month,
        count(distinct c.account_id)::int as churned
      from subscription_movements c
      where c.kind = 'churn' and c.occurred_at >= ${instant(first)} and c.occurred_at < ${instant(last)}
        and ${churnedFromPeriodStart(sql`date_trunc('month', c.occurred_at at time zone 'UTC') at time zone 'UTC'`)}
      group by 1`,
    ),
  ]);
  const churnedIn = new Map(churn.map((row) => [row.month, row.churned]));
  return monthStarts.map((at, i) => {
    const month = at.toISOString().slice(0, 7);
    return { month, customersAtStart: actives[0]?.[`a${i}`] ?? 0, churned: churnedIn.get(month) ?? 0 };
  });
}

/**
 * Paying accounts and MRR per plan at the instant (a whole UTC day, the range's end), from the
 * daily rollup (plan_movement_days, decision 038): each movement moves the account's MRR from
 * plan_before to plan_after, so a plan's MRR and accounts are the sums of what the days before
 * brought to it less what they took from it.
 */
export async function selectMrrByPlan(db: Database, at: Date): Promise<{ plan: Plan; count: number; mrr: number }[]> {
  const rows = await selectRows<{ plan: Plan; count: number; mrr: number }>(
    db,
    sql`select plan::text as "plan", sum(accounts)::int as "count", sum(mrr)::float8 as "mrr"
    from plan_movement_days
    where day < ${day(at)}
    group by plan`,
  );
  const byPlan = new Map(rows.map((row) => [row.plan, row]));
  return PLANS.map((plan) => ({ plan, count: byPlan.get(plan)?.count ?? 0, mrr: byPlan.get(plan)?.mrr ?? 0 })).filter(
    (entry) => entry.count > 0,
  );
}

/**
 * Why customers left, by when they decided (Baremetrics' Cancellation Insights): cancellations
 * asked in the range and not withdrawn, by the reason given (null: none given), with the MRR they
 * put at risk; and the range's involuntary churn (retries exhausted), which nobody decided.
 */
export async function selectChurnReasons(
  db: Database,
  { start, end }: Bounds,
): Promise<{ reason: string | null; involuntary: boolean; count: number; mrr: number }[]> {
  return selectRows(
    db,
    sql`select reason::text as reason, false as involuntary, count(*)::int as count, sum(mrr)::float8 as mrr
      from subscription_cancellations
      where requested_at >= ${instant(start)} and requested_at < ${instant(end)} and withdrawn_at is null
      group by reason
    union all
    select null, true, count(*)::int, coalesce(sum(mrr_before), 0)::float8
      from subscription_movements
      where kind = 'churn' and cause = 'dunning_exhausted'
        and occurred_at >= ${instant(start)} and occurred_at < ${instant(end)}
      having count(*) > 0
    order by 3 desc`,
  );
}
