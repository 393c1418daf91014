// What every analytics query shares: the range as two UTC instants and the UTC buckets. Their rows
// are read with db/client.ts's selectRows (counts and sums are cast in SQL, so both drivers answer numbers).
import { sql, type SQL } from 'drizzle-orm';
import type { TimelineInterval } from '@themeport/core';

/** [start, end): start = startDate 00:00Z, end = endDate + 1 day 00:00Z. */
export interface Bounds {
  start: Date;
  end: Date;
}

export const instant = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

/** The UTC bucket (day, ISO week from Monday, calendar month) a timestamp falls in, as a plain timestamp. */
export const bucketOf = (interval: TimelineInterval, column: string): SQL =>
  sql.raw(`date_trunc('${interval}', ${column} at time zone 'UTC')`);

/** The UTC day an instant begins, as a date (the rollups' ranges: [start, end) are whole days). */
export const day = (date: Date): SQL => sql`${date.toISOString().slice(0, 10)}::date`;

/** The bucket a UTC day (a date column) falls in, as a plain timestamp like bucketOf's. */
export const dayBucketOf = (interval: TimelineInterval, column: string): SQL =>
  sql.raw(`date_trunc('${interval}', ${column}::timestamp)`);

/** Every bucket that meets [start, end), the first one truncated (it may begin before start). */
export const bucketSeries = (interval: TimelineInterval, { start, end }: Bounds): SQL =>
  sql`generate_series(date_trunc(${sql.raw(`'${interval}'`)}, ${instant(start)} at time zone 'UTC'), (${instant(end)} at time zone 'UTC') - interval '1 day', ${sql.raw(`interval '1 ${interval}'`)})`;

/** A bucket's label: its first day, or the range's first day for a bucket that began before it. */
export const bucketLabel = (column: string, { start }: Bounds): SQL =>
  sql`to_char(greatest(${sql.raw(column)}, ${instant(start)} at time zone 'UTC'), 'YYYY-MM-DD')`;
