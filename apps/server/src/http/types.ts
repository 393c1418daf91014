import type { Context } from 'hono';
import type { AccountRole, SessionUser } from '@themeport/core';

/** Hono environment shared by every route and middleware of the app. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** What the guards need (http/access.ts), set by provideAccess. */
    access: AccessSource;
    /** Set by the guards (requireUser, requirePlatformRole, requireAccount). */
    user: SessionUser;
    sessionId: string;
    /** Set by requireAccount. */
    account: { id: string; role: AccountRole };
    /** Set by requireUser({ currentAccount: true }): the account the user works in, null without one. */
    currentAccount: AccountMembership | null;
  };
}

export interface AccountMembership {
  id: string;
  role: AccountRole;
}

/** What the guards ask of the app; the auth module answers (modules/auth/guards.ts). */
export interface AccessSource {
  /** The request's session (refreshed cookies are forwarded), or why there is none: a session cookie came ('expired') or none did. */
  session(c: Context<AppEnv>): Promise<{ user: SessionUser; sessionId: string } | 'expired' | 'none'>;
  /** The user's role in the account, null when not a member (both ids in the where). */
  roleIn(userId: string, accountId: string): Promise<AccountRole | null>;
  /** The current-account cookie's value, if any. */
  accountCookie(c: Context<AppEnv>): string | undefined;
  /** The account the user works in, as /api/me picks it: the cookie's while still a member, else the first owned, else the first; null without any. */
  currentAccount(c: Context<AppEnv>, userId: string): Promise<AccountMembership | null>;
}
