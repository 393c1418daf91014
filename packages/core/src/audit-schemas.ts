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

/** GET /api/admin/audit-logs (spec 001 §7.3 audit_logs_with_admin): filters, search, sort, page. */
export const auditQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    adminUserId: z.uuid().optional(),
    resourceType: z.enum(AUDIT_RESOURCE_TYPES).optional(),
    actionType: z.enum(AUDIT_ACTION_TYPES).optional(),
    status: z.enum(AUDIT_STATUSES).optional(),
    search: z.string().trim().max(100).optional(),
    sort: z.enum(AUDIT_SORTS).default('timestamp'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: AUDIT_TEXT.endBeforeStart,
    path: ['to'],
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;
