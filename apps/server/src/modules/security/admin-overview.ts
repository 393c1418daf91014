// The Security tab's figures: the tiles, the chart (both from the 5-minute buckets, kept 30 days)
// and the top addresses and accounts (from the kept events and the last hour's window).
import {
  SECURITY_ACTION_TYPES,
  SECURITY_DETECTION_TYPES,
  SECURITY_SEVERITIES,
  type SecurityEventType,
  type SecurityRange,
  type SecuritySeverity,
  type SecuritySummary,
  type SecurityTimeline,
  type SecurityTimelinePoint,
  type SecurityTop,
} from '@themeport/core';
import { and, count, countDistinct, desc, eq, gt, gte, inArray, isNull, sql, sum } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  securityAlerts,
  securityBlocks,
  securityEventBuckets,
  securityEvents,
  securityRecentEvents,
  users,
} from '../../db/schema.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const TOP_SHOWN = 10;
const CHART_TYPES: SecurityEventType[] = [...SECURITY_DETECTION_TYPES, ...SECURITY_ACTION_TYPES];

/** Active blocks: not lifted and not expired. */
export const activeBlock = (now: Date) => and(isNull(securityBlocks.liftedAt), gt(securityBlocks.expiresAt, now));

async function bucketSum(db: Database, types: SecurityEventType[], since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(securityEventBuckets.count).mapWith(Number) })
    .from(securityEventBuckets)
    .where(and(inArray(securityEventBuckets.type, types), gte(securityEventBuckets.bucketStart, since)));
  return row?.total ?? 0;
}

export async function securitySummary(db: Database, now = new Date()): Promise<SecuritySummary> {
  const since = new Date(now.getTime() - DAY_MS);
  const [failedSignIns24h, detections24h, [blocked], alerts] = await Promise.all([
    bucketSum(db, ['sign_in_failure'], since),
    bucketSum(db, [...SECURITY_DETECTION_TYPES], since),
    db
      .select({ ips: countDistinct(securityBlocks.ip) })
      .from(securityBlocks)
      .where(activeBlock(now)),
    db
      .select({ severity: securityAlerts.severity, alerts: count() })
      .from(securityAlerts)
      .where(eq(securityAlerts.status, 'open'))
      .groupBy(securityAlerts.severity),
  ]);
  const openAlerts = Object.fromEntries(SECURITY_SEVERITIES.map((severity) => [severity, 0])) as Record<
    SecuritySeverity,
    number
  >;
  for (const row of alerts) openAlerts[row.severity] = row.alerts;
  return { failedSignIns24h, blockedIps: blocked?.ips ?? 0, openAlerts, detections24h };
}

/** The first instant of the range and its step: 24 hours by the hour, 7 or 30 UTC days by the day. */
function steps(range: SecurityRange, now: Date): { step: 'hour' | 'day'; starts: Date[] } {
  if (range === '24h') {
    const last = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    return { step: 'hour', starts: Array.from({ length: 24 }, (_, i) => new Date(last - (23 - i) * HOUR_MS)) };
  }
  const days = range === '7d' ? 7 : 30;
  const last = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return { step: 'day', starts: Array.from({ length: days }, (_, i) => new Date(last - (days - 1 - i) * DAY_MS)) };
}

/** Detections and the monitor's actions per hour or day, every step present (zeros included). */
export async function securityTimeline(
  db: Database,
  range: SecurityRange,
  now = new Date(),
): Promise<SecurityTimeline> {
  const { step, starts } = steps(range, now);
  // Epoch milliseconds of the step's start: no driver reads a zone into it.
  const stepStart =
    sql<number>`(extract(epoch from date_trunc('${sql.raw(step)}', ${securityEventBuckets.bucketStart}, 'UTC')) * 1000)::float8`.mapWith(
      Number,
    );
  const rows = await db
    .select({
      start: stepStart,
      type: securityEventBuckets.type,
      events: sum(securityEventBuckets.count).mapWith(Number),
    })
    .from(securityEventBuckets)
    .where(and(inArray(securityEventBuckets.type, CHART_TYPES), gte(securityEventBuckets.bucketStart, starts[0]!)))
    .groupBy(stepStart, securityEventBuckets.type);
  const points = new Map<number, SecurityTimelinePoint>(
    starts.map((start) => [start.getTime(), { start: start.toISOString() }]),
  );
  for (const row of rows) {
    const point = points.get(row.start);
    if (point) point[row.type] = row.events;
  }
  return { range, step, points: [...points.values()] };
}

const RANGE_MS: Record<SecurityRange, number> = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS };

/**
 * The kept events (high, critical) of the range and the window's lower ones (the window holds the
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

/** The addresses and the accounts most events were about in the range, failed sign-ins counted apart. */
export async function securityTop(db: Database, range: SecurityRange, now = new Date()): Promise<SecurityTop> {
  const events = eventsSince(db, new Date(now.getTime() - RANGE_MS[range]));
  const failures = sql<number>`count(*) filter (where ${events.type} = 'sign_in_failure')`.mapWith(Number);
  const lastSeen = sql<number>`(extract(epoch from max(${events.createdAt})) * 1000)::float8`.mapWith(Number);
  const key = sql<string>`coalesce(${events.userId}::text, ${events.subject})`;
  const [ips, accounts, blocked] = await Promise.all([
    db
      .select({ ip: sql<string>`${events.ip}`, events: count(), failures, lastSeen })
      .from(events)
      .where(sql`${events.ip} is not null`)
      .groupBy(events.ip)
      .orderBy(desc(count()), desc(lastSeen))
      .limit(TOP_SHOWN),
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
      .limit(TOP_SHOWN),
    db.selectDistinct({ ip: securityBlocks.ip }).from(securityBlocks).where(activeBlock(now)),
  ]);
  const blockedIps = new Set(blocked.map((row) => row.ip));
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    range,
    ips: ips.map(({ lastSeen, ...row }) => ({ ...row, lastSeenAt: iso(lastSeen), isBlocked: blockedIps.has(row.ip) })),
    accounts: accounts.map(({ lastSeen, ...row }) => ({ ...row, lastSeenAt: iso(lastSeen) })),
  };
}
