// Cohorts by month of first payment (the account's 'new' movement). An account's paying state and
// MRR at the end of month k of its cohort follow from its movements up to then, so a cohort's
// retention is a running sum over (cohort, month offset) groups, never a walk through accounts.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../db/client.ts';
import { day, dayBucketOf, instant } from './shared.ts';

export interface CohortCell {
  cohortMonth: string;
  /** Months since the cohort month (0 = the cohort month itself). */
  k: number;
  /** Paying accounts of the cohort at the end of month k, and their MRR. */
  active: number;
  mrr: number;
}

export interface CohortSize {
  cohortMonth: string;
  initialCount: number;
  initialMRR: number;
}

const MONTH_INDEX = (column: string) => `(extract(year from ${column}) * 12 + extract(month from ${column}))::int`;

/**
 * Cohorts whose month of first payment is in [from, to), with their size and first MRR, from the
 * daily rollup (decision 038): an account's 'new' movement is its first, so its month is the
 * cohort's and its amount (from 0) is the account's first MRR; from and to are whole UTC days.
 */
export async function selectCohortSizes(db: Database, from: Date, to: Date): Promise<CohortSize[]> {
  return selectRows(
    db,
    sql`select to_char(${dayBucketOf('month', 'day')}, 'YYYY-MM') as "cohortMonth",
      sum(movements)::int as "initialCount", sum(delta)::float8 as "initialMRR"
    from movement_days
    where kind = 'new' and day >= ${day(from)} and day < ${day(to)}
    group by 1
    order by 1 desc`,
  );
}

/**
 * Each cohort's paying accounts and MRR at the end of months 0..k, for the cohorts whose first
 * payment is in [from, end) and every month ended by `end`, from the monthly rollup
 * (cohort_movement_months, decision 038): only whole months before end's are read.
 */
export async function selectCohortCells(db: Database, from: Date, end: Date): Promise<CohortCell[]> {
  return selectRows(
    db,
    sql`with by_month as (
      -- an account's movements are all at or after its first payment: none before from
      select cohort_month::timestamp as cohort_month, month::timestamp as month, mrr as delta, accounts as active_delta
      from cohort_movement_months
      where cohort_month >= ${day(from)} and cohort_month < ${day(end)}
        and month < date_trunc('month', ${instant(end)} at time zone 'UTC')
    ), moves as (
      select cohort_month, ${sql.raw(MONTH_INDEX('month'))} - ${sql.raw(MONTH_INDEX('cohort_month'))} as k, delta, active_delta
      from by_month
    ), edge as (
      select ${sql.raw(MONTH_INDEX('e'))} as last_month
      from (select date_trunc('month', ${instant(end)} at time zone 'UTC') as e) x
    ), grid as (
      select cm.cohort_month, k
      from (select distinct cohort_month from by_month) cm
      cross join edge
      cross join generate_series(0, edge.last_month - ${sql.raw(MONTH_INDEX('cm.cohort_month'))} - 1) as k
    )
    select to_char(g.cohort_month, 'YYYY-MM') as "cohortMonth", g.k::int as "k",
      (sum(coalesce(m.active_delta, 0)) over w)::int as "active",
      (sum(coalesce(m.delta, 0)) over w)::float8 as "mrr"
    from grid g left join moves m on m.cohort_month = g.cohort_month and m.k = g.k
    window w as (partition by g.cohort_month order by g.k)
    order by g.cohort_month desc, g.k`,
  );
}
