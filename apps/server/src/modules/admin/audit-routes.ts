import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  AUDIT_ACTION_TYPES,
  AUDIT_RESOURCE_TYPES,
  AUDIT_STATUSES,
  EXPORT_MAX_ROWS,
  auditExportQuerySchema,
  auditQuerySchema,
} from '@themeport/core';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, uuidParam } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { auditContext } from '../../http/audit-context.ts';
import { exportAuditLogs, getAuditLog, listAuditLogs } from './audit-logs.ts';

const tags = ['Admin: audit log'];
const adminOnly = { 403: json(ErrorSchema, 'FORBIDDEN: not a platform admin'), ...authErrors };

const AuditEntrySchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    timestamp: z.string().openapi({ format: 'date-time' }),
    adminUserId: z.string().nullable(),
    adminEmail: z.string(),
    adminFullName: z.string().nullable(),
    adminRole: z.string(),
    accountId: z.string().nullable(),
    actionType: z.enum(AUDIT_ACTION_TYPES),
    resourceType: z.enum(AUDIT_RESOURCE_TYPES),
    resourceId: z.string().nullable(),
    resourceName: z.string().nullable(),
    changes: z
      .object({
        before: z.record(z.string(), z.unknown()),
        after: z.record(z.string(), z.unknown()),
        fields: z.array(z.string()),
      })
      .nullable(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    sessionId: z.string().nullable(),
    requestId: z.string().nullable(),
    status: z.enum(AUDIT_STATUSES),
    errorDetails: z.object({ message: z.string(), name: z.string() }).nullable(),
    metadata: z.record(z.string(), z.unknown()),
  })
  .openapi('AuditLogEntry');

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/audit-logs',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: 'Audit entries by date range (last 7 days), admin, resource, action, status and search; 50 a page',
  request: { query: auditQuerySchema },
  responses: {
    200: json(
      z.object({
        items: z.array(AuditEntrySchema),
        total: z.number().int(),
        summary: z.object({
          total: z.number().int(),
          successRate: z.number().int(),
          failed: z.number().int(),
          activeAdmins: z.number().int(),
        }),
      }),
      'A page of entries, the exact total and the summary cards',
    ),
    400: json(ErrorSchema, 'Bad filter, or the end date before the start'),
    ...adminOnly,
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/api/admin/audit-logs/export',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: `Up to ${EXPORT_MAX_ROWS.toLocaleString('en-US')} entries matching the list's filters, for an export (audited)`,
  request: { query: auditExportQuerySchema },
  responses: {
    200: json(
      z.object({ items: z.array(AuditEntrySchema), total: z.number().int() }),
      'The entries in the list order and the exact total (more than the entries when capped)',
    ),
    400: json(ErrorSchema, 'Bad filter, or the end date before the start'),
    ...adminOnly,
  },
});

const oneRoute = createRoute({
  method: 'get',
  path: '/api/admin/audit-logs/{auditLogId}',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: 'One entry with up to 10 other entries on the same resource',
  request: { params: z.object({ auditLogId: uuidParam('auditLogId') }) },
  responses: {
    200: json(z.object({ entry: AuditEntrySchema, related: z.array(AuditEntrySchema) }), 'The entry'),
    404: json(ErrorSchema, 'The requested audit log could not be found.'),
    ...adminOnly,
  },
});

export function registerAdminAuditRoutes(app: OpenAPIHono<AppEnv>, { db, logger, config }: AppContext): void {
  app.openapi(listRoute, async (c) => c.json(await listAuditLogs(db, c.req.valid('query')), 200));
  // Before {auditLogId}, which would otherwise take 'export' for an id.
  app.openapi(exportRoute, async (c) =>
    c.json(await exportAuditLogs({ db, logger }, auditContext(c, config), c.req.valid('query')), 200),
  );
  app.openapi(oneRoute, async (c) => c.json(await getAuditLog(db, c.req.valid('param').auditLogId), 200));
}
