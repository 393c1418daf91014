// The one way a route says who may call it: a guard in its createRoute({ middleware: [...] }),
// which @hono/zod-openapi runs before the validators on exactly that method and path. Guards are
// plain module-level functions: what they need from the app (the session lookup, memberships)
// arrives on the context through provideAccess(), mounted once in app.ts. Each guard declares its
// RouteAccess (route-access.ts), which the generated authorisation test reads back from the route.
import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_TEXT, hasPermission, isUuid, type PlatformRole, type SessionUser } from '@themeport/core';
import { AppError } from '../errors.ts';
import { declareAccess, parseAccountPermission, type AccountPermission } from './route-access.ts';
import type { AccessSource, AccountMembership, AppEnv } from './types.ts';

/** Puts the guards' dependencies on every request (c.var.access); mounted before any route. */
export function provideAccess(source: AccessSource): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('access', source);
    await next();
  };
}

type Guard = MiddlewareHandler<AppEnv>;

/** Anyone, signed in or not; the route may still prove the caller otherwise (a key, a token, a signature). */
export function publicRoute(): Guard {
  return declareAccess<Guard>(async (_c, next) => next(), { kind: 'public' });
}

/**
 * For a public route that answers signed-out visitors too (GET /api/me): the session's user (also
 * put on c.var), or why there is none: a session cookie came that no longer works ('expired'), or none did.
 */
export async function optionalUser(c: Context<AppEnv>): Promise<SessionUser | 'expired' | 'none'> {
  if (c.var.user) return c.var.user;
  const session = await c.var.access.session(c);
  if (session === 'expired' || session === 'none') return session;
  c.set('user', session.user);
  c.set('sessionId', session.sessionId);
  return session.user;
}

/** A valid session in the database, else 401: SESSION_EXPIRED when a cookie came, else UNAUTHENTICATED (with this text). */
async function signedInUser(c: Context<AppEnv>, signedOutMessage: string): Promise<SessionUser> {
  const user = await optionalUser(c);
  if (user === 'expired') throw new AppError('SESSION_EXPIRED', 401, AUTH_TEXT.sessionExpired);
  if (user === 'none') throw new AppError('UNAUTHENTICATED', 401, signedOutMessage);
  return user;
}

export interface UserRouteOptions {
  /** The 401 text for a caller without a session (an expired session keeps SESSION_EXPIRED). */
  signedOutMessage?: string;
  /**
   * Also resolve the user's current account (c.var.currentAccount, null without one), for routes
   * about the user that show or charge it: the cart, the library status, checkout.
   */
  currentAccount?: boolean;
}

/** Any signed-in user; data is the user's own (or their current account's, chosen among their memberships). */
export function requireUser({
  signedOutMessage = AUTH_TEXT.userNotAuthenticated,
  currentAccount = false,
}: UserRouteOptions = {}): Guard {
  return declareAccess<Guard>(
    async (c, next) => {
      const user = await signedInUser(c, signedOutMessage);
      if (currentAccount) c.set('currentAccount', await c.var.access.currentAccount(c, user.id));
      await next();
    },
    { kind: 'user' },
  );
}

/** A signed-in user with one of these platform roles (from the profile), else 403. */
export function requirePlatformRole(...roles: PlatformRole[]): Guard {
  return declareAccess<Guard>(
    async (c, next) => {
      const user = await signedInUser(c, AUTH_TEXT.userNotAuthenticated);
      if (!roles.includes(user.role)) throw new AppError('FORBIDDEN', 403, AUTH_TEXT.unauthorized);
      await next();
    },
    { kind: 'platform', roles },
  );
}

/**
 * The one membership check: the signed-in user's role in this account, read in SQL, must hold the
 * permission ('slots:write') in the matrix of packages/core; else 403 (a non-member too).
 */
export async function checkMembership(
  c: Context<AppEnv>,
  accountId: string,
  need: AccountPermission,
): Promise<AccountMembership> {
  const { resource, permission } = parseAccountPermission(need);
  const user = await signedInUser(c, AUTH_TEXT.userNotAuthenticated);
  const role = isUuid(accountId) ? await c.var.access.roleIn(user.id, accountId) : null;
  if (role === null || !hasPermission(role, resource, permission))
    throw new AppError('FORBIDDEN', 403, AUTH_TEXT.unauthorized);
  return { id: accountId, role };
}

/**
 * The one current-account middleware's work: the account the path names (:accountId), else the
 * current-account cookie (none → 400), checked by checkMembership, then on c.var.account.
 */
export async function resolveAccount(c: Context<AppEnv>, need: AccountPermission): Promise<AccountMembership> {
  await signedInUser(c, AUTH_TEXT.userNotAuthenticated);
  const accountId = c.req.param('accountId') ?? c.var.access.accountCookie(c);
  if (!accountId) throw new AppError('NO_CURRENT_ACCOUNT', 400, AUTH_TEXT.noCurrentAccount);
  const account = await checkMembership(c, accountId, need);
  c.set('account', account);
  return account;
}

/** A signed-in member of the account whose role holds the permission: requireAccount('slots:write'). */
export function requireAccount(need: AccountPermission): Guard {
  return declareAccess<Guard>(
    async (c, next) => {
      await resolveAccount(c, need);
      await next();
    },
    { kind: 'account', ...parseAccountPermission(need) },
  );
}
