// The Security tab's figures (admin-overview.ts holds the ranges and the shaping): sums of the
// 5-minute buckets, open alerts, and the top addresses and accounts of the events.
import type { SecurityEventType, SecuritySeverity, SecurityTopAccount, SecurityTopIp } from '@themeport/core';
import { and, count, countDistinct, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import {
  securityAlerts,
  securityEventBuckets,
  securityEvents,
  securityRecentEvents,
  users,
} from '../../../db/schema.ts';

/** The events of the types counted in the buckets that start at or after `since`. */
export async function sumBuckets(db: Database, types: SecurityEventType[], since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(securityEventBuckets.count).mapWith(Number) })
    .from(securityEventBuckets)
    .where(and(inArray(securityEventBuckets.type, types), gte(securityEventBuckets.bucketStart, since)));
  return row?.total ?? 0;
}

/** How many alerts of each severity are open (severities without any are left out). */
export function countOpenAlertsBySeverity(db: Database): Promise<{ severity: SecuritySeverity; alerts: number }[]> {
  return db
    .select({ severity: securityAlerts.severity, alerts: count() })
    .from(securityAlerts)
    .where(eq(securityAlerts.status, 'open'))
    .groupBy(securityAlerts.severity);
}

/** The buckets' events per type and UTC hour or day from `since` on; `start` in epoch milliseconds. */
export function sumBucketsByStep(
  db: Database,
  { step, types, since }: { step: 'hour' | 'day'; types: SecurityEventType[]; since: Date },
): Promise<{ start: number; type: SecurityEventType; events: number }[]> {
  // Epoch milliseconds of the step's start: no driver reads a zone into it.
  const stepStart =
    sql<number>`(extract(epoch from date_trunc('${sql.raw(step)}', ${securityEventBuckets.bucketStart}, 'UTC')) * 1000)::float8`.mapWith(
      Number,
    );
  return db
    .select({
      start: stepStart,
      type: securityEventBuckets.type,
      events: sum(securityEventBuckets.count).mapWith(Number),
    })
    .from(securityEventBuckets)
    .where(and(inArray(securityEventBuckets.type, types), gte(securityEventBuckets.bucketStart, since)))
    .groupBy(stepStart, securityEventBuckets.type);
}

/**
 * The kept events (high, critical) since `since` and the window's lower ones (the window holds the
 * last hour only), so no event counts twice.
 */
function eventsSince(db: Database, since: Date) {
  const columns = (table: typeof securityEvents | typeof securityRecentEvents) => ({
    type: table.type,
    userId: table.userId,
    subject: table.subject,
    ip: table.ip,
    createdAt: table.createdAt,
  });
  return unionAll(
    db.select(columns(securityEvents)).from(securityEvents).where(gte(securityEvents.createdAt, since)),
    db
      .select(columns(securityRecentEvents))
      .from(securityRecentEvents)
      .where(
        and(gte(securityRecentEvents.createdAt, since), inArray(securityRecentEvents.severity, ['low', 'medium'])),
      ),
  ).as('events');
}

/** A top address or account as the database counts it: the last event in epoch milliseconds. */
export type TopIpRow = Omit<SecurityTopIp, 'lastSeenAt' | 'isBlocked'> & { lastSeen: number };
export type TopAccountRow = Omit<SecurityTopAccount, 'lastSeenAt'> & { lastSeen: number };

/** The addresses and the accounts most events since `since` were about, failed sign-ins counted apart. */
export async function selectTopOfEvents(
  db: Database,
  { since, limit }: { since: Date; limit: number },
): Promise<{ ips: TopIpRow[]; accounts: TopAccountRow[] }> {
  const events = eventsSince(db, since);
  const failures = sql<number>`count(*) filter (where ${events.type} = 'sign_in_failure')`.mapWith(Number);
  const lastSeen = sql<number>`(extract(epoch from max(${events.createdAt})) * 1000)::float8`.mapWith(Number);
  const key = sql<string>`coalesce(${events.userId}::text, ${events.subject})`;
  const [ips, accounts] = await Promise.all([
    db
      .select({ ip: sql<string>`${events.ip}`, events: count(), failures, lastSeen })
      .from(events)
      .where(sql`${events.ip} is not null`)
      .groupBy(events.ip)
      .orderBy(desc(count()), desc(lastSeen))
      .limit(limit),
    db
      .select({
        key,
        userId: sql<string | null>`max(${events.userId}::text)`,
        email: sql<string | null>`coalesce(max(${users.email}), max(${events.subject}))`,
        events: count(),
        failures,
        ips: countDistinct(events.ip),
        lastSeen,
      })
      .from(events)
      .leftJoin(users, eq(users.id, events.userId))
      .where(sql`${key} is not null`)
      .groupBy(key)
      .orderBy(desc(count()), desc(lastSeen))
      .limit(limit),
  ]);
  return { ips, accounts };
}
