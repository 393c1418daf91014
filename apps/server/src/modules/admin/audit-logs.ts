import { and, asc, count, countDistinct, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_DEFAULT_RANGE_DAYS,
  AUDIT_RELATED_SHOWN,
  AUDIT_TEXT,
  EXPORT_MAX_ROWS,
  isUuid,
  successRatePercent,
  type AuditLogDetail,
  type AuditExportQuery,
  type AuditLogEntry,
  type AuditLogExport,
  type AuditLogList,
  type AuditQuery,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { auditLogs, type AuditLogRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { audited, type AuditContext } from '../../lib/audit.ts';
import type { Logger } from '../../logger.ts';

// spec 001 §2.11–2.12, §7.3: the audit log list (filters, search, sort, 50 a page with the exact
// total, summary cards) and one entry with its related activity.

const DAY_MS = 86_400_000;

export function toAuditEntry(row: AuditLogRow): AuditLogEntry {
  return { ...row, timestamp: row.timestamp.toISOString() };
}

/** From the start of `from` (default: 7 days before `now`) to the end of `to` (default: now), in UTC. */
function range(query: AuditExportQuery, now: Date): { start: Date; end: Date } {
  const start = query.from
    ? new Date(`${query.from}T00:00:00Z`)
    : new Date(now.getTime() - AUDIT_DEFAULT_RANGE_DAYS * DAY_MS);
  const end = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : new Date(now.getTime() + 1);
  return { start, end };
}

function filters(query: AuditExportQuery, now: Date): SQL | undefined {
  const { start, end } = range(query, now);
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  return and(
    gte(auditLogs.timestamp, start),
    lt(auditLogs.timestamp, end),
    query.adminUserId ? eq(auditLogs.adminUserId, query.adminUserId) : undefined,
    query.resourceType ? eq(auditLogs.resourceType, query.resourceType) : undefined,
    query.actionType ? eq(auditLogs.actionType, query.actionType) : undefined,
    query.status ? eq(auditLogs.status, query.status) : undefined,
    search ? or(ilike(auditLogs.resourceId, search), ilike(auditLogs.resourceName, search)) : undefined,
  );
}

// Enum columns sort by their text (alphabetically), not by the enum's declared order.
const SORT_COLUMNS = {
  timestamp: sql`${auditLogs.timestamp}`,
  action_type: sql`${auditLogs.actionType}::text`,
  resource_type: sql`${auditLogs.resourceType}::text`,
  status: sql`${auditLogs.status}::text`,
  admin_email: sql`${auditLogs.adminEmail}`,
} as const;

function ordered(query: AuditExportQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[query.sort]), desc(auditLogs.timestamp), desc(auditLogs.id)];
}

export async function listAuditLogs(db: Database, query: AuditQuery, now = new Date()): Promise<AuditLogList> {
  const where = filters(query, now);
  const [rows, [summary]] = await Promise.all([
    db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(...ordered(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        total: count(),
        succeeded: sql<number>`count(*) filter (where ${auditLogs.status} = 'success')`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${auditLogs.status} = 'failed')`.mapWith(Number),
        admins: countDistinct(auditLogs.adminUserId),
      })
      .from(auditLogs)
      .where(where),
  ]);
  const total = summary?.total ?? 0;
  return {
    items: rows.map(toAuditEntry),
    total,
    summary: {
      total,
      successRate: successRatePercent(total, summary?.succeeded ?? 0),
      failed: summary?.failed ?? 0,
      activeAdmins: summary?.admins ?? 0,
    },
  };
}

/**
 * spec 001 §9: the entries an export holds, up to 10,000 in the list's order, with the exact total.
 * Audited as an 'export' of a 'report', with the filters and the row count.
 */
export async function exportAuditLogs(
  deps: { db: Database; logger: Logger },
  ctx: AuditContext,
  query: AuditExportQuery,
  now = new Date(),
): Promise<AuditLogExport> {
  const where = filters(query, now);
  const { from, to, adminUserId, resourceType, actionType, status, search, sort, order } = query;
  const entry = {
    actionType: 'export',
    resourceType: 'report',
    resourceName: 'audit-logs',
    metadata: { filters: { from, to, adminUserId, resourceType, actionType, status, search, sort, order } },
  } as const;
  return audited(deps, ctx, entry, async (tx, note) => {
    const [rows, [counted]] = await Promise.all([
      tx
        .select()
        .from(auditLogs)
        .where(where)
        .orderBy(...ordered(query))
        .limit(EXPORT_MAX_ROWS),
      tx.select({ total: count() }).from(auditLogs).where(where),
    ]);
    const total = counted?.total ?? 0;
    note({ metadata: { ...entry.metadata, rows: rows.length, total } });
    return { items: rows.map(toAuditEntry), total };
  });
}

/** One entry and up to 10 other entries on the same resource, newest first; 404 'Audit Log Not Found'. */
export async function getAuditLog(db: Database, id: string): Promise<AuditLogDetail> {
  const notFound = new AppError('NOT_FOUND', 404, AUDIT_TEXT.notFound);
  if (!isUuid(id)) throw notFound;
  const [row] = await db.select().from(auditLogs).where(eq(auditLogs.id, id)).limit(1);
  if (!row) throw notFound;
  const related =
    row.resourceId === null
      ? []
      : await db
          .select()
          .from(auditLogs)
          .where(
            and(
              eq(auditLogs.resourceType, row.resourceType),
              eq(auditLogs.resourceId, row.resourceId),
              ne(auditLogs.id, row.id),
            ),
          )
          .orderBy(desc(auditLogs.timestamp), desc(auditLogs.id))
          .limit(AUDIT_RELATED_SHOWN);
  return { entry: toAuditEntry(row), related: related.map(toAuditEntry) };
}
