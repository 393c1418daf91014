// The event explorer: the kept high and critical events, or (window=recent) the last hour's window of
// every severity; filters, text search in the details, pages, and a CSV of what matches (audited).
import {
  EXPORT_MAX_ROWS,
  isUuid,
  toCsv,
  type SecurityEventItem,
  type SecurityEventList,
  type SecurityEventsExportQuery,
  type SecurityEventsQuery,
} from '@themeport/core';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { securityEvents, securityRecentEvents, users } from '../../db/schema.ts';
import { audited, type AuditContext } from '../../lib/audit.ts';
import type { Logger } from '../../logger.ts';

const DAY_MS = 86_400_000;
type Table = typeof securityEvents | typeof securityRecentEvents;

const tableOf = (query: SecurityEventsExportQuery): Table =>
  query.window === 'recent' ? securityRecentEvents : securityEvents;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const like = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filters(table: Table, query: SecurityEventsExportQuery): SQL | undefined {
  const user = query.user?.toLowerCase();
  // A day as 'to' runs to its end (UTC); an ISO time is taken as it is.
  const to = query.to ? new Date(Date.parse(query.to) + (isDay(query.to) ? DAY_MS : 1)) : undefined;
  return and(
    query.type ? eq(table.type, query.type) : undefined,
    query.severity ? eq(table.severity, query.severity) : undefined,
    query.ip ? eq(table.ip, query.ip) : undefined,
    user
      ? isUuid(user)
        ? eq(table.userId, user)
        : or(eq(table.subject, user), sql`lower(${users.email}) = ${user}`)
      : undefined,
    query.search ? ilike(table.details, like(query.search)) : undefined,
    query.from ? gte(table.createdAt, new Date(query.from)) : undefined,
    to ? lt(table.createdAt, to) : undefined,
  );
}

function selectEvents(db: Database, table: Table) {
  return db
    .select({
      id: sql<string>`${table.id}::text`,
      type: table.type,
      severity: table.severity,
      userId: table.userId,
      userEmail: users.email,
      subject: table.subject,
      ip: table.ip,
      userAgent: table.userAgent,
      endpoint: table.endpoint,
      requestId: table.requestId,
      details: table.details,
      metadata: table.metadata,
      createdAt: table.createdAt,
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.userId));
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];
const toItem = (row: EventRow): SecurityEventItem => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listSecurityEvents(db: Database, query: SecurityEventsQuery): Promise<SecurityEventList> {
  const table = tableOf(query);
  const where = filters(table, query);
  const [rows, [counted]] = await Promise.all([
    selectEvents(db, table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(table).leftJoin(users, eq(users.id, table.userId)).where(where),
  ]);
  return { items: rows.map(toItem), total: counted?.total ?? 0 };
}

const CSV_COLUMNS: readonly (readonly [string, (item: SecurityEventItem) => string | null])[] = [
  ['id', (item) => item.id],
  ['time_utc', (item) => item.createdAt],
  ['type', (item) => item.type],
  ['severity', (item) => item.severity],
  ['user_id', (item) => item.userId],
  ['user_email', (item) => item.userEmail ?? item.subject],
  ['ip', (item) => item.ip],
  ['endpoint', (item) => item.endpoint],
  ['details', (item) => item.details],
  ['user_agent', (item) => item.userAgent],
  ['request_id', (item) => item.requestId],
  ['metadata', (item) => (Object.keys(item.metadata).length > 0 ? JSON.stringify(item.metadata) : '')],
];

/**
 * Up to EXPORT_MAX_ROWS matching events, newest first, as CSV (cells that a spreadsheet would run
 * as a formula are neutralised by toCsv); audited as an export of a report with the filters.
 */
export async function exportSecurityEvents(
  deps: { db: Database; logger: Logger },
  ctx: AuditContext,
  query: SecurityEventsExportQuery,
): Promise<string> {
  const table = tableOf(query);
  const entry = {
    actionType: 'export',
    resourceType: 'report',
    resourceName: 'security-events',
    metadata: { filters: { ...query } },
  } as const;
  return audited(deps, ctx, entry, async (tx, note) => {
    const rows = await selectEvents(tx, table)
      .where(filters(table, query))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(EXPORT_MAX_ROWS);
    note({ metadata: { ...entry.metadata, rows: rows.length } });
    const items = rows.map(toItem);
    return `${toCsv(
      CSV_COLUMNS.map(([header]) => header),
      items.map((item) => CSV_COLUMNS.map(([, cell]) => cell(item))),
    )}\r\n`;
  });
}
