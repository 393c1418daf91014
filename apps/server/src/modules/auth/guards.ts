import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { AUTH_TEXT, hasPermission, isUuid, type PlatformRole } from '@themeport/core';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { clientIp } from '../../http/client-ip.ts';
import { declareAccess, parseAccountPermission, type AccountPermission } from '../../http/route-access.ts';
import type { AppEnv } from '../../http/types.ts';
import { CURRENT_ACCOUNT_COOKIE, findMembershipRole } from '../accounts/index.ts';
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
 * Each guard carries the access it enforces (http/route-access.ts), read back from app.routes by
 * the generated authorisation test: requireUser → user, requireRole → platform roles,
 * requireAccountMember('slots:write') → that permission of the matrix.
 */
export interface Guards {
  requireUser: MiddlewareHandler<AppEnv>;
  requireRole: (...roles: PlatformRole[]) => MiddlewareHandler<AppEnv>;
  requireAccountMember: (need: AccountPermission) => MiddlewareHandler<AppEnv>;
}

export function createGuards({ auth, db, config }: { auth: Auth; db: Database; config: Config }): Guards {
  const sessionCookieName = auth.$context.then((ctx) => ctx.authCookies.sessionToken.name);

  /** A valid session in the database, else 401: SESSION_EXPIRED when a cookie came, UNAUTHENTICATED when none. */
  const requireUser: MiddlewareHandler<AppEnv> = declareAccess<MiddlewareHandler<AppEnv>>(async (c, next) => {
    const { headers, response } = await auth.api.getSession({ headers: authHeaders(c, config), returnHeaders: true });
    forwardCookies(c, headers);
    const user = response ? await loadSessionUser(db, response.user.id) : null;
    if (!response || !user) {
      if (getCookie(c, await sessionCookieName) !== undefined) {
        throw new AppError('SESSION_EXPIRED', 401, AUTH_TEXT.sessionExpired);
      }
      throw new AppError('UNAUTHENTICATED', 401, AUTH_TEXT.userNotAuthenticated);
    }
    c.set('user', user);
    c.set('sessionId', response.session.id);
    await next();
  }, { kind: 'user' });

  /** After requireUser: 403 unless the platform role (from the profile) is one of these. */
  const requireRole = (...roles: PlatformRole[]): MiddlewareHandler<AppEnv> =>
    declareAccess<MiddlewareHandler<AppEnv>>(
      async (c, next) => {
        if (!roles.includes(c.get('user').role)) throw new AppError('FORBIDDEN', 403, AUTH_TEXT.unauthorized);
        await next();
      },
      { kind: 'platform', roles },
    );

  /**
   * After requireUser: the account from the :accountId path parameter or the current-account cookie,
   * the user's membership in it checked in SQL, and the role's permission ('slots:write') read from
   * the matrix in packages/core.
   */
  const requireAccountMember = (need: AccountPermission): MiddlewareHandler<AppEnv> => {
    const { resource, permission } = parseAccountPermission(need);
    return declareAccess<MiddlewareHandler<AppEnv>>(
      async (c, next) => {
        const accountId = c.req.param('accountId') ?? getCookie(c, CURRENT_ACCOUNT_COOKIE);
        if (!accountId) throw new AppError('NO_CURRENT_ACCOUNT', 400, AUTH_TEXT.noCurrentAccount);
        const role = isUuid(accountId) ? await findMembershipRole(db, { accountId, userId: c.get('user').id }) : null;
        if (role === null || !hasPermission(role, resource, permission)) throw new AppError('FORBIDDEN', 403, AUTH_TEXT.unauthorized);
        c.set('account', { id: accountId, role });
        await next();
      },
      { kind: 'account', resource, permission },
    );
  };

  return { requireUser, requireRole, requireAccountMember };
}

