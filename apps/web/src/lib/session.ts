import type { AccountSummary, CurrentAccountSettings, GetMeResponse, MeResponse, SessionUser } from '@themeport/core';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiRequestError, fetchApi, parseApiError, setSessionExpiredListener } from './api';
import { loadedQueryClient } from './loaded-query-client';
import { SESSION_FRESH_MS, useSessionStore, type SessionSnapshot } from './session-store';

export interface Session {
  user: SessionUser;
  accounts: AccountSummary[];
  currentAccount: AccountSummary | null;
  /** The current account's timezone, date format and primary colour (null without an account). */
  currentAccountSettings: CurrentAccountSettings | null;
}

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

// toSession gives a new object; the same answer must give the same session, or every reader re-renders.
const sessions = new WeakMap<MeResponse, Session>();
function sessionOf(me: MeResponse | null): Session | null {
  if (!me) return null;
  let session = sessions.get(me);
  if (!session) {
    session = toSession(me) as Session;
    sessions.set(me, session);
  }
  return session;
}

function useSessionSnapshot(): SessionSnapshot {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * `pollMs` asks again on an interval; `isFresh` asks again when the page mounts. Otherwise an
 * answer younger than 30 s serves a new reader as it is.
 */
export function useSessionState(options: { pollMs?: number | undefined; isFresh?: boolean } = {}) {
  const store = useSessionStore();
  const snapshot = useSessionSnapshot();
  const { pollMs, isFresh = false } = options;

  useEffect(() => {
    store.ensure(isFresh ? 0 : SESSION_FRESH_MS);
  }, [store, isFresh]);

  useEffect(() => {
    if (!pollMs) return;
    const timer = setInterval(() => store.refresh().catch(() => {}), pollMs);
    return () => clearInterval(timer);
  }, [store, pollMs]);

  const status: SessionStatus =
    snapshot.status === 'loading'
      ? 'loading'
      : snapshot.status === 'error'
        ? 'error'
        : snapshot.me
          ? 'signed-in'
          : 'signed-out';
  const session = snapshot.status === 'ready' ? sessionOf(snapshot.me) : null;
  // A failed read shows in the status; the returned promise never rejects (a Retry button ignores it).
  return { status, session, refetch: () => store.refresh().catch(() => null) };
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
 * Keeps every tab in step: another tab's sign-in, sign-out or account switch reads /api/me again
 * here, and a SESSION_EXPIRED answer from any call signs this tab out.
 */
export function useSessionSync() {
  const store = useSessionStore();

  useEffect(() => {
    setSessionExpiredListener(() => {
      sessionExpired = true;
      store.set(null);
    });
    return () => setSessionExpiredListener(null);
  }, [store]);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (event: MessageEvent<AuthMessage>) => {
      if (event.data === 'account-changed') {
        void store.invalidate();
        void loadedQueryClient()?.invalidateQueries();
        return;
      }
      if (event.data === 'signed-out') {
        // A deliberate sign-out elsewhere, not an expiry: guarded pages go to plain /signin.
        sessionExpired = false;
        store.set(null);
        void store.invalidate().then(() => {
          sessionExpired = false;
        });
        return;
      }
      void store.invalidate();
    };
    return () => channel.close();
  }, [store]);
}
