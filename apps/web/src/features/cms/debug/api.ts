import type { DiagnosticsReport } from '@themeport/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** GET …/diagnostics: the account's report; the Debug tab shows the part about this site. */
export function useDiagnostics(accountId: string) {
  return useQuery({
    queryKey: ['cms', accountId, 'diagnostics'],
    queryFn: ({ signal }) =>
      apiGet<DiagnosticsReport>(`/api/accounts/${encodeURIComponent(accountId)}/diagnostics`, { signal }),
    // Counts and errors change with every edit elsewhere: opening the tab reads afresh.
    staleTime: 0,
  });
}
