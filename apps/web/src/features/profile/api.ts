import type {
  NotMeResponse,
  ProfileNameInput,
  ProfileSessionsResponse,
  SessionUser,
  SignInHistoryResponse,
} from '@themeport/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import { useSessionStore } from '@/lib/session-store';

const SESSIONS_KEY = ['me', 'sessions'] as const;
const SIGN_INS_KEY = ['me', 'sign-ins'] as const;

export function saveName(input: ProfileNameInput) {
  return apiSend<{ user: SessionUser }>('PATCH', '/api/me/profile', input);
}

export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return apiSend<{ ok: true }>('POST', '/api/me/password', input);
}

export function requestEmailChange(input: { newEmail: string; password: string }) {
  return apiSend<{ ok: true; message: string }>('POST', '/api/me/email', input);
}

/** After a change to the user: the header and every page read /api/me again. */
export function useRefreshSession() {
  const sessionStore = useSessionStore();
  return () => sessionStore.invalidate();
}

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => apiGet<ProfileSessionsResponse>('/api/me/sessions'),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiSend<ProfileSessionsResponse>('DELETE', `/api/me/sessions/${encodeURIComponent(sessionId)}`),
    onSuccess: (data) => queryClient.setQueryData(SESSIONS_KEY, data),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ ended: number; message: string }>('POST', '/api/me/sessions/sign-out-others'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** One page of the user's sign-in history (GET /api/me/sign-ins). */
export function useSignIns(page: number) {
  return useQuery({
    queryKey: [...SIGN_INS_KEY, page],
    queryFn: () => apiGet<SignInHistoryResponse>(`/api/me/sign-ins?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** 'This wasn't me': the other sessions end, so the sessions list and the history load again. */
export function useReportNotMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signInId: string) =>
      apiSend<NotMeResponse>('POST', `/api/me/sign-ins/${encodeURIComponent(signInId)}/not-me`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: SIGN_INS_KEY }),
      ]),
  });
}
