import {
  ACCOUNT_ROLE_LABELS,
  COPY_LINK_RESET_MS,
  TEAM_TEXT,
  canInviteRole,
  type AccountRole,
  type TeamInvitation,
} from '@themeport/core';
import { Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSelection } from '@/lib/use-selection';
import { toast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/query-state';
import { LoadingState, QueryState } from '@/components/query-view';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { AccountDate } from '@/components/account-date';
import { cn } from '@/lib/utils';
import { fetchInvitationLink, useCancelInvitations, useInvitations, useResendInvitation } from './api';

const STATUS_STYLE: Record<TeamInvitation['status'], string> = {
  pending: 'bg-[#fffbeb] text-[#92400e] ring-[#fde68a]',
  accepted: 'bg-[#f0fdf4] text-[#166534] ring-[#bbf7d0]',
  expired: '',
  cancelled: 'bg-danger-soft text-[#991b1b] ring-[#fecaca]',
};

const STATUS_LABEL: Record<TeamInvitation['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** spec 001 §2.3 Manage Invitations: newest first; pending rows Resend, Copy Link, Cancel; bulk cancel. */
export function InvitationsList({ accountId, myRole }: { accountId: string; myRole: AccountRole }) {
  const query = useInvitations(accountId);
  const cancel = useCancelInvitations(accountId);
  const { selected, toggle, clear } = useSelection();
  const [confirming, setConfirming] = useState<TeamInvitation[] | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);

  async function confirmCancel() {
    if (!confirming) return;
    setCancelError(null);
    try {
      const { cancelled } = await cancel.mutateAsync(confirming.map((row) => row.id));
      toast.success(TEAM_TEXT.cancelledMany(cancelled));
      clear();
      setConfirming(null);
    } catch (failure) {
      setCancelError(parseApiError(failure).message);
    }
  }

  return (
    <QueryState
      query={query}
      loading={<LoadingState rows={3} />}
      error={() => <ErrorState layout="banner" message={TEAM_TEXT.fetchFailed} retry={query} />}
      isEmpty={(rows) => rows.length === 0}
      empty={
        <EmptyState
          icon={<Mail className="size-6 text-muted-foreground" aria-hidden="true" />}
          title="No invitations yet"
          body="Invite people from the Invite Members tab; their invitations show here."
        />
      }
    >
      {(rows) => {
        const pending = rows.filter((row) => row.status === 'pending');
        const chosen = pending.filter((row) => selected.has(row.id));
        return (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground">
                {rows.length} {rows.length === 1 ? 'invitation' : 'invitations'}, {pending.length} pending
              </p>
              <Button variant="outline" size="sm" disabled={chosen.length === 0} onClick={() => setConfirming(chosen)}>
                Cancel selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
              </Button>
            </div>
            <div className="overflow-x-auto rounded-lg border border-border">
              <table className="w-full text-left text-sm">
                <thead className="bg-muted text-xs font-medium text-muted-foreground">
                  <tr>
                    <th scope="col" className="w-10 px-3 py-2">
                      <span className="sr-only">Select</span>
                    </th>
                    {['Email', 'Role', 'Status', 'Dates'].map((heading) => (
                      <th key={heading} scope="col" className="px-3 py-2">
                        {heading}
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2 text-right">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <InvitationRow
                      key={row.id}
                      accountId={accountId}
                      row={row}
                      // Resend and Copy Link follow the rule of sending: an admin cannot pass on an owner's invitation.
                      canShare={canInviteRole(myRole, row.role)}
                      isSelected={selected.has(row.id)}
                      onToggle={() => toggle(row.id)}
                      onCancel={() => setConfirming([row])}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <ConfirmDialog
              open={confirming !== null}
              title={confirming?.length === 1 ? 'Cancel invitation?' : `Cancel ${confirming?.length ?? 0} invitations?`}
              description={
                confirming?.length === 1
                  ? `The link sent to ${confirming[0]!.email} stops working.`
                  : 'The links sent to these people stop working.'
              }
              confirmLabel={confirming?.length === 1 ? 'Cancel Invitation' : 'Cancel Invitations'}
              busyLabel="Cancelling..."
              isBusy={cancel.isPending}
              error={cancelError}
              isDestructive
              onCancel={() => {
                setConfirming(null);
                setCancelError(null);
              }}
              onConfirm={() => void confirmCancel()}
            />
          </div>
        );
      }}
    </QueryState>
  );
}

function InvitationRow({
  accountId,
  row,
  canShare,
  isSelected,
  onToggle,
  onCancel,
}: {
  accountId: string;
  row: TeamInvitation;
  canShare: boolean;
  isSelected: boolean;
  onToggle: () => void;
  onCancel: () => void;
}) {
  const isPending = row.status === 'pending';
  const resend = useResendInvitation(accountId);
  const [isCopied, setIsCopied] = useState(false);

  // spec 001 §9: the Copy Link label returns after 2 seconds.
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPY_LINK_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  async function copyLink() {
    let url: string;
    try {
      url = (await fetchInvitationLink(accountId, row.id)).url;
    } catch (failure) {
      toast.error(parseApiError(failure).message);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
    } catch {
      // No clipboard here (a page not served over https, or permission refused): show the link instead.
      toast.message('Copy the invitation link', { description: url, duration: 15_000 });
    }
  }

  async function resendNow() {
    try {
      await resend.mutateAsync(row.id);
      toast.success(TEAM_TEXT.resent);
    } catch (failure) {
      toast.error(parseApiError(failure).message);
    }
  }

  return (
    <tr className="border-t border-border align-middle">
      <td className="px-3 py-2.5">
        {isPending ? (
          <input
            type="checkbox"
            className="size-4 accent-[#2563eb]"
            aria-label={`Select invitation for ${row.email}`}
            checked={isSelected}
            onChange={onToggle}
          />
        ) : null}
      </td>
      <td className="max-w-[14rem] truncate px-3 py-2.5 font-medium" title={row.email}>
        {row.email}
      </td>
      <td className="px-3 py-2.5">{ACCOUNT_ROLE_LABELS[row.role]}</td>
      <td className="px-3 py-2.5">
        <Badge className={cn(STATUS_STYLE[row.status])}>{STATUS_LABEL[row.status]}</Badge>
      </td>
      <td className="px-3 py-2.5 text-xs whitespace-nowrap text-muted-foreground tabular-nums">
        <span className="block">
          Sent <AccountDate value={row.createdAt} />
        </span>
        <span className="block">
          {row.status === 'accepted' && row.acceptedAt ? (
            <>
              Accepted <AccountDate value={row.acceptedAt} />
            </>
          ) : (
            <>
              {row.status === 'expired' ? 'Expired' : 'Expires'} <AccountDate value={row.expiresAt} />
            </>
          )}
        </span>
      </td>
      <td className="px-3 py-2.5">
        {isPending ? (
          <div className="flex flex-wrap justify-end gap-1">
            {canShare ? (
              <>
                <Button variant="ghost" size="sm" disabled={resend.isPending} onClick={() => void resendNow()}>
                  {resend.isPending ? 'Sending...' : 'Resend'}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => void copyLink()}>
                  {isCopied ? 'Copied!' : 'Copy Link'}
                </Button>
              </>
            ) : null}
            <Button variant="ghost" size="sm" className="text-danger" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
