import { HydrationBoundary, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api';
import { useIsHydrated } from '@/lib/use-is-hydrated';

/** One per browser tab, and one per request on the server (never shared between visitors). */
export function createQueryClient({ isServer }: { isServer: boolean }): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Also what keeps hydration from refetching what the server just sent.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // One retry for network and server trouble; a 4xx answer will not change on a retry. The
        // server does not retry: a failed read gives the visitor the client-rendered page instead.
        retry: (failureCount, error) =>
          !isServer &&
          failureCount < 1 &&
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

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

/** The providers around the router, the same on both sides so the server's HTML hydrates as is. */
export function AppProviders({
  queryClient,
  state,
  children,
}: {
  queryClient: QueryClient;
  state: DehydratedState | undefined;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={state}>
        <InteractiveOnceHydrated>{children}</InteractiveOnceHydrated>
      </HydrationBoundary>
      <Toaster />
    </QueryClientProvider>
  );
}
