import type { AccountSummary, CurrentAccountSettings, GetMeResponse, MeResponse, SessionUser } from '@themeport/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError, fetchApi, parseApiError, setSessionExpiredListener } from './api';

export interface Session {
  user: SessionUser;
  accounts: AccountSummary[];
  currentAccount: AccountSummary | null;
  /** The current account's timezone, date format and primary colour (null without an account). */
  currentAccountSettings: CurrentAccountSettings | null;
}

export const SESSION_QUERY_KEY = ['me'] as const;
const AUTH_CHANNEL = 'themeport-auth';

export type AuthMessage = 'signed-in' | 'signed-out' | 'account-changed';

// Set when the server said SESSION_EXPIRED; guards then send people to /signin?expired=1.
let sessionExpired = false;

export function wasSessionExpired(): boolean {
  return sessionExpired;
}

export function clearSessionExpired() {
  sessionExpired = false;
}

// Set while this tab signs out: the session is already gone, and guarded pages wait for the move
// to the home page instead of sending people to /signin.
let signingOut = false;

export function isSigningOut(): boolean {
  return signingOut;
}

export function setSigningOut(value: boolean) {
  signingOut = value;
}

/** GET /api/me through plain fetch: the header needs nothing heavier. `{ user: null }` means signed out. */
export async function fetchMe(): Promise<MeResponse | null> {
  const response = await fetchApi('/api/me', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiRequestError(await parseApiError(response));
  const me = (await response.json()) as GetMeResponse;
  if (me.user !== null) return me;
  if (me.sessionExpired) sessionExpired = true;
  return null;
}

export function toSession(me: MeResponse | null): Session | null {
  if (!me) return null;
  const currentAccount = me.accounts.find((account) => account.id === me.currentAccountId) ?? null;
  return {
    user: me.user,
    accounts: me.accounts,
    currentAccount,
    currentAccountSettings: currentAccount ? (me.currentAccountSettings ?? null) : null,
  };
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

/** `pollMs` refetches on an interval; `isFresh` re-reads the session when the page mounts. */
export function useSessionState(options: { pollMs?: number | undefined; isFresh?: boolean } = {}) {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchMe,
    select: toSession,
    retry: 1,
    refetchInterval: options.pollMs ?? false,
    ...(options.isFresh ? { staleTime: 0 } : {}),
  });
  const status: SessionStatus = query.isPending
    ? 'loading'
    : query.isError && query.data === undefined
      ? 'error'
      : query.data
        ? 'signed-in'
        : 'signed-out';
  return { status, session: query.data ?? null, refetch: query.refetch };
}

/**
 * The single seam for "who is signed in": the session, null when signed out (or when the
 * session could not be read), undefined while the first answer is on its way.
 */
export function useSession(): Session | null | undefined {
  const { status, session } = useSessionState();
  return status === 'loading' ? undefined : session;
}

export function broadcastAuth(message: AuthMessage) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/**
 * Keeps every tab in step: another tab's sign-in, sign-out or account switch refetches /api/me
 * here, and a SESSION_EXPIRED answer from any call signs this tab out.
 */
export function useSessionSync() {
  const queryClient = useQueryClient();

  useEffect(() => {
    setSessionExpiredListener(() => {
      sessionExpired = true;
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    });
    return () => setSessionExpiredListener(null);
  }, [queryClient]);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (event: MessageEvent<AuthMessage>) => {
      if (event.data === 'account-changed') {
        void queryClient.invalidateQueries();
        return;
      }
      if (event.data === 'signed-out') {
        // A deliberate sign-out elsewhere, not an expiry: guarded pages go to plain /signin.
        sessionExpired = false;
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }).then(() => {
          sessionExpired = false;
        });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    };
    return () => channel.close();
  }, [queryClient]);
}
