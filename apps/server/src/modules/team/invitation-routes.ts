import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { TEAM_TEXT, isUuid } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { publicRoute, requireUser } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, accountParamSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { setCurrentAccountCookie } from '../accounts/index.ts';
import { acceptInvitation, lookupInvitation } from './acceptance.ts';
import { requireTeamAdmin } from './guards.ts';
import {
  cancelInvitation,
  cancelInvitations,
  invitationLink,
  listInvitations,
  resendInvitation,
  sendInvitations,
  type TeamContext,
} from './invitations.ts';
import {
  CancelInvitationsSchema,
  InvitationLookupSchema,
  InvitationSchema,
  SendInvitationsSchema,
  TokenSchema,
  invitationParamSchema,
} from './schemas.ts';

const tags = ['Team'];
const base = '/api/accounts/{accountId}/invitations';
const adminErrors = { 403: json(ErrorSchema, "'You need admin permissions to invite users.'"), ...authErrors };

const listRoute = createRoute({
  method: 'get',
  path: base,
  middleware: [requireTeamAdmin()],
  tags,
  summary: "The account's invitations, newest first (owner, admin)",
  request: { params: accountParamSchema },
  responses: { 200: json(z.object({ invitations: z.array(InvitationSchema) }), 'The invitations'), ...adminErrors },
});

const sendRoute = createRoute({
  method: 'post',
  path: base,
  middleware: [requireTeamAdmin()],
  tags,
  summary: 'Invite people by e-mail, each with a role; all rows or none (owner, admin; only owners invite owners)',
  request: { params: accountParamSchema, ...jsonBody(SendInvitationsSchema) },
  responses: {
    201: json(z.object({ invitations: z.array(InvitationSchema) }), 'Stored and mailed'),
    400: json(ErrorSchema, "INVALID_INVITATIONS with the spec's text ('Please fill in all email addresses', …)"),
    409: json(ErrorSchema, 'ALREADY_MEMBER or ALREADY_INVITED, naming the address'),
    ...adminErrors,
  },
});

const resendRoute = createRoute({
  method: 'post',
  path: `${base}/{invitationId}/resend`,
  middleware: [requireTeamAdmin()],
  tags,
  summary: 'Send a pending invitation again: new link, new expiry (owner, admin; only owners resend owner invitations)',
  request: { params: invitationParamSchema },
  responses: {
    200: json(InvitationSchema, 'Sent again'),
    404: json(ErrorSchema, 'INVITATION_NOT_FOUND'),
    409: json(ErrorSchema, 'INVITATION_NOT_PENDING'),
    ...adminErrors,
  },
});

const linkRoute = createRoute({
  method: 'get',
  path: `${base}/{invitationId}/link`,
  middleware: [requireTeamAdmin()],
  tags,
  summary: "A pending invitation's link, for Copy Link (owner, admin; only owners copy owner invitations)",
  request: { params: invitationParamSchema },
  responses: {
    200: json(z.object({ url: z.string() }), 'The link'),
    404: json(ErrorSchema, 'INVITATION_NOT_FOUND'),
    409: json(ErrorSchema, 'INVITATION_NOT_PENDING'),
    ...adminErrors,
  },
});

const cancelOneRoute = createRoute({
  method: 'delete',
  path: `${base}/{invitationId}`,
  middleware: [requireTeamAdmin()],
  tags,
  summary: 'Cancel a pending invitation (owner, admin)',
  request: { params: invitationParamSchema },
  responses: {
    200: json(z.object({ cancelled: z.number().int() }), 'Cancelled'),
    404: json(ErrorSchema, 'INVITATION_NOT_FOUND'),
    409: json(ErrorSchema, 'INVITATION_NOT_PENDING'),
    ...adminErrors,
  },
});

const cancelManyRoute = createRoute({
  method: 'post',
  path: `${base}/cancel`,
  middleware: [requireTeamAdmin()],
  tags,
  summary: 'Cancel several invitations; those not pending are left as they are (owner, admin)',
  request: { params: accountParamSchema, ...jsonBody(CancelInvitationsSchema) },
  responses: { 200: json(z.object({ cancelled: z.number().int() }), 'How many were cancelled'), ...adminErrors },
});

