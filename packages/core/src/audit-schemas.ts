import { z } from 'zod';
import {
  AUDIT_ACTION_TYPES,
  AUDIT_PAGE_SIZE,
  AUDIT_RESOURCE_TYPES,
  AUDIT_SORTS,
  AUDIT_STATUSES,
  AUDIT_TEXT,
} from './audit.ts';

const day = z.iso.date('Use a date as YYYY-MM-DD');

const auditFilters = {
  from: day.optional(),
  to: day.optional(),
  adminUserId: z.uuid().optional(),
  resourceType: z.enum(AUDIT_RESOURCE_TYPES).optional(),
  actionType: z.enum(AUDIT_ACTION_TYPES).optional(),
  status: z.enum(AUDIT_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(AUDIT_SORTS).default('timestamp'),
  order: z.enum(['asc', 'desc']).default('desc'),
};

const endNotBeforeStart = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const endBeforeStart = { message: AUDIT_TEXT.endBeforeStart, path: ['to'] };

/** GET /api/admin/audit-logs (spec 001 §7.3 audit_logs_with_admin): filters, search, sort, page. */
export const auditQuerySchema = z
  .object({
    ...auditFilters,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  })
  .refine(endNotBeforeStart, endBeforeStart);
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** GET /api/admin/audit-logs/export: the list's filters and sort, no pages (spec 001 §9: up to 10,000 rows). */
export const auditExportQuerySchema = z.object(auditFilters).refine(endNotBeforeStart, endBeforeStart);
export type AuditExportQuery = z.output<typeof auditExportQuerySchema>;
