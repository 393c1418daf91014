import {
  BILLING_TEXT,
  PLAN_CHANGE_TEXT,
  formatMoney,
  isLiveSubscription,
  noUpcomingInvoiceText,
  type AccountSummary,
  type BillingOverview,
  type PaidPlan,
} from '@themeport/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarClock, CreditCard, ExternalLink, Receipt } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { AccountDate } from '@/components/account-date';
import { useAccountDates } from '@/lib/use-account-dates';
import { ErrorState } from '@/components/query-state';
import { useOpenBillingPortal } from './api';
import { CancelPlanDialog } from './cancel-plan-dialog';
import { InvoicesCard } from './invoices-card';
import { PlanActions } from './plan-actions';
import { SubscriptionStatusBadge } from './status-badge';
import { UpgradePlanDialog } from './upgrade-plan-dialog';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular min-w-0 text-right font-medium">{children}</dd>
    </div>
  );
}

function DateText({ value }: { value: string }) {
  return <AccountDate value={value} />;
}

/** spec 001 §2.5 Overview: plan summary, next-invoice estimate, plan and card actions, recent invoices. */
export function OverviewTab({
  account,
  billing,
  onManageMethods,
}: {
  account: AccountSummary;
  billing: UseQueryResult<BillingOverview>;
  onManageMethods: () => void;
}) {
  const [isUpgradeOpen, setIsUpgradeOpen] = useState(false);
  const [downgradeTo, setDowngradeTo] = useState<PaidPlan | null>(null);
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const [changedNotice, setChangedNotice] = useState(false);
  const hasSubscription = isLiveSubscription(billing.data?.subscription.status);

  return (
    <div className="flex flex-col gap-6">
      {changedNotice ? (
        <Alert variant="success">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <span>{BILLING_TEXT.planChanged}</span>
            <button
              type="button"
              className="text-[13px] font-medium underline underline-offset-2"
              onClick={() => setChangedNotice(false)}
            >
              Dismiss
            </button>
          </div>
        </Alert>
      ) : null}

      {billing.isError ? (
        <Card className="p-6">
          <ErrorState
            layout="stacked"
            message={BILLING_TEXT.fetchSubscriptionFailed}
            retry={billing}
            retryLabel="Try again"
          />
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <PlanSummary
            accountId={account.id}
            billing={billing.data}
            onUpgrade={() => setIsUpgradeOpen(true)}
            onManageMethods={onManageMethods}
            actions={
              billing.data && hasSubscription ? (
                <PlanActions
                  accountId={account.id}
                  subscription={billing.data.subscription}
                  onDowngrade={setDowngradeTo}
                  onCancel={() => setIsCancelOpen(true)}
                />
              ) : null
            }
          />
          <NextInvoice billing={billing.data} />
        </div>
      )}

      <InvoicesCard accountId={account.id} />

      {billing.data ? (
        <>
          <UpgradePlanDialog
            accountId={account.id}
            currentPlan={billing.data.subscription.planId}
            hasSubscription={hasSubscription}
            open={isUpgradeOpen}
            onOpenChange={setIsUpgradeOpen}
            onChanged={() => {
              setIsUpgradeOpen(false);
              setChangedNotice(true);
            }}
          />
          <UpgradePlanDialog
            key={downgradeTo ?? 'none'}
            accountId={account.id}
            currentPlan={billing.data.subscription.planId}
            hasSubscription={hasSubscription}
            initialPlan={downgradeTo}
            open={downgradeTo !== null}
            onOpenChange={(open) => {
              if (!open) setDowngradeTo(null);
            }}
            onChanged={() => {
              setDowngradeTo(null);
              setChangedNotice(true);
            }}
          />
          <CancelPlanDialog accountId={account.id} open={isCancelOpen} onOpenChange={setIsCancelOpen} />
        </>
      ) : null}
    </div>
  );
}

