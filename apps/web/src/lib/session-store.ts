import type { MeResponse } from '@themeport/core';
import { createContext, useContext } from 'react';

/** What the tab knows of /api/me: not asked yet (or asking for the first time), an answer, or a failure. */
export type SessionSnapshot =
  | { status: 'loading' }
  | { status: 'ready'; me: MeResponse | null; readAt: number }
  | { status: 'error'; error: unknown };

/** How long an answer serves new readers before they ask again (as the query cache's staleTime did). */
export const SESSION_FRESH_MS = 30_000;

/**
 * The session (GET /api/me) outside any query library, so every page's header can read it without
 * loading one (decision 046): one store per tab, and one per request on the server. Readers
 * subscribe with useSyncExternalStore (lib/session.ts); writers set an answer they already have
 * or ask the server again. Requests are shared: two readers mounting together ask once.
 */
export class SessionStore {
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private pending: Promise<MeResponse | null> | null = null;
  // Each set or refresh bumps this, so an older answer arriving late does not undo a newer one.
  private version = 0;

  /** `me` undefined: nothing known yet; null: signed out; otherwise the server's answer. */
  constructor(
    private readonly fetchMe: () => Promise<MeResponse | null>,
    me?: MeResponse | null,
  ) {
    this.snapshot = me === undefined ? { status: 'loading' } : { status: 'ready', me, readAt: Date.now() };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionSnapshot => this.snapshot;

  /** The answer now known (after sign-in, an account switch, a profile save), or null when signed out. */
  set(me: MeResponse | null) {
    this.version += 1;
    this.pending = null;
    this.publish({ status: 'ready', me, readAt: Date.now() });
  }

  /**
   * Asks /api/me again: one request for every caller meanwhile, unless `restart` (after a change
   * on the server, when an answer already on its way may be older); one retry on failure.
   */
  refresh({ restart = false }: { restart?: boolean } = {}): Promise<MeResponse | null> {
    if (this.pending && !restart) return this.pending;
    const version = ++this.version;
    const request = this.fetchMe()
      .catch(() => this.fetchMe())
      .then(
        (me) => {
          if (version === this.version) this.publish({ status: 'ready', me, readAt: Date.now() });
          return me;
        },
        (error: unknown) => {
          // A failure keeps the answer already shown (as a failed refetch did); only a first read shows it.
          if (version === this.version && this.snapshot.status !== 'ready') this.publish({ status: 'error', error });
          throw error;
        },
      )
      .finally(() => {
        if (this.pending === request) this.pending = null;
      });
    this.pending = request;
    return request;
  }

  /** Asks again without waiting on the answer or its failure (after a change the server made to the session). */
  invalidate(): Promise<void> {
    return this.refresh({ restart: true }).then(
      () => {},
      () => {},
    );
  }

  /** Refreshes when nothing is known yet or the answer is older than `maxAgeMs`. */
  ensure(maxAgeMs = SESSION_FRESH_MS) {
    const { snapshot } = this;
    const isStale = snapshot.status !== 'ready' || Date.now() - snapshot.readAt >= maxAgeMs;
    if (isStale) this.refresh().catch(() => {});
  }

  private publish(snapshot: SessionSnapshot) {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}

export const SessionStoreContext = createContext<SessionStore | null>(null);

export function useSessionStore(): SessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSessionStore needs a SessionStoreContext provider (app/app.tsx)');
  return store;
}
