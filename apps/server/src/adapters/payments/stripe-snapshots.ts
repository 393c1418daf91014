// Stripe's objects as the snapshots our one fulfilment path stores (adapters/payments/types.ts):
// what the webhook and the Stripe adapter read back from Stripe goes through these mappers.
import type Stripe from 'stripe';
import {
  CANCELLATION_DETAIL_MAX,
  CVC_CHECKS,
  INVOICE_STATUSES,
  SUBSCRIPTION_STATUSES,
  isPaidPlan,
  mapPaymentError,
  type CancellationReason,
  type CvcCheck,
  type PaymentErrorCode,
  type InvoiceStatus,
  type PaidPlan,
  type Plan,
  type SubscriptionStatus,
} from '@themeport/core';
import type { InvoiceSnapshot, PaymentMethodSnapshot, ProviderCancellation, SubscriptionSnapshot } from './types.ts';

/** The recurring price of a plan is found by this lookup key (and created once when missing). */
export function planLookupKey(plan: PaidPlan): string {
  return `themeport_${plan}_monthly`;
}

const LOOKUP_KEY = /^themeport_([a-z]+)_monthly$/;

type Expandable = string | { id: string } | null | undefined;

/** The id of a field that is an id, or an expanded object, or nothing. */
export function idOf(value: Expandable): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

const fromSeconds = (seconds: number | null | undefined): Date | null =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

function oneOf<T extends string>(list: readonly T[], value: string | null | undefined): value is T {
  return value !== null && value !== undefined && (list as readonly string[]).includes(value);
}

/** Our plan from the price's lookup key, else the subscription's metadata.plan, else the price's; unknown prices grant nothing. */
function planOf(price: Stripe.Price, metadata: Stripe.Metadata | null | undefined): Plan {
  const fromKey = LOOKUP_KEY.exec(price.lookup_key ?? '')?.[1];
  for (const candidate of [fromKey, metadata?.plan, price.metadata?.plan]) {
    if (isPaidPlan(candidate)) return candidate;
  }
  return 'free';
}

/** Stripe's cancellation feedback (its customer portal's survey) as our cancel dialog's reasons. */
const FEEDBACK_REASONS: Readonly<Record<string, CancellationReason>> = {
  too_expensive: 'too_expensive',
  missing_features: 'missing_features',
  switched_service: 'switched_service',
  unused: 'not_using',
  low_quality: 'technical_issues',
  too_complex: 'technical_issues',
  customer_service: 'customer_service',
  other: 'other',
};

/**
 * The customer's cancellation, when the subscription ends or is set to end because they asked
 * (the portal, the dashboard or our API: reason cancellation_requested) or they said why; none for
 * retries that ran out or a dispute without an answer.
 */
function cancellationOf(sub: Stripe.Subscription, cancelling: boolean): ProviderCancellation | undefined {
  const details = sub.cancellation_details;
  if (!details || !(cancelling || sub.status === 'canceled')) return undefined;
  const comment = details.comment?.trim().slice(0, CANCELLATION_DETAIL_MAX).trim() || null;
  if (details.reason !== 'cancellation_requested' && !details.feedback && !comment) return undefined;
  return {
    reason: details.feedback ? (FEEDBACK_REASONS[details.feedback] ?? 'other') : null,
    detail: comment,
    requestedAt: fromSeconds(sub.canceled_at),
  };
}

/**
 * A subscription as fulfilment stores it. The billing period lives on the subscription item in
 * this API version (2026-10-28): Themeport subscriptions have one item, the plan's price.
 */
