// Payment attempts and dunning cases, aggregated in SQL. The range's attempts are read through
// payment_attempts_attempted_idx (first tries through its partial twin), dunning closes through
// dunning_cases_closed_idx.
import { sql } from 'drizzle-orm';
import type { TimelineInterval } from '@themeport/core';
import type { Database } from '../../../db/client.ts';
import { bucketLabel, bucketOf, bucketSeries, instant, selectRows, type Bounds } from './shared.ts';

const inRange = (column: string, { start, end }: Bounds) =>
  sql`${sql.raw(column)} >= ${instant(start)} and ${sql.raw(column)} < ${instant(end)}`;

export interface AttemptTotals {
  attempts: number;
  succeeded: number;
  firstAttempts: number;
  firstSucceeded: number;
  firstFailed: number;
  firstFailedAmount: number;
  retries: number;
  retriesSucceeded: number;
}

export async function selectAttemptTotals(db: Database, bounds: Bounds): Promise<AttemptTotals> {
  const [row] = await selectRows<AttemptTotals>(
    db,
    sql`select count(*)::int as "attempts",
      (count(*) filter (where outcome = 'succeeded'))::int as "succeeded",
      (count(*) filter (where attempt_number = 1))::int as "firstAttempts",
      (count(*) filter (where attempt_number = 1 and outcome = 'succeeded'))::int as "firstSucceeded",
      (count(*) filter (where attempt_number = 1 and outcome = 'failed'))::int as "firstFailed",
      coalesce(sum(amount) filter (where attempt_number = 1 and outcome = 'failed'), 0)::float8 as "firstFailedAmount",
      (count(*) filter (where attempt_number > 1))::int as "retries",
      (count(*) filter (where attempt_number > 1 and outcome = 'succeeded'))::int as "retriesSucceeded"
    from payment_attempts
    where ${inRange('attempted_at', bounds)}`,
  );
  return row!;
}

export interface DunningTotals {
  recovered: number;
  recoveredAmount: number;
  lost: number;
  lostAmount: number;
  open: number;
}

/** Cases closed in the range (recovered or lost), and the cases open now. */
export async function selectDunningTotals(db: Database, bounds: Bounds): Promise<DunningTotals> {
  const [[closed], [open]] = await Promise.all([
    selectRows<Omit<DunningTotals, 'open'>>(
      db,
      sql`select (count(*) filter (where state = 'recovered'))::int as "recovered",
        coalesce(sum(amount) filter (where state = 'recovered'), 0)::float8 as "recoveredAmount",
        (count(*) filter (where state = 'lost'))::int as "lost",
        coalesce(sum(amount) filter (where state = 'lost'), 0)::float8 as "lostAmount"
      from dunning_cases
      where ${inRange('closed_at', bounds)}`,
    ),
    selectRows<{ open: number }>(db, sql`select count(*)::int as "open" from dunning_cases where state = 'open'`),
  ]);
  return { ...closed!, open: open?.open ?? 0 };
}

/** First-attempt failures in the range by spec 001 §8.1 code. */
export async function selectFailuresByCode(
  db: Database,
  bounds: Bounds,
): Promise<{ code: string; count: number; amount: number }[]> {
  return selectRows(
    db,
    sql`select coalesce(decline_code, 'unknown') as "code", count(*)::int as "count", sum(amount)::float8 as "amount"
    from payment_attempts
    where attempt_number = 1 and outcome = 'failed' and ${inRange('attempted_at', bounds)}
    group by 1
    order by 2 desc, 1`,
  );
}

/** First attempts in the range by card brand. */
export async function selectAttemptsByBrand(
  db: Database,
  bounds: Bounds,
): Promise<{ brand: string; total: number; failures: number }[]> {
  return selectRows(
    db,
    sql`select coalesce(card_brand, 'unknown') as "brand", count(*)::int as "total",
      (count(*) filter (where outcome = 'failed'))::int as "failures"
    from payment_attempts
    where attempt_number = 1 and ${inRange('attempted_at', bounds)}
    group by 1
    order by 2 desc, 1`,
  );
}

/** Per bucket: first-attempt failures (when they failed) and recoveries (when they were paid). */
export async function selectFailureBuckets(
  db: Database,
  bounds: Bounds,
  interval: TimelineInterval,
): Promise<{ date: string; failed: number; failedAmount: number; recovered: number; recoveredAmount: number }[]> {
  return selectRows(
    db,
    sql`with failed as (
      select ${bucketOf(interval, 'attempted_at')} as bucket, count(*) as n, sum(amount) as amount
      from payment_attempts
      where attempt_number = 1 and outcome = 'failed' and ${inRange('attempted_at', bounds)}
      group by 1
    ), recovered as (
      select ${bucketOf(interval, 'closed_at')} as bucket, count(*) as n, sum(amount) as amount
      from dunning_cases
      where state = 'recovered' and ${inRange('closed_at', bounds)}
      group by 1
    )
    select ${bucketLabel('b.bucket', bounds)} as "date",
      coalesce(f.n, 0)::int as "failed", coalesce(f.amount, 0)::float8 as "failedAmount",
      coalesce(r.n, 0)::int as "recovered", coalesce(r.amount, 0)::float8 as "recoveredAmount"
    from ${bucketSeries(interval, bounds)} as b(bucket)
    left join failed f on f.bucket = b.bucket
    left join recovered r on r.bucket = b.bucket
    order by b.bucket`,
  );
}

/** Subscription cash collected (succeeded attempts) in the range. */
export async function selectSubscriptionRevenue(db: Database, bounds: Bounds): Promise<number> {
  const [row] = await selectRows<{ amount: number }>(
    db,
    sql`select coalesce(sum(amount), 0)::float8 as "amount"
    from payment_attempts
    where purpose = 'subscription' and outcome = 'succeeded' and ${inRange('attempted_at', bounds)}`,
  );
  return row?.amount ?? 0;
}

/** Per bucket: subscription cash collected, and the platform's share of theme sales less the share of refunds. */
export async function selectCashBuckets(
  db: Database,
  bounds: Bounds,
  interval: TimelineInterval,
): Promise<{ date: string; subscriptionRevenue: number; marketplaceRevenue: number }[]> {
  return selectRows(
    db,
    sql`with paid as (
      select ${bucketOf(interval, 'attempted_at')} as bucket, sum(amount) as amount
      from payment_attempts
      where purpose = 'subscription' and outcome = 'succeeded' and ${inRange('attempted_at', bounds)}
      group by 1
    ), touched as (
      select created_at, refunded_at, platform_share from purchases
      where (${inRange('created_at', bounds)}) or (${inRange('refunded_at', bounds)})
    ), sold as (
      select ${bucketOf(interval, 'created_at')} as bucket, sum(platform_share) as amount
      from touched where ${inRange('created_at', bounds)} group by 1
    ), refunded as (
      select ${bucketOf(interval, 'refunded_at')} as bucket, sum(platform_share) as amount
      from touched where ${inRange('refunded_at', bounds)} group by 1
    )
    select ${bucketLabel('b.bucket', bounds)} as "date",
      coalesce(p.amount, 0)::float8 as "subscriptionRevenue",
      (coalesce(s.amount, 0) - coalesce(r.amount, 0))::float8 as "marketplaceRevenue"
    from ${bucketSeries(interval, bounds)} as b(bucket)
    left join paid p on p.bucket = b.bucket
    left join sold s on s.bucket = b.bucket
    left join refunded r on r.bucket = b.bucket
    order by b.bucket`,
  );
}
