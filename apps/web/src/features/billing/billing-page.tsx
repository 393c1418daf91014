import { BILLING_TEXT, isLiveSubscription, type AccountSummary } from '@themeport/core';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api';
import { type Session } from '@/lib/session';
import { useSessionStore } from '@/lib/session-store';
import { billingKeys, useBillingOverview } from './api';
import { billingView } from './billing-view';
import { BillingHelp } from './billing-help';
import { OverviewTab } from './overview-tab';
import { PaymentMethodsTab } from './payment-methods-tab';

export type BillingTab = 'overview' | 'payment-methods';

const TAB_PARAM = 'tab';
const POLL_MS = 5_000;
const MAX_POLLS = 10;

function PageHeader({ account }: { account?: AccountSummary | null }) {
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">{BILLING_TEXT.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {account ? `Plan, invoices and payment methods for ${account.name}.` : 'Plan, invoices and payment methods.'}
      </p>
    </div>
  );
}

function NoAccount() {
  return (
    <Card className="mt-8 flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-muted">
        <Lock aria-hidden="true" className="size-5 text-muted-foreground" />
      </span>
      <h2 className="text-lg font-semibold">No account selected</h2>
      <p className="max-w-md text-sm text-muted-foreground">{BILLING_TEXT.noAccount}</p>
    </Card>
  );
}

function Restricted() {
  return (
    <Card className="mt-8 flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-muted">
        <Lock aria-hidden="true" className="size-5 text-muted-foreground" />
      </span>
      <h2 className="text-lg font-semibold">{BILLING_TEXT.accessRestricted}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{BILLING_TEXT.ownersOnly}</p>
    </Card>
  );
}

/** spec 001 §2.5: /account/billing. Signed-in users reach it; only an account's owner sees its billing. */
export function BillingPage({ session }: { session: Session }) {
  const account = session.currentAccount;
  const view = billingView(account);
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader account={account} />
      {view.kind === 'no-account' ? (
        <NoAccount />
      ) : view.kind === 'restricted' ? (
        <Restricted />
      ) : (
        <OwnerBilling key={view.account.id} account={view.account} />
      )}
    </div>
  );
}

/** Read once on arrival: a return from a plan checkout (`?success=plan`) or from saving a card (`?success=card`). */
function useCheckoutReturn() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [arrival] = useState(() => searchParams.get('success'));
  const hasReturnParams = searchParams.has('success') || searchParams.has('session_id');

  useEffect(() => {
    if (!hasReturnParams) return;
    // The notice stays in component state; the URL loses the one-off parameters so a reload is quiet.
    const next = new URLSearchParams(searchParams);
    next.delete('success');
    next.delete('session_id');
    const query = next.toString();
    void navigate({ search: query ? `?${query}` : '' }, { replace: true });
  }, [hasReturnParams, searchParams, navigate]);

  return { isPlanReturn: arrival === 'plan', isCardReturn: arrival === 'card' };
}

/** Successful plus failed answers the query has had: each one is a try. */
function answerCount(state: { dataUpdateCount: number; errorUpdateCount: number } | undefined): number {
  return (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
}

function OwnerBilling({ account }: { account: AccountSummary }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  const { isPlanReturn, isCardReturn } = useCheckoutReturn();
  const tab: BillingTab = searchParams.get(TAB_PARAM) === 'payment-methods' ? 'payment-methods' : 'overview';

  // After a plan checkout the provider may confirm a moment later (Stripe's webhook): like the
  // portal (spec 000 §4), refetch every 5 s, at most 10 times, until the subscription is live.
  const overviewKey = billingKeys.overview(account.id);
  const [baseline] = useState(() => answerCount(queryClient.getQueryState(overviewKey)));
  const billing = useBillingOverview(account.id, {
    refetchInterval: (query) =>
      isPlanReturn &&
      !isLiveSubscription(query.state.data?.subscription.status) &&
      answerCount(query.state) - baseline <= MAX_POLLS
        ? POLL_MS
        : false,
  });
  // Reading both timestamps subscribes this component to every answer, failed ones included.
  const answered = billing.dataUpdatedAt + billing.errorUpdatedAt > 0;
  const polls = answered ? answerCount(queryClient.getQueryState(overviewKey)) - baseline - 1 : 0;
  const isLive = isLiveSubscription(billing.data?.subscription.status);

  useEffect(() => {
    // The account's plan lives in the session (header badge, portal card): refresh it on return and once live.
    if (isPlanReturn) void sessionStore.invalidate();
  }, [isPlanReturn, isLive, sessionStore]);

  const onTabChange = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === 'payment-methods') next.set(TAB_PARAM, value);
    else next.delete(TAB_PARAM);
    setSearchParams(next, { replace: true });
  };

  if (billing.isError && billing.error instanceof ApiRequestError && billing.error.status === 403) {
    return <Restricted />;
  }
  if (billing.isPending) {
    return (
      <div className="mt-8 flex flex-col gap-4" aria-busy="true" aria-label="Loading billing">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-48" />
        <Skeleton className="h-64" />
      </div>
    );
  }

  return (
    <>
      {isCardReturn ? (
        <Alert variant="success" className="mt-6">
          Your card has been saved.
        </Alert>
      ) : null}
      {isPlanReturn ? (
        <Alert variant={isLive ? 'success' : 'info'} className="mt-6">
          {isLive
            ? `Your ${billing.data?.subscription.planName ?? ''} plan is active.`
            : polls < MAX_POLLS
              ? 'Confirming your payment…'
              : 'We have not received the payment confirmation yet. Refresh in a minute.'}
        </Alert>
      ) : null}
      <Tabs.Root value={tab} onValueChange={onTabChange} className="mt-8">
        <Tabs.List aria-label="Billing sections" className="flex gap-1 overflow-x-auto border-b border-border">
          <TabTrigger value="overview">Overview</TabTrigger>
          <TabTrigger value="payment-methods">Payment Methods</TabTrigger>
        </Tabs.List>
        <Tabs.Content
          value="overview"
          className="rounded-lg pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          <OverviewTab account={account} billing={billing} onManageMethods={() => onTabChange('payment-methods')} />
        </Tabs.Content>
        <Tabs.Content
          value="payment-methods"
          className="rounded-lg pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          <PaymentMethodsTab account={account} />
        </Tabs.Content>
      </Tabs.Root>
      <BillingHelp />
    </>
  );
}

function TabTrigger({ value, children }: { value: BillingTab; children: string }) {
  return (
    <Tabs.Trigger
      value={value}
      className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring data-[state=active]:border-primary-strong data-[state=active]:text-foreground"
    >
      {children}
    </Tabs.Trigger>
  );
}
