import { SECURITY_RULES } from '@themeport/core';
import { lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { securityEventBuckets, securityEvents, securityRecentEvents, signInHistory } from '../../../db/schema.ts';

const DAY_MS = 24 * 60 * 60_000;

/** How long each kind of record is kept (docs/security-monitor.md 'Retention'). */
export const SECURITY_RETENTION = {
  bucketsMs: 30 * DAY_MS,
  eventsMs: 365 * DAY_MS,
  signInHistoryMs: 90 * DAY_MS,
} as const;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * spec 001 §4: the window keeps 1 hour and the newest 1000 events; buckets 30 days, kept events a
 * year, sign-in history 90 days. Blocks and alerts stay (their history is small and the admin's).
 * Answers how many rows went from each table.
 */
export async function pruneSecurityData(db: Database, now: Date) {
  const newest = db
    .select({ id: securityRecentEvents.id })
    .from(securityRecentEvents)
    .orderBy(sql`${securityRecentEvents.createdAt} desc, ${securityRecentEvents.id} desc`)
    .limit(SECURITY_RULES.windowMaxEvents);
  const recent = await db
    .delete(securityRecentEvents)
    .where(
      or(
        lt(securityRecentEvents.createdAt, before(now, SECURITY_RULES.windowMs)),
        sql`${securityRecentEvents.id} not in (${newest})`,
      ),
    )
    .returning({ id: securityRecentEvents.id });
  const buckets = await db
    .delete(securityEventBuckets)
    .where(lt(securityEventBuckets.bucketStart, before(now, SECURITY_RETENTION.bucketsMs)))
    .returning({ type: securityEventBuckets.type });
  const events = await db
    .delete(securityEvents)
    .where(lt(securityEvents.createdAt, before(now, SECURITY_RETENTION.eventsMs)))
    .returning({ id: securityEvents.id });
  const history = await db
    .delete(signInHistory)
    .where(lt(signInHistory.createdAt, before(now, SECURITY_RETENTION.signInHistoryMs)))
    .returning({ id: signInHistory.id });
  return { recent: recent.length, buckets: buckets.length, events: events.length, signInHistory: history.length };
}
