import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { EMAIL_LOG_STATUSES, createEmailSchema, emailLogsQuerySchema } from '@themeport/core';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, jsonBody, uuidParam } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { auditContext } from '../../http/audit-context.ts';
import { createEmail, listEmailLogs, resendEmail } from './email-logs.ts';

const tags = ['Admin: email'];
const adminOnly = { 403: json(ErrorSchema, 'FORBIDDEN: not a platform admin'), ...authErrors };

const AdminEmailLogSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    type: z.string().openapi({ example: 'manual' }),
    status: z.enum(EMAIL_LOG_STATUSES),
    metadata: z.object({
      to: z.string(),
      subject: z.string(),
      body: z.string().nullable().openapi({ description: 'The text, for manual e-mails only' }),
      templateId: z.string().nullable(),
    }),
    error: z.string().nullable(),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('AdminEmailLog');

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/email-logs',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: 'Every e-mail sent, newest first, by status and type (spec 001 §2.10)',
  request: { query: emailLogsQuerySchema },
  responses: {
    200: json(z.object({ items: z.array(AdminEmailLogSchema), total: z.number().int() }), 'A page of the log'),
    400: json(ErrorSchema, 'Unknown status or type, or a bad page'),
    ...adminOnly,
  },
});

const createEmailRoute = createRoute({
  method: 'post',
  path: '/api/admin/email-logs',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: "Create Email: logged as manual and pending, sent through the mail adapter, then 'sent' or 'failed'",
  request: jsonBody(createEmailSchema),
  responses: {
    201: json(AdminEmailLogSchema, 'The log entry after the attempt: sent, or failed with the error'),
    400: json(ErrorSchema, 'Invalid address, subject or body, or an unknown template'),
    ...adminOnly,
  },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/api/admin/email-logs/{emailLogId}/resend',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: 'Send a failed e-mail again (the same log entry goes pending, then sent or failed)',
  request: { params: z.object({ emailLogId: uuidParam('emailLogId') }) },
  responses: {
    200: json(AdminEmailLogSchema, 'The log entry after the attempt'),
    404: json(ErrorSchema, 'EMAIL_LOG_NOT_FOUND'),
    409: json(ErrorSchema, 'EMAIL_NOT_FAILED: only a failed e-mail is resent'),
    ...adminOnly,
  },
});

export function registerAdminEmailLogRoutes(app: OpenAPIHono<AppEnv>, { db, logger, config, mail }: AppContext): void {
  const deps = { db, logger, mail };
  app.openapi(listRoute, async (c) => c.json(await listEmailLogs(db, c.req.valid('query')), 200));
  app.openapi(createEmailRoute, async (c) =>
    c.json(await createEmail(deps, auditContext(c, config), c.req.valid('json')), 201),
  );
  app.openapi(resendRoute, async (c) =>
    c.json(await resendEmail(deps, auditContext(c, config), c.req.valid('param').emailLogId), 200),
  );
}
