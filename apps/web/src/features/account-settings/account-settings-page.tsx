import {
  ACCOUNT_ROLE_LABELS,
  ACCOUNT_SETTINGS_TEXT,
  type AccountSettingsResponse,
  type AccountSummary,
} from '@themeport/core';
import { CreditCard, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/query-state';
import { LoadingState } from '@/components/query-view';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SectionCard } from '@/components/section-card';
import type { Session } from '@/lib/session';
import { useAccountSettings } from './api';
import { BrandingSection } from './branding-section';
import { DangerZone } from './danger-zone';
import { GeneralSection } from './general-section';
import { UsageSection } from './usage-section';

function NoAccount() {
  return (
    <Card className="mt-8 flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-muted">
        <Lock aria-hidden="true" className="size-5 text-muted-foreground" />
      </span>
      <h2 className="text-lg font-semibold">No account selected</h2>
      <p className="max-w-md text-sm text-muted-foreground">{ACCOUNT_SETTINGS_TEXT.noAccount}</p>
    </Card>
  );
}

function BillingSection() {
  return (
    <SectionCard
      id="billing"
      title="Billing & Subscription"
      description="Your plan, invoices and payment methods."
      aside={
        <Button asChild variant="outline">
          <Link to="/account/billing">
            <CreditCard aria-hidden="true" />
            Manage billing
          </Link>
        </Button>
      }
    >
      <p className="text-sm text-muted-foreground">Only the account owner sees billing.</p>
    </SectionCard>
  );
}

/** spec 001 §2.2: each section and its gate, in the spec's order; the server checks every change again. */
/** The Team Management section's content, composed by the route (features do not import each other). */
export type TeamSlot = (accountId: string) => ReactNode;

export function Sections({ account, team }: { account: AccountSettingsResponse; team: TeamSlot }) {
  const may = account.permissions;
  return (
    <div className="mt-8 flex flex-col gap-6">
      <GeneralSection account={account} />
      {may.canSeeBilling ? <BillingSection /> : null}
      {/* Everyone sees the members; only admins invite (the section says so to others, spec 001 §2.3). */}
      {team(account.id)}
      <BrandingSection account={account} />
      <UsageSection account={account} />
      {may.canDeleteAccount ? <DangerZone account={account} /> : null}
    </div>
  );
}

function AccountSettings({ account, team }: { account: AccountSummary; team: TeamSlot }) {
  const settings = useAccountSettings(account.id, account.role);
  if (settings.isPending) {
    return (
      <div className="mt-8" aria-busy="true" aria-label="Loading account settings">
        <LoadingState rows={4} rowClassName="h-40 rounded-xl" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <ErrorState
        layout="panel"
        className="mt-8"
        title={ACCOUNT_SETTINGS_TEXT.permissionsFailed}
        message="The account's settings could not be read."
        retry={settings}
      />
    );
  }
  return <Sections key={settings.data.id} account={settings.data} team={team} />;
}

/** /account/settings: the current account's settings (any signed-in member; sections by role). */
export function AccountSettingsPage({ session, team }: { session: Session; team: TeamSlot }) {
  const account = session.currentAccount;
  return (
    <div className="container-page max-w-4xl py-10 sm:py-14">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">Account Settings</h1>
        {account ? <Badge>{ACCOUNT_ROLE_LABELS[account.role]}</Badge> : null}
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        {account ? `Settings for ${account.name}.` : 'Settings of the account you work in.'}
      </p>
      {account ? <AccountSettings account={account} team={team} /> : <NoAccount />}
    </div>
  );
}
