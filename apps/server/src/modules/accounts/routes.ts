import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { checkMembership, requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import { MeResponseSchema } from './schemas.ts';
import { CURRENT_ACCOUNT_COOKIE, buildMe, setCurrentAccountCookie } from './service.ts';

const meRoute = createRoute({
  method: 'get',
  path: '/api/me',
  middleware: [requireUser()],
  tags: ['Me'],
  summary: 'The signed-in user, their accounts and the current account',
  responses: { 200: json(MeResponseSchema, 'The session'), ...authErrors },
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
    return c.json(await buildMe(db, c.get('user'), getCookie(c, CURRENT_ACCOUNT_COOKIE)), 200);
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
