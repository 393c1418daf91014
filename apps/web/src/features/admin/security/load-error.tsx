import { SECURITY_TEXT } from '@themeport/core';
import { ErrorState, type Retryable } from '@/components/query-state';
import { parseApiError } from '@/lib/api';

/** A part of the tab that failed to load: the server's reason (or the tab's own) and a retry. */
export function LoadError({ error, retry }: { error: unknown; retry: Retryable }) {
  return (
    <ErrorState layout="banner" message={parseApiError(error).message || SECURITY_TEXT.fetchFailed} retry={retry} />
  );
}
