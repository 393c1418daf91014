import type { AccountRole, SessionUser } from '@themeport/core';

/** Hono environment shared by every route and middleware of the app. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set by requireUser. */
    user: SessionUser;
    sessionId: string;
    /** Set by requireAccountMember. */
    account: { id: string; role: AccountRole };
  };
}
