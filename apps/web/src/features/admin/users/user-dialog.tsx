import {
  ADMIN_USER_TEXT,
  PLATFORM_ROLES,
  ROLE_LABELS,
  USER_STATUSES,
  type AdminUser,
  type PlatformRole,
  type UserStatus,
} from '@themeport/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { parseApiError } from '@/lib/api';
import { useCreateUser, useUpdateUser } from '../api';
import { FailureText } from './failure-text';

export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  inactive: 'Inactive',
};

/**
 * spec 001 §2.8 / §5 Add and Edit User: the password only on create, with the hint 'Minimum 8
 * characters' (enforced); the Superadmin box only for a superadmin.
 */
export function UserDialog({
  user,
  canSetSuperadmin,
  onClose,
  say,
}: {
  /** null: Add User. */
  user: AdminUser | null;
  canSetSuperadmin: boolean;
  onClose: () => void;
  say: (text: string) => void;
}) {
  const [form, setForm] = useState({
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    password: '',
    role: user?.role ?? ('client' as PlatformRole),
    status: user?.status ?? ('active' as UserStatus),
    isSuperadmin: user?.isSuperadmin ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const create = useCreateUser();
  const update = useUpdateUser();
  const busy = create.isPending || update.isPending;
  const id = useId();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const onFailure = (error: unknown) => {
    const parsed = parseApiError(error);
    setErrors(parsed.fields ?? {});
    setFailure(error);
    say(`Error: ${parsed.message}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { password, isSuperadmin, ...rest } = form;
    const superFlag = canSetSuperadmin ? { isSuperadmin } : {};
    if (user) {
      update.mutate(
        { id: user.id, ...rest, ...superFlag },
        { onSuccess: () => (say(ADMIN_USER_TEXT.updated), onClose()), onError: onFailure },
      );
    } else {
      create.mutate(
        { ...rest, password, ...superFlag },
        { onSuccess: () => (say(ADMIN_USER_TEXT.created), onClose()), onError: onFailure },
      );
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold">{user ? 'Edit User' : 'Add User'}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted-foreground">
          {user ? user.email : 'The new user can sign in at once; their e-mail counts as verified.'}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
          <Field id={`${id}-name`} label="Full name" error={errors.fullName}>
            <Input id={`${id}-name`} value={form.fullName} onChange={(e) => set('fullName', e.target.value)} required />
          </Field>
          <Field id={`${id}-email`} label="Email" error={errors.email}>
            <Input
              id={`${id}-email`}
              type="email"
              value={form.email}
              onChange={(e) => set('email', e.target.value)}
              required
            />
          </Field>
          {user ? null : (
            <Field id={`${id}-password`} label="Password" hint={ADMIN_USER_TEXT.passwordHint} error={errors.password}>
              <Input
                id={`${id}-password`}
                type="password"
                autoComplete="new-password"
                value={form.password}
                onChange={(e) => set('password', e.target.value)}
                aria-describedby={`${id}-password-hint`}
                required
              />
            </Field>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-role`} label="Role">
              <Select id={`${id}-role`} value={form.role} onChange={(e) => set('role', e.target.value as PlatformRole)}>
                {PLATFORM_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={`${id}-status`} label="Status">
              <Select
                id={`${id}-status`}
                value={form.status}
                onChange={(e) => set('status', e.target.value as UserStatus)}
              >
                {USER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          {canSetSuperadmin ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={form.isSuperadmin}
                onChange={(e) => set('isSuperadmin', e.target.checked)}
                className="size-4 accent-[var(--color-primary-strong)]"
              />
              Superadmin
            </label>
          ) : null}
          {failure ? (
            <p role="alert" className="text-sm text-danger">
              <FailureText error={failure} />
            </p>
          ) : null}
          <div className="mt-2 flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : user ? 'Save' : 'Add User'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
