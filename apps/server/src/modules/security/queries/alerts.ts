import type { SecurityEventType } from '@themeport/core';
import { and, count, desc, eq, exists, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { profiles, securityAlerts, securityRecentEvents, users } from '../../../db/schema.ts';
import { inSpan, type Span } from './window.ts';

export type SecurityAlert = typeof securityAlerts.$inferSelect;
export type NewSecurityAlert = typeof securityAlerts.$inferInsert;

const alertOfKeySince = (rule: SecurityEventType, dedupeKey: string, since: Date) =>
  and(eq(securityAlerts.rule, rule), eq(securityAlerts.dedupeKey, dedupeKey), gt(securityAlerts.firstSeenAt, since));

/** The newest alert of the rule and key whose first event came after `since`. */
export async function selectAlertSince(
  db: Database,
  { rule, dedupeKey, since }: { rule: SecurityEventType; dedupeKey: string; since: Date },
): Promise<SecurityAlert | null> {
  const [row] = await db
    .select()
    .from(securityAlerts)
    .where(alertOfKeySince(rule, dedupeKey, since))
    .orderBy(desc(securityAlerts.firstSeenAt))
    .limit(1);
  return row ?? null;
}

/**
 * Read without a lock, in one statement: whether the window holds `threshold` events of the span,
 * or an alert of the rule and key opened after `since`. Only then can raiseAlert's locked
 * transaction open or add to an alert (decision 041).
 */
export async function alertMayChange(
  db: Database,
  {
    span,
    threshold,
    rule,
    dedupeKey,
    since,
  }: { span: Span; threshold: number; rule: SecurityEventType; dedupeKey: string; since: Date },
): Promise<boolean> {
  const openAlert = db
    .select({ id: securityAlerts.id })
    .from(securityAlerts)
    .where(alertOfKeySince(rule, dedupeKey, since));
  const [row] = await db
    .select({ n: count(), open: sql<boolean>`${exists(openAlert)}` })
    .from(securityRecentEvents)
    .where(inSpan(span));
  return !!row && (row.open || row.n >= threshold);
}

/** One more event for an open alert: its count, last time and evidence. */
export async function addEventToAlert(
  db: Database,
  { id, at, evidence }: { id: string; at: Date; evidence: Record<string, unknown> },
): Promise<void> {
  await db
    .update(securityAlerts)
    .set({
      eventCount: sql`${securityAlerts.eventCount} + 1`,
      lastSeenAt: sql`greatest(${securityAlerts.lastSeenAt}, ${at.toISOString()}::timestamptz)`,
      evidence,
    })
    .where(eq(securityAlerts.id, id));
}

export async function insertAlert(db: Database, values: NewSecurityAlert): Promise<SecurityAlert> {
  const [row] = await db.insert(securityAlerts).values(values).returning();
  return row!;
}

export async function selectAlert(db: Database, id: string): Promise<SecurityAlert | null> {
  const [row] = await db.select().from(securityAlerts).where(eq(securityAlerts.id, id));
  return row ?? null;
}

/** The e-mail addresses of every platform admin. */
export async function selectAdminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.role, 'admin'));
  return rows.map((row) => row.email);
}
