import { and, asc, count, desc, eq, getTableColumns, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
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
import { auditLogs, profiles, users, type AuditLogRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { audited, type AuditContext } from '../../lib/audit.ts';
import type { Logger } from '../../logger.ts';

// spec 001 §2.11–2.12, §7.3: the audit log list (filters, search, sort, 50 a page with the exact
// total, summary cards) and one entry with its related activity.

const DAY_MS = 86_400_000;

export function toAuditEntry(row: AuditLogRow): AuditLogEntry {
  return { ...row, timestamp: row.timestamp.toISOString() };
}

/**
 * A member entry (team role changes, removals, transfers) records the member's user id only; the
 * list, the detail and the export name the member from the users table: 'Full Name (e-mail)', or the
 * e-mail alone. A name written with the entry wins; a member whose user is gone keeps the id.
 */
const memberName = sql<string | null>`case when ${users.id} is null then null
  when coalesce(nullif(${profiles.fullName}, ''), nullif(${users.name}, '')) is null then ${users.email}
  else coalesce(nullif(${profiles.fullName}, ''), nullif(${users.name}, '')) || ' (' || ${users.email} || ')' end`;
const resourceName = sql<string | null>`coalesce(${auditLogs.resourceName}, ${memberName})`;

/** The audit_logs columns with the resolved resource name. */
const entryColumns = { ...getTableColumns(auditLogs), resourceName };

/** A member entry's user: its resource id is the user's id. */
const memberUser = and(eq(auditLogs.resourceType, 'member'), eq(auditLogs.resourceId, sql`${users.id}::text`));

/** The entries with the member each member entry names (and the profile's name) joined. */
function selectEntries(db: Database) {
  return db
    .select(entryColumns)
    .from(auditLogs)
    .leftJoin(users, memberUser)
    .leftJoin(profiles, eq(profiles.userId, users.id));
}

/** Counts over the same join, so a search on the member's name counts what the list shows. */
function countEntries(db: Database, where: SQL | undefined) {
  return db
    .select({
      total: count(),
      succeeded: sql<number>`count(*) filter (where ${auditLogs.status} = 'success')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${auditLogs.status} = 'failed')`.mapWith(Number),
    })
    .from(auditLogs)
    .leftJoin(users, memberUser)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where);
}

/** spec 001 §2.11 'active admins': the platform admins who may sign in (profile role admin, not suspended). */
async function countPlatformAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ admins: count() })
    .from(profiles)
    .where(and(eq(profiles.role, 'admin'), eq(profiles.status, 'active')));
  return row?.admins ?? 0;
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
    search ? or(ilike(auditLogs.resourceId, search), ilike(resourceName, search)) : undefined,
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
  const [rows, [summary], activeAdmins] = await Promise.all([
    selectEntries(db)
      .where(where)
      .orderBy(...ordered(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countEntries(db, where),
    countPlatformAdmins(db),
  ]);
  const total = summary?.total ?? 0;
  return {
    items: rows.map(toAuditEntry),
    total,
    summary: {
      total,
      successRate: successRatePercent(total, summary?.succeeded ?? 0),
      failed: summary?.failed ?? 0,
      activeAdmins,
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
      selectEntries(tx)
        .where(where)
        .orderBy(...ordered(query))
        .limit(EXPORT_MAX_ROWS),
      countEntries(tx, where),
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
  const [row] = await selectEntries(db).where(eq(auditLogs.id, id)).limit(1);
  if (!row) throw notFound;
  const related =
    row.resourceId === null
      ? []
      : await selectEntries(db)
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
