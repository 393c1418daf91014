import { PORTAL_PATHS, ROLE_LABELS } from '@themeport/core';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { withQueryScope } from '@/lib/query-client';
import type { Session } from '@/lib/session';
import { useSignOut } from '@/lib/session-actions';
import { AccountSwitcher } from './account-switcher';

/** The desktop header's signed-in items (a chunk of its own: signed-out visitors never load it). */
function SignedInActions({ session }: { session: Session }) {
  const signOut = useSignOut();
  return (
    <>
      <AccountSwitcher session={session} />
      {session.user.role === 'admin' ? (
        // A platform admin's way back to the back office stands out (issue 20).
        <Button asChild variant="dark" size="sm">
          <Link to={PORTAL_PATHS.admin}>
            <ShieldCheck aria-hidden="true" />
            Admin
          </Link>
        </Button>
      ) : (
        <Button asChild variant="ghost" size="sm">
          <Link to={PORTAL_PATHS[session.user.role]}>{ROLE_LABELS[session.user.role]} Portal</Link>
        </Button>
      )}
      <Button asChild variant="ghost" size="sm">
        <Link to="/account/settings">Settings</Link>
      </Button>
      <Link
        to="/account/profile"
        aria-label={`Your profile (${session.user.fullName ?? session.user.email})`}
        title={session.user.fullName ?? session.user.email}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Avatar name={session.user.fullName ?? session.user.email} url={session.user.avatarUrl} />
      </Link>
      <Button variant="outline" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        {signOut.isPending ? 'Signing out...' : 'Sign Out'}
      </Button>
    </>
  );
}

export default withQueryScope(SignedInActions);
