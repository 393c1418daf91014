// What billing writes beside the ledger (decision 038): plan_movement_days, cohort_movement_months and a
// churn's paying_since, against the same figures computed from subscription_movements, for the suites
// that check them after real writes.
import { sql } from 'drizzle-orm';

export const PLAN_MOVEMENT_DAYS = sql`select day::text as day, plan::text as plan, accounts, mrr::float8 as mrr
  from plan_movement_days order by 1, 2`;

/** What each movement brought to plan_after less what it took from plan_before, per UTC day and plan. */
export const PLAN_MOVEMENTS_GROUPED = sql`select day::text as day, plan::text as plan, sum(accounts)::int as accounts,
    sum(mrr)::float8 as mrr
  from (
    select (occurred_at at time zone 'UTC')::date as day, plan_after as plan, (mrr_after > 0)::int as accounts,
      mrr_after as mrr
    from subscription_movements
    union all
    select (occurred_at at time zone 'UTC')::date, plan_before, -(mrr_before > 0)::int, -mrr_before
    from subscription_movements
  ) as moved
  group by 1, 2 order by 1, 2`;

/** Churns whose paying_since is not their account's latest start (new or reactivation) before them: none. */
export const CHURNS_WITH_WRONG_PAYING_SINCE = sql`select c.id from subscription_movements c
  where c.kind = 'churn' and c.paying_since is distinct from (
    select max(s.occurred_at) from subscription_movements s
    where s.account_id = c.account_id and s.kind in ('new', 'reactivation') and s.occurred_at < c.occurred_at)`;

export const COHORT_MOVEMENT_MONTHS = sql`select cohort_month::text as cohort_month, month::text as month, accounts,
    mrr::float8 as mrr
  from cohort_movement_months order by 1, 2`;

/** The movements per cohort and UTC month: starts less churns, and the sum of their amounts. */
export const COHORT_MOVEMENTS_GROUPED = sql`select cohort_month::text as cohort_month,
    date_trunc('month', occurred_at at time zone 'UTC')::date::text as month,
    sum(case when kind in ('new', 'reactivation') then 1 when kind = 'churn' then -1 else 0 end)::int as accounts,
    sum(mrr_after - mrr_before)::float8 as mrr
  from subscription_movements where cohort_month is not null
  group by 1, 2 order by 1, 2`;
