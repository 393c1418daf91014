import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { checkMembership, optionalUser, publicRoute, requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import { MeResponseSchema, SignedOutMeResponseSchema } from './schemas.ts';
import { CURRENT_ACCOUNT_COOKIE, buildMe, setCurrentAccountCookie } from './service.ts';

const meRoute = createRoute({
  method: 'get',
  path: '/api/me',
  // Every page asks, signed in or not: a visitor without a session is an answer, not an error.
  middleware: [publicRoute()],
  tags: ['Me'],
  summary: 'The signed-in user, their accounts and the current account; { user: null } without a session',
  responses: {
    200: json(
      z.union([MeResponseSchema, SignedOutMeResponseSchema]),
      'The session, or { user: null, sessionExpired } when signed out (sessionExpired: a session cookie came that no longer works)',
    ),
  },
});

const currentAccountRoute = createRoute({
  method: 'put',
  path: '/api/me/current-account',
  middleware: [requireUser()],
  tags: ['Me'],
  summary: 'Choose the current account (cookie tp_account); only an account the user belongs to',
  request: jsonBody(z.object({ accountId: z.string() })),
  responses: {
    200: json(MeResponseSchema, 'The session with the new current account'),
    403: json(ErrorSchema, 'Not a member'),
    ...authErrors,
  },
});

export function registerMeRoutes(app: OpenAPIHono<AppEnv>, { db, config }: AppContext): void {
  app.openapi(meRoute, async (c) => {
    const user = await optionalUser(c);
    if (user === 'expired' || user === 'none') return c.json({ user: null, sessionExpired: user === 'expired' }, 200);
    return c.json(await buildMe(db, user, getCookie(c, CURRENT_ACCOUNT_COOKIE)), 200);
  });

  app.openapi(currentAccountRoute, async (c) => {
    const { accountId } = c.req.valid('json');
    const user = c.get('user');
    // Any member may choose the account (every role reads it); others get 403.
    await checkMembership(c, accountId, 'account:read');
    setCurrentAccountCookie(c, config, accountId);
    return c.json(await buildMe(db, user, accountId), 200);
  });
}
