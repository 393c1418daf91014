import { HydrationBoundary, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api';

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
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
      <Toaster />
    </QueryClientProvider>
  );
}
