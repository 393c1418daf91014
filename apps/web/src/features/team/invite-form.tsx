import {
  ACCOUNT_ROLE_LABELS,
  DEFAULT_INVITATION_ROLE,
  INVITATIONS_PER_REQUEST_MAX,
  TEAM_TEXT,
  checkInvitationRows,
  invitableRoles,
  type AccountRole,
} from '@themeport/core';
import { Plus, Send, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { parseApiError } from '@/lib/api';
import { useSendInvitations } from './api';

interface Row {
  key: number;
  email: string;
  role: AccountRole;
}

/** spec 001 §2.3 Invite Members: rows of e-mail and role (default viewer), add and remove rows, Send. */
export function InviteForm({
  accountId,
  myRole,
  onSent,
}: {
  accountId: string;
  myRole: AccountRole;
  onSent: () => void;
}) {
  const nextKey = useRef(1);
  const [rows, setRows] = useState<Row[]>([{ key: 0, email: '', role: DEFAULT_INVITATION_ROLE }]);
  const [error, setError] = useState<string | null>(null);
  const send = useSendInvitations(accountId);
  const idBase = useId();
  const roles = invitableRoles(myRole);

  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const addRow = () => {
    setRows((current) => [...current, { key: nextKey.current++, email: '', role: DEFAULT_INVITATION_ROLE }]);
  };
  const removeRow = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    if (!accountId) {
      setError(TEAM_TEXT.noAccount);
      return;
    }
    const check = checkInvitationRows(rows);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    try {
      const { invitations } = await send.mutateAsync(check.invitations);
      toast.success(TEAM_TEXT.sent(invitations.length));
      setRows([{ key: nextKey.current++, email: '', role: DEFAULT_INVITATION_ROLE }]);
      onSent();
    } catch (failure) {
      const problem = parseApiError(failure);
      setError(problem.status && problem.status < 500 ? problem.message : TEAM_TEXT.sendFailed);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {error ? <Alert>{error}</Alert> : null}
      <ul className="flex flex-col gap-3" aria-label="People to invite">
        {rows.map((row, index) => (
          <li key={row.key} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor={`${idBase}-email-${row.key}`}>Email {rows.length > 1 ? index + 1 : ''}</Label>
              <Input
                id={`${idBase}-email-${row.key}`}
                type="email"
                autoComplete="off"
                inputMode="email"
                placeholder="colleague@example.com"
                value={row.email}
                onChange={(event) => update(row.key, { email: event.target.value })}
              />
            </div>
            <div className="flex items-end gap-2">
              <div className="flex w-36 flex-col gap-1.5">
                <Label htmlFor={`${idBase}-role-${row.key}`}>Role {rows.length > 1 ? index + 1 : ''}</Label>
                <Select
                  id={`${idBase}-role-${row.key}`}
                  value={row.role}
                  onChange={(event) => update(row.key, { role: event.target.value as AccountRole })}
                >
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {ACCOUNT_ROLE_LABELS[role]}
                    </option>
                  ))}
                </Select>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove row ${index + 1}`}
                disabled={rows.length === 1}
                onClick={() => removeRow(row.key)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={addRow} disabled={rows.length >= INVITATIONS_PER_REQUEST_MAX}>
          <Plus aria-hidden="true" />
          Add another
        </Button>
        <Button type="submit" disabled={send.isPending}>
          <Send aria-hidden="true" />
          {send.isPending ? 'Sending...' : 'Send Invitations'}
        </Button>
      </div>
    </form>
  );
}
