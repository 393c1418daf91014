import type { SecurityEventType } from '@themeport/core';
import { and, count, countDistinct, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { securityRecentEvents as events } from '../../../db/schema.ts';

// Counts over the detection window (security_recent_events), which every process writes: a rule
// sees an attack whole however many servers it was spread over.

/** Takes a transaction-scoped lock on a name: the second process to ask waits for the first's commit. */
export async function lockName(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}

/** What a rule counts by: one column of the event equal to a value. */
export type WindowKey =
  | { ip: string }
  | { subject: string }
  | { userId: string }
  | { metadataType: string }
  /** Every event of the type. */
  | { all: true };

export function keyCondition(key: WindowKey): SQL {
  if ('all' in key) return sql`true`;
  if ('ip' in key) return eq(events.ip, key.ip);
  if ('subject' in key) return eq(events.subject, key.subject);
  if ('userId' in key) return eq(events.userId, key.userId);
  return sql`${events.metadata}->>'type' = ${key.metadataType}`;
}

/** The text form of a key: 'ip:203.0.113.9', 'subject:ada@example.com', 'user:<id>', 'type:sign_in_failure'. */
export function keyText(key: WindowKey): string {
  if ('all' in key) return 'global';
  if ('ip' in key) return `ip:${key.ip}`;
  if ('subject' in key) return `subject:${key.subject}`;
  if ('userId' in key) return `user:${key.userId}`;
  return `type:${key.metadataType}`;
}

export interface Span {
  type: SecurityEventType;
  key: WindowKey;
  /** The window ends here (inclusive) … */
  at: Date;
  /** … and starts this long before it (exclusive). */
  windowMs: number;
}

export const inSpan = ({ type, key, at, windowMs }: Span) =>
  and(
    eq(events.type, type),
    keyCondition(key),
    gt(events.createdAt, new Date(at.getTime() - windowMs)),
    lte(events.createdAt, at),
  );

export async function countInWindow(db: Database, span: Span): Promise<number> {
  const [row] = await db.select({ n: count() }).from(events).where(inSpan(span));
  return row?.n ?? 0;
}

/** How many different values of a column the span's events have (IPs per subject, subjects per IP). */
export async function countDistinctInWindow(db: Database, span: Span, column: 'ip' | 'subject'): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(events[column]) })
    .from(events)
    .where(inSpan(span));
  return row?.n ?? 0;
}

/**
 * Events of the type and key from `since` on, with no upper bound: whether a detection was already
 * made, even by another process for a later event than this one (events arrive out of order).
 */
export async function countSince(
  db: Database,
  { type, key, since }: { type: SecurityEventType; key: WindowKey; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.type, type), keyCondition(key), gt(events.createdAt, since)));
  return row?.n ?? 0;
}

/** The different values of a column in the span (the IPs that failed for a subject). */
export async function distinctInWindow(db: Database, span: Span, column: 'ip' | 'subject'): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: events[column] })
    .from(events)
    .where(and(inSpan(span), sql`${events[column]} is not null`));
  return rows.map((row) => row.value!).sort();
}

/** The newest event of the span, if any. */
export async function latestInWindow(db: Database, span: Span) {
  const [row] = await db.select().from(events).where(inSpan(span)).orderBy(desc(events.createdAt)).limit(1);
  return row ?? null;
}

/** The newest events of the span (the evidence of an alert). */
export function recentInWindow(db: Database, span: Span, limit: number) {
  return db
    .select({ id: events.id, details: events.details, createdAt: events.createdAt, ip: events.ip })
    .from(events)
    .where(inSpan(span))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(limit);
}
