// Payment attempts and dunning cases, aggregated in SQL. Attempts are read from their daily rollup
// (payment_attempt_days, decision 038: a few hundred rows a day at most, exact since ranges are
// whole UTC days), dunning closes through dunning_cases_closed_idx.
import { sql } from 'drizzle-orm';
import type { TimelineInterval } from '@themeport/core';
import { selectRows, type Database } from '../../../db/client.ts';
import { bucketLabel, bucketOf, bucketSeries, day, dayBucketOf, instant, type Bounds } from './shared.ts';

const inRange = (column: string, { start, end }: Bounds) =>
  sql`${sql.raw(column)} >= ${instant(start)} and ${sql.raw(column)} < ${instant(end)}`;

/** The rollup's days of the range. */
const daysIn = ({ start, end }: Bounds) => sql`day >= ${day(start)} and day < ${day(end)}`;

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
    sql`select coalesce(sum(attempts), 0)::int as "attempts",
      coalesce(sum(attempts) filter (where outcome = 'succeeded'), 0)::int as "succeeded",
      coalesce(sum(attempts) filter (where first), 0)::int as "firstAttempts",
      coalesce(sum(attempts) filter (where first and outcome = 'succeeded'), 0)::int as "firstSucceeded",
      coalesce(sum(attempts) filter (where first and outcome = 'failed'), 0)::int as "firstFailed",
      coalesce(sum(amount) filter (where first and outcome = 'failed'), 0)::float8 as "firstFailedAmount",
      coalesce(sum(attempts) filter (where not first), 0)::int as "retries",
      coalesce(sum(attempts) filter (where not first and outcome = 'succeeded'), 0)::int as "retriesSucceeded"
    from payment_attempt_days
    where ${daysIn(bounds)}`,
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

export interface FirstAttemptGroup {
  /** What the row groups by: the failure's code, the card brand, or the bucket's label. */
  by: 'code' | 'brand' | 'bucket';
  key: string;
  total: number;
  failures: number;
  failedAmount: number;
}

/**
 * The range's first attempts three ways (failures by spec 001 §8.1 code, attempts and failures by
 * card brand, failures per bucket) from one pass: the attempts are first counted per (bucket,
 * brand, code), a few thousand cells at most, and the three views summed from those cells.
 */
export async function selectFirstAttemptGroups(
  db: Database,
  bounds: Bounds,
  interval: TimelineInterval,
): Promise<FirstAttemptGroup[]> {
  return selectRows(
    db,
    sql`with cells as (
      select ${dayBucketOf(interval, 'day')} as bucket, coalesce(nullif(card_brand, ''), 'unknown') as brand,
        case when outcome = 'failed' then coalesce(nullif(decline_code, ''), 'unknown') end as code,
        sum(attempts) as total,
        coalesce(sum(attempts) filter (where outcome = 'failed'), 0) as failures,
        coalesce(sum(amount) filter (where outcome = 'failed'), 0) as failed_amount
      from payment_attempt_days
      where first and ${daysIn(bounds)}
      group by 1, 2, 3
    )
    select 'code' as "by", code as "key", sum(total)::int as "total", sum(failures)::int as "failures",
      sum(failed_amount)::float8 as "failedAmount"
    from cells where code is not null group by code
    union all
    select 'brand', brand, sum(total)::int, sum(failures)::int, sum(failed_amount)::float8
    from cells group by brand
    union all
    select 'bucket', ${bucketLabel('bucket', bounds)}, sum(total)::int, sum(failures)::int, sum(failed_amount)::float8
    from cells group by bucket
    order by 1, 4 desc, 3 desc, 2`,
  );
}

/** Every bucket of the range with the dunning cases recovered in it (counted when paid). */
export async function selectRecoveryBuckets(
  db: Database,
  bounds: Bounds,
  interval: TimelineInterval,
): Promise<{ date: string; recovered: number; recoveredAmount: number }[]> {
  return selectRows(
    db,
    sql`with recovered as (
      select ${bucketOf(interval, 'closed_at')} as bucket, count(*) as n, sum(amount) as amount
      from dunning_cases
      where state = 'recovered' and ${inRange('closed_at', bounds)}
      group by 1
    )
    select ${bucketLabel('b.bucket', bounds)} as "date",
      coalesce(r.n, 0)::int as "recovered", coalesce(r.amount, 0)::float8 as "recoveredAmount"
    from ${bucketSeries(interval, bounds)} as b(bucket)
    left join recovered r on r.bucket = b.bucket
    order by b.bucket`,
  );
}

/** Subscription cash collected (succeeded attempts) in the range. */
export async function selectSubscriptionRevenue(db: Database, bounds: Bounds): Promise<number> {
  const [row] = await selectRows<{ amount: number }>(
    db,
    sql`select coalesce(sum(amount), 0)::float8 as "amount"
    from payment_attempt_days
    where purpose = 'subscription' and outcome = 'succeeded' and ${daysIn(bounds)}`,
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
      select ${dayBucketOf(interval, 'day')} as bucket, sum(amount) as amount
      from payment_attempt_days
      where purpose = 'subscription' and outcome = 'succeeded' and ${daysIn(bounds)}
      group by 1
    ), marketplace as (
      -- each sale's platform share in its bucket, less each refund's in the refund's (one pass each
      -- through purchases_created_idx and purchases_refunded_idx)
      select bucket, sum(amount) as amount from (
        select ${bucketOf(interval, 'created_at')} as bucket, platform_share as amount
        from purchases where ${inRange('created_at', bounds)}
        union all
        select ${bucketOf(interval, 'refunded_at')}, -platform_share
        from purchases where ${inRange('refunded_at', bounds)}
      ) as moved
      group by bucket
    )
    select ${bucketLabel('b.bucket', bounds)} as "date",
      coalesce(p.amount, 0)::float8 as "subscriptionRevenue",
      coalesce(m.amount, 0)::float8 as "marketplaceRevenue"
    from ${bucketSeries(interval, bounds)} as b(bucket)
    left join paid p on p.bucket = b.bucket
    left join marketplace m on m.bucket = b.bucket
    order by b.bucket`,
  );
}
