// The production payment adapter: Stripe Checkout, customers, subscriptions and cards through the
// official SDK. What Stripe reports back reaches our database only through the signed webhook
// (modules/billing/stripe-webhook.ts) and the one fulfilment path; the mappers in
// stripe-snapshots.ts turn Stripe's objects into the snapshots that path stores.
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import {
  PAID_PLANS,
  RETRY_POLICIES,
  idempotencyKey,
  isRetryablePaymentError,
  withRetry,
  type PaidPlan,
  type RetryPolicy,
} from '@themeport/core';
import { stripeSdk } from './stripe-sdk.ts';
import { idOf, planLookupKey, subscriptionSnapshot } from './stripe-snapshots.ts';
import type { CheckoutSessionRequest, PaymentProvider } from './types.ts';

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

export interface StripeProviderOptions {
  /** A client of the caller's (tests point one at a local fake API). Default: createStripeClient(secretKey). */
  stripe?: Stripe;
  /** The wait between retries; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The SDK client. Its own network retries are off: withRetry with the spec's policies is the retry
 * layer, so a failing call is tried policy.attempts times, not attempts × the SDK's. (The SDK still
 * repeats a request once, with the same idempotency key, when a kept-alive connection was closed.)
 */
export function createStripeClient(secretKey: string, config: Stripe.StripeConfig = {}): Stripe {
  const Sdk = stripeSdk();
  return new Sdk(secretKey, { maxNetworkRetries: 0, ...config });
}

/** Stripe shows only absolute https images on its page; our own paths (/uploads/…) are left out. */
function httpsImages(image: string | null): string[] {
  return image !== null && image.startsWith('https://') ? [image] : [];
}

export function createStripePaymentProvider(keys: StripeKeys, options: StripeProviderOptions = {}): PaymentProvider {
  const stripe = options.stripe ?? createStripeClient(keys.secretKey);

  const retry = <T>(policy: RetryPolicy, operation: () => Promise<T>): Promise<T> =>
    withRetry(operation, policy, { isRetryable: isRetryablePaymentError, sleep: options.sleep });

  // Plan prices by lookup key, looked up (or created) once per process.
  const planPrices = new Map<PaidPlan, Promise<string>>();

  async function findOrCreatePlanPrice(plan: PaidPlan): Promise<string> {
    const lookupKey = planLookupKey(plan);
    const listed = await retry(RETRY_POLICIES.subscription, () =>
      stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }),
    );
    const found = listed.data[0];
    if (found) return found.id;
    const { name, amountCents } = PAID_PLANS[plan];
    const created = await retry(RETRY_POLICIES.subscription, () =>
      stripe.prices.create(
        {
          currency: 'usd',
          unit_amount: amountCents,
          recurring: { interval: 'month' },
          lookup_key: lookupKey,
          metadata: { plan },
          product_data: { name: `Themeport ${name}`, metadata: { plan } },
        },
        // Two servers that both find it missing create it once.
        { idempotencyKey: idempotencyKey('price.create', { lookupKey, amountCents }) },
      ),
    );
    return created.id;
  }

  function planPrice(plan: PaidPlan): Promise<string> {
    let price = planPrices.get(plan);
    if (!price) {
      price = findOrCreatePlanPrice(plan);
      planPrices.set(plan, price);
      // A failed look-up is tried again next time.
      void price.catch(() => planPrices.delete(plan));
    }
    return price;
  }

  async function sessionParams(request: CheckoutSessionRequest): Promise<Stripe.Checkout.SessionCreateParams> {
    const common = {
      customer: request.customerId,
      client_reference_id: request.account.id,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    };
    const owner = { accountId: request.account.id, userId: request.userId };
    switch (request.mode) {
      case 'payment':
        return {
          ...common,
          mode: 'payment',
          // One licence per theme covers the account, whatever the cart's quantity.
          line_items: request.lines.map((line) => {
            const images = httpsImages(line.image);
            return {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: line.amount,
                product_data: {
                  name: line.name,
                  ...(line.description ? { description: line.description } : {}),
                  ...(images.length > 0 ? { images } : {}),
                  metadata: { themeId: line.themeId },
                },
              },
            };
          }),
          // Every purchase gets an invoice (spec 001 §3); it arrives with invoice.paid.
          invoice_creation: { enabled: true, invoice_data: { metadata: { accountId: request.account.id } } },
          metadata: { ...owner, kind: 'themes' },
        };
      case 'subscription': {
        if (!request.plan) throw new Error('A subscription checkout needs a plan');
        return {
          ...common,
          mode: 'subscription',
          line_items: [{ price: await planPrice(request.plan), quantity: 1 }],
          subscription_data: { metadata: { accountId: request.account.id, plan: request.plan } },
          metadata: { ...owner, kind: 'subscription', plan: request.plan },
        };
      }
      case 'setup':
        return {
          ...common,
          mode: 'setup',
          currency: 'usd',
          setup_intent_data: { metadata: { accountId: request.account.id } },
          metadata: { ...owner, kind: 'setup' },
        };
    }
  }

  return {
    name: 'stripe',

    async ensureCustomer({ accountId, accountName, email, customerId }) {
      if (customerId) return customerId;
      const customer = await retry(RETRY_POLICIES.customer, () =>
        stripe.customers.create(
          { name: accountName, email, metadata: { accountId } },
          { idempotencyKey: idempotencyKey('customer.create', { accountId, accountName, email }) },
        ),
      );
      return customer.id;
    },

    async createCheckoutSession(request) {
      const params = await sessionParams(request);
      const session = await retry(RETRY_POLICIES.payment, () =>
        stripe.checkout.sessions.create(params, { idempotencyKey: request.idempotencyKey }),
      );
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
      return { id: session.id, url: session.url };
    },

    async changeSubscriptionPlan({ current, plan, idempotencyKey: key }) {
      const subscription = await retry(RETRY_POLICIES.subscription, () =>
        stripe.subscriptions.retrieve(current.providerSubscriptionId),
      );
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items`);
      const price = await planPrice(plan);
      // Upgrades are charged now: the prorations are invoiced at once and paid with the default card;
      // error_if_incomplete refuses the change (402) when that payment fails, so nothing is half done.
      const updated = await retry(RETRY_POLICIES.subscription, () =>
        stripe.subscriptions.update(
          subscription.id,
          {
            items: [{ id: item.id, price }],
            proration_behavior: 'always_invoice',
            payment_behavior: 'error_if_incomplete',
            cancel_at_period_end: false,
            metadata: { plan },
          },
          { idempotencyKey: key },
        ),
      );
      return subscriptionSnapshot(updated);
    },

    // A downgrade at the period end: a schedule from the subscription whose current phase runs to the
    // period end and whose next phase has the smaller plan's price (no proration), then released.
    async schedulePlanChange({ current, plan, idempotencyKey: key }) {
      const subscription = await retry(RETRY_POLICIES.subscription, () =>
        stripe.subscriptions.retrieve(current.providerSubscriptionId),
      );
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items`);
      const price = await planPrice(plan);
      const existing = idOf(subscription.schedule);
      const scheduleId =
        existing ??
        (
          await retry(RETRY_POLICIES.subscription, () =>
            stripe.subscriptionSchedules.create(
              { from_subscription: subscription.id },
              { idempotencyKey: `${key}:schedule` },
            ),
          )
        ).id;
      await retry(RETRY_POLICIES.subscription, () =>
        stripe.subscriptionSchedules.update(
          scheduleId,
          {
            end_behavior: 'release',
            proration_behavior: 'none',
            phases: [
              {
                items: [{ price: item.price.id, quantity: item.quantity ?? 1 }],
                start_date: item.current_period_start,
                end_date: item.current_period_end,
              },
              {
                items: [{ price, quantity: 1 }],
                duration: { interval: 'month', interval_count: 1 },
                metadata: { ...subscription.metadata, plan },
              },
            ],
          },
          { idempotencyKey: `${key}:phases` },
        ),
      );
      return { scheduleId };
    },

    async releasePlanSchedule({ scheduleId, idempotencyKey: key }) {
      await retry(RETRY_POLICIES.subscription, () =>
        stripe.subscriptionSchedules.release(scheduleId, {}, { idempotencyKey: key }),
      );
    },

    async setCancelAtPeriodEnd({ current, cancel, idempotencyKey: key }) {
      const updated = await retry(RETRY_POLICIES.subscription, () =>
        stripe.subscriptions.update(
          current.providerSubscriptionId,
          { cancel_at_period_end: cancel },
          { idempotencyKey: key },
        ),
      );
      return subscriptionSnapshot(updated);
    },

    async cancelSubscriptionNow({ providerSubscriptionId, idempotencyKey: key }) {
      await retry(RETRY_POLICIES.subscription, async () => {
        try {
          // No prorate and no invoice_now: nothing is refunded or charged by the cancellation itself.
          await stripe.subscriptions.cancel(providerSubscriptionId, {}, { idempotencyKey: key });
        } catch (err) {
          // Already cancelled (or gone) at Stripe: the end we want.
          if (err instanceof stripeSdk().errors.StripeInvalidRequestError && err.code === 'resource_missing') return;
          throw err;
        }
      });
    },

    async setDefaultPaymentMethod({ customerId, providerPaymentMethodId }) {
      // One key for every try of this call: a retry after a lost answer is not applied twice.
      const key = randomUUID();
      await retry(RETRY_POLICIES.customer, () =>
        stripe.customers.update(
          customerId,
          { invoice_settings: { default_payment_method: providerPaymentMethodId } },
          { idempotencyKey: key },
        ),
      );
    },

    async detachPaymentMethod({ providerPaymentMethodId }) {
      const key = randomUUID();
      await retry(RETRY_POLICIES.customer, () =>
        stripe.paymentMethods.detach(providerPaymentMethodId, {}, { idempotencyKey: key }),
      );
    },

    async createPortalSession({ customerId, returnUrl }) {
      const key = randomUUID();
      const session = await retry(RETRY_POLICIES.customer, () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }, { idempotencyKey: key }),
      );
      return session.url;
    },

    async refund({ paymentIntentId, amount, idempotencyKey: key, metadata, reason = 'duplicate' }) {
      const refund = await retry(RETRY_POLICIES.payment, () =>
        stripe.refunds.create({ payment_intent: paymentIntentId, amount, reason, metadata }, { idempotencyKey: key }),
      );
      return { providerRefundId: refund.id, amount: refund.amount, currency: refund.currency };
    },

    async paymentOfSession({ sessionId }) {
      const session = await retry(RETRY_POLICIES.payment, () => stripe.checkout.sessions.retrieve(sessionId));
      return idOf(session.payment_intent);
    },

    // A decline is an answer, not a failure: Stripe sends invoice.payment_failed, and its retries go on.
    async payInvoice({ providerInvoiceId, providerPaymentMethodId, idempotencyKey: key }) {
      try {
        const invoice = await retry(RETRY_POLICIES.subscription, () =>
          stripe.invoices.pay(providerInvoiceId, { payment_method: providerPaymentMethodId }, { idempotencyKey: key }),
        );
        return { paid: invoice.status === 'paid' };
      } catch (error) {
        if (isRetryablePaymentError(error)) throw error;
        return { paid: false };
      }
    },

    async expireCheckoutSession({ sessionId }) {
      await retry(RETRY_POLICIES.payment, () =>
        stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire_${sessionId}` }),
      );
    },
  };
}