function PlanSummary({
  accountId,
  billing,
  onUpgrade,
  onManageMethods,
  actions,
}: {
  accountId: string;
  billing: BillingOverview | undefined;
  onUpgrade: () => void;
  onManageMethods: () => void;
  actions: ReactNode;
}) {
  const subscription = billing?.subscription;
  return (
    <Card className="flex flex-col p-6 lg:col-span-2" role="region" aria-labelledby="plan-summary-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="plan-summary-heading" className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
            <CreditCard aria-hidden="true" className="size-4" />
            Current plan
          </h2>
          {subscription ? (
            <p className="mt-2 flex flex-wrap items-center gap-2.5">
              <span className="text-2xl font-semibold tracking-tight">{subscription.planName}</span>
              <SubscriptionStatusBadge status={subscription.status} />
            </p>
          ) : (
            <Skeleton className="mt-2 h-8 w-40" />
          )}
        </div>
        {subscription ? (
          <p className="tabular text-right">
            <span className="text-2xl font-semibold">{formatMoney(subscription.amount, subscription.currency)}</span>
            <span className="text-sm text-muted-foreground"> / month</span>
          </p>
        ) : null}
      </div>

      {subscription ? (
        <dl className="mt-4 divide-y divide-border border-t border-border">
          <Row label="Next billing date">
            {subscription.currentPeriodEnd ? <DateText value={subscription.currentPeriodEnd} /> : 'No upcoming charge'}
          </Row>
          <Row label="Amount">{formatMoney(subscription.amount, subscription.currency)}</Row>
          <Row label="Currency">{subscription.currency.toUpperCase()}</Row>
        </dl>
      ) : (
        <div className="mt-4 flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
        </div>
      )}
      {subscription?.cancelAtPeriodEnd && subscription.currentPeriodEnd ? (
        <p className="mt-3 text-sm text-[#854d0e]">
          Your plan ends on <DateText value={subscription.currentPeriodEnd} /> and will not renew.
        </p>
      ) : subscription?.pendingPlanId && subscription.currentPeriodEnd ? (
        <p className="mt-3 text-sm text-[#854d0e]">
          {PLAN_CHANGE_TEXT.downgradeScheduled(subscription.pendingPlanId, subscription.currentPeriodEnd)}
        </p>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-3 pt-6">
        <Button onClick={onUpgrade} disabled={!subscription}>
          {BILLING_TEXT.upgradePlan}
        </Button>
        <Button variant="outline" onClick={onManageMethods}>
          {BILLING_TEXT.manageMethods}
        </Button>
        {billing?.provider === 'stripe' ? <ProviderPortalButton accountId={accountId} /> : null}
      </div>
      {actions}
    </Card>
  );
}

/** Stripe's own billing portal (cancel, change card, tax ids): only where the provider has one. */
function ProviderPortalButton({ accountId }: { accountId: string }) {
  const portal = useOpenBillingPortal(accountId);
  return (
    <div className="flex flex-col gap-1">
      <Button variant="ghost" disabled={portal.isPending || portal.isSuccess} onClick={() => portal.mutate()}>
        <ExternalLink aria-hidden="true" className="size-4" />
        {portal.isPending || portal.isSuccess ? 'Opening...' : 'Billing portal'}
      </Button>
      {portal.isError ? (
        <p role="alert" className="text-xs text-danger">
          {parseApiError(portal.error).message}
        </p>
      ) : null}
    </div>
  );
}

/** spec 001 §2.5: estimate = subscription amount + overages; overages are zero for now. */
function NextInvoice({ billing }: { billing: BillingOverview | undefined }) {
  const next = billing?.nextInvoice;
  const dates = useAccountDates();
  return (
    <Card className="p-6" role="region" aria-labelledby="next-invoice-heading">
      <h2 id="next-invoice-heading" className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <Receipt aria-hidden="true" className="size-4" />
        Next invoice estimate
      </h2>
      {!billing ? (
        <div className="mt-4 flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
        </div>
      ) : next ? (
        <>
          <p className="tabular mt-2 text-2xl font-semibold">
            {formatMoney(next.amount + next.overages, next.currency)}
          </p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarClock aria-hidden="true" className="size-4" />
            Due <DateText value={next.date} />
          </p>
          <dl className="mt-4 divide-y divide-border border-t border-border">
            <Row label="Subscription">{formatMoney(next.amount, next.currency)}</Row>
            <Row label="Overages">{formatMoney(next.overages, next.currency)}</Row>
            <Row label="Estimated total">{formatMoney(next.amount + next.overages, next.currency)}</Row>
          </dl>
        </>
      ) : (
        <>
          <p className="tabular mt-2 text-2xl font-semibold">{formatMoney(0, billing.subscription.currency)}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            {noUpcomingInvoiceText(billing.subscription, dates.date)} Overages:{' '}
            {formatMoney(0, billing.subscription.currency)}.
          </p>
        </>
      )}
    </Card>
  );
}
