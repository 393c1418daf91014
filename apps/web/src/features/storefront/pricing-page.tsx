import {
  BILLING_TEXT,
  PLAN_FACTS,
  PRICED_PLAN_IDS,
  checkoutFailedMessage,
  isPaidPlan,
  planFeatureLines,
  type PaidPlan,
  PAID_PLANS,
} from '@themeport/core';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LockedButton } from '@/components/ui/locked';
import { Skeleton } from '@/components/ui/skeleton';
import { type ApiError, parseApiError } from '@/lib/api';
import { startPlanCheckout } from '@/lib/checkout';
import { useSession } from '@/lib/session';
import { useAccountAccess } from '@/lib/use-permission';
import { cn } from '@/lib/utils';
import { ContactSales } from './contact-sales';
import { PageIntro } from './page-intro';

/** spec 000 §2 and §9: Basic, Pro and Enterprise, every fact from the plans module in core. */
const PLANS = PRICED_PLAN_IDS.map((id) => {
  const facts = PLAN_FACTS[id];
  return {
    ...facts,
    dollars: facts.amountCents / 100,
    features: planFeatureLines(id),
    /** The plan a 'Get Started' subscribes to, or null for the Enterprise 'Contact Sales' dialog. */
    plan: isPaidPlan(id) ? id : null,
    isHighlighted: id === 'starter',
  };
});

const FAQ = [
  {
    question: 'Can I change plans later?',
    answer:
      'Yes, from Billing & Payments at any time: an upgrade starts at once (you pay the difference for the rest of the period), a downgrade at the end of the billing period.',
  },
  {
    question: 'Are themes included in a plan?',
    answer:
      'Free themes can be added to your library on any plan. Premium themes are a one-time purchase and stay in your library.',
  },
  {
    question: 'What is a site slot?',
    answer:
      'A slot holds one live website: a theme from your library, its content, its deployment and its custom domains.',
  },
  {
    question: 'How do I pay?',
    answer:
      'Plans are billed monthly by card through our payment provider. You can download every invoice from your account.',
  },
];

export function PricingPage() {
  return (
    <>
      <PageIntro
        eyebrow="Pricing"
        title="Simple pricing for every site"
        description="Pick the plan that fits how many sites you run. Every plan includes hosting-ready themes and custom domains."
      />
      <section aria-label="Plans" className="container-page">
        <ul className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.name}
              className={cn(
                'relative flex flex-col rounded-xl border bg-white p-6 sm:p-8',
                plan.isHighlighted ? 'border-primary shadow-md ring-1 ring-primary' : 'border-border',
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <h2 className="text-lg font-semibold">{plan.name}</h2>
                {plan.badge ? <Badge variant={plan.isHighlighted ? 'accent' : 'neutral'}>{plan.badge}</Badge> : null}
              </div>
              <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="tabular text-4xl font-semibold tracking-tight">${plan.dollars}</span>
                <span className="text-sm text-muted-foreground">/month</span>
              </p>
              {plan.plan ? (
                <div className="mt-6">
                  <GetStarted plan={plan.plan} variant={plan.isHighlighted ? 'primary' : 'outline'} />
                </div>
              ) : (
                <ContactSales className="mt-6 w-full" />
              )}
              <h3 className="sr-only">{plan.name} plan features</h3>
              <ul className="mt-8 flex flex-col gap-3 border-t border-border pt-6">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-sm">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary-strong" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="faq-heading" className="container-page mt-24">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq-heading" className="text-2xl font-semibold tracking-tight sm:text-[28px]">
            Frequently asked questions
          </h2>
          <dl className="mt-8 divide-y divide-border border-y border-border">
            {FAQ.map((item) => (
              <div key={item.question} className="py-6">
                <dt className="font-medium">{item.question}</dt>
                <dd className="mt-2 text-[15px] leading-7 text-muted-foreground">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}

type ButtonVariant = 'primary' | 'outline';

/**
 * spec 000 §2: 'Get Started' links signed-out visitors to /auth (back here afterwards). Signed in
 * with an account it opens the plan's checkout; the plan the account is already on shows as such.
 */
function GetStarted({ plan, variant }: { plan: PaidPlan; variant: ButtonVariant }) {
  const session = useSession();
  if (session === undefined) return <Skeleton className="h-12 w-full rounded-lg" />;
  const target = session === null ? `/auth?returnUrl=${encodeURIComponent('/pricing')}` : '/client-onboarding/profile';
  if (session === null || session.currentAccount === null) {
    return (
      <Button asChild variant={variant} size="lg" className="w-full">
        <Link to={target}>Get Started</Link>
      </Button>
    );
  }
  const account = session.currentAccount;
  if (account.plan === plan) {
    return (
      <Button variant="outline" size="lg" className="w-full" disabled>
        <Check aria-hidden="true" />
        Current plan
      </Button>
    );
  }
  return <SubscribeButton accountId={account.id} plan={plan} variant={variant} />;
}

/** Subscribing is 'billing:write' in the matrix (the owner); the server's guard says the same. */
function SubscribeButton({ accountId, plan, variant }: { accountId: string; plan: PaidPlan; variant: ButtonVariant }) {
  const maySubscribe = useAccountAccess(accountId).can('billing', 'write');
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function onStart() {
    if (isStarting) return;
    setError(null);
    setIsStarting(true);
    try {
      const { url } = await startPlanCheckout(accountId, { plan, expectedPriceCents: PAID_PLANS[plan].amountCents });
      // Busy until the browser has left: the checkout is a full page (Stripe's own with Stripe).
      window.location.assign(url);
    } catch (failure) {
      setError(parseApiError(failure));
      setIsStarting(false);
    }
  }

  if (!maySubscribe) {
    return (
      <div className="flex flex-col gap-2">
        <LockedButton variant={variant} size="lg" fullWidth reason={BILLING_TEXT.onlyOwnerSubscribes}>
          Get Started
        </LockedButton>
        {/* The same words as the button's description, shown for sighted visitors. */}
        <p aria-hidden="true" className="text-center text-[13px] text-muted-foreground">
          {BILLING_TEXT.onlyOwnerSubscribes}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant={variant}
        size="lg"
        className="w-full"
        aria-disabled={isStarting || undefined}
        onClick={() => void onStart()}
      >
        {isStarting ? 'Starting checkout...' : 'Get Started'}
      </Button>
      {error?.code === 'ALREADY_SUBSCRIBED' ? (
        <Alert>
          {error.message}{' '}
          <Link to="/account/billing" className="font-medium underline underline-offset-4">
            Go to Billing &amp; Payments
          </Link>
        </Alert>
      ) : error ? (
        <Alert>{checkoutFailedMessage(error.message)}</Alert>
      ) : null}
    </div>
  );
}
