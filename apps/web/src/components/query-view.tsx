import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { Retryable } from './query-state';

// A query's states picked for a screen, and the loading rows most lists show: apart from
// query-state.tsx's error and empty states, which the storefront's first script carries (the
// home page shows those), while these serve the app's pages (decision 046, stop 38).

/** A stack of skeleton rows while a list loads (hidden from screen readers, like every skeleton). */
export function LoadingState({
  rows = 3,
  rowClassName = 'h-10',
  className,
}: {
  rows?: number;
  rowClassName?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-3', className)} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={rowClassName} />
      ))}
    </div>
  );
}

/** The part of a TanStack Query result QueryState reads. */
export interface QueryLike<TData> extends Retryable {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: TData | undefined;
}

/** Picks the state of a query: loading, error, empty, or the data itself. */
export function QueryState<TData>({
  query,
  loading,
  error,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<TData>;
  loading: ReactNode;
  /** The error state, usually an ErrorState with the screen's words. */
  error: (error: unknown) => ReactNode;
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError) return <>{error(query.error)}</>;
  if (query.data === undefined) return <>{loading}</>;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
