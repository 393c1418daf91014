import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { ErrorState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from './messages';

/**
 * A form tab over one query (Settings, Branding): a skeleton while it loads, the failure with
 * Retry, then the form. The form is keyed by the saved data, so a save that changes it starts the
 * form again from what the server holds.
 */
export function LoadedTab<T>({
  query,
  loadingLabel,
  failure,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  failure: string;
  children: (saved: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton className="h-96 rounded-xl" aria-label={loadingLabel} />;
  if (query.isError) {
    return <ErrorState layout="banner" message={failureMessage(query.error, failure)} retry={query} />;
  }
  return <Fragment key={JSON.stringify(query.data)}>{children(query.data)}</Fragment>;
}
