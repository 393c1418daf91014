import type { AccountRole, SessionUser } from '@themeport/core';
import type { AccessSource, AccountMembership } from './access.ts';

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
