import { Loader2 } from 'lucide-react';

/** 'Loading...' with a spinner beside a toolbar while its figures are fetched again. */
export function FetchingStatus({ isFetching }: { isFetching: boolean }) {
  if (!isFetching) return null;
  return (
    <span role="status" className="flex h-8 items-center gap-1.5 text-sm text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      Loading...
    </span>
  );
}
