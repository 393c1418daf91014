import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { emailTemplateSchema } from '@themeport/core';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, OkSchema, authErrors, json, jsonBody, uuidParam } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { auditContext } from '../../http/audit-context.ts';
import {
  createEmailTemplate,
  deleteEmailTemplate,
  listEmailTemplates,
  updateEmailTemplate,
} from './email-templates.ts';

const tags = ['Admin: email'];
const adminOnly = { 403: json(ErrorSchema, 'FORBIDDEN: not a platform admin'), ...authErrors };

const EmailTemplateSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    name: z.string(),
    subject: z.string(),
    body: z.string(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('EmailTemplate');

const templateParams = z.object({ templateId: uuidParam('templateId') });
const invalid = json(ErrorSchema, 'Missing or too long name, subject or body');
const notFound = json(ErrorSchema, 'EMAIL_TEMPLATE_NOT_FOUND');

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/email-templates',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: "The templates of Create Email's chooser, newest first (spec 001 §3, §7.3)",
  responses: { 200: json(z.object({ templates: z.array(EmailTemplateSchema) }), 'The templates'), ...adminOnly },
});

const createTemplateRoute = createRoute({
  method: 'post',
  path: '/api/admin/email-templates',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: 'Add a template (audited)',
  request: jsonBody(emailTemplateSchema),
  responses: { 201: json(EmailTemplateSchema, 'The template'), 400: invalid, ...adminOnly },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/admin/email-templates/{templateId}',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: "Replace a template's name, subject and body (audited)",
  request: { params: templateParams, ...jsonBody(emailTemplateSchema) },
  responses: { 200: json(EmailTemplateSchema, 'The template'), 400: invalid, 404: notFound, ...adminOnly },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/admin/email-templates/{templateId}',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: 'Delete a template (audited); e-mails sent from it keep its id',
  request: { params: templateParams },
  responses: { 200: json(OkSchema, 'Deleted'), 404: notFound, ...adminOnly },
});

export function registerAdminEmailTemplateRoutes(app: OpenAPIHono<AppEnv>, { db, logger, config }: AppContext): void {
  const deps = { db, logger };
  app.openapi(listRoute, async (c) => c.json({ templates: await listEmailTemplates(db) }, 200));
  app.openapi(createTemplateRoute, async (c) =>
    c.json(await createEmailTemplate(deps, auditContext(c, config), c.req.valid('json')), 201),
  );
  app.openapi(updateRoute, async (c) =>
    c.json(
      await updateEmailTemplate(deps, auditContext(c, config), c.req.valid('param').templateId, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(deleteRoute, async (c) => {
    await deleteEmailTemplate(deps, auditContext(c, config), c.req.valid('param').templateId);
    return c.json({ ok: true as const }, 200);
  });
}
