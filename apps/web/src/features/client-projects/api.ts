import type { ClientProjectsResponse, TimeEntry } from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';

const key = (accountId: string) => ['client-projects', accountId] as const;

/** The projects developers run for the account, with their time entries. */
export function useClientProjects(accountId: string) {
  return useQuery({
    queryKey: key(accountId),
    queryFn: ({ signal }) =>
      apiGet<ClientProjectsResponse>(`/api/accounts/${encodeURIComponent(accountId)}/developer-projects`, { signal }),
  });
}

export function useApproveTimeEntry(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      apiSend<TimeEntry>(
        'POST',
        `/api/accounts/${encodeURIComponent(accountId)}/time-entries/${encodeURIComponent(entryId)}/approve`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(accountId) }),
  });
}
