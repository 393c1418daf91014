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
import type { Database } from '../../db/client.ts';
import {
  countOpenAlertsBySeverity,
  selectTopOfEvents,
  sumBuckets,
  sumBucketsByStep,
} from './queries/admin-overview.ts';
import { selectActiveBlocks } from './queries/blocks.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const TOP_SHOWN = 10;
const CHART_TYPES: SecurityEventType[] = [...SECURITY_DETECTION_TYPES, ...SECURITY_ACTION_TYPES];

export async function securitySummary(db: Database, now = new Date()): Promise<SecuritySummary> {
  const since = new Date(now.getTime() - DAY_MS);
  const [failedSignIns24h, detections24h, blocked, alerts] = await Promise.all([
    sumBuckets(db, ['sign_in_failure'], since),
    sumBuckets(db, [...SECURITY_DETECTION_TYPES], since),
    selectActiveBlocks(db, now),
    countOpenAlertsBySeverity(db),
  ]);
  const openAlerts = Object.fromEntries(SECURITY_SEVERITIES.map((severity) => [severity, 0])) as Record<
    SecuritySeverity,
    number
  >;
  for (const row of alerts) openAlerts[row.severity] = row.alerts;
  return { failedSignIns24h, blockedIps: blocked.size, openAlerts, detections24h };
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
  const rows = await sumBucketsByStep(db, { step, types: CHART_TYPES, since: starts[0]! });
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

/** The addresses and the accounts most events were about in the range, failed sign-ins counted apart. */
export async function securityTop(db: Database, range: SecurityRange, now = new Date()): Promise<SecurityTop> {
  const [{ ips, accounts }, blocked] = await Promise.all([
    selectTopOfEvents(db, { since: new Date(now.getTime() - RANGE_MS[range]), limit: TOP_SHOWN }),
    selectActiveBlocks(db, now),
  ]);
  const blockedIps = new Set(blocked.keys());
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    range,
    ips: ips.map(({ lastSeen, ...row }) => ({ ...row, lastSeenAt: iso(lastSeen), isBlocked: blockedIps.has(row.ip) })),
    accounts: accounts.map(({ lastSeen, ...row }) => ({ ...row, lastSeenAt: iso(lastSeen) })),
  };
}
