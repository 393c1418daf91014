import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { deleteCookie, getCookie } from 'hono/cookie';
import { ACCOUNT_ROLES, PLANS, accountDeleteSchema, accountSettingsPatchSchema } from '@themeport/core';
import type { PaymentProvider } from '../../adapters/payments/index.ts';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import { requireAccount } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, accountParamSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import { auditContext } from '../../http/audit-context.ts';
import type { AppEnv } from '../../http/types.ts';
import { deleteAccount } from './delete-account.ts';
import { MeResponseSchema } from './schemas.ts';
import { CURRENT_ACCOUNT_COOKIE, buildMe, setCurrentAccountCookie } from './service.ts';
import { getAccountSettings, updateAccountSettings } from './settings-service.ts';

const tags = ['Account settings'];
const path = '/api/accounts/{accountId}/settings';

const figure = z.object({ used: z.number().int(), limit: z.number().int() });
const AccountSettingsSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    name: z.string(),
    plan: z.enum(PLANS),
    role: z.enum(ACCOUNT_ROLES),
    settings: z.object({ timezone: z.string(), date_format: z.string() }),
    branding: z.object({ primary_color: z.string(), custom_domain: z.string().nullable() }),
    usage: z.object({
      users: figure,
      storage: z.object({ usedBytes: z.number().int(), limitMb: z.number().int() }),
      sites: figure,
      apiCalls: figure.extend({ month: z.string().openapi({ example: '2026-11' }) }),
    }),
    permissions: z.object({
      canEditGeneral: z.boolean(),
      canEditColor: z.boolean(),
      canEditDomain: z.boolean(),
      canSeeBilling: z.boolean(),
      canManageTeam: z.boolean(),
      canDeleteAccount: z.boolean(),
    }),
  })
  .openapi('AccountSettings');

const memberErrors = { 403: json(ErrorSchema, 'Not a member of the account (FORBIDDEN)'), ...authErrors };

const getRoute = createRoute({
  method: 'get',
  path,
  middleware: [requireAccount('account:read')],
  tags,
  summary:
    "The account's name, settings, branding, usage beside its limits, and what the caller may change (any member)",
  request: { params: accountParamSchema },
  responses: { 200: json(AccountSettingsSchema, 'The settings'), ...memberErrors },
});

const patchRoute = createRoute({
  method: 'patch',
  path,
  middleware: [requireAccount('account:write')],
  tags,
  summary:
    'Change the name, timezone, date format (admin, owner), primary colour (admin, owner) or custom domain (owner)',
  description:
    "Fields left out stay as they are. Each field sent is checked against the caller's role: one refused field refuses the request (403) and nothing changes.",
  request: { params: accountParamSchema, ...jsonBody(accountSettingsPatchSchema) },
  responses: {
    200: json(AccountSettingsSchema, 'The settings as saved'),
    400: json(
      ErrorSchema,
      'Invalid input; `fields` names each problem (name 2–50 characters, listed options, #rrggbb)',
    ),
    403: json(ErrorSchema, 'Not a member, a viewer or editor, or a field the role may not change (FORBIDDEN)'),
    ...authErrors,
  },
});

const deleteRoute = createRoute({
  method: 'post',
  path: '/api/accounts/{accountId}/delete',
  middleware: [requireAccount('account:delete')],
  tags,
  summary: 'Delete the account for good after its name was typed (owner only)',
  description:
    "Cancels its subscription now (no refund, no further charge), takes its sites and custom domains offline, removes its data and stored images, and mails every member. Answers the session as /api/me does, with the current account moved to another of the caller's accounts (or none: onboarding).",
  request: { params: accountParamSchema, ...jsonBody(accountDeleteSchema) },
  responses: {
    200: json(MeResponseSchema, 'Deleted; the session without the account'),
    400: json(ErrorSchema, 'The typed name is not the account name (VALIDATION_ERROR)'),
    403: json(ErrorSchema, 'Not the owner (FORBIDDEN)'),
    502: json(ErrorSchema, 'The payment provider did not cancel the subscription; nothing was deleted'),
    ...authErrors,
  },
});

export function registerAccountSettingsRoutes(
  app: OpenAPIHono<AppEnv>,
  { db, config, mail, logger }: AppContext,
  { payments, storage }: { payments: PaymentProvider; storage: StorageAdapter },
): void {
  app.openapi(getRoute, async (c) => {
    const { id, role } = c.get('account');
    return c.json(await getAccountSettings(db, { accountId: id, role }), 200);
  });

  app.openapi(patchRoute, async (c) => {
    const { id, role } = c.get('account');
    return c.json(await updateAccountSettings(db, { accountId: id, role }, c.req.valid('json')), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id } = c.get('account');
    const user = c.get('user');
    await deleteAccount(
      { db, config, payments, storage, mail, logger },
      { accountId: id, userId: user.id, confirmName: c.req.valid('json').confirmName, audit: auditContext(c, config) },
    );
    const cookie = getCookie(c, CURRENT_ACCOUNT_COOKIE);
    const left = await buildMe(db, user, cookie === id ? undefined : cookie);
    // Without any account the deletion sent the user back to onboarding (delete-account.ts).
    const me = left.accounts.length === 0 ? { ...left, user: { ...user, onboardingNeeded: true } } : left;
    if (me.currentAccountId) setCurrentAccountCookie(c, config, me.currentAccountId);
    else deleteCookie(c, CURRENT_ACCOUNT_COOKIE, { path: '/' });
    return c.json(me, 200);
  });
}
