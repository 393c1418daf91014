import type {
  CreateProjectInput,
  CreateTimeEntryInput,
  Project,
  ProjectsResponse,
  TimeEntriesResponse,
  TimeEntry,
  TimePeriod,
  UpdateProjectInput,
  UpdateTimeEntryInput,
} from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, withQuery } from '@/lib/api';

/** The developer's projects and time: one root, so any write refreshes both cards. */
const root = ['seller-time'] as const;
const keys = {
  projects: [...root, 'projects'] as const,
  entries: (period: TimePeriod, date: string | undefined) => [...root, 'entries', period, date ?? 'today'] as const,
};

export function useProjects() {
  return useQuery({
    queryKey: keys.projects,
    queryFn: ({ signal }) => apiGet<ProjectsResponse>('/api/developer/projects', { signal }),
  });
}

export function useTimeEntries(period: TimePeriod, date: string | undefined) {
  return useQuery({
    queryKey: keys.entries(period, date),
    queryFn: ({ signal }) =>
      apiGet<TimeEntriesResponse>(withQuery('/api/developer/time-entries', { period, date }), { signal }),
    placeholderData: (previous) => previous,
  });
}

/** The CSV download of the period shown (the server names the file). */
export function exportUrl(period: TimePeriod, date: string | undefined): string {
  return withQuery('/api/developer/time-entries/export', { period, date });
}

function useTimeWrite<TArgs, TResult>(write: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export const useCreateProject = () =>
  useTimeWrite((input: CreateProjectInput) => apiSend<Project>('POST', '/api/developer/projects', input));
export const useUpdateProject = () =>
  useTimeWrite(({ id, input }: { id: string; input: UpdateProjectInput }) =>
    apiSend<Project>('PATCH', `/api/developer/projects/${encodeURIComponent(id)}`, input),
  );
export const useDeleteProject = () =>
  useTimeWrite((id: string) => apiSend<{ ok: true }>('DELETE', `/api/developer/projects/${encodeURIComponent(id)}`));
export const useCreateTimeEntry = () =>
  useTimeWrite((input: CreateTimeEntryInput) => apiSend<TimeEntry>('POST', '/api/developer/time-entries', input));
export const useUpdateTimeEntry = () =>
  useTimeWrite(({ id, input }: { id: string; input: UpdateTimeEntryInput }) =>
    apiSend<TimeEntry>('PATCH', `/api/developer/time-entries/${encodeURIComponent(id)}`, input),
  );
export const useDeleteTimeEntry = () =>
  useTimeWrite((id: string) =>
    apiSend<{ ok: true }>('DELETE', `/api/developer/time-entries/${encodeURIComponent(id)}`),
  );
export const useMarkPaid = () =>
  useTimeWrite((id: string) =>
    apiSend<TimeEntry>('POST', `/api/developer/time-entries/${encodeURIComponent(id)}/paid`),
  );
