import { DATE_RANGE_TEXT } from './date-range.ts';

// spec 001 §3 Audit log, §9 audit logging: what an audit entry records, its action and resource
// types, and the redaction of secret-looking keys. The server writes entries in the transaction
// of the change they record (docs/decisions/023-audit-log.md).

export const AUDIT_ACTION_TYPES = [
  'create',
  'update',
  'delete',
  'view',
  'export',
  'login',
  'logout',
  'permission_change',
  'bulk_action',
] as const;
export type AuditActionType = (typeof AUDIT_ACTION_TYPES)[number];

/** spec 001 §9's resource types, plus 'account' and 'member' for the account changes issue 12 audits. */
export const AUDIT_RESOURCE_TYPES = [
  'user',
  'theme',
  'subscription',
  'payment',
  'review',
  'email',
  'settings',
  'report',
  'system',
  'account',
  'member',
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

export const AUDIT_STATUSES = ['success', 'failed', 'partial'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

/** spec 001 §9: keys containing any of these words (any case) are replaced, nested objects too. */
export const REDACTED_KEY_PARTS = [
  'password',
  'token',
  'secret',
  'api_key',
  'private_key',
  'credit_card',
  'ssn',
  'social_security',
] as const;
export const REDACTED = '[REDACTED]';

/** 'apiKey', 'api-key' and 'API_KEY' all read as api_key. */
function isSecretKey(key: string): boolean {
  const snake = key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s]/g, '_')
    .toLowerCase();
  return REDACTED_KEY_PARTS.some((part) => snake.includes(part));
}

/** A copy of `value` with every secret-looking key's value replaced by '[REDACTED]', at any depth. */
export function redactSecrets<T>(value: T): T {
  return redact(value, new WeakSet()) as T;
}

function redact(value: unknown, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, seen));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = isSecretKey(key) ? REDACTED : redact(inner, seen);
  return out;
}

/** spec 001 §3 changes {before, after, fields}: the keys whose values differ, and only those values. */
export interface AuditChanges {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  fields: string[];
}

export function diffChanges(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (from: Record<string, unknown>) =>
    Object.fromEntries(fields.filter((key) => key in from).map((key) => [key, from[key]]));
  return redactSecrets({ before: pick(before), after: pick(after), fields });
}

/** spec 001 §9 audit list: 50 a page, newest first, the last 7 days unless told. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_DEFAULT_RANGE_DAYS = 7;
export const AUDIT_RELATED_SHOWN = 10;
export const AUDIT_SORTS = ['timestamp', 'action_type', 'resource_type', 'status', 'admin_email'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

export const AUDIT_TEXT = {
  fetchFailed: 'Failed to fetch audit logs',
  fetchOneFailed: 'Failed to fetch audit log',
  relatedFailed: 'Failed to fetch related audit logs',
  notFoundTitle: 'Audit Log Not Found',
  notFound: 'The requested audit log could not be found.',
  // Ours (spec 001 §5 says the end cannot be before the start).
  endBeforeStart: DATE_RANGE_TEXT.endBeforeStart,
} as const;

/** An audit entry as the admin portal shows it. */
export interface AuditLogEntry {
  id: string;
  timestamp: string;
  adminUserId: string | null;
  adminEmail: string;
  adminFullName: string | null;
  adminRole: string;
  accountId: string | null;
  actionType: AuditActionType;
  resourceType: AuditResourceType;
  resourceId: string | null;
  resourceName: string | null;
  changes: AuditChanges | null;
  ipAddress: string | null;
  userAgent: string | null;
  sessionId: string | null;
  requestId: string | null;
  status: AuditStatus;
  errorDetails: { message: string; name: string } | null;
  metadata: Record<string, unknown>;
}

export interface AuditLogList {
  items: AuditLogEntry[];
  /** The exact count of entries matching the filters. */
  total: number;
  /** spec 001 §2.11 cards over the filtered entries. */
  summary: { total: number; successRate: number; failed: number; activeAdmins: number };
}

/** spec 001 §9: what an export fetches, up to EXPORT_MAX_ROWS entries in the list's order. */
export interface AuditLogExport {
  items: AuditLogEntry[];
  /** The exact count of entries matching the filters (more than items.length when capped). */
  total: number;
}

export interface AuditLogDetail {
  entry: AuditLogEntry;
  /** Up to AUDIT_RELATED_SHOWN other entries on the same resource, newest first. */
  related: AuditLogEntry[];
}

/** spec 001 §2.11: success rate as a rounded percent (100 for no entries). */
export function successRatePercent(total: number, succeeded: number): number {
  return total === 0 ? 100 : Math.round((succeeded / total) * 100);
}
