import {
  ACCOUNT_ROLE_LABELS,
  BILLING_TEXT,
  SUBSCRIPTION_STATUS_LABELS,
  type AccountSummary,
  type SubscriptionResponse,
  type SubscriptionStatus,
} from '@themeport/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AccountDate } from '@/components/account-date';
import { useSessionStore } from '@/lib/session-store';
import { apiGet } from '@/lib/api';
import { useAccountAccess } from '@/lib/use-permission';
import { ErrorState } from '@/components/query-state';
import { queryKeys } from '@/lib/query-keys';

// spec 000 §4, §9: after a checkout the dashboard refetches every 5 s, at most 10 times.
const POLL_MS = 5_000;
const MAX_POLLS = 10;

/** Confirmation stops as soon as the provider says the subscription is running. */
function isActive(status: SubscriptionStatus | null | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

function answerCount(state: { dataUpdateCount: number; errorUpdateCount: number } | undefined): number {
  return (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
}

/** Under the billing page's ['billing', accountId] root, so a plan change there refreshes this card too. */
const subscriptionKey = (accountId: string) => [...queryKeys.billing.account(accountId), 'subscription'] as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular min-w-0 truncate text-right font-medium">{children}</dd>
    </div>
  );
}

/**
 * spec 000 §2 client portal: the Account & Billing card (any member may read the subscription).
 * `isConfirmingCheckout`: the user just came back from a subscription checkout, so the card
 * polls until the subscription is active and says how it went.
 */
export function AccountBillingCard({
  account,
  isConfirmingCheckout,
}: {
  account: AccountSummary;
  isConfirmingCheckout: boolean;
}) {
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  const billingReason = useAccountAccess(account.id).reason('billing', 'write');
  const key = subscriptionKey(account.id);
  const [baseline] = useState(() => answerCount(queryClient.getQueryState(key)));

  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiGet<SubscriptionResponse>(`/api/accounts/${encodeURIComponent(account.id)}/subscription`, { signal }),
    // Fresh on every visit when coming back from checkout; the usual cache otherwise.
    ...(isConfirmingCheckout ? { staleTime: 0, refetchOnMount: 'always' as const } : {}),
    refetchInterval: (current) =>
      isConfirmingCheckout &&
      !isActive(current.state.data?.subscription.status) &&
      answerCount(current.state) - baseline <= MAX_POLLS
        ? POLL_MS
        : false,
  });

  const subscription = query.data?.subscription;
  const isLive = isActive(subscription?.status);
  // Reading both timestamps subscribes the card to every answer, failed ones included.
  const hasAnswer = query.dataUpdatedAt + query.errorUpdatedAt > 0;
  const polls = hasAnswer ? answerCount(queryClient.getQueryState(key)) - baseline - 1 : 0;

  useEffect(() => {
    // The plan also lives in the session (header badge, account switcher): refresh it on return and once live.
    if (isConfirmingCheckout) void sessionStore.invalidate();
  }, [isConfirmingCheckout, isLive, sessionStore]);

  const confirmation = !isConfirmingCheckout
    ? null
    : isLive
      ? `Your ${subscription?.planName ?? ''} plan is active.`
      : polls >= MAX_POLLS
        ? 'We have not received the payment confirmation yet. Refresh in a minute.'
        : 'Confirming your payment…';

  return (
    <Card className="flex min-w-0 flex-col p-6" role="region" aria-labelledby="account-billing-heading">
      <div className="flex items-center justify-between gap-3">
        <h2 id="account-billing-heading" className="flex items-center gap-2 text-sm font-semibold">
          <Building2 aria-hidden="true" className="size-4 text-muted-foreground" />
          Account &amp; Billing
        </h2>
        {subscription?.status ? (
          <Badge variant={isLive ? 'accent' : 'neutral'}>{SUBSCRIPTION_STATUS_LABELS[subscription.status]}</Badge>
        ) : null}
      </div>

      {/* Present from the start so screen readers hear each change of the confirmation. */}
      <p role="status" aria-live="polite" className={confirmation ? 'mt-3 text-sm' : 'sr-only'}>
        {confirmation ? (
          <span
            className={
              isLive
                ? 'block rounded-lg border border-[#bbf7d0] bg-[#f0fdf4] px-3 py-2 text-[#166534]'
                : polls >= MAX_POLLS
                  ? 'block rounded-lg border border-[#fde68a] bg-[#fefce8] px-3 py-2 text-[#854d0e]'
                  : 'block rounded-lg border border-[#d6e4ff] bg-accent-soft px-3 py-2 text-[#1e40af]'
            }
          >
            {confirmation}
          </span>
        ) : null}
      </p>

      <dl className="mt-3 divide-y divide-border">
        <Detail label="Account">{account.name}</Detail>
        {query.isPending ? (
          [0, 1, 2, 3].map((index) => (
            <div key={index} className="py-2.5" aria-hidden="true">
              <Skeleton className="h-5" />
            </div>
          ))
        ) : query.isError ? null : (
          <>
            <Detail label="Plan">
              <Badge variant="accent">{subscription!.planName}</Badge>
            </Detail>
            <Detail label="Price">{query.data.displayPrice}</Detail>
            <Detail label="Support">{query.data.supportLevel}</Detail>
            <Detail label="Sites allowed">{query.data.maxSites.toLocaleString('en-US')}</Detail>
            {subscription!.currentPeriodEnd ? (
              <Detail label={subscription!.cancelAtPeriodEnd ? 'Plan ends' : 'Next billing date'}>
                <AccountDate value={subscription!.currentPeriodEnd} />
              </Detail>
            ) : null}
          </>
        )}
        <Detail label="Your role">{ACCOUNT_ROLE_LABELS[account.role] ?? account.role}</Detail>
      </dl>

      {query.isError ? (
        <ErrorState
          className="mt-3"
          message={BILLING_TEXT.fetchSubscriptionFailed}
          retry={query}
          retryLabel="Try again"
        />
      ) : null}

      <div className="mt-auto pt-4">
        {billingReason ? (
          <p className="text-[13px] text-muted-foreground">{billingReason}</p>
        ) : (
          <Link to="/account/billing" className="text-sm font-medium text-primary-strong hover:underline">
            Manage billing
          </Link>
        )}
      </div>
    </Card>
  );
}
