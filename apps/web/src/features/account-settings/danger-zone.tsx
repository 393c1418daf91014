import { ACCOUNT_SETTINGS_TEXT, type AccountSettingsResponse } from '@themeport/core';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/section-card';
import { parseApiError } from '@/lib/api';
import { useDeleteAccount } from './api';

/** spec 001 §2.2 Danger Zone (owner): the account deleted for good once its name is typed. */
export function DangerZone({ account }: { account: AccountSettingsResponse }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();
  const remove = useDeleteAccount(account.id, async (me) => {
    toast.success(`${account.name} was deleted`);
    // Another account of the user's, else onboarding makes a new workspace.
    await navigate(me.currentAccountId ? '/client-portal' : '/client-onboarding/profile', { replace: true });
  });
  const matches = typed.trim() === account.name;

  const confirm = () => {
    if (!matches) return;
    remove.mutate(typed);
  };

  return (
    <SectionCard
      id="danger-zone"
      title={<span className="text-danger">Danger Zone</span>}
      className="border-[#fecaca]"
      description="Deleting the account takes its sites offline, cancels its subscription, tells every member and removes its data. This cannot be undone."
    >
      <Button
        className="bg-danger hover:bg-[#b91c1c]"
        onClick={() => {
          setTyped('');
          remove.reset();
          setOpen(true);
        }}
      >
        Delete Account
      </Button>
      <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <DialogContent>
          <DialogTitle className="flex items-center gap-2">
            <TriangleAlert aria-hidden="true" className="size-5 text-danger" />
            Delete {account.name}?
          </DialogTitle>
          <DialogDescription className="mt-2">
            Its sites go offline and their custom domains are released, the subscription is cancelled, every member is
            told by e-mail, and its themes, content and images are removed for good. Your other accounts stay as they
            are.
          </DialogDescription>
          <form
            className="mt-5 flex flex-col gap-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <Field
              id="delete-confirm-name"
              label={
                <>
                  Type <strong className="font-semibold">{account.name}</strong> to confirm
                </>
              }
              error={typed !== '' && !matches ? ACCOUNT_SETTINGS_TEXT.deleteNameMismatch : undefined}
            >
              <Input
                id="delete-confirm-name"
                value={typed}
                autoComplete="off"
                onChange={(event) => setTyped(event.target.value)}
              />
            </Field>
            {remove.isError ? (
              <Alert>{parseApiError(remove.error).message || ACCOUNT_SETTINGS_TEXT.deleteFailed}</Alert>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" className="bg-danger hover:bg-[#b91c1c]" disabled={!matches || remove.isPending}>
                {remove.isPending ? 'Deleting...' : 'Delete this account'}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
