import type { LibraryResponse } from '@themeport/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The current account's theme library (under the 'library' root with the theme page's status, so an add refreshes it). */
export function useAccountLibrary(accountId: string) {
  return useQuery({
    queryKey: queryKeys.library.account(accountId),
    queryFn: ({ signal }) =>
      apiGet<LibraryResponse>(`/api/accounts/${encodeURIComponent(accountId)}/library`, { signal }),
  });
}
