import type {
  CancellationReason,
  CheckoutMode,
  ChurnCause,
  CvcCheck,
  InvoiceStatus,
  PaidPlan,
  PaymentProviderName,
  Plan,
  SubscriptionStatus,
} from '@themeport/core';

/** One theme licence in a payment-mode checkout. */
export interface CheckoutLineInput {
  themeId: string;
  name: string;
  description: string;
  image: string | null;
  /** Minor units. */
  amount: number;
}

export interface CheckoutSessionRequest {
  mode: CheckoutMode;
  /** Derived from operation and payload (core idempotencyKey): the provider dedupes on it. */
  idempotencyKey: string;
  account: { id: string; name: string };
  /** The provider's customer for the account (see ensureCustomer). */
  customerId: string;
  customerEmail: string;
  userId: string;
  /** mode 'payment'. */
  lines: CheckoutLineInput[];
  /** mode 'subscription'. */
  plan: PaidPlan | null;
  /** Absolute URLs; the success URL may hold {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckoutSession {
  id: string;
  /** Absolute (the provider's hosted page) or a path on this site (the local test-mode page). */
  url: string;
}

/** A subscription as the provider reports it; fulfilment stores it (applySubscription). */
export interface SubscriptionSnapshot {
  providerSubscriptionId: string;
  customerId: string | null;
  priceId: string;
  plan: Plan;
  status: SubscriptionStatus;
  amount: number;
  currency: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /**
   * Why an ended subscription ended, when the provider says: 'dunning_exhausted' when its
   * failed renewal's retries ran out (Stripe: cancellation_details.reason 'payment_failed').
   * Otherwise the customer chose to leave.
   */
  churnCause?: ChurnCause;
  /**
   * The customer's own cancellation as the provider reports it (Stripe: cancellation_details from
   * its customer portal), stored like the answer to our cancel dialog unless that came first.
   */
  cancellation?: ProviderCancellation;
}

export interface ProviderCancellation {
  reason: CancellationReason | null;
  /** Trimmed to CANCELLATION_DETAIL_MAX; null when empty. */
  detail: string | null;
  requestedAt: Date | null;
}

export interface InvoiceSnapshot {
  providerInvoiceId: string;
  number: string;
  customerId: string | null;
  providerSubscriptionId: string | null;
  checkoutSessionId: string | null;
  description: string;
  amountPaid: number;
  currency: string;
  status: InvoiceStatus;
  periodStart: Date | null;
  periodEnd: Date | null;
  invoicePdf: string | null;
  hostedInvoiceUrl: string | null;
  createdAt: Date;
}

export interface PaymentMethodSnapshot {
  providerPaymentMethodId: string;
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  cvcCheck: CvcCheck | null;
}

/**
 * The payment service behind one interface (ARCHITECTURE.md adapters). Both adapters feed the
 * same fulfilment (modules/billing/fulfilment.ts): the local one when its test-mode page is paid,
 * Stripe's through its webhook. What the provider itself holds (customers, sessions, the default
 * card, subscriptions) changes here; our database follows in the billing services.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The provider's customer for the account: the stored id, else a new one (the caller stores it). */
  ensureCustomer(input: {
    accountId: string;
    accountName: string;
    email: string;
    customerId: string | null;
  }): Promise<string>;
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CreatedCheckoutSession>;
  /**
   * Upgrades a live subscription now and answers its new state: the period stays, the prorated
   * difference is invoiced and charged at once on the default card (Stripe: always_invoice,
   * error_if_incomplete, so a failed charge changes nothing).
   */
  changeSubscriptionPlan(input: {
    current: SubscriptionSnapshot;
    plan: PaidPlan;
    idempotencyKey: string;
  }): Promise<SubscriptionSnapshot>;
  /** A downgrade at the period end (Stripe: a subscription schedule; local: null, the renewal applies it). */
  schedulePlanChange(input: {
    current: SubscriptionSnapshot;
    plan: PaidPlan;
    idempotencyKey: string;
  }): Promise<{ scheduleId: string | null }>;
  /** Calls off a scheduled downgrade (Stripe: releases the schedule; the subscription stays as it is). */
  releasePlanSchedule(input: { scheduleId: string; idempotencyKey: string }): Promise<void>;
  /** Cancel at the period end (true) or resume (false); answers the subscription's new state. */
  setCancelAtPeriodEnd(input: {
    current: SubscriptionSnapshot;
    cancel: boolean;
    idempotencyKey: string;
  }): Promise<SubscriptionSnapshot>;
  /**
   * Ends a subscription now, without a refund or a final invoice (the account is being deleted):
   * nothing is charged again. The same key on every try, so a retry is one cancellation.
   */
  cancelSubscriptionNow(input: { providerSubscriptionId: string; idempotencyKey: string }): Promise<void>;
  setDefaultPaymentMethod(input: { customerId: string; providerPaymentMethodId: string }): Promise<void>;
  detachPaymentMethod(input: { providerPaymentMethodId: string }): Promise<void>;
  /** The provider's own billing portal, where it has one (Stripe); null locally. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string | null>;
  /** Gives back (part of) a payment that arrived for something the account already had (decision 006). */
  refund(input: RefundRequest): Promise<RefundResult>;
  /**
   * The payment a paid checkout session made, to refund it later (an admin's refund, decision 029):
   * Stripe reads the session's payment_intent; locally the session id is the payment.
   */
  paymentOfSession(input: { sessionId: string }): Promise<string | null>;
  /**
   * Pays an open invoice now with the given card (a renewal in dunning, the owner added a card).
   * A decline answers paid: false (Stripe sends invoice.payment_failed and keeps its schedule).
   */
  payInvoice(input: {
    providerInvoiceId: string;
    providerPaymentMethodId: string;
    idempotencyKey: string;
  }): Promise<{ paid: boolean }>;
  /** Closes an open checkout session so it can no longer be paid (another session delivered its themes). */
  expireCheckoutSession(input: { sessionId: string }): Promise<void>;
}

export interface RefundRequest {
  /** The payment to refund (Stripe: the checkout session's payment_intent). */
  paymentIntentId: string;
  /** Minor units; part of the payment or all of it. */
  amount: number;
  /** The same for every try of this refund: the provider makes it once. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** Stripe's refund reason: 'duplicate' (an owned theme paid twice, the default) or an admin's refund. */
  reason?: 'duplicate' | 'requested_by_customer';
}

export interface RefundResult {
  providerRefundId: string;
  amount: number;
  currency: string;
}
