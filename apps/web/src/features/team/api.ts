import type { AccountRole, InvitationLookup, InvitationRow, TeamInvitation, TeamMember } from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import { useSessionStore } from '@/lib/session-store';

export const teamKeys = {
  invitations: (accountId: string) => ['team', accountId, 'invitations'] as const,
  members: (accountId: string) => ['team', accountId, 'members'] as const,
};

const invitationsPath = (accountId: string) => `/api/accounts/${accountId}/invitations`;
const membersPath = (accountId: string) => `/api/accounts/${accountId}/members`;

export function useInvitations(accountId: string, enabled = true) {
  return useQuery({
    queryKey: teamKeys.invitations(accountId),
    queryFn: () => apiGet<{ invitations: TeamInvitation[] }>(invitationsPath(accountId)).then((r) => r.invitations),
    enabled,
  });
}

export function useMembers(accountId: string) {
  return useQuery({
    queryKey: teamKeys.members(accountId),
    queryFn: () => apiGet<{ members: TeamMember[] }>(membersPath(accountId)).then((r) => r.members),
  });
}

/** Every team mutation refreshes the invitations, the members and (roles may change) the session. */
function useTeamMutation<TInput, TResult>(accountId: string, run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['team', accountId] }), sessionStore.invalidate()]);
    },
  });
}

export function useSendInvitations(accountId: string) {
  return useTeamMutation(accountId, (invitations: InvitationRow[]) =>
    apiSend<{ invitations: TeamInvitation[] }>('POST', invitationsPath(accountId), { invitations }),
  );
}

export function useResendInvitation(accountId: string) {
  return useTeamMutation(accountId, (invitationId: string) =>
    apiSend<TeamInvitation>('POST', `${invitationsPath(accountId)}/${invitationId}/resend`),
  );
}

export function useCancelInvitations(accountId: string) {
  return useTeamMutation(accountId, (invitationIds: string[]) =>
    invitationIds.length === 1
      ? apiSend<{ cancelled: number }>('DELETE', `${invitationsPath(accountId)}/${invitationIds[0]}`)
      : apiSend<{ cancelled: number }>('POST', `${invitationsPath(accountId)}/cancel`, { invitationIds }),
  );
}

export function fetchInvitationLink(accountId: string, invitationId: string) {
  return apiGet<{ url: string }>(`${invitationsPath(accountId)}/${invitationId}/link`);
}

export function useChangeRole(accountId: string) {
  return useTeamMutation(accountId, ({ userId, role }: { userId: string; role: AccountRole }) =>
    apiSend<unknown>('PATCH', `${membersPath(accountId)}/${userId}`, { role }),
  );
}

export function useRemoveMember(accountId: string) {
  return useTeamMutation(accountId, (userId: string) =>
    apiSend<unknown>('DELETE', `${membersPath(accountId)}/${userId}`),
  );
}

export function useTransferOwnership(accountId: string) {
  return useTeamMutation(accountId, (userId: string) =>
    apiSend<unknown>('POST', `/api/accounts/${accountId}/transfer-ownership`, { userId }),
  );
}

export function useLeaveAccount(accountId: string) {
  return useTeamMutation(accountId, () => apiSend<unknown>('DELETE', `/api/me/accounts/${accountId}`));
}

export function lookupInvitation(token: string) {
  return apiSend<InvitationLookup>('POST', '/api/invitations/lookup', { token });
}

export function acceptInvitation(token: string) {
  return apiSend<{ accountId: string }>('POST', '/api/invitations/accept', { token });
}
