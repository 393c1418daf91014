import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AccessSource } from '../../http/types.ts';
import { clientIp } from '../../http/client-ip.ts';
import { CURRENT_ACCOUNT_COOKIE, findMembershipRole, listMemberships, pickCurrentAccount } from '../accounts/index.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { loadSessionUser } from './service.ts';

/** The request's headers for an auth.api call, with the client IP as we resolved it. */
export function authHeaders(c: Context, config: Pick<Config, 'trustedProxyHeader' | 'trustedProxyHops'>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, config));
  return headers;
}

/** Copies the Set-Cookie headers of a better-auth answer onto ours. */
export function forwardCookies(c: Context, from: Headers): void {
  for (const cookie of from.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
}

/**
 * What the route guards (http/access.ts) ask of the app, answered with better-auth's session and
 * our membership rows; app.ts puts it on every request (provideAccess).
 */
export function createAccessSource({ auth, db, config }: { auth: Auth; db: Database; config: Config }): AccessSource {
  const sessionCookieName = auth.$context.then((ctx) => ctx.authCookies.sessionToken.name);
  return {
    async session(c) {
      const { headers, response } = await auth.api.getSession({ headers: authHeaders(c, config), returnHeaders: true });
      forwardCookies(c, headers);
      const user = response ? await loadSessionUser(db, response.user.id) : null;
      if (response && user) return { user, sessionId: response.session.id };
      return getCookie(c, await sessionCookieName) !== undefined ? 'expired' : 'none';
    },
    roleIn: (userId, accountId) => findMembershipRole(db, { accountId, userId }),
    accountCookie: (c) => getCookie(c, CURRENT_ACCOUNT_COOKIE),
    async currentAccount(c, userId) {
      const memberships = await listMemberships(db, userId);
      const id = pickCurrentAccount(memberships, getCookie(c, CURRENT_ACCOUNT_COOKIE));
      const membership = memberships.find((m) => m.id === id);
      return membership ? { id: membership.id, role: membership.role } : null;
    },
  };
}
