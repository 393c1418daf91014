import type {
  ContentKeyResponse,
  HostingProvider,
  SiteDomain,
  SiteMessage,
  SitePage,
  SiteSlot,
  SlotsResponse,
} from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, ApiRequestError, apiSend } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

// spec 000 §2 content manager, over the contract in docs/api/sites.md.

const PENDING_DOMAIN_POLL_MS = 30_000;

export const cmsKeys = {
  slots: queryKeys.slots.account,
  pages: (accountId: string, slotId: string) => [...queryKeys.slots.site(accountId, slotId), 'pages'] as const,
  posts: (accountId: string, slotId: string) => [...queryKeys.slots.site(accountId, slotId), 'posts'] as const,
  messages: (accountId: string, slotId: string) => [...queryKeys.slots.site(accountId, slotId), 'messages'] as const,
  domains: (accountId: string, slotId: string) => [...queryKeys.slots.site(accountId, slotId), 'domains'] as const,
  contentKey: (accountId: string, slotId: string) =>
    [...queryKeys.slots.site(accountId, slotId), 'content-key'] as const,
};

const slotsPath = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}/slots`;
export const sitePath = (accountId: string, slotId: string) => `${slotsPath(accountId)}/${encodeURIComponent(slotId)}`;

export function useSlots(accountId: string) {
  return useQuery({
    queryKey: cmsKeys.slots(accountId),
    queryFn: ({ signal }) => apiGet<SlotsResponse>(slotsPath(accountId), { signal }),
    // A refused or unknown account is an answer, not a hiccup worth retrying.
    retry: (count, error) => count < 2 && !isRefusal(error),
  });
}

function isRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && [400, 401, 403, 404].includes(error.status);
}

/** The public content API's address and read key, fetched only when asked for. */
export function useContentKey(accountId: string, slotId: string, enabled: boolean) {
  return useQuery({
    queryKey: cmsKeys.contentKey(accountId, slotId),
    queryFn: ({ signal }) => apiGet<ContentKeyResponse>(`${sitePath(accountId, slotId)}/content-key`, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** A new read key (the old one stops working at once); the shown key is replaced by the answer. */
export function useRotateContentKey(accountId: string, slotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<ContentKeyResponse>('POST', `${sitePath(accountId, slotId)}/content-key/rotate`),
    onSuccess: (answer) => queryClient.setQueryData(cmsKeys.contentKey(accountId, slotId), answer),
  });
}

export function useSitePages(accountId: string, slotId: string) {
  return useQuery({
    queryKey: cmsKeys.pages(accountId, slotId),
    queryFn: ({ signal }) => apiGet<{ pages: SitePage[] }>(`${sitePath(accountId, slotId)}/pages`, { signal }),
    select: (data) => data.pages,
  });
}

/** What visitors sent through the site's contact form, newest first. */
export function useSiteMessages(accountId: string, slotId: string) {
  return useQuery({
    queryKey: cmsKeys.messages(accountId, slotId),
    queryFn: ({ signal }) => apiGet<{ messages: SiteMessage[] }>(`${sitePath(accountId, slotId)}/messages`, { signal }),
    select: (data) => data.messages,
  });
}

/** Pending domains are re-read every 30 s while the page is open, so 'active' shows up by itself. */
export function useSiteDomains(accountId: string, slotId: string) {
  return useQuery({
    queryKey: cmsKeys.domains(accountId, slotId),
    queryFn: ({ signal }) => apiGet<{ domains: SiteDomain[] }>(`${sitePath(accountId, slotId)}/domains`, { signal }),
    select: (data) => data.domains,
    refetchInterval: (query) =>
      query.state.data?.domains.some((domain) => domain.status === 'pending') ? PENDING_DOMAIN_POLL_MS : false,
  });
}

/** Puts the answered slot into the slots list, so the header and the hosting card agree at once. */
function useReplaceSlot(accountId: string) {
  const queryClient = useQueryClient();
  return (slot: SiteSlot) => {
    queryClient.setQueryData<SlotsResponse>(cmsKeys.slots(accountId), (current) =>
      current ? { ...current, slots: current.slots.map((item) => (item.id === slot.id ? slot : item)) } : current,
    );
  };
}

export function useSaveDeploymentUrl(accountId: string, slotId: string) {
  const replaceSlot = useReplaceSlot(accountId);
  return useMutation({
    mutationFn: (url: string) => apiSend<SiteSlot>('PUT', `${sitePath(accountId, slotId)}/deployment-url`, { url }),
    onSuccess: replaceSlot,
  });
}

/** Clears a deployment URL set by hand: the site is at its Themeport address again. */
export function useClearDeploymentUrl(accountId: string, slotId: string) {
  const replaceSlot = useReplaceSlot(accountId);
  return useMutation({
    mutationFn: () => apiSend<SiteSlot>('DELETE', `${sitePath(accountId, slotId)}/deployment-url`),
    onSuccess: replaceSlot,
  });
}

export interface CreateSiteResult {
  repository: { url: string };
  site: { url: string };
  hosting: HostingProvider;
}

export function useCreateSite(accountId: string, slotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<CreateSiteResult>('POST', `${sitePath(accountId, slotId)}/site`),
    // The slot's repository and deployment URLs changed on the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cmsKeys.slots(accountId), exact: true }),
  });
}

export function useRebuildSite(accountId: string, slotId: string) {
  return useMutation({
    mutationFn: () => apiSend<{ ok: true; builtAt: string }>('POST', `${sitePath(accountId, slotId)}/rebuild`),
  });
}

export function useAddDomain(accountId: string, slotId: string) {
  const queryClient = useQueryClient();
  const key = cmsKeys.domains(accountId, slotId);
  return useMutation({
    mutationFn: (domain: string) => apiSend<SiteDomain>('POST', `${sitePath(accountId, slotId)}/domains`, { domain }),
    onSuccess: (domain) => {
      queryClient.setQueryData<{ domains: SiteDomain[] }>(key, (current) =>
        current ? { domains: [...current.domains.filter((item) => item.id !== domain.id), domain] } : current,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useCheckDomain(accountId: string, slotId: string) {
  const queryClient = useQueryClient();
  const key = cmsKeys.domains(accountId, slotId);
  return useMutation({
    mutationFn: (domainId: string) =>
      apiSend<SiteDomain>('POST', `${sitePath(accountId, slotId)}/domains/${encodeURIComponent(domainId)}/check`),
    onSuccess: (domain) => {
      queryClient.setQueryData<{ domains: SiteDomain[] }>(key, (current) =>
        current ? { domains: current.domains.map((item) => (item.id === domain.id ? domain : item)) } : current,
      );
    },
  });
}

export function useRemoveDomain(accountId: string, slotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domainId: string) =>
      apiSend<{ domains: SiteDomain[] }>(
        'DELETE',
        `${sitePath(accountId, slotId)}/domains/${encodeURIComponent(domainId)}`,
      ),
    onSuccess: (answer) => queryClient.setQueryData(cmsKeys.domains(accountId, slotId), answer),
  });
}
