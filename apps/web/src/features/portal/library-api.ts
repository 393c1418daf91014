import type { LibraryResponse } from '@themeport/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** The current account's theme library (same 'library' key root as the theme page, so an add refreshes it). */
export function useAccountLibrary(accountId: string) {
  return useQuery({
    queryKey: ['library', 'account', accountId] as const,
    queryFn: ({ signal }) =>
      apiGet<LibraryResponse>(`/api/accounts/${encodeURIComponent(accountId)}/library`, { signal }),
  });
}
