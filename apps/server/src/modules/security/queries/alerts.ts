import type { SecurityEventType } from '@themeport/core';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { profiles, securityAlerts, users } from '../../../db/schema.ts';

export type SecurityAlert = typeof securityAlerts.$inferSelect;
export type NewSecurityAlert = typeof securityAlerts.$inferInsert;

/** The newest alert of the rule and key whose first event came after `since`. */
export async function selectAlertSince(
  db: Database,
  { rule, dedupeKey, since }: { rule: SecurityEventType; dedupeKey: string; since: Date },
): Promise<SecurityAlert | null> {
  const [row] = await db
    .select()
    .from(securityAlerts)
    .where(
      and(
        eq(securityAlerts.rule, rule),
        eq(securityAlerts.dedupeKey, dedupeKey),
        gt(securityAlerts.firstSeenAt, since),
      ),
    )
    .orderBy(desc(securityAlerts.firstSeenAt))
    .limit(1);
  return row ?? null;
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
