import {
  ACCOUNT_ROLE_LABELS,
  TEAM_TEXT,
  canManageMember,
  invitableRoles,
  type AccountRole,
  type TeamMember,
} from '@themeport/core';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/query-state';
import { LoadingState, QueryState } from '@/components/query-view';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { parseApiError } from '@/lib/api';
import { useChangeRole, useLeaveAccount, useMembers, useRemoveMember, useTransferOwnership } from './api';

type Pending =
  | { kind: 'role'; member: TeamMember; role: AccountRole }
  | { kind: 'remove'; member: TeamMember }
  | { kind: 'transfer'; member: TeamMember }
  | { kind: 'leave'; member: TeamMember };

const who = (member: TeamMember) => member.name ?? member.email;

function confirmation(pending: Pending, accountName: string) {
  switch (pending.kind) {
    case 'role':
      return {
        title: `Change ${who(pending.member)}'s role?`,
        description: `${who(pending.member)} becomes ${ACCOUNT_ROLE_LABELS[pending.role]} in ${accountName}.`,
        confirmLabel: 'Change Role',
        busyLabel: 'Changing...',
        isDestructive: false,
      };
    case 'remove':
      return {
        title: `Remove ${who(pending.member)}?`,
        description: `${pending.member.email} loses access to ${accountName} at once.`,
        confirmLabel: 'Remove Member',
        busyLabel: 'Removing...',
        isDestructive: true,
      };
    case 'transfer':
      return {
        title: `Transfer ownership to ${who(pending.member)}?`,
        description: `${who(pending.member)} becomes an owner of ${accountName}, with billing and deletion; you become an admin.`,
        confirmLabel: 'Transfer Ownership',
        busyLabel: 'Transferring...',
        isDestructive: true,
      };
    case 'leave':
      return {
        title: `Leave ${accountName}?`,
        description: 'You lose access to its sites and settings until someone invites you again.',
        confirmLabel: 'Leave Account',
        busyLabel: 'Leaving...',
        isDestructive: true,
      };
  }
}

/** The account's members: change role, remove, transfer ownership, leave, each after asking. */
export function MembersList({
  accountId,
  accountName,
  myRole,
  myUserId,
}: {
  accountId: string;
  accountName: string;
  myRole: AccountRole;
  myUserId: string;
}) {
  const navigate = useNavigate();
  const query = useMembers(accountId);
  const changeRole = useChangeRole(accountId);
  const remove = useRemoveMember(accountId);
  const transfer = useTransferOwnership(accountId);
  const leave = useLeaveAccount(accountId);
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isBusy = changeRole.isPending || remove.isPending || transfer.isPending || leave.isPending;

  async function confirm() {
    if (!pending) return;
    setError(null);
    try {
      if (pending.kind === 'role') {
        await changeRole.mutateAsync({ userId: pending.member.userId, role: pending.role });
        toast.success(TEAM_TEXT.roleChanged);
      } else if (pending.kind === 'remove') {
        await remove.mutateAsync(pending.member.userId);
        toast.success(TEAM_TEXT.memberRemoved);
      } else if (pending.kind === 'transfer') {
        await transfer.mutateAsync(pending.member.userId);
        toast.success(TEAM_TEXT.ownershipTransferred);
      } else {
        await leave.mutateAsync();
        toast.success(TEAM_TEXT.left);
        setPending(null);
        await navigate('/client-portal');
        return;
      }
      setPending(null);
    } catch (failure) {
      setError(parseApiError(failure).message);
    }
  }

  const dialog = pending ? confirmation(pending, accountName) : null;

  return (
    <QueryState
      query={query}
      loading={<LoadingState rows={2} />}
      error={() => <ErrorState layout="banner" message="Failed to fetch members" retry={query} />}
      isEmpty={(rows) => rows.length === 0}
      empty={
        <EmptyState icon={<Users className="size-6 text-muted-foreground" aria-hidden="true" />} title="No members" />
      }
    >
      {(members) => {
        // The last owner hands the account on (Transfer Ownership) before leaving it.
        const isOnlyOwner = members.filter((member) => member.role === 'owner').length === 1;
        return (
          <>
            <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Members">
              {members.map((member) => {
                const isMe = member.userId === myUserId;
                const canManage = !isMe && canManageMember(myRole, member.role);
                const roles = invitableRoles(myRole);
                return (
                  <li key={member.userId} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium">
                        {who(member)}
                        {isMe ? <span className="text-muted-foreground"> (you)</span> : null}
                      </p>
                      <p className="truncate text-xs text-muted-foreground">{member.email}</p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      {canManage ? (
                        <Select
                          aria-label={`Role of ${who(member)}`}
                          className="w-32"
                          value={member.role}
                          disabled={isBusy}
                          onChange={(event) =>
                            setPending({ kind: 'role', member, role: event.target.value as AccountRole })
                          }
                        >
                          {roles.map((role) => (
                            <option key={role} value={role}>
                              {ACCOUNT_ROLE_LABELS[role]}
                            </option>
                          ))}
                        </Select>
                      ) : (
                        <Badge variant={member.role === 'owner' ? 'accent' : 'neutral'}>
                          {ACCOUNT_ROLE_LABELS[member.role]}
                        </Badge>
                      )}
                      {myRole === 'owner' && !isMe ? (
                        <Button variant="ghost" size="sm" onClick={() => setPending({ kind: 'transfer', member })}>
                          Transfer Ownership
                        </Button>
                      ) : null}
                      {canManage ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-danger"
                          onClick={() => setPending({ kind: 'remove', member })}
                        >
                          Remove
                        </Button>
                      ) : null}
                      {isMe && !(member.role === 'owner' && isOnlyOwner) ? (
                        <Button variant="outline" size="sm" onClick={() => setPending({ kind: 'leave', member })}>
                          Leave Account
                        </Button>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
            {dialog ? (
              <ConfirmDialog
                open
                {...dialog}
                isBusy={isBusy}
                error={error}
                onCancel={() => {
                  setPending(null);
                  setError(null);
                }}
                onConfirm={() => void confirm()}
              />
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
}
