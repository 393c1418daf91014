-- Bench history for the analytics calls (issue 23): 100,000 subscriptions with their movements, 1,000,000 payment attempts, dunning cases,
-- cancellations and 60,000 theme sales, spread over two years ending 2026-11-28.
\set ON_ERROR_STOP on
set synchronous_commit = off;
-- Load into a migrated, empty PostgreSQL database: psql -d <db> -f history.sql (about a minute).
insert into accounts (id, name, usage_limits)
select gen_random_uuid(), 'Bench ' || i, '{}'::jsonb from generate_series(1, 100000) i;

create temp table bench_acc as
select id, row_number() over () as i,
  timestamptz '2024-11-28' + random() * interval '730 days' as t0,
  (array[900, 2900, 9900])[1 + floor(random() * 3)::int] as p0,
  (array[900, 2900, 9900])[1 + floor(random() * 3)::int] as p1
from accounts where name like 'Bench %';
create index on bench_acc (i);

create temp table bench_plan(price int, plan billing_plan);
insert into bench_plan values (900, 'starter'), (2900, 'pro'), (9900, 'enterprise');

create temp table bench_times as
select a.*, t0 + random() * (timestamptz '2026-11-28' - t0) as t1 from bench_acc a;
alter table bench_times add column t2 timestamptz, add column t3 timestamptz;
update bench_times set t2 = t1 + random() * (timestamptz '2026-11-28' - t1);
update bench_times set t3 = t2 + random() * (timestamptz '2026-11-28' - t2);

-- new
insert into subscription_movements (account_id, provider, kind, occurred_at, mrr_before, mrr_after, plan_before, plan_after)
select b.id, 'local', 'new', t0, 0, p0, 'free', (select plan from bench_plan where price = p0) from bench_times b;
-- a plan change for one in five (when the price differs)
insert into subscription_movements (account_id, provider, kind, occurred_at, mrr_before, mrr_after, plan_before, plan_after, cause)
select b.id, 'local', case when p1 > p0 then 'expansion' else 'contraction' end::mrr_movement_kind, t1, p0, p1,
  (select plan from bench_plan where price = p0), (select plan from bench_plan where price = p1),
  case when p1 < p0 then 'voluntary' end::churn_cause
from bench_times b where i % 5 = 0 and p1 <> p0;
-- churn for one in three
insert into subscription_movements (account_id, provider, kind, occurred_at, mrr_before, mrr_after, plan_before, plan_after, cause)
select b.id, 'local', 'churn', t2, cur, 0, (select plan from bench_plan where price = cur), 'free',
  (case when i % 4 = 0 then 'dunning_exhausted' else 'voluntary' end)::churn_cause
from (select *, case when i % 5 = 0 then p1 else p0 end as cur from bench_times) b where i % 3 = 0;
-- reactivation for one in fifteen (churned ones)
insert into subscription_movements (account_id, provider, kind, occurred_at, mrr_before, mrr_after, plan_before, plan_after)
select b.id, 'local', 'reactivation', t3, 0, p0, 'free', (select plan from bench_plan where price = p0) from bench_times b where i % 15 = 0;

insert into subscription_cancellations (account_id, reason, mrr, plan, requested_at)
select b.id, (enum_range(null::cancellation_reason))[1 + floor(random() * 7)::int], p0, 'pro', t2 - interval '1 day'
from bench_times b where i % 3 = 0 and i % 4 <> 0 and i % 7 <> 0;

insert into billing_subscriptions (account_id, provider, provider_subscription_id, price_id, plan, status, amount, last_event_at)
select b.id, 'local', 'sub_bench_' || i, 'price', (select plan from bench_plan where price = p0),
  (case when i % 15 = 0 then 'active' when i % 3 = 0 then 'canceled' when i % 50 = 0 then 'past_due' else 'active' end)::subscription_status,
  p0, t0
from bench_times b;

-- 900,000 first attempts (8% fail) and 100,000 retries of the failed ones
insert into payment_attempts (account_id, provider, purpose, invoice_ref, attempt_number, amount, outcome, decline_code, card_brand, attempted_at)
select a.id, 'local',
  (case when g % 6 = 0 then 'theme' else 'subscription' end)::payment_purpose, 'in_bench_' || g, 1,
  (array[900, 2900, 9900])[1 + g % 3],
  (case when g % 12 = 1 then 'failed' else 'succeeded' end)::payment_attempt_outcome,
  case when g % 12 = 1 then (array['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc'])[1 + g % 4] end,
  (array['visa', 'mastercard', 'amex'])[1 + g % 3],
  timestamptz '2024-11-28' + (g::float / 900000) * interval '730 days'
from generate_series(1, 900000) g join bench_acc a on a.i = 1 + (g % 100000);
insert into payment_attempts (account_id, provider, purpose, invoice_ref, attempt_number, amount, outcome, decline_code, card_brand, attempted_at)
select account_id, provider, purpose, invoice_ref, 1 + n, amount,
  (case when n = 2 and random() < 0.5 then 'succeeded' else 'failed' end)::payment_attempt_outcome,
  decline_code, card_brand, attempted_at + n * interval '3 days'
from payment_attempts, generate_series(1, 2) n
where attempt_number = 1 and outcome = 'failed' and invoice_ref like 'in_bench_%'
limit 100000;

insert into dunning_cases (account_id, provider, invoice_ref, amount, state, decline_code, failed_at, closed_at)
select account_id, provider, invoice_ref, amount,
  (case when attempted_at > timestamptz '2026-11-10' then 'open' when random() < 0.4 then 'recovered' else 'lost' end)::dunning_state,
  decline_code, attempted_at,
  case when attempted_at <= timestamptz '2026-11-10' then attempted_at + interval '14 days' end
from payment_attempts where attempt_number = 1 and outcome = 'failed' and purpose = 'subscription' and invoice_ref like 'in_bench_%';

insert into themes (name, slug, framework, features)
select 'Bench theme ' || i, 'bench-theme-' || i, 'astro', '{}' from generate_series(1, 50) i;
insert into purchases (account_id, theme_id, checkout_session_id, price_paid, developer_share, platform_share, created_at, refunded_at)
select a.id, t.id, 'cs_bench_' || a.i, 4900, 3920, 980, a.t0, case when a.i % 40 = 0 then a.t0 + interval '5 days' end
from bench_acc a
join (select id, row_number() over () - 1 as k from themes where slug like 'bench-theme-%') t on t.k = a.i % 50
where a.i % 5 <> 1;
-- The rollups and cohort months the billing writers keep (decision 038), as migration 0020 fills them.
insert into payment_attempt_days (day, purpose, first, outcome, decline_code, card_brand, attempts, amount)
select (attempted_at at time zone 'UTC')::date, purpose, attempt_number = 1, outcome, coalesce(decline_code, ''),
  coalesce(card_brand, ''), count(*), sum(amount)
from payment_attempts group by 1, 2, 3, 4, 5, 6;
insert into movement_days (day, kind, movements, delta)
select (occurred_at at time zone 'UTC')::date, kind, count(*), sum(mrr_after - mrr_before)
from subscription_movements group by 1, 2;
update subscription_movements m set cohort_month = f.cohort_month
from (select distinct on (account_id) account_id, date_trunc('month', occurred_at at time zone 'UTC')::date as cohort_month
  from subscription_movements order by account_id, occurred_at) f
where m.account_id = f.account_id;
analyze;
