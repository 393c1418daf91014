import type { CheckoutSessionView } from '@themeport/core';
import { CreditCard, Sparkles } from 'lucide-react';
import { amountLabel } from './amounts';

type Line = CheckoutSessionView['lines'][number];

const INTRO: Record<CheckoutSessionView['mode'], string> = {
  payment: 'Pay Themeport',
  subscription: 'Subscribe to Themeport',
  setup: 'Save a card with Themeport',
};

/** The left column: what is bought, what it costs, and who is paying. */
export function OrderSummary({ view }: { view: CheckoutSessionView }) {
  const isSetup = view.mode === 'setup';
  const total = amountLabel(view.total, view);

  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="flex flex-col gap-6 border-b border-border bg-muted/60 p-6 sm:p-8 md:border-r md:border-b-0"
    >
      <div>
        <p className="text-sm font-medium text-muted-foreground">{INTRO[view.mode]}</p>
        {isSetup ? (
          <p className="mt-1 text-[15px] leading-relaxed text-foreground">
            Your card is saved for future payments. You won&apos;t be charged now.
          </p>
        ) : (
          <p className="tabular mt-1 text-4xl font-semibold tracking-tight">{total}</p>
        )}
      </div>

      {isSetup ? (
        <div>
          <h2 id="checkout-summary-heading" className="text-sm font-semibold">
            Card for {view.accountName}
          </h2>
          <p className="mt-1 text-[13px] text-muted-foreground">
            It joins the account's payment methods in Billing &amp; Payments.
          </p>
        </div>
      ) : (
        <>
          <div>
            <h2 id="checkout-summary-heading" className="text-sm font-semibold">
              Order summary
            </h2>
            <ul className="mt-3 flex flex-col divide-y divide-border">
              {view.lines.map((line, index) => (
                <OrderLine key={line.themeId ?? `${line.name}-${index}`} line={line} view={view} />
              ))}
            </ul>
          </div>
          <div className="border-t border-border pt-4">
            <div className="flex items-baseline justify-between gap-4">
              <p className="text-sm font-semibold">Total</p>
              <p className="tabular text-base font-semibold">{total}</p>
            </div>
            <p className="mt-1 text-[13px] text-muted-foreground">
              {view.mode === 'subscription'
                ? 'Billed monthly. Change or cancel any time from Billing.'
                : 'One-time payment. Each licence covers your whole account.'}
            </p>
          </div>
        </>
      )}

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg border border-border bg-white px-4 py-3 text-sm">
        <dt className="text-muted-foreground">Account</dt>
        <dd className="min-w-0 truncate text-right font-medium">{view.accountName}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="min-w-0 truncate text-right font-medium">{view.email}</dd>
      </dl>
    </section>
  );
}

function OrderLine({ line, view }: { line: Line; view: CheckoutSessionView }) {
  const Placeholder = view.mode === 'subscription' ? Sparkles : CreditCard;
  return (
    <li className="flex items-start gap-4 py-3 first:pt-0 last:pb-0">
      {line.image ? (
        <img
          src={line.image}
          alt=""
          className="h-12 w-16 shrink-0 rounded-md bg-white object-cover ring-1 ring-border sm:h-14 sm:w-20"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-12 w-16 shrink-0 items-center justify-center rounded-md bg-white text-primary-strong ring-1 ring-border sm:h-14 sm:w-20"
        >
          <Placeholder className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{line.name}</p>
        {line.description ? (
          <p className="mt-0.5 line-clamp-2 text-[13px] text-muted-foreground">{line.description}</p>
        ) : null}
        {line.quantity > 1 ? (
          <p className="mt-1 text-xs text-muted-foreground">Added {line.quantity} times, charged once</p>
        ) : null}
      </div>
      <p className="tabular shrink-0 text-sm font-medium">{amountLabel(line.amount, view)}</p>
    </li>
  );
}
