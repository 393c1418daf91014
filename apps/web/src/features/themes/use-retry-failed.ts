import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Retry runs every failed query on screen again, so one Retry button brings the whole page back. */
export function useRetryFailed() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' }),
    [queryClient],
  );
}
