// Dunning with Stripe (decision 037): Stripe retries; its webhooks record each attempt with its
// decline code and move our case; a card added while a case is open asks Stripe (the in-process
// stand-in) to pay the invoice; a subscription Stripe deletes for payment_failed is involuntary churn.
import { and, asc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from '../../adapters/payments/stripe.ts';
import { accounts, dunningCases, emailLogs, paymentAttempts, subscriptionMovements, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueEmail } from '../../test/auth.ts';
import {
  STRIPE_TEST_ENV,
  deliverEvent,
  startFakeStripeApi,
  stripeCard,
  stripeCheckoutSession,
  storeStripeSession,
  stripeError,
  stripeEvent,
  stripeId,
  stripeInvoice,
  stripeSubscription,
  unixNow,
  type FakeStripeApi,
  type RecordedRequest,
} from '../../test/stripe.ts';
import { createOwnedAccount } from '../accounts/service.ts';

let t: TestApp;
let fake: FakeStripeApi;

beforeAll(async () => {
  fake = await startFakeStripeApi((request: RecordedRequest) => {
    const pay = /^\/v1\/invoices\/([^/]+)\/pay$/.exec(request.path);
    if (pay) return { body: { id: pay[1], object: 'invoice', status: 'paid' } };
    return stripeError(404, 'invalid_request_error', 'resource_missing');
  });
  const payments = createStripePaymentProvider(
    { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET },
    { stripe: fake.stripe, sleep: async () => {} },
  );
  t = await createTestApp({ ...STRIPE_TEST_ENV, TRUSTED_PROXY: 'X-Forwarded-For' }, { payments });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** An owner's account with a Stripe customer and a live pro subscription ($29). */
async function subscribedAtStripe() {
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Dunned Owner', email: uniqueEmail('dunned'), emailVerified: true })
    .returning();
  const account = await createOwnedAccount(t.db, { userId: user!.id, name: 'Dunned Studio' });
  const customerId = stripeId('cus');
  await t.db.update(accounts).set({ stripeCustomerId: customerId }).where(eq(accounts.id, account.id));
  const subscription = stripeSubscription({ customer: customerId, accountId: account.id, periodStart: unixNow() - 60 });
  const created = await deliverEvent(t, stripeEvent('customer.subscription.created', subscription));
  expect(created.status).toBe(200);
  return { user: user!, accountId: account.id, customerId, subscription };
}

type Subscribed = Awaited<ReturnType<typeof subscribedAtStripe>>;

/** The renewal invoice as Stripe sends it after attempt `attempt`, the payment intent expanded. */
function renewalInvoice(
  { customerId, subscription, accountId }: Subscribed,
  { id, attempt, paid }: { id: string; attempt: number; paid: boolean },
): Stripe.Invoice {
  const invoice = stripeInvoice({
    id,
    customer: customerId,
    subscription: subscription.id,
    accountId,
    status: paid ? 'paid' : 'open',
    amountPaid: paid ? 2900 : 0,
  });
  const lastError = {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    payment_method: stripeCard({ brand: 'mastercard', last4: '4444' }),
  } as unknown as Stripe.PaymentIntent.LastPaymentError;
  const intent = {
    id: stripeId('pi'),
    object: 'payment_intent',
    status: paid ? 'succeeded' : 'requires_payment_method',
    last_payment_error: paid ? null : lastError,
  } as unknown as Stripe.PaymentIntent;
  return {
    ...invoice,
    billing_reason: 'subscription_cycle',
    attempt_count: attempt,
    next_payment_attempt: paid ? null : unixNow() + 3 * 86_400,
    payments: {
      object: 'list',
      data: [{ payment: { type: 'payment_intent', payment_intent: intent } }],
      has_more: false,
      url: `/v1/invoice_payments?invoice=${id}`,
    } as unknown as Stripe.ApiList<Stripe.InvoicePayment>,
  };
}

const caseOf = async (invoiceRef: string) =>
  (await t.db.select().from(dunningCases).where(eq(dunningCases.invoiceRef, invoiceRef)))[0];
const attemptsOf = async (invoiceRef: string) =>
  (
    await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceRef, invoiceRef))
      .orderBy(asc(paymentAttempts.attemptNumber))
  ).map((row) => [row.attemptNumber, row.outcome, row.declineCode, row.cardBrand, row.amount]);

describe('dunning with Stripe', () => {
  it('payment_failed opens the case and mails the owner; retries count; a new card asks Stripe to pay; paid recovers', async () => {
    const subscribed = await subscribedAtStripe();
    const invoiceId = stripeId('in');
    const failed = stripeEvent(
      'invoice.payment_failed',
      renewalInvoice(subscribed, { id: invoiceId, attempt: 1, paid: false }),
    );
    expect((await deliverEvent(t, failed)).status).toBe(200);
    // A replay, and the same attempt under another event id: nothing twice.
    await deliverEvent(t, failed);
    await deliverEvent(
      t,
      stripeEvent('invoice.payment_failed', renewalInvoice(subscribed, { id: invoiceId, attempt: 1, paid: false })),
    );

    expect(await caseOf(invoiceId)).toMatchObject({
      provider: 'stripe',
      state: 'open',
      amount: 2900,
      declineCode: 'insufficient_funds',
      retries: 0,
    });
    expect(await attemptsOf(invoiceId)).toEqual([[1, 'failed', 'insufficient_funds', 'mastercard', 2900]]);
    await t.jobs.runDue({ now: new Date() });
    const mails = await t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.type, 'payment_failed')));
    expect(mails.filter((mail) => mail.metadata.to === subscribed.user.email)).toHaveLength(1);

    await deliverEvent(
      t,
      stripeEvent('invoice.payment_failed', renewalInvoice(subscribed, { id: invoiceId, attempt: 2, paid: false })),
    );
    expect(await caseOf(invoiceId)).toMatchObject({ state: 'open', retries: 1 });

    const card = stripeCard({ customer: subscribed.customerId, brand: 'visa', last4: '4242' });
    await deliverEvent(t, stripeEvent('payment_method.attached', card));
    await t.jobs.runDue({ now: new Date() });
    const pays = fake.requests.filter((request) => request.path === `/v1/invoices/${invoiceId}/pay`);
    expect(pays.map((request) => request.params.payment_method)).toEqual([card.id]);

    await deliverEvent(
      t,
      stripeEvent('invoice.paid', renewalInvoice(subscribed, { id: invoiceId, attempt: 3, paid: true })),
    );
    expect(await caseOf(invoiceId)).toMatchObject({ state: 'recovered', nextRetryAt: null });
    expect((await attemptsOf(invoiceId)).map((row) => row.slice(0, 3))).toEqual([
      [1, 'failed', 'insufficient_funds'],
      [2, 'failed', 'insufficient_funds'],
      [3, 'succeeded', null],
    ]);
  });

  it('a subscription Stripe deletes for payment_failed: churn with cause dunning_exhausted, the case lost', async () => {
    const subscribed = await subscribedAtStripe();
    const invoiceId = stripeId('in');
    await deliverEvent(
      t,
      stripeEvent('invoice.payment_failed', renewalInvoice(subscribed, { id: invoiceId, attempt: 4, paid: false })),
    );
    const deleted = {
      ...subscribed.subscription,
      status: 'canceled',
      cancellation_details: { reason: 'payment_failed', comment: null, feedback: null },
    } as Stripe.Subscription;
    const event = stripeEvent('customer.subscription.deleted', deleted, { created: unixNow() + 5 });
    expect((await deliverEvent(t, event)).status).toBe(200);
    await deliverEvent(t, event);

    expect(await caseOf(invoiceId)).toMatchObject({ state: 'lost', nextRetryAt: null });
    const movements = await t.db
      .select()
      .from(subscriptionMovements)
      .where(eq(subscriptionMovements.accountId, subscribed.accountId))
      .orderBy(asc(subscriptionMovements.occurredAt));
    expect(movements.map((row) => [row.kind, row.mrrBefore, row.mrrAfter, row.cause, row.provider])).toEqual([
      ['new', 0, 2900, null, 'stripe'],
      ['churn', 2900, 0, 'dunning_exhausted', 'stripe'],
    ]);
  });

  it('a customer who cancels is voluntary churn', async () => {
    const subscribed = await subscribedAtStripe();
    const deleted = {
      ...subscribed.subscription,
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested', comment: null, feedback: null },
    } as Stripe.Subscription;
    await deliverEvent(t, stripeEvent('customer.subscription.deleted', deleted, { created: unixNow() + 5 }));
    const [churn] = await t.db
      .select()
      .from(subscriptionMovements)
      .where(and(eq(subscriptionMovements.accountId, subscribed.accountId), eq(subscriptionMovements.kind, 'churn')));
    expect(churn?.cause).toBe('voluntary');
  });

  it('a checkout completion is attempt 1 of its invoice; the invoice.paid for the same payment adds nothing', async () => {
    const subscribed = await subscribedAtStripe();
    const invoiceId = stripeId('in');
    const row = await storeStripeSession(t, {
      accountId: subscribed.accountId,
      userId: subscribed.user.id,
      mode: 'subscription',
      plan: 'pro',
      amountTotal: 2900,
    });
    const session = stripeCheckoutSession({
      id: row.id,
      mode: 'subscription',
      customer: subscribed.customerId,
      subscription: subscribed.subscription.id,
      accountId: subscribed.accountId,
      amountTotal: 2900,
      invoice: invoiceId,
    });
    expect((await deliverEvent(t, stripeEvent('checkout.session.completed', session))).status).toBe(200);
    await deliverEvent(
      t,
      stripeEvent('invoice.paid', renewalInvoice(subscribed, { id: invoiceId, attempt: 1, paid: true })),
    );
    expect(await attemptsOf(invoiceId)).toEqual([[1, 'succeeded', null, null, 2900]]);
    expect(await caseOf(invoiceId)).toBeUndefined();
  });
});
