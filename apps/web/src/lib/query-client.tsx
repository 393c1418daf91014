import { hydrate, QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { ApiRequestError } from './api';
import { loadedQueryClient, registerQueryClient, takeServerQueries } from './loaded-query-client';

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

/** The tab's client, made when the first part that needs it loads, from the cache the server rendered with. */
function browserQueryClient(): QueryClient {
  let client = loadedQueryClient();
  if (!client) {
    client = createQueryClient({ isServer: false });
    const queries = takeServerQueries();
    if (queries) hydrate(client, queries);
    registerQueryClient(client);
  }
  return client;
}

/**
 * Around each part that reads through TanStack Query: the pages after the home page, the
 * signed-in header (decision 046). The query library loads with the first such part, not with
 * the storefront. On the server the render's own client is already provided, and used.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={browserQueryClient()}>{children}</QueryClientProvider>;
}

/** A lazy part that reads through the query cache, in its own QueryScope (its chunk's default export). */
export function withQueryScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function Scoped(props: P) {
    return (
      <QueryScope>
        <Component {...props} />
      </QueryScope>
    );
  };
}
