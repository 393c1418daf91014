import type { AuditLogEntry, ExportCell } from '@themeport/core';
import type { ExportData } from '../shared/export-file';

/** spec 001 §9: '{name}-{ISO timestamp}.{ext}' with this name. */
export const AUDIT_EXPORT_NAME = 'audit-logs';

// Timestamps stay ISO in files (the screen shows 'MMM d, yyyy HH:mm:ss').
const COLUMNS: readonly (readonly [string, (entry: AuditLogEntry) => ExportCell])[] = [
  ['ID', (entry) => entry.id],
  ['Timestamp', (entry) => entry.timestamp],
  ['Admin email', (entry) => entry.adminEmail],
  ['Admin name', (entry) => entry.adminFullName],
  ['Admin role', (entry) => entry.adminRole],
  ['Action', (entry) => entry.actionType],
  ['Resource type', (entry) => entry.resourceType],
  ['Resource ID', (entry) => entry.resourceId],
  ['Resource name', (entry) => entry.resourceName],
  ['Status', (entry) => entry.status],
  ['Changed fields', (entry) => entry.changes?.fields.join(', ')],
  ['Error', (entry) => entry.errorDetails?.message],
  ['IP address', (entry) => entry.ipAddress],
  ['User agent', (entry) => entry.userAgent],
  ['Session ID', (entry) => entry.sessionId],
  ['Request ID', (entry) => entry.requestId],
  ['Metadata', (entry) => (Object.keys(entry.metadata).length > 0 ? JSON.stringify(entry.metadata) : '')],
];

/** The table of an audit export (CSV and Excel) and the entries as they are (JSON). */
export function auditExportData(entries: readonly AuditLogEntry[]): ExportData {
  return {
    headers: COLUMNS.map(([header]) => header),
    rows: entries.map((entry) => COLUMNS.map(([, value]) => value(entry))),
    records: [...entries],
  };
}
