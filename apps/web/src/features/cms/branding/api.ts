import type { SiteBranding, SiteBrandingInput } from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import { sitePath } from '../api';
import { invalidateMediaUsage } from '../media/api';
import { queryKeys } from '@/lib/query-keys';

export const brandingKey = (accountId: string, slotId: string) =>
  [...queryKeys.slots.site(accountId, slotId), 'branding'] as const;

export function useSiteBranding(accountId: string, slotId: string) {
  return useQuery({
    queryKey: brandingKey(accountId, slotId),
    queryFn: ({ signal }) => apiGet<SiteBranding>(`${sitePath(accountId, slotId)}/branding`, { signal }),
  });
}

export function useSaveSiteBranding(accountId: string, slotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (branding: SiteBrandingInput) =>
      apiSend<SiteBranding>('PUT', `${sitePath(accountId, slotId)}/branding`, branding),
    onSuccess: (saved) => {
      queryClient.setQueryData(brandingKey(accountId, slotId), saved);
      invalidateMediaUsage(queryClient, accountId);
    },
  });
}
