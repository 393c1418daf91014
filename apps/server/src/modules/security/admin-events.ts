// The event explorer: the kept high and critical events, or (window=recent) the last hour's window of
// every severity; filters, text search in the details, pages, and a CSV of what matches (audited).
import {
  EXPORT_MAX_ROWS,
  toCsv,
  type SecurityEventItem,
  type SecurityEventList,
  type SecurityEventsExportQuery,
  type SecurityEventsQuery,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { audited, type AuditContext } from '../../lib/audit.ts';
import type { Logger } from '../../logger.ts';
import { countMatchingEvents, selectMatchingEvents, type AdminEventRow } from './queries/admin-events.ts';

const toItem = (row: AdminEventRow): SecurityEventItem => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listSecurityEvents(db: Database, query: SecurityEventsQuery): Promise<SecurityEventList> {
  const [rows, total] = await Promise.all([
    selectMatchingEvents(db, query, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    countMatchingEvents(db, query),
  ]);
  return { items: rows.map(toItem), total };
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
  const entry = {
    actionType: 'export',
    resourceType: 'report',
    resourceName: 'security-events',
    metadata: { filters: { ...query } },
  } as const;
  return audited(deps, ctx, entry, async (tx, note) => {
    const rows = await selectMatchingEvents(tx, query, { limit: EXPORT_MAX_ROWS });
    note({ metadata: { ...entry.metadata, rows: rows.length } });
    const items = rows.map(toItem);
    return `${toCsv(
      CSV_COLUMNS.map(([header]) => header),
      items.map((item) => CSV_COLUMNS.map(([, cell]) => cell(item))),
    )}\r\n`;
  });
}
