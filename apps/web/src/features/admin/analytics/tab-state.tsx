import { ANALYTICS_TEXT } from '@themeport/core';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/query-state';
import { LoadingState } from '@/components/query-view';
import { parseApiError } from '@/lib/api';

/** The part of a TanStack Query result a tab reads. */
export interface TabQuery {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A tab's calls as one: fetching while any is, failed when any did, refreshed together. */
export function tabQueries(queries: readonly TabQuery[]) {
  const failed = queries.find((query) => query.isError);
  return {
    isFetching: queries.some((query) => query.isFetching),
    isPending: queries.some((query) => query.isPending),
    error: failed ? failed.error : null,
    refetch: () => {
      for (const query of queries) void query.refetch();
    },
  };
}

/**
 * A tab's body: skeletons while its calls first load, spec 001 §8.2's 'Failed to fetch data' with
 * the server's reason and a retry when one fails, else the figures.
 */
export function TabState({ queries, children }: { queries: readonly TabQuery[]; children: () => ReactNode }) {
  const state = tabQueries(queries);
  if (state.error) {
    const reason = parseApiError(state.error).message;
    return (
      <ErrorState
        layout="panel"
        title={ANALYTICS_TEXT.fetchFailed}
        message={reason === ANALYTICS_TEXT.fetchFailed ? undefined : reason}
        retry={{ refetch: state.refetch, isFetching: state.isFetching }}
      />
    );
  }
  if (state.isPending) return <LoadingState rows={4} rowClassName="h-24 rounded-xl" />;
  return <>{children()}</>;
}
