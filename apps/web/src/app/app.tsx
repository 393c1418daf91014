import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { SessionStoreContext, type SessionStore } from '@/lib/session-store';
import { useIsHydrated } from '@/lib/use-is-hydrated';

/**
 * A server-rendered page shows its buttons, filters and fields before its script has run, and a
 * click or choice made then would be lost: they stay disabled (a disabled fieldset disables every
 * control in it) until the page is hydrated.
 */
function InteractiveOnceHydrated({ children }: { children: ReactNode }) {
  const isHydrated = useIsHydrated();
  return (
    <fieldset disabled={!isHydrated} role="none" className="contents">
      {children}
    </fieldset>
  );
}

/**
 * The providers around the router, the same on both sides so the server's HTML hydrates as is.
 * The query cache is not one of them: the parts that read through it bring it (QueryScope in
 * lib/query-client.tsx), so the storefront's first load goes without it (decision 046).
 */
export function AppProviders({ sessionStore, children }: { sessionStore: SessionStore; children: ReactNode }) {
  return (
    <SessionStoreContext value={sessionStore}>
      <InteractiveOnceHydrated>{children}</InteractiveOnceHydrated>
      <Toaster />
    </SessionStoreContext>
  );
}
