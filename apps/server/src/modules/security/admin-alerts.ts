// The alert inbox: alerts by status, and an admin moving one open → acknowledged → resolved (or
// re-opening a resolved one), stamped and audited.
import {
  SECURITY_TEXT,
  canMoveAlert,
  isUuid,
  type SecurityAlert,
  type SecurityAlertList,
  type SecurityAlertStatus,
  type SecurityAlertsQuery,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { audited, type AuditContext } from '../../lib/audit.ts';
import type { Logger } from '../../logger.ts';
import { selectAlert } from './queries/alerts.ts';
import { moveAlertRow, selectAlertPage, selectAlertWithEmails, type AdminAlertRow } from './queries/admin-alerts.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toAlert(row: AdminAlertRow): SecurityAlert {
  return {
    ...row,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    acknowledgedAt: iso(row.acknowledgedAt),
    resolvedAt: iso(row.resolvedAt),
  };
}

export async function listSecurityAlerts(db: Database, query: SecurityAlertsQuery): Promise<SecurityAlertList> {
  const { rows, total } = await selectAlertPage(db, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toAlert), total };
}

/** The stamps a move sets: who acknowledged or resolved, and when; re-opening clears both. */
function stamps(to: SecurityAlertStatus, by: string | null, now: Date) {
  if (to === 'acknowledged') return { acknowledgedAt: now, acknowledgedBy: by };
  if (to === 'resolved') return { resolvedAt: now, resolvedBy: by };
  return { acknowledgedAt: null, acknowledgedBy: null, resolvedAt: null, resolvedBy: null };
}

/** 404 for an unknown alert, 400 for a move the inbox does not allow (SECURITY_ALERT_MOVES). */
export async function moveSecurityAlert(
  deps: { db: Database; logger: Logger },
  ctx: AuditContext,
  id: string,
  to: SecurityAlertStatus,
  now = new Date(),
): Promise<SecurityAlert> {
  const notFound = new AppError('NOT_FOUND', 404, SECURITY_TEXT.alertNotFound);
  if (!isUuid(id)) throw notFound;
  const current = await selectAlert(deps.db, id);
  if (!current) throw notFound;
  if (!canMoveAlert(current.status, to))
    throw new AppError('BAD_REQUEST', 400, SECURITY_TEXT.badMove(current.status, to));
  const entry = {
    actionType: 'update',
    resourceType: 'system',
    resourceId: id,
    resourceName: `security alert: ${current.summary}`.slice(0, 200),
    changes: { before: { status: current.status }, after: { status: to }, fields: ['status'] as string[] },
    metadata: { rule: current.rule, dedupeKey: current.dedupeKey, severity: current.severity },
  } as const;
  await audited(deps, ctx, entry, async (tx) => {
    // Only from the status read above: another admin's move in between makes this one a bad move.
    const moved = await moveAlertRow(tx, { id, from: current.status, to, stamps: stamps(to, ctx.userId, now) });
    if (!moved) throw new AppError('BAD_REQUEST', 400, SECURITY_TEXT.badMove(current.status, to));
  });
  return toAlert((await selectAlertWithEmails(deps.db, id))!);
}
