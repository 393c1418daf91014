import {
  AUTH_TEXT,
  AUTH_TIMING,
  checkoutFailedMessage,
  destinationAfterSignIn,
  formatMonthly,
  PAID_PLAN_IDS,
  PAID_PLANS,
  PLAN_FACTS,
  planFeatureLines,
  planSummary,
  type PaidPlan,
  SESSION_ID_PLACEHOLDER,
} from '@themeport/core';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { startPlanCheckout } from '@/lib/checkout';
import { fetchMe, useSession } from '@/lib/session';
import { useSessionStore } from '@/lib/session-store';
import { completeOnboarding } from './api';
import { StepCard } from './onboarding-layout';

const FREE_FEATURES = planFeatureLines('free');
const PAID_OPTIONS = PAID_PLAN_IDS.map((plan) => ({ plan, note: planSummary(plan), badge: PLAN_FACTS[plan].badge }));

// After paying, the Done step marks onboarding complete; cancelling comes back to this step.
const CHECKOUT_RETURN = {
  successUrl: `/client-onboarding/complete?session_id=${SESSION_ID_PLACEHOLDER}`,
  cancelUrl: '/client-onboarding/payment',
};

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export function PaymentStep() {
  const navigate = useNavigate();
  const sessionStore = useSessionStore();
  // The account the profile step made (its owner subscribes it).
  const accountId = useSession()?.currentAccount?.id ?? null;
  // Which start is under way: the free plan, or a paid plan's checkout (busy until the browser leaves).
  const [starting, setStarting] = useState<'free' | PaidPlan | null>(null);
  const [error, setError] = useState<{ message: string; isSubscribed: boolean } | null>(null);
  const isStarting = starting !== null;

  async function startPaid(plan: PaidPlan) {
    if (isStarting) return;
    if (accountId === null) {
      setError({ message: AUTH_TEXT.noCurrentAccount, isSubscribed: false });
      return;
    }
    setError(null);
    setStarting(plan);
    try {
      const { url } = await startPlanCheckout(accountId, {
        plan,
        expectedPriceCents: PAID_PLANS[plan].amountCents,
        ...CHECKOUT_RETURN,
      });
      window.location.assign(url);
    } catch (failure) {
      const problem = parseApiError(failure);
      const isSubscribed = problem.code === 'ALREADY_SUBSCRIBED';
      setError({ message: isSubscribed ? problem.message : checkoutFailedMessage(problem.message), isSubscribed });
      setStarting(null);
    }
  }

  async function startFree() {
    if (isStarting) return;
    setError(null);
    setStarting('free');
    try {
      const completed = await completeOnboarding();
      // spec 000 §4: freemium refreshes the session (after 0.5 s) before going to the portal.
      await wait(AUTH_TIMING.onboardingRefreshMs);
      const me = (await fetchMe().catch(() => null)) ?? completed;
      sessionStore.set(me);
      await navigate(destinationAfterSignIn(me.user), { replace: true });
    } catch (failure) {
      setError({ message: parseApiError(failure).message, isSubscribed: false });
      setStarting(null);
    }
  }

  return (
    <StepCard title="Choose your plan" description="Start free today; you can upgrade whenever you need more.">
      <div className="flex flex-col gap-5">
        {error ? (
          <Alert>
            {error.message}
            {error.isSubscribed ? (
              <>
                {' '}
                <Link to="/account/billing" className="font-medium underline underline-offset-4">
                  Go to Billing &amp; Payments
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <div className="rounded-xl border-2 border-primary bg-accent-soft/40 p-5">
          <div className="flex items-baseline justify-between gap-3">
            <h2 className="text-lg font-semibold">{PLAN_FACTS.free.name}</h2>
            <p className="text-sm text-muted-foreground">
              <span className="text-2xl font-semibold text-foreground tabular-nums">$0</span> forever
            </p>
          </div>
          <ul className="mt-3 flex flex-col gap-1.5 text-sm">
            {FREE_FEATURES.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-primary-strong" />
                {feature}
              </li>
            ))}
          </ul>
          <Button
            size="lg"
            className="mt-5 w-full"
            aria-disabled={isStarting || undefined}
            onClick={() => void startFree()}
          >
            {starting === 'free' ? 'Starting...' : 'Start with Free'}
          </Button>
        </div>
        <div>
          <h2 className="text-sm font-semibold">Paid plans</h2>
          <ul className="mt-2 divide-y divide-border rounded-xl border border-border">
            {PAID_OPTIONS.map(({ plan, note, badge }) => {
              const { name, amountCents } = PAID_PLANS[plan];
              return (
                <li key={plan} className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="flex items-center gap-2 text-sm font-medium">
                      {name}
                      {badge ? <Badge variant="accent">{badge}</Badge> : null}
                    </p>
                    <p className="text-xs text-muted-foreground">{note}</p>
                  </div>
                  <div className="ml-auto flex items-center gap-3">
                    <p className="shrink-0 text-sm font-medium tabular-nums">{formatMonthly(amountCents)}</p>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-disabled={isStarting || undefined}
                      onClick={() => void startPaid(plan)}
                    >
                      {starting === plan ? 'Starting checkout...' : `Choose ${name}`}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="mt-3 text-sm text-muted-foreground">
            Paid plans are billed monthly by card; you can change plans later.{' '}
            <Link to="/pricing" className="font-medium text-primary-strong underline-offset-4 hover:underline">
              Compare plans
            </Link>
          </p>
        </div>
      </div>
    </StepCard>
  );
}
