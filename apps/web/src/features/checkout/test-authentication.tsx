import { CHECKOUT_TEXT, type CheckoutSessionView, type TestAuthenticationOutcome } from '@themeport/core';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { amountLabel } from './amounts';
import { TestModeBadge } from './checkout-states';

/**
 * The test authentication step a 3-D Secure card asks for, as Stripe's test page shows it: the
 * buyer completes it (the payment goes on) or fails it (nothing is charged). Test mode only: with
 * Stripe, the bank's own page takes its place.
 */
export function TestAuthentication({
  view,
  last4,
  answering,
  onAnswer,
}: {
  view: CheckoutSessionView;
  last4: string;
  answering: TestAuthenticationOutcome | null;
  onAnswer: (outcome: TestAuthenticationOutcome) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the step that replaced the form.
  useEffect(() => headingRef.current?.focus(), []);
  const isBusy = answering !== null;

  return (
    <section
      aria-labelledby="checkout-authentication-heading"
      className="flex flex-col gap-5 rounded-lg border border-dashed border-amber-300 bg-amber-50/40 p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <ShieldCheck aria-hidden="true" className="size-5 text-amber-900" />
        <h2
          id="checkout-authentication-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold outline-none"
        >
          {CHECKOUT_TEXT.authTitle}
        </h2>
        <TestModeBadge />
      </div>
      <p className="text-sm leading-relaxed text-muted-foreground">{CHECKOUT_TEXT.authNote}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Merchant</dt>
        <dd>Themeport</dd>
        <dt className="text-muted-foreground">Card</dt>
        <dd className="tabular">•••• {last4}</dd>
        {view.mode === 'setup' ? null : (
          <>
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="tabular">{amountLabel(view.total, view)}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button className="flex-1" aria-disabled={isBusy || undefined} onClick={() => !isBusy && onAnswer('complete')}>
          {answering === 'complete' ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {CHECKOUT_TEXT.authComplete}
        </Button>
        <Button
          variant="outline"
          className="flex-1"
          aria-disabled={isBusy || undefined}
          onClick={() => !isBusy && onAnswer('fail')}
        >
          {answering === 'fail' ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {CHECKOUT_TEXT.authFail}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {isBusy ? 'Processing your payment...' : ''}
      </p>
    </section>
  );
}
