import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  PLATFORM_ROLES,
  USER_STATUSES,
  createAdminUserSchema,
  updateAdminUserSchema,
  type AdminUser,
} from '@themeport/core';
import type { Context } from 'hono';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, OkSchema, authErrors, json, jsonBody, uuidParam } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { auditContext } from '../../http/audit-context.ts';
import { createAdminUser, deleteAdminUser, listAdminUsers, updateAdminUser } from './users.ts';
import { adminChangeEvents } from './user-events.ts';

const tags = ['Admin: users'];
const adminOnly = {
  403: json(
    ErrorSchema,
    'FORBIDDEN (not a platform admin), SUPERADMIN_PROTECTED (a superadmin, or another admin, changed by a non-superadmin), or REAUTH_REQUIRED (another admin changed from a session older than 5 minutes)',
  ),
  ...authErrors,
};

const AdminUserSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    email: z.string(),
    fullName: z.string(),
    role: z.enum(PLATFORM_ROLES),
    status: z.enum(USER_STATUSES),
    isSuperadmin: z.boolean(),
    emailVerified: z.boolean(),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('AdminUser');

const userParams = z.object({ userId: uuidParam('userId') });

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/users',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: 'Every user, newest first (spec 001 §2.8)',
  responses: { 200: json(z.object({ users: z.array(AdminUserSchema) }), 'The users'), ...adminOnly },
});

const createUserRoute = createRoute({
  method: 'post',
  path: '/api/admin/users',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: 'Create a verified user (password at least 8 characters; Superadmin only by a superadmin)',
  request: jsonBody(createAdminUserSchema),
  responses: {
    201: json(AdminUserSchema, 'Created'),
    400: json(ErrorSchema, 'Invalid input; `fields` names each problem'),
    409: json(ErrorSchema, 'EMAIL_TAKEN'),
    ...adminOnly,
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/admin/users/{userId}',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: 'Edit name, e-mail, role, status or the Superadmin flag; suspending ends every session at once',
  request: { params: userParams, ...jsonBody(updateAdminUserSchema) },
  responses: {
    200: json(AdminUserSchema, 'The user as they are now'),
    400: json(ErrorSchema, 'Invalid input, or suspending or demoting oneself'),
    404: json(ErrorSchema, 'USER_NOT_FOUND'),
    409: json(ErrorSchema, 'EMAIL_TAKEN'),
    ...adminOnly,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/admin/users/{userId}',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary:
    'Delete a user (never a superadmin, oneself, the only owner of an account, or a developer still owed money or with a payout processing)',
  request: { params: userParams },
  responses: {
    200: json(OkSchema, 'Deleted'),
    400: json(ErrorSchema, 'Oneself'),
    404: json(ErrorSchema, 'USER_NOT_FOUND'),
    409: json(
      ErrorSchema,
      'LAST_OWNER, or SELLER_MONEY_OPEN: the developer is still owed money or has a payout processing',
    ),
    ...adminOnly,
  },
});

export function registerAdminUserRoutes(app: OpenAPIHono<AppEnv>, { db, logger, config, security }: AppContext): void {
  const deps = { db, logger };
  const record = async (c: Context<AppEnv>, before: AdminUser | null, after: AdminUser | null) => {
    for (const event of adminChangeEvents(c.get('user').id, before, after)) await security.recordRequest(c, event);
  };
  app.openapi(listRoute, async (c) => c.json({ users: await listAdminUsers(db) }, 200));
  app.openapi(createUserRoute, async (c) => {
    const user = await createAdminUser(deps, auditContext(c, config), c.req.valid('json'));
    await record(c, null, user);
    return c.json(user, 201);
  });
  app.openapi(updateRoute, async (c) => {
    const { before, after } = await updateAdminUser(
      deps,
      auditContext(c, config),
      c.req.valid('param').userId,
      c.req.valid('json'),
    );
    await record(c, before, after);
    return c.json(after, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const before = await deleteAdminUser(deps, auditContext(c, config), c.req.valid('param').userId);
    await record(c, before, null);
    return c.json({ ok: true as const }, 200);
  });
}
