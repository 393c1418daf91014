import { ACCOUNT_ROLE_LABELS } from '@themeport/core';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPortal } from '@/features/admin/admin-portal';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { planLabel } from '@/lib/plan-label';
import { useSession, type Session } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** An admin who belongs to an account keeps a line about it under the back office. */
function AdminWorkspace({ account }: { account: NonNullable<Session['currentAccount']> }) {
  return (
    <Card className="mt-10 flex flex-wrap items-center gap-x-4 gap-y-2 p-5 text-sm">
      <h2 className="flex items-center gap-2 font-semibold">
        <Building2 aria-hidden="true" className="size-4 text-muted-foreground" />
        Your workspace
      </h2>
      <span className="font-medium">{account.name}</span>
      <Badge variant="accent">{planLabel(account.plan)}</Badge>
      <span className="text-muted-foreground">{ACCOUNT_ROLE_LABELS[account.role] ?? account.role}</span>
      <Link to="/account/settings" className="ml-auto font-medium text-primary-strong hover:underline">
        Account settings
      </Link>
    </Card>
  );
}

/**
 * spec 001 §2.6: the admin portal is the back office itself, at the top of the page. A platform
 * admin needs no account to run it, so there is no client welcome or 'not part of an account' card.
 */
export function Component() {
  useDocumentTitle('Admin Portal');
  const session = useSession();
  // The role guard above renders this only with a session.
  if (!session) return null;
  const { user, currentAccount } = session;
  const name = user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <AdminPortal
      currentUserId={user.id}
      name={name}
      workspace={currentAccount ? <AdminWorkspace account={currentAccount} /> : null}
    />
  );
}
