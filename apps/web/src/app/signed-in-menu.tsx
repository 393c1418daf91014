import { ACCOUNT_ROLE_LABELS, PORTAL_PATHS, ROLE_LABELS } from '@themeport/core';
import { Check, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { planLabel } from '@/lib/plan-label';
import { withQueryScope } from '@/lib/query-client';
import type { Session } from '@/lib/session';
import { useSignOut, useSwitchAccount } from '@/lib/session-actions';
import { useAccountAccess } from '@/lib/use-permission';
import { cn } from '@/lib/utils';

/** The mobile sheet's signed-in items: the same as the desktop header, stacked (a chunk of its own). */
function SignedInMenu({ session, onNavigate }: { session: Session; onNavigate: () => void }) {
  const signOut = useSignOut();
  const switchAccount = useSwitchAccount();
  const currentId = session.currentAccount?.id;
  const canBill = useAccountAccess(currentId ?? null).can('billing', 'write');

  return (
    <div className="flex flex-col gap-3 border-t border-border p-4">
      {session.accounts.length > 0 ? (
        <div role="group" aria-labelledby="mobile-accounts-label" className="flex flex-col gap-1">
          <p id="mobile-accounts-label" className="px-1 text-xs font-medium text-muted-foreground">
            Switch account
          </p>
          {session.accounts.map((account) => {
            const isCurrent = account.id === currentId;
            return (
              <button
                key={account.id}
                type="button"
                aria-pressed={isCurrent}
                disabled={switchAccount.isPending}
                onClick={() => {
                  if (!isCurrent) switchAccount.mutate(account.id);
                }}
                className={cn(
                  'flex items-center gap-2 rounded-lg border px-3 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isCurrent ? 'border-primary bg-accent-soft' : 'border-border hover:bg-muted',
                )}
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium">{account.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {ACCOUNT_ROLE_LABELS[account.role] ?? account.role} · {planLabel(account.plan)} plan
                  </span>
                </span>
                {isCurrent ? <Check aria-hidden="true" className="size-4 text-primary-strong" /> : null}
              </button>
            );
          })}
        </div>
      ) : null}
      {session.user.role === 'admin' ? (
        <Button asChild variant="primary" size="lg" className="text-[15px]">
          <Link to={PORTAL_PATHS.admin} onClick={onNavigate}>
            <ShieldCheck aria-hidden="true" />
            Admin
          </Link>
        </Button>
      ) : (
        <Button asChild variant="outline" size="lg" className="text-[15px]">
          <Link to={PORTAL_PATHS[session.user.role]} onClick={onNavigate}>
            {ROLE_LABELS[session.user.role]} Portal
          </Link>
        </Button>
      )}
      <Button asChild variant="outline" size="lg" className="text-[15px]">
        <Link to="/account/profile" onClick={onNavigate}>
          <Avatar name={session.user.fullName ?? session.user.email} url={session.user.avatarUrl} className="size-6" />
          Your profile
        </Link>
      </Button>
      <Button asChild variant="outline" size="lg" className="text-[15px]">
        <Link to="/account/settings" onClick={onNavigate}>
          Settings
        </Link>
      </Button>
      {canBill ? (
        <Button asChild variant="outline" size="lg" className="text-[15px]">
          <Link to="/account/billing" onClick={onNavigate}>
            Billing
          </Link>
        </Button>
      ) : null}
      <Button
        variant="dark"
        size="lg"
        className="text-[15px]"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSuccess: onNavigate })}
      >
        {signOut.isPending ? 'Signing out...' : 'Sign Out'}
      </Button>
    </div>
  );
}

export default withQueryScope(SignedInMenu);
