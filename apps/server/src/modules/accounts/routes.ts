import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { AUTH_TIMING } from '@themeport/core';
import type { Config } from '../../config.ts';
import { checkMembership, requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import type { AuthContext } from '../auth/context.ts';
import { ErrorSchema, MeResponseSchema, authErrors, json, jsonBody } from '../auth/schemas.ts';
import { buildMe } from '../auth/service.ts';
import { CURRENT_ACCOUNT_COOKIE } from './service.ts';

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
  responses: { 200: json(MeResponseSchema, 'The session with the new current account'), 403: json(ErrorSchema, 'Not a member'), ...authErrors },
});

/** tp_account: 30 days, HttpOnly, SameSite=Strict, Secure on https (spec 000 §9). */
export function setCurrentAccountCookie(c: Context, config: Pick<Config, 'isHttps'>, accountId: string): void {
  setCookie(c, CURRENT_ACCOUNT_COOKIE, accountId, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: config.isHttps,
    maxAge: AUTH_TIMING.currentAccountCookieDays * 86_400,
  });
}

export function registerMeRoutes(app: OpenAPIHono<AppEnv>, { db, config }: AuthContext): void {
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
