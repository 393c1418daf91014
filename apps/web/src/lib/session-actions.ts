import type { MeResponse } from '@themeport/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate, type NavigateFunction, type NavigateOptions } from 'react-router';
import { toast } from '@/components/ui/toast';
import { apiSend, parseApiError } from './api';
import { broadcastAuth, clearSessionExpired, setSigningOut } from './session';
import { useSessionStore, type SessionStore } from './session-store';

/** POST /api/auth/sign-out: ends the session here and in every other open tab. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiSend<unknown>('POST', '/api/auth/sign-out'),
    onSettled: async (_data, error) => {
      if (error) {
        toast.error(parseApiError(error).message);
        return;
      }
      await endSessionHere({ queryClient, sessionStore }, navigate, '/');
    },
  });
}

/**
 * The session ended (signed out, or every session ended by a one-time link): this tab forgets it
 * first, so nothing on the way out asks the server as the ended session (the next page's cart
 * would: a 401), and a guarded page waits for the move (isSigningOut). Then what was read as that
 * user goes, and the other tabs are told.
 */
export async function endSessionHere(
  { queryClient, sessionStore }: { queryClient: QueryClient; sessionStore: SessionStore },
  navigate: NavigateFunction,
  to: string,
  options?: NavigateOptions,
) {
  clearSessionExpired();
  setSigningOut(true);
  sessionStore.set(null);
  try {
    await navigate(to, options);
  } finally {
    setSigningOut(false);
  }
  forgetSignedInData(queryClient);
}

/** What was read as the signed-in user goes (the catalogue stays), and the other tabs are told. */
function forgetSignedInData(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'themes',
  });
  broadcastAuth('signed-out');
}

/** PUT /api/me/current-account, then everything account-scoped reloads for the new account. */
export function useSwitchAccount() {
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  return useMutation({
    mutationFn: (accountId: string) => apiSend<MeResponse>('PUT', '/api/me/current-account', { accountId }),
    onSuccess: async (me) => {
      sessionStore.set(me);
      await queryClient.invalidateQueries();
      broadcastAuth('account-changed');
      const current = me.accounts.find((account) => account.id === me.currentAccountId);
      if (current) toast.success(`Switched to ${current.name}`);
    },
    onError: (error) => {
      toast.error(parseApiError(error).message);
    },
  });
}
