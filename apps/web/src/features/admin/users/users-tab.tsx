import { ADMIN_USER_TEXT, ROLE_LABELS, type AdminUser } from '@themeport/core';
import { Plus, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { AccountDate } from '@/components/account-date';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { FailureText } from './failure-text';
import { useAdminUsers, useDeleteUser } from '../api';
import { STATUS_LABELS, UserDialog } from './user-dialog';

/** spec 001 §2.8 Users: Name, Email, Role (Superadmin shown), Status, Actions; Add and Edit; Delete. */
export function UsersTab({ currentUserId, say }: { currentUserId: string; say: (text: string) => void }) {
  const users = useAdminUsers();
  const remove = useDeleteUser();
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const meSuper = users.data?.find((user) => user.id === currentUserId)?.isSuperadmin ?? false;
  // Superadmins, and other admins, are a superadmin's to change (the server says so too, issue 24).
  const isLockedForMe = (user: AdminUser) =>
    !meSuper && (user.isSuperadmin || (user.role === 'admin' && user.id !== currentUserId));

  const columns: DataTableColumn<AdminUser>[] = [
    {
      id: 'name',
      header: 'Name',
      sortValue: (user) => user.fullName,
      cell: (user) => <span className="font-medium">{user.fullName}</span>,
    },
    { id: 'email', header: 'Email', sortValue: (user) => user.email, cell: (user) => user.email },
    {
      id: 'role',
      header: 'Role',
      sortValue: (user) => user.role,
      cell: (user) =>
        user.isSuperadmin ? (
          <Badge variant="dark">
            <ShieldCheck aria-hidden="true" />
            Superadmin
          </Badge>
        ) : (
          ROLE_LABELS[user.role]
        ),
    },
    {
      id: 'status',
      header: 'Status',
      sortValue: (user) => user.status,
      cell: (user) => (
        <Badge
          variant={user.status === 'active' ? 'accent' : 'neutral'}
          className={user.status === 'suspended' ? 'text-danger' : undefined}
        >
          {STATUS_LABELS[user.status]}
        </Badge>
      ),
    },
    {
      id: 'created',
      header: 'Joined',
      sortValue: (user) => new Date(user.createdAt),
      cell: (user) => <AccountDate value={user.createdAt} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (user) => (
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={isLockedForMe(user)}
            onClick={() => setEditing(user)}
            aria-label={`Edit ${user.email}`}
          >
            Edit
          </Button>
          {user.isSuperadmin || user.id === currentUserId || isLockedForMe(user) ? null : (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="text-danger"
              onClick={() => setDeleting(user)}
              aria-label={`Delete ${user.email}`}
            >
              Delete
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-label="Users" className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button type="button" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add User
        </Button>
      </div>
      {users.isError ? (
        <ErrorState layout="banner" message={parseApiError(users.error).message} retry={users} />
      ) : users.isPending ? (
        <Skeleton className="h-64 rounded-xl" aria-label="Loading users" />
      ) : (
        <DataTable
          columns={columns}
          data={users.data}
          getRowId={(user) => user.id}
          caption="Users"
          initialSort={{ id: 'created', desc: true }}
          wrapperProps={{ className: 'overflow-x-auto rounded-xl border border-border' }}
          className="min-w-[760px]"
        />
      )}
      {editing ? (
        <UserDialog
          user={editing === 'new' ? null : editing}
          canSetSuperadmin={meSuper}
          onClose={() => setEditing(null)}
          say={say}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.email}?` : ''}
        description={ADMIN_USER_TEXT.deleteConfirm}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        isBusy={remove.isPending}
        error={remove.isError ? <FailureText error={remove.error} /> : null}
        isDestructive
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              say(ADMIN_USER_TEXT.deleted);
              setDeleting(null);
            },
          })
        }
      />
    </section>
  );
}
