import type {
  AccessCheckResponse,
  AppLogEntry,
  AppLogLevel,
  DeploySiteInput,
  DiagnosticsReport,
  LibraryResponse,
  SiteSlot,
  SlotsResponse,
  ThemeUpdateResponse,
  UpdateSiteInput,
} from '@themeport/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, withQuery } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const accountPath = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}`;
const slotPath = (accountId: string, slotId: string) => `${accountPath(accountId)}/slots/${encodeURIComponent(slotId)}`;

export interface LogFilters {
  level: AppLogLevel | '';
  q: string;
}

export const slotKeys = {
  slots: queryKeys.slots.account,
  logsRoot: (accountId: string) => ['app-logs', accountId] as const,
  logs: (accountId: string, filters: LogFilters) => ['app-logs', accountId, filters] as const,
  accessCheck: (accountId: string) => ['app-logs', accountId, 'access-check'] as const,
  // The portal's library card reads the same key, so adding a theme anywhere refreshes both.
  library: queryKeys.library.account,
};

/** GET /api/accounts/:accountId/slots: active slots, restorable removals, usage and whether this user may change them. */
export function useSlots(accountId: string) {
  return useQuery({
    queryKey: slotKeys.slots(accountId),
    queryFn: ({ signal }) => apiGet<SlotsResponse>(`${accountPath(accountId)}/slots`, { signal }),
  });
}

/** The account's theme library: the themes a site can be made from. */
export function useLibraryThemes(accountId: string) {
  return useQuery({
    queryKey: slotKeys.library(accountId),
    queryFn: ({ signal }) => apiGet<LibraryResponse>(`${accountPath(accountId)}/library`, { signal }),
  });
}

/** Every slot change writes an application-log line, so both lists are refreshed. */
function useRefreshSlots(accountId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: slotKeys.slots(accountId) });
    void queryClient.invalidateQueries({ queryKey: slotKeys.logsRoot(accountId) });
  };
}

/** ✎ POST …/slots: the deploy flow (capacity, library check, clone, slot) on the server. */
export function useDeploySite(accountId: string) {
  const refresh = useRefreshSlots(accountId);
  return useMutation({
    mutationFn: (input: DeploySiteInput) => apiSend<SiteSlot>('POST', `${accountPath(accountId)}/slots`, input),
    onSettled: refresh,
  });
}

/** ✎ PATCH …/slots/:slotId: rename, or switch the theme (the site's content is replaced). */
export function useUpdateSite(accountId: string) {
  const refresh = useRefreshSlots(accountId);
  return useMutation({
    mutationFn: ({ slotId, ...input }: UpdateSiteInput & { slotId: string }) =>
      apiSend<SiteSlot>('PATCH', slotPath(accountId, slotId), input),
    onSettled: refresh,
  });
}

/** ✎ DELETE …/slots/:slotId: the slot becomes inactive; its content is kept for SITE_RESTORE_DAYS. */
export function useRemoveSite(accountId: string) {
  const refresh = useRefreshSlots(accountId);
  return useMutation({
    mutationFn: (slotId: string) => apiSend<SiteSlot>('DELETE', slotPath(accountId, slotId)),
    onSettled: refresh,
  });
}

/** ✎ POST …/slots/:slotId/restore. */
export function useRestoreSite(accountId: string) {
  const refresh = useRefreshSlots(accountId);
  return useMutation({
    mutationFn: (slotId: string) => apiSend<SiteSlot>('POST', `${slotPath(accountId, slotId)}/restore`),
    onSettled: refresh,
  });
}

/** ✎ POST …/slots/:slotId/theme-update: the theme's new pages and components; the site's own are kept. */
export function useUpdateTheme(accountId: string) {
  const refresh = useRefreshSlots(accountId);
  return useMutation({
    mutationFn: (slotId: string) => apiSend<ThemeUpdateResponse>('POST', `${slotPath(accountId, slotId)}/theme-update`),
    onSettled: refresh,
  });
}

/** GET …/logs, newest first; `autoRefresh` refetches every second (spec 000 §9: 1,000 ms). */
export function useAppLogs(accountId: string, filters: LogFilters, autoRefresh: boolean) {
  return useQuery({
    queryKey: slotKeys.logs(accountId, filters),
    queryFn: ({ signal }) =>
      apiGet<{ entries: AppLogEntry[] }>(
        withQuery(`${accountPath(accountId)}/logs`, { level: filters.level, q: filters.q.trim(), limit: 500 }),
        { signal },
      ),
    placeholderData: keepPreviousData,
    // Other tabs, people and background checks write lines too: opening the modal reads afresh.
    staleTime: 0,
    refetchInterval: autoRefresh ? 1_000 : false,
  });
}

/** ✎ DELETE …/logs (owner or admin): Clear All. */
export function useClearLogs(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ deleted: number }>('DELETE', `${accountPath(accountId)}/logs`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: slotKeys.logsRoot(accountId) }),
  });
}

/** GET …/diagnostics: the account's report, downloaded as it comes ('Download Diagnostic'). */
export function fetchDiagnostics(accountId: string): Promise<DiagnosticsReport> {
  return apiGet<DiagnosticsReport>(`${accountPath(accountId)}/diagnostics`);
}

/** GET …/access-check: which account resources this user's role allows, and whether each server check passed. */
export function useAccessCheck(accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: slotKeys.accessCheck(accountId),
    queryFn: ({ signal }) => apiGet<AccessCheckResponse>(`${accountPath(accountId)}/access-check`, { signal }),
    enabled,
    staleTime: 0,
  });
}
