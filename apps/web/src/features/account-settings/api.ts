import type { AccountSettingsPatch, AccountSettingsResponse, MeResponse } from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import { SESSION_QUERY_KEY, broadcastAuth } from '@/lib/session';

const settingsPath = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}/settings`;
export const accountSettingsKey = (accountId: string) => ['account-settings', accountId] as const;

/** GET …/settings: the account, its usage and what the caller may change (any member). */
export function useAccountSettings(accountId: string) {
  return useQuery({
    queryKey: accountSettingsKey(accountId),
    queryFn: ({ signal }) => apiGet<AccountSettingsResponse>(settingsPath(accountId), { signal }),
    staleTime: 0,
  });
}

/** PATCH …/settings; the session follows (switcher name, date format, accent colour). */
export function useUpdateAccountSettings(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AccountSettingsPatch) =>
      apiSend<AccountSettingsResponse>('PATCH', settingsPath(accountId), patch),
    onSuccess: async (saved) => {
      queryClient.setQueryData(accountSettingsKey(accountId), saved);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

/**
 * POST …/delete (owner): answers the session without the account. `onDeleted` runs first (this
 * page unmounts once the session has no account, so a caller's own callbacks would never run).
 */
export function useDeleteAccount(accountId: string, onDeleted: (me: MeResponse) => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmName: string) =>
      apiSend<MeResponse>('POST', `/api/accounts/${encodeURIComponent(accountId)}/delete`, { confirmName }),
    onSuccess: async (me) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, me);
      await onDeleted(me);
      queryClient.removeQueries({ queryKey: accountSettingsKey(accountId) });
      await queryClient.invalidateQueries();
      broadcastAuth('account-changed');
    },
  });
}
