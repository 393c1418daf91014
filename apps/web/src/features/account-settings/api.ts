import type { AccountRole, AccountSettingsPatch, AccountSettingsResponse, MeResponse } from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import { broadcastAuth } from '@/lib/session';
import { useSessionStore } from '@/lib/session-store';

const settingsPath = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}/settings`;
/** Every answer about the account (each role's): the prefix to update or drop them all. */
export const accountSettingsKey = (accountId: string) => ['account-settings', accountId] as const;

/**
 * The answer depends on the caller's role (its permissions decide which sections show), so the role
 * is part of the key: when the session says the role changed (an ownership transfer, a role change
 * by anyone), the page asks again at once instead of showing the old role's sections.
 */
export const accountSettingsRoleKey = (accountId: string, role: AccountRole) =>
  [...accountSettingsKey(accountId), role] as const;

/** GET …/settings: the account, its usage and what the caller, in `role`, may change (any member). */
export function useAccountSettings(accountId: string, role: AccountRole) {
  return useQuery({
    queryKey: accountSettingsRoleKey(accountId, role),
    queryFn: ({ signal }) => apiGet<AccountSettingsResponse>(settingsPath(accountId), { signal }),
    staleTime: 0,
    // The page stays in place while the new role's answer comes (no skeleton flash); another
    // account's answer is never shown in this one's place.
    placeholderData: (previous) => (previous?.id === accountId ? previous : undefined),
  });
}

/** PATCH …/settings; the session follows (switcher name, date format, accent colour). */
export function useUpdateAccountSettings(accountId: string) {
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  return useMutation({
    mutationFn: (patch: AccountSettingsPatch) =>
      apiSend<AccountSettingsResponse>('PATCH', settingsPath(accountId), patch),
    onSuccess: async (saved) => {
      queryClient.setQueriesData({ queryKey: accountSettingsKey(accountId) }, saved);
      await sessionStore.invalidate();
    },
  });
}

/**
 * POST …/delete (owner): answers the session without the account. `onDeleted` runs first (this
 * page unmounts once the session has no account, so a caller's own callbacks would never run).
 */
export function useDeleteAccount(accountId: string, onDeleted: (me: MeResponse) => Promise<void> | void) {
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  return useMutation({
    mutationFn: (confirmName: string) =>
      apiSend<MeResponse>('POST', `/api/accounts/${encodeURIComponent(accountId)}/delete`, { confirmName }),
    onSuccess: async (me) => {
      sessionStore.set(me);
      await onDeleted(me);
      queryClient.removeQueries({ queryKey: accountSettingsKey(accountId) });
      await queryClient.invalidateQueries();
      broadcastAuth('account-changed');
    },
  });
}
