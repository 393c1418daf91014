import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { TEAM_TEXT, isUuid } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { requireAccount, requireUser } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, OkSchema, accountParamSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { auditContext } from '../../http/audit-context.ts';
import { changeMemberRole, leaveAccount, listMembers, removeMember, transferOwnership } from './members.ts';
import { MemberSchema, RoleChangeSchema, TransferSchema, memberParamSchema } from './schemas.ts';

const tags = ['Team'];
const base = '/api/accounts/{accountId}/members';
const refusals = {
  403: json(ErrorSchema, 'Not allowed: the role, or a member or role above your own'),
  404: json(ErrorSchema, 'MEMBER_NOT_FOUND'),
  409: json(ErrorSchema, 'LAST_OWNER: the account would be left without an owner'),
  ...authErrors,
};

const listRoute = createRoute({
  method: 'get',
  path: base,
  middleware: [requireAccount('members:read')],
  tags,
  summary: "The account's members with name, e-mail and role (any member)",
  request: { params: accountParamSchema },
  responses: { 200: json(z.object({ members: z.array(MemberSchema) }), 'The members'), ...authErrors },
});

const roleRoute = createRoute({
  method: 'patch',
  path: `${base}/{userId}`,
  middleware: [requireAccount('members:write')],
  tags,
  summary: "Change a member's role: not above your own, never the last owner (owner, admin)",
  request: { params: memberParamSchema, ...jsonBody(RoleChangeSchema) },
  responses: { 200: json(OkSchema, 'Changed'), 400: json(ErrorSchema, 'Invalid input'), ...refusals },
});

const removeRoute = createRoute({
  method: 'delete',
  path: `${base}/{userId}`,
  middleware: [requireAccount('members:delete')],
  tags,
  summary: 'Remove a member whose role is not above yours; never the last owner (owner, admin)',
  request: { params: memberParamSchema },
  responses: { 200: json(OkSchema, 'Removed'), ...refusals },
});

const transferRoute = createRoute({
  method: 'post',
  path: '/api/accounts/{accountId}/transfer-ownership',
  middleware: [requireAccount('members:admin')],
  tags,
  summary: 'Make another member owner; you become an admin (owner)',
  request: { params: accountParamSchema, ...jsonBody(TransferSchema) },
  responses: { 200: json(OkSchema, 'Transferred'), 400: json(ErrorSchema, 'Invalid input'), ...refusals },
});

const leaveRoute = createRoute({
  method: 'delete',
  path: '/api/me/accounts/{accountId}',
  middleware: [requireUser()],
  tags,
  summary: 'Leave an account you belong to (any member; the last owner transfers ownership first)',
  request: { params: accountParamSchema },
  responses: { 200: json(OkSchema, 'Left'), ...refusals },
});

export function registerMemberRoutes(app: OpenAPIHono<AppEnv>, { db, config, security }: AppContext): void {
  const memberId = (userId: string) => {
    if (!isUuid(userId)) throw new AppError('MEMBER_NOT_FOUND', 404, TEAM_TEXT.memberNotFound);
    return userId;
  };

  app.openapi(listRoute, async (c) => c.json({ members: await listMembers(db, c.get('account').id) }, 200));

  app.openapi(roleRoute, async (c) => {
    const account = c.get('account');
    const target = memberId(c.req.valid('param').userId);
    const { role } = c.req.valid('json');
    await changeMemberRole(db, {
      accountId: account.id,
      userId: target,
      role,
      actor: { userId: c.get('user').id, role: account.role, audit: auditContext(c, config) },
    });
    await security.recordRequest(c, {
      type: 'role_change',
      details: `Account member's role set to ${role}`,
      metadata: { scope: 'account', accountId: account.id, targetUserId: target, role },
    });
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(removeRoute, async (c) => {
    const account = c.get('account');
    await removeMember(db, {
      accountId: account.id,
      userId: memberId(c.req.valid('param').userId),
      actor: { userId: c.get('user').id, role: account.role, audit: auditContext(c, config) },
    });
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(transferRoute, async (c) => {
    const account = c.get('account');
    const target = memberId(c.req.valid('json').userId);
    await transferOwnership(db, {
      accountId: account.id,
      userId: target,
      actor: { userId: c.get('user').id, role: account.role, audit: auditContext(c, config) },
    });
    await security.recordRequest(c, {
      type: 'ownership_change',
      details: 'Account ownership transferred',
      metadata: { accountId: account.id, targetUserId: target },
    });
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(leaveRoute, async (c) => {
    const { accountId } = c.req.valid('param');
    if (!isUuid(accountId)) throw new AppError('MEMBER_NOT_FOUND', 404, TEAM_TEXT.notMember);
    await leaveAccount(db, { accountId, userId: c.get('user').id, audit: auditContext(c, config) });
    return c.json({ ok: true as const }, 200);
  });
}
