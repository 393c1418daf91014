import { LIBRARY_TEXT, type PlatformRole, ROLE_LABELS } from '@themeport/core';
import { Building2, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { planLabel } from '@/lib/format';
import type { Session } from '@/lib/session';
import { AdminSummary } from './admin-summary';
import { ThemeLibraryCard } from './theme-library-card';

const ACCOUNT_ROLE_LABELS: Record<string, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate text-right font-medium">{children}</dd>
    </div>
  );
}

/** A calm dashboard frame for each portal; the portals' own issues fill it in. */
export function PortalPage({ role, session }: { role: PlatformRole; session: Session }) {
  const { user, currentAccount } = session;
  const name = user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const [searchParams] = useSearchParams();

  return (
    <div className="container-page py-10 sm:py-14">
      {role === 'client' && searchParams.get('success') === 'library' ? (
        <Alert variant="success" className="mb-6">
          {LIBRARY_TEXT.added}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-primary-strong">{ROLE_LABELS[role]} Portal</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight">Welcome, {name}</h1>
          <p className="mt-2 text-sm text-muted-foreground">Your workspace at a glance.</p>
        </div>
        {role === 'client' ? (
          <Button asChild variant="outline">
            <Link to="/themes">Browse Themes</Link>
          </Button>
        ) : null}
      </div>

      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-sm font-semibold">
            <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
            Your profile
          </h2>
          <dl className="mt-3 divide-y divide-border">
            <Detail label="Name">{name}</Detail>
            <Detail label="Email">{user.email}</Detail>
            <Detail label="Role">{ROLE_LABELS[user.role]}</Detail>
          </dl>
        </Card>
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-sm font-semibold">
            <Building2 aria-hidden="true" className="size-4 text-muted-foreground" />
            Current account
          </h2>
          {currentAccount ? (
            <dl className="mt-3 divide-y divide-border">
              <Detail label="Account">{currentAccount.name}</Detail>
              <Detail label="Plan">
                <Badge variant="accent">{planLabel(currentAccount.plan)}</Badge>
              </Detail>
              <Detail label="Your role">{ACCOUNT_ROLE_LABELS[currentAccount.role] ?? currentAccount.role}</Detail>
            </dl>
          ) : (
            <div className="mt-3 text-sm text-muted-foreground">
              <p>You are not part of an account yet.</p>
              {role === 'client' ? (
                <Link
                  to="/client-onboarding/profile"
                  className="mt-2 inline-block font-medium text-primary-strong hover:underline"
                >
                  Set up your workspace
                </Link>
              ) : null}
            </div>
          )}
        </Card>
        {role === 'client' && currentAccount ? <ThemeLibraryCard accountId={currentAccount.id} /> : null}
      </div>

      {role === 'admin' ? <AdminSummary /> : null}
    </div>
  );
}
