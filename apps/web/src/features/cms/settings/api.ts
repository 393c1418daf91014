import type { SiteSettingsResponse, UpdateSiteSettingsInput } from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import { cmsKeys, sitePath } from '../api';
import { invalidateMediaUsage } from '../media/api';
import { queryKeys } from '@/lib/query-keys';

export const settingsKey = (accountId: string, slotId: string) =>
  [...queryKeys.slots.site(accountId, slotId), 'settings'] as const;

export function useSiteSettings(accountId: string, slotId: string) {
  return useQuery({
    queryKey: settingsKey(accountId, slotId),
    queryFn: ({ signal }) => apiGet<SiteSettingsResponse>(`${sitePath(accountId, slotId)}/settings`, { signal }),
  });
}

/** Saves the settings; a rename reaches the header and the slot switcher (the slots list is read again). */
export function useSaveSiteSettings(accountId: string, slotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSiteSettingsInput) =>
      apiSend<SiteSettingsResponse>('PATCH', `${sitePath(accountId, slotId)}/settings`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(accountId, slotId), saved);
      void queryClient.invalidateQueries({ queryKey: cmsKeys.slots(accountId), exact: true });
      invalidateMediaUsage(queryClient, accountId);
    },
  });
}