export function subscriptionSnapshot(sub: Stripe.Subscription): SubscriptionSnapshot {
  const item = sub.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${sub.id} has no items`);
  const currentPeriodEnd = fromSeconds(item.current_period_end);
  // A cancellation set for the period's end may come as cancel_at (the billing portal) rather than the flag.
  const cancelAtPeriodEnd =
    sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at === item.current_period_end);
  const cancellation = cancellationOf(sub, cancelAtPeriodEnd);
  return {
    providerSubscriptionId: sub.id,
    customerId: idOf(sub.customer),
    priceId: item.price.id,
    plan: planOf(item.price, sub.metadata),
    status: oneOf<SubscriptionStatus>(SUBSCRIPTION_STATUSES, sub.status) ? sub.status : 'incomplete',
    amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    currency: sub.currency ?? item.price.currency,
    currentPeriodStart: fromSeconds(item.current_period_start),
    currentPeriodEnd,
    cancelAtPeriodEnd,
    // Stripe cancels a subscription whose failed invoice ran out of retries with this reason.
    ...(sub.cancellation_details?.reason === 'payment_failed' ? { churnCause: 'dunning_exhausted' as const } : {}),
    ...(cancellation ? { cancellation } : {}),
  };
}

/** One attempt to pay an invoice, as the payment attempts ledger keeps it (issue 23). */
export interface InvoicePaymentAttempt {
  /** Stripe's attempt_count: 1 for the first try, then its retries. */
  attemptNumber: number;
  amount: number;
  succeeded: boolean;
  /** spec 001 §8.1's code of a failure, from the payment intent's (or charge's) last error. */
  declineCode: PaymentErrorCode | null;
  cardBrand: string | null;
  /** When Stripe tries again (null: no more tries). */
  nextRetryAt: Date | null;
}

function expandedObject<T extends { id: string }>(value: string | T | null | undefined): T | null {
  return value !== null && value !== undefined && typeof value !== 'string' ? value : null;
}

/** The attempt an invoice.paid / invoice.payment_failed reports; null when nothing was attempted. */
export function invoicePaymentAttempt(inv: Stripe.Invoice): InvoicePaymentAttempt | null {
  if (!inv.attempted || inv.amount_due <= 0) return null;
  const succeeded = inv.status === 'paid';
  const payment = inv.payments?.data[0]?.payment;
  const intent = expandedObject(payment?.payment_intent);
  const charge = expandedObject(payment?.charge);
  const error = intent?.last_payment_error;
  let declineCode: PaymentErrorCode | null = null;
  if (!succeeded) {
    const source = error
      ? { type: 'card_error', code: error.code, decline_code: error.decline_code }
      : charge?.failure_code
        ? { type: 'card_error', code: charge.failure_code, decline_code: charge.outcome?.reason }
        : { code: 'subscription_payment_failed' };
    declineCode = mapPaymentError(source).code;
  }
  return {
    attemptNumber: Math.max(1, inv.attempt_count),
    amount: inv.amount_due,
    succeeded,
    declineCode,
    cardBrand: error?.payment_method?.card?.brand ?? charge?.payment_method_details?.card?.brand ?? null,
    nextRetryAt: fromSeconds(inv.next_payment_attempt),
  };
}

/** An invoice as fulfilment stores it: the period of its first line (the plan's month), else the invoice's own. */
export function invoiceSnapshot(inv: Stripe.Invoice): InvoiceSnapshot {
  const lines = inv.lines?.data ?? [];
  const period = lines[0]?.period ?? { start: inv.period_start, end: inv.period_end };
  const lineNames = lines.map((line) => line.description).filter((text): text is string => Boolean(text));
  return {
    providerInvoiceId: inv.id,
    number: inv.number ?? inv.id,
    customerId: idOf(inv.customer),
    providerSubscriptionId: idOf(inv.parent?.subscription_details?.subscription),
    checkoutSessionId: null,
    description: inv.description || lineNames.join(', '),
    amountPaid: inv.amount_paid,
    currency: inv.currency,
    status: oneOf<InvoiceStatus>(INVOICE_STATUSES, inv.status) ? inv.status : 'draft',
    periodStart: fromSeconds(period.start),
    periodEnd: fromSeconds(period.end),
    invoicePdf: inv.invoice_pdf ?? null,
    hostedInvoiceUrl: inv.hosted_invoice_url ?? null,
    createdAt: new Date(inv.created * 1000),
  };
}

/** A card as fulfilment stores it; null for a payment method that is not a card (Themeport keeps cards only). */
export function paymentMethodSnapshot(pm: Stripe.PaymentMethod): PaymentMethodSnapshot | null {
  const card = pm.card;
  if (!card) return null;
  const cvcCheck = card.checks?.cvc_check;
  return {
    providerPaymentMethodId: pm.id,
    customerId: idOf(pm.customer),
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    cvcCheck: oneOf<CvcCheck>(CVC_CHECKS, cvcCheck) ? cvcCheck : null,
  };
}
