// The /api/admin/security/* calls (docs/api/security.md): the Security tab's reads and its actions.
import type {
  SecurityAlert,
  SecurityAlertList,
  SecurityAlertStatus,
  SecurityAllowEntry,
  SecurityAllowInput,
  SecurityBlock,
  SecurityBlockInput,
  SecurityBlockList,
  SecurityEventList,
  SecurityRange,
  SecuritySummary,
  SecurityTimeline,
  SecurityTop,
} from '@themeport/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiGet, apiSend, parseApiError, withQuery } from '@/lib/api';

const BASE = '/api/admin/security';
/** Only this tab reads these, so the keys stay here. */
export const securityKeys = { all: ['admin', 'security'] as const };
const key = (...parts: unknown[]) => [...securityKeys.all, ...parts];

export interface EventFilters {
  window?: 'kept' | 'recent' | undefined;
  type?: string | undefined;
  severity?: string | undefined;
  ip?: string | undefined;
  user?: string | undefined;
  search?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function useSecuritySummary() {
  return useQuery({
    queryKey: key('summary'),
    queryFn: ({ signal }) => apiGet<SecuritySummary>(`${BASE}/summary`, { signal }),
  });
}

export function useSecurityTimeline(range: SecurityRange) {
  return useQuery({
    queryKey: key('timeline', range),
    queryFn: ({ signal }) => apiGet<SecurityTimeline>(withQuery(`${BASE}/timeline`, { range }), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSecurityTop(range: SecurityRange) {
  return useQuery({
    queryKey: key('top', range),
    queryFn: ({ signal }) => apiGet<SecurityTop>(withQuery(`${BASE}/top`, { range }), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSecurityAlerts(status: SecurityAlertStatus | undefined, page: number) {
  return useQuery({
    queryKey: key('alerts', status ?? 'all', page),
    queryFn: ({ signal }) => apiGet<SecurityAlertList>(withQuery(`${BASE}/alerts`, { status, page }), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSecurityEvents(filters: EventFilters, page: number) {
  return useQuery({
    queryKey: key('events', filters, page),
    queryFn: ({ signal }) => apiGet<SecurityEventList>(withQuery(`${BASE}/events`, { ...filters, page }), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSecurityBlocks() {
  return useQuery({
    queryKey: key('blocks'),
    queryFn: ({ signal }) => apiGet<SecurityBlockList>(`${BASE}/blocks`, { signal }),
  });
}

export function useAllowlist() {
  return useQuery({
    queryKey: key('allowlist'),
    queryFn: ({ signal }) => apiGet<{ items: SecurityAllowEntry[] }>(`${BASE}/allowlist`, { signal }),
  });
}

/** Every action changes the tiles and lists around it: the whole tab is read again. */
function useSecurityMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

export const useMoveAlert = () =>
  useSecurityMutation(({ id, status }: { id: string; status: SecurityAlertStatus }) =>
    apiSend<SecurityAlert>('PATCH', `${BASE}/alerts/${encodeURIComponent(id)}`, { status }),
  );
export const useBlockAddress = () =>
  useSecurityMutation((input: SecurityBlockInput) => apiSend<SecurityBlock>('POST', `${BASE}/blocks`, input));
export const useUnblock = () =>
  useSecurityMutation((id: string) => apiSend<SecurityBlock>('DELETE', `${BASE}/blocks/${encodeURIComponent(id)}`));
export const useAllow = () =>
  useSecurityMutation((input: SecurityAllowInput) => apiSend<SecurityAllowEntry>('POST', `${BASE}/allowlist`, input));
export const useRemoveAllowed = () =>
  useSecurityMutation((id: string) => apiSend<{ ok: true }>('DELETE', `${BASE}/allowlist/${encodeURIComponent(id)}`));

/** The explorer's CSV as the server writes it, with its file name. */
export async function fetchEventsCsv(filters: EventFilters): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(withQuery(`${BASE}/events.csv`, { ...filters }), { credentials: 'same-origin' });
  } catch (error) {
    throw new ApiRequestError(parseApiError(error));
  }
  if (!response.ok) throw new ApiRequestError(await parseApiError(response));
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName: fileName ?? 'security-events.csv' };
}
