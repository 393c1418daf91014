import type { DehydratedState, QueryClient } from '@tanstack/react-query';

// The tab's query client once a page that reads through it has loaded (lib/query-client.ts);
// until then the storefront has no query cache to touch. A type import only: this module is in
// every page's first load, TanStack Query is not (decision 046).
let client: QueryClient | undefined;
// The cache the server rendered this page with, for the client to start from once it is made.
let serverQueries: DehydratedState | undefined;

export function setServerQueries(queries: DehydratedState | undefined) {
  serverQueries = queries;
}

export function takeServerQueries(): DehydratedState | undefined {
  const queries = serverQueries;
  serverQueries = undefined;
  return queries;
}

export function loadedQueryClient(): QueryClient | undefined {
  return client;
}

export function registerQueryClient(next: QueryClient) {
  client = next;
}
