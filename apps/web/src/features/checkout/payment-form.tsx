import {
  cardBrandLabel,
  CHECKOUT_TEXT,
  type CheckoutSessionView,
  payCheckoutSchema,
  type PayCheckoutInput,
  type TestAuthenticationOutcome,
} from '@themeport/core';
import { Loader2, Lock } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api';
import { useForm } from '@/lib/use-form';
import { cn } from '@/lib/utils';
import { submitLabel } from './amounts';
import { cancelCheckout, payCheckout } from './api';
import { cardBrandOf, cardNumberDigits, expiryForApi, formatCardNumber, formatCvc, formatExpiry } from './card-input';
import { TestAuthentication } from './test-authentication';
import { TestCards } from './test-cards';

type Phase = 'idle' | 'paying' | 'cancelling';

/** A 3-D Secure card waits for the test authentication step; the card goes again with the answer. */
interface Challenge {
  payment: PayCheckoutInput;
  answering: TestAuthenticationOutcome | null;
}

// Lighter examples than typed values, so an empty form never reads as filled in.
const placeholderClass = 'placeholder:text-[#8a8a94]';

// The server answers a malformed card with these texts (and no `fields`): show them at the field.
const FIELD_OF_MESSAGE: Record<string, 'cardNumber' | 'expiry' | 'cvc'> = {
  [CHECKOUT_TEXT.invalidCardNumber]: 'cardNumber',
  [CHECKOUT_TEXT.invalidExpiry]: 'expiry',
  [CHECKOUT_TEXT.invalidCvc]: 'cvc',
};

/**
 * The right column: the card form. A decline keeps everything typed so another card is one edit
 * away; success keeps the button busy until the browser has left for the success URL.
 */
export function PaymentForm({ view, onClosed }: { view: CheckoutSessionView; onClosed: () => void }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const form = useForm(payCheckoutSchema, { cardNumber: '', expiry: '', cvc: '', name: '' });
  const brand = cardBrandOf(form.values.cardNumber);
  const isBusy = phase !== 'idle';

  function showFailure(error: unknown) {
    const problem = parseApiError(error);
    setPhase('idle');
    // Paid or cancelled in another tab meanwhile: the page re-reads the session and says so.
    if (problem.status === 409 || problem.status === 404) {
      onClosed();
      return;
    }
    const field = FIELD_OF_MESSAGE[problem.message];
    const fields = problem.fields ?? (field ? { [field]: problem.message } : undefined);
    const isShownAtField = form.showServerErrors(fields) && Object.values(fields ?? {}).includes(problem.message);
    setFormError(isShownAtField ? null : problem.message);
  }

  const onSubmit = form.handleSubmit(async (data) => {
    if (isBusy) return;
    setFormError(null);
    setPhase('paying');
    const payment = {
      cardNumber: cardNumberDigits(data.cardNumber),
      expiry: expiryForApi(data.expiry),
      cvc: data.cvc,
      name: data.name,
    };
    try {
      const { redirectUrl } = await payCheckout(view.id, payment);
      window.location.assign(redirectUrl);
    } catch (error) {
      if (parseApiError(error).code === 'AUTHENTICATION_REQUIRED') {
        setPhase('idle');
        setChallenge({ payment, answering: null });
        return;
      }
      showFailure(error);
    }
  });

  async function onAuthenticate(outcome: TestAuthenticationOutcome) {
    if (!challenge || challenge.answering) return;
    setChallenge({ ...challenge, answering: outcome });
    try {
      const { redirectUrl } = await payCheckout(view.id, { ...challenge.payment, authentication: outcome });
      window.location.assign(redirectUrl);
    } catch (error) {
      // Failed (or refused meanwhile): back to the form, with the message and the card as typed.
      setChallenge(null);
      showFailure(error);
    }
  }

  async function onCancel() {
    if (isBusy) return;
    setFormError(null);
    setPhase('cancelling');
    try {
      const { redirectUrl } = await cancelCheckout(view.id);
      window.location.assign(redirectUrl);
    } catch (error) {
      showFailure(error);
    }
  }

  function fillTestCard(number: string) {
    form.setValue('cardNumber', formatCardNumber(number));
    const next = form.values.expiry ? 'cardNumber' : 'expiry';
    document.getElementById(form.idOf(next))?.focus();
  }

  return (
    <section aria-labelledby="checkout-payment-heading" className="flex flex-col gap-6 p-6 sm:p-8">
      <div>
        <h2 id="checkout-payment-heading" className="text-base font-semibold">
          Card details
        </h2>
        <p className="mt-1 text-[13px] text-muted-foreground">
          {view.mode === 'setup' ? 'The card is saved to your account for later payments.' : 'Pay with a test card.'}
        </p>
      </div>

      {challenge ? (
        <TestAuthentication
          view={view}
          last4={challenge.payment.cardNumber.slice(-4)}
          answering={challenge.answering}
          onAnswer={(outcome) => void onAuthenticate(outcome)}
        />
      ) : null}

      <form
        noValidate
        onSubmit={onSubmit}
        className={cn('flex flex-col gap-4', challenge && 'hidden')}
        aria-busy={isBusy}
      >
        <Field id={form.idOf('cardNumber')} label="Card number" error={form.errors.cardNumber}>
          <div className="relative">
            <Input
              {...form.textProps('cardNumber', { format: formatCardNumber })}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              className={cn(placeholderClass, 'tabular pr-28')}
            />
            {brand ? (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs font-medium text-muted-foreground"
              >
                {cardBrandLabel(brand)}
              </span>
            ) : null}
          </div>
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field id={form.idOf('expiry')} label="Expiry" error={form.errors.expiry}>
            <Input
              {...form.textProps('expiry', { format: formatExpiry })}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              className={cn(placeholderClass, 'tabular')}
            />
          </Field>
          <Field id={form.idOf('cvc')} label="CVC" error={form.errors.cvc}>
            <Input
              {...form.textProps('cvc', { format: formatCvc })}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              className={cn(placeholderClass, 'tabular')}
            />
          </Field>
        </div>
        <Field id={form.idOf('name')} label="Name on card" error={form.errors.name}>
          <Input
            {...form.textProps('name')}
            autoComplete="cc-name"
            placeholder="Full name"
            className={placeholderClass}
          />
        </Field>

        {formError ? <Alert>{formError}</Alert> : null}

        <Button type="submit" size="lg" className="mt-1 w-full" aria-disabled={isBusy || undefined}>
          {phase === 'paying' ? (
            <>
              <Loader2 aria-hidden="true" className="animate-spin" />
              Processing...
            </>
          ) : (
            <>
              <Lock aria-hidden="true" />
              {submitLabel(view)}
            </>
          )}
        </Button>
        <Button
          variant="ghost"
          className="w-full text-muted-foreground"
          aria-disabled={isBusy || undefined}
          onClick={() => void onCancel()}
        >
          {phase === 'cancelling' ? 'Returning...' : 'Cancel and return'}
        </Button>
        <p role="status" className="sr-only">
          {phase === 'paying' ? 'Processing your payment...' : phase === 'cancelling' ? 'Returning...' : ''}
        </p>
      </form>

      {challenge ? null : <TestCards onUse={fillTestCard} />}
    </section>
  );
}
