import { AUTH_TIMING, destinationAfterSignIn } from '@themeport/core';
import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { fetchMe, SESSION_QUERY_KEY } from '@/lib/session';
import { completeOnboarding } from './api';
import { StepCard } from './onboarding-layout';

const FREE_FEATURES = ['1 site slot', 'Any free theme from the marketplace', 'Visual content editor'];
const PAID_PLANS = [
  { name: 'Basic', price: '$9/month', note: 'A custom domain and email support' },
  { name: 'Pro', price: '$29/month', note: 'Up to 10 site slots and priority support' },
];

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export function PaymentStep() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function startFree() {
    setError(null);
    setIsStarting(true);
    try {
      const completed = await completeOnboarding();
      // spec 000 §4: freemium refreshes the session (after 0.5 s) before going to the portal.
      await wait(AUTH_TIMING.onboardingRefreshMs);
      const me = (await fetchMe().catch(() => null)) ?? completed;
      queryClient.setQueryData(SESSION_QUERY_KEY, me);
      await navigate(destinationAfterSignIn(me.user), { replace: true });
    } catch (failure) {
      setError(parseApiError(failure).message);
      setIsStarting(false);
    }
  }

  return (
    <StepCard title="Choose your plan" description="Start free today; you can upgrade whenever you need more.">
      <div className="flex flex-col gap-5">
        {error ? <Alert>{error}</Alert> : null}
        <div className="rounded-xl border-2 border-primary bg-accent-soft/40 p-5">
          <div className="flex items-baseline justify-between gap-3">
            <h2 className="text-lg font-semibold">Free</h2>
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
          <Button size="lg" className="mt-5 w-full" disabled={isStarting} onClick={() => void startFree()}>
            {isStarting ? 'Starting...' : 'Start with Free'}
          </Button>
        </div>
        <div>
          <h2 className="text-sm font-semibold">Paid plans</h2>
          <ul className="mt-2 divide-y divide-border rounded-xl border border-border">
            {PAID_PLANS.map((plan) => (
              <li key={plan.name} className="flex items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 text-sm font-medium">
                    {plan.name}
                    {plan.name === 'Basic' ? <Badge variant="accent">Most popular</Badge> : null}
                  </p>
                  <p className="text-xs text-muted-foreground">{plan.note}</p>
                </div>
                <p className="shrink-0 text-sm font-medium tabular-nums">{plan.price}</p>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted-foreground">
            Paid plans open with checkout, coming with billing.{' '}
            <Link to="/pricing" className="font-medium text-primary-strong underline-offset-4 hover:underline">
              Compare plans
            </Link>
          </p>
        </div>
      </div>
    </StepCard>
  );
}
