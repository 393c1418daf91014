import { randomBytes } from 'node:crypto';
import type { PaymentProvider, SubscriptionSnapshot } from './types.ts';
import { PAID_PLANS } from '@themeport/core';

/** Stripe-shaped ids, so logs and rows read the same with either adapter. */
export function localId(prefix: string): string {
  return `${prefix}_local_${randomBytes(12).toString('hex')}`;
}

/** Invoice numbers that read like Stripe's: a prefix, the day, a random suffix. */
export function localInvoiceNumber(now: Date): string {
  return `TP-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** The local plan price ids (Stripe's would be price_…). */
export const localPriceId = (plan: keyof typeof PAID_PLANS) => `price_local_${plan}_monthly`;

/**
 * The embedded default: no outside service. Sessions are paid on our own test-mode page
 * (/checkout/{id}, modules/billing/local-checkout.ts), which runs the same fulfilment a webhook
 * would. Customers, cards and subscriptions live only in our database, so the provider side of
 * most operations has nothing to do.
 */
export function createLocalPaymentProvider(): PaymentProvider {
  return {
    name: 'local',
    async ensureCustomer({ customerId }) {
      return customerId ?? localId('cus');
    },
    async createCheckoutSession() {
      const id = localId('cs');
      return { id, url: `/checkout/${id}` };
    },
    // An upgrade keeps the period, as Stripe does; the billing service charges the prorated difference.
    async changeSubscriptionPlan({ current, plan }): Promise<SubscriptionSnapshot> {
      return {
        ...current,
        plan,
        priceId: localPriceId(plan),
        amount: PAID_PLANS[plan].amountCents,
        status: 'active',
        cancelAtPeriodEnd: false,
      };
    },
    // The renewal job (modules/billing/renewals.ts) applies the pending plan at the period end.
    async schedulePlanChange() {
      return { scheduleId: null };
    },
    async releasePlanSchedule() {},
    async setCancelAtPeriodEnd({ current, cancel }): Promise<SubscriptionSnapshot> {
      return { ...current, cancelAtPeriodEnd: cancel };
    },
    // Local subscriptions live only in our database: deleting their rows stops the renewals.
    async cancelSubscriptionNow() {},
    async setDefaultPaymentMethod() {},
    async detachPaymentMethod() {},
    async createPortalSession() {
      return null;
    },
    // Local payments are charged inside our own fulfilment, which refuses owned themes before
    // charging; a refund only needs an id, and a session expires in our table (its only home).
    async refund({ amount }) {
      return { providerRefundId: localId('re'), amount, currency: 'usd' };
    },
    async paymentOfSession({ sessionId }) {
      return sessionId;
    },
    async expireCheckoutSession() {},
    // Local dunning charges the saved card itself (modules/billing/dunning.ts).
    async payInvoice() {
      return { paid: false };
    },
  };
}