const lookupRoute = createRoute({
  method: 'post',
  path: '/api/invitations/lookup',
  middleware: [publicRoute()],
  tags,
  summary:
    "What the acceptance page shows for a token (the link's secret proves the caller; sent in the body, not the URL)",
  request: jsonBody(TokenSchema),
  responses: {
    200: json(InvitationLookupSchema, 'valid (with account, role, e-mail, inviter), expired, used or cancelled'),
    404: json(ErrorSchema, "INVITATION_NOT_FOUND 'Invitation not found'"),
    400: json(ErrorSchema, 'Invalid input'),
  },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/api/invitations/accept',
  middleware: [requireUser()],
  tags,
  summary:
    "Join the account with the invitation's role; the signed-in e-mail must be the invited one; tp_account then names it",
  request: jsonBody(TokenSchema),
  responses: {
    200: json(z.object({ accountId: z.string() }), 'Joined'),
    403: json(ErrorSchema, 'INVITATION_EMAIL_MISMATCH, naming the invited address'),
    404: json(ErrorSchema, 'INVITATION_NOT_FOUND'),
    409: json(ErrorSchema, 'INVITATION_USED'),
    410: json(ErrorSchema, 'INVITATION_EXPIRED or INVITATION_CANCELLED'),
    ...authErrors,
  },
});

export function registerInvitationRoutes(app: OpenAPIHono<AppEnv>, { auth, db, mail, config }: AppContext): void {
  const ctx: TeamContext = { db, mail, publicUrl: config.publicUrl, secret: async () => (await auth.$context).secret };

  app.openapi(listRoute, async (c) => {
    return c.json({ invitations: await listInvitations(db, c.get('account').id) }, 200);
  });

  app.openapi(sendRoute, async (c) => {
    const account = c.get('account');
    const created = await sendInvitations(ctx, {
      accountId: account.id,
      actor: { userId: c.get('user').id, role: account.role },
      rows: c.req.valid('json').invitations,
    });
    return c.json({ invitations: created }, 201);
  });

  app.openapi(resendRoute, async (c) => {
    const { invitationId } = c.req.valid('param');
    if (!isUuid(invitationId)) throw new AppError('INVITATION_NOT_FOUND', 404, TEAM_TEXT.notFound);
    const account = c.get('account');
    const invitation = await resendInvitation(ctx, {
      accountId: account.id,
      invitationId,
      actor: { userId: c.get('user').id, role: account.role },
    });
    return c.json(invitation, 200);
  });

  app.openapi(linkRoute, async (c) => {
    const { invitationId } = c.req.valid('param');
    if (!isUuid(invitationId)) throw new AppError('INVITATION_NOT_FOUND', 404, TEAM_TEXT.notFound);
    const account = c.get('account');
    const url = await invitationLink(ctx, { accountId: account.id, invitationId, actor: { role: account.role } });
    return c.json({ url }, 200);
  });

  app.openapi(cancelOneRoute, async (c) => {
    const { invitationId } = c.req.valid('param');
    if (!isUuid(invitationId)) throw new AppError('INVITATION_NOT_FOUND', 404, TEAM_TEXT.notFound);
    await cancelInvitation(db, { accountId: c.get('account').id, invitationId });
    return c.json({ cancelled: 1 }, 200);
  });

  app.openapi(cancelManyRoute, async (c) => {
    const ids = c.req.valid('json').invitationIds.filter(isUuid);
    return c.json(
      { cancelled: await cancelInvitations(db, { accountId: c.get('account').id, invitationIds: ids }) },
      200,
    );
  });

  app.openapi(lookupRoute, async (c) => {
    return c.json(await lookupInvitation(db, c.req.valid('json').token), 200);
  });

  app.openapi(acceptRoute, async (c) => {
    const { accountId } = await acceptInvitation(db, c.get('user'), c.req.valid('json').token);
    setCurrentAccountCookie(c, config, accountId);
    return c.json({ accountId }, 200);
  });
}
