// The alert inbox's reads and moves (admin-alerts.ts holds the rules and the shaping).
import type { SecurityAlertStatus } from '@themeport/core';
import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { securityAlerts, users } from '../../../db/schema.ts';

const acknowledger = alias(users, 'acknowledger');
const resolver = alias(users, 'resolver');

function selectAlertsWithEmails(db: Database) {
  return db
    .select({
      ...getTableColumns(securityAlerts),
      acknowledgedByEmail: acknowledger.email,
      resolvedByEmail: resolver.email,
    })
    .from(securityAlerts)
    .leftJoin(acknowledger, eq(acknowledger.id, securityAlerts.acknowledgedBy))
    .leftJoin(resolver, eq(resolver.id, securityAlerts.resolvedBy));
}

/** An alert with the e-mails of who acknowledged and resolved it. */
export type AdminAlertRow = typeof securityAlerts.$inferSelect & {
  acknowledgedByEmail: string | null;
  resolvedByEmail: string | null;
};

/** One page of the alerts (of a status, if given), the latest seen first, and how many match. */
export async function selectAlertPage(
  db: Database,
  { status, limit, offset }: { status?: SecurityAlertStatus | undefined; limit: number; offset: number },
): Promise<{ rows: AdminAlertRow[]; total: number }> {
  const where = status ? eq(securityAlerts.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    selectAlertsWithEmails(db)
      .where(where)
      .orderBy(desc(securityAlerts.lastSeenAt), desc(securityAlerts.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(securityAlerts).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function selectAlertWithEmails(db: Database, id: string): Promise<AdminAlertRow | null> {
  const [row] = await selectAlertsWithEmails(db).where(eq(securityAlerts.id, id)).limit(1);
  return row ?? null;
}

/** Who moved an alert and when; null clears a stamp. */
export interface AlertStamps {
  acknowledgedAt?: Date | null;
  acknowledgedBy?: string | null;
  resolvedAt?: Date | null;
  resolvedBy?: string | null;
}

/**
 * Moves an alert only from the status `from` (another admin's move in between makes this one
 * change nothing); false when it did not move.
 */
export async function moveAlertRow(
  db: Database,
  { id, from, to, stamps }: { id: string; from: SecurityAlertStatus; to: SecurityAlertStatus; stamps: AlertStamps },
): Promise<boolean> {
  const [moved] = await db
    .update(securityAlerts)
    .set({ status: to, ...stamps })
    .where(and(eq(securityAlerts.id, id), eq(securityAlerts.status, from)))
    .returning({ status: securityAlerts.status });
  return moved !== undefined;
}
