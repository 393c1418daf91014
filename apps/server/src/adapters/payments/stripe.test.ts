import { mapPaymentError, RETRY_POLICIES } from '@themeport/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startFakeStripeApi,
  stripeCard,
  stripeError,
  stripeInvoice,
  stripePrice,
  stripeSubscription,
  type FakeAnswer,
  type FakeStripeApi,
  type RecordedRequest,
} from '../../test/stripe.ts';
import { invoiceSnapshot, paymentMethodSnapshot, planLookupKey, subscriptionSnapshot } from './stripe-snapshots.ts';
import { createStripePaymentProvider } from './stripe.ts';
import type { CheckoutSessionRequest, PaymentProvider } from './types.ts';

const KEYS = { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_test' };
const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('subscriptionSnapshot', () => {
  it('reads plan, price, amount and the period from the subscription item', () => {
    const price = stripePrice({ id: 'price_pro', lookup_key: 'themeport_pro_monthly', unit_amount: 2900 });
    const sub = stripeSubscription({
      id: 'sub_1',
      customer: 'cus_1',
      price,
      quantity: 2,
      periodStart: at('2031-04-01T00:00:00Z'),
      periodEnd: at('2031-05-01T00:00:00Z'),
    });
    expect(subscriptionSnapshot(sub)).toEqual({
      providerSubscriptionId: 'sub_1',
      customerId: 'cus_1',
      priceId: 'price_pro',
      plan: 'pro',
      status: 'active',
      amount: 5800,
      currency: 'usd',
      currentPeriodStart: new Date('2031-04-01T00:00:00Z'),
      currentPeriodEnd: new Date('2031-05-01T00:00:00Z'),
      cancelAtPeriodEnd: false,
    });
  });

  it('takes the plan from metadata when the price has no lookup key, and grants nothing for an unknown price', () => {
    const unnamed = stripePrice({ lookup_key: null, metadata: {} });
    expect(subscriptionSnapshot(stripeSubscription({ price: unnamed, metadata: { plan: 'starter' } })).plan).toBe(
      'starter',
    );
    expect(subscriptionSnapshot(stripeSubscription({ price: unnamed, metadata: {} })).plan).toBe('free');
    expect(
      subscriptionSnapshot(
        stripeSubscription({ price: stripePrice({ lookup_key: 'themeport_starter_monthly', metadata: {} }) }),
      ).plan,
    ).toBe('starter');
  });

  it('reports a cancellation at the period end, whether by the flag or by cancel_at', () => {
    const periodEnd = at('2031-05-01T00:00:00Z');
    expect(subscriptionSnapshot(stripeSubscription({ cancelAtPeriodEnd: true })).cancelAtPeriodEnd).toBe(true);
    expect(subscriptionSnapshot(stripeSubscription({ periodEnd, cancelAt: periodEnd })).cancelAtPeriodEnd).toBe(true);
    expect(subscriptionSnapshot(stripeSubscription({ status: 'canceled' })).status).toBe('canceled');
  });
});

describe('invoiceSnapshot', () => {
  it('finds the subscription under parent.subscription_details and the period on the first line', () => {
    const inv = stripeInvoice({
      id: 'in_1',
      customer: 'cus_1',
      subscription: 'sub_1',
      number: 'TP-0001',
      amountPaid: 2900,
      periodStart: at('2031-04-01T00:00:00Z'),
      periodEnd: at('2031-05-01T00:00:00Z'),
      created: at('2031-04-01T00:00:05Z'),
    });
    expect(invoiceSnapshot(inv)).toEqual({
      providerInvoiceId: 'in_1',
      number: 'TP-0001',
      customerId: 'cus_1',
      providerSubscriptionId: 'sub_1',
      checkoutSessionId: null,
      description: '1 × Themeport Pro (at $29.00 / month)',
      amountPaid: 2900,
      currency: 'usd',
      status: 'paid',
      periodStart: new Date('2031-04-01T00:00:00Z'),
      periodEnd: new Date('2031-05-01T00:00:00Z'),
      invoicePdf: 'https://pay.stripe.com/invoice/acct_test/in_1/pdf',
      hostedInvoiceUrl: 'https://invoice.stripe.com/i/acct_test/in_1',
      createdAt: new Date('2031-04-01T00:00:05Z'),
    });
  });

  it('keeps a failed payment open with nothing paid, and falls back to the id without a number', () => {
    const failed = invoiceSnapshot(stripeInvoice({ id: 'in_2', status: 'open', amountPaid: 0, number: null }));
    expect(failed).toMatchObject({ status: 'open', amountPaid: 0, number: 'in_2', providerSubscriptionId: null });
  });
});

describe('paymentMethodSnapshot', () => {
  it('reads brand, last four digits, expiry and the cvc check of a card', () => {
    const pm = stripeCard({
      id: 'pm_1',
      customer: 'cus_1',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 4,
      expYear: 2031,
      cvcCheck: 'fail',
    });
    expect(paymentMethodSnapshot(pm)).toEqual({
      providerPaymentMethodId: 'pm_1',
      customerId: 'cus_1',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 4,
      expYear: 2031,
      cvcCheck: 'fail',
    });
    expect(paymentMethodSnapshot(stripeCard({ cvcCheck: null }))?.cvcCheck).toBeNull();
  });

  it('ignores a payment method that is not a card', () => {
    const pm = stripeCard();
    expect(paymentMethodSnapshot({ ...pm, type: 'us_bank_account', card: undefined })).toBeNull();
  });
});

// --- The provider at its boundary: real SDK, a fake API on localhost -----------------------------

let fake: FakeStripeApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const sessionBody = (id = 'cs_test_1') => ({
  id,
  object: 'checkout.session',
  url: `https://checkout.stripe.com/c/pay/${id}`,
});
const priceList = (data: unknown[] = []) => ({ object: 'list', data, has_more: false, url: '/v1/prices' });

/** A provider over the fake; `delays` collects the waits between retries (none are actually waited). */
async function providerAnswering(answer: (request: RecordedRequest, index: number) => FakeAnswer) {
  fake = await startFakeStripeApi(answer);
  const delays: number[] = [];
  const provider: PaymentProvider = createStripePaymentProvider(KEYS, {
    stripe: fake.stripe,
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
  return { provider, requests: fake.requests, delays };
}

function checkoutRequest(overrides: Partial<CheckoutSessionRequest> = {}): CheckoutSessionRequest {
  return {
    mode: 'payment',
    idempotencyKey: 'user-1:account-1:checkout:abc:2031-04-01T10:05',
    account: { id: 'account-1', name: 'Demo Studio' },
    customerId: 'cus_1',
    customerEmail: 'client@example.com',
    userId: 'user-1',
    lines: [
      {
        themeId: 'theme-1',
        name: 'Aurora',
        description: 'A bright theme.',
        image: 'https://cdn.example.com/aurora.png',
        amount: 4900,
      },
      { themeId: 'theme-2', name: 'Basalt', description: '', image: '/uploads/themes/basalt.svg', amount: 2500 },
    ],
    plan: null,
    successUrl: 'http://localhost:3000/client-portal?theme=theme-1&success=true&session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/cart',
    ...overrides,
  };
}

describe('the Stripe payment provider', () => {
  it('keeps a stored customer and creates a new one with the account in its metadata and an idempotency key', async () => {
    const { provider, requests } = await providerAnswering(() => ({ body: { id: 'cus_new', object: 'customer' } }));
    expect(
      await provider.ensureCustomer({
        accountId: 'account-1',
        accountName: 'Demo Studio',
        email: 'a@example.com',
        customerId: 'cus_old',
      }),
    ).toBe('cus_old');
    expect(requests).toHaveLength(0);

    const created = await provider.ensureCustomer({
      accountId: 'account-1',
      accountName: 'Demo Studio',
      email: 'a@example.com',
      customerId: null,
    });
    expect(created).toBe('cus_new');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      params: { name: 'Demo Studio', email: 'a@example.com', 'metadata[accountId]': 'account-1' },
    });
    expect(requests[0]!.idempotencyKey).toMatch(/^customer\.create:[0-9a-f]{16}:\d{4}-\d{2}-\d{2}$/);
  });

  it('creates a payment session with one licence per theme, an invoice, our metadata and the request key', async () => {
    const { provider, requests } = await providerAnswering(() => ({ body: sessionBody() }));
    const request = checkoutRequest();
    expect(await provider.createCheckoutSession(request)).toEqual({
      id: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });

    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: request.idempotencyKey,
    });
    expect(sent!.params).toEqual({
      mode: 'payment',
      customer: 'cus_1',
      client_reference_id: 'account-1',
      success_url: request.successUrl,
      cancel_url: 'http://localhost:3000/cart',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][product_data][name]': 'Aurora',
      'line_items[0][price_data][product_data][description]': 'A bright theme.',
      'line_items[0][price_data][product_data][images][0]': 'https://cdn.example.com/aurora.png',
      'line_items[0][price_data][product_data][metadata][themeId]': 'theme-1',
      // No description (Stripe refuses an empty one) and no relative image.
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][currency]': 'usd',
      'line_items[1][price_data][unit_amount]': '2500',
      'line_items[1][price_data][product_data][name]': 'Basalt',
      'line_items[1][price_data][product_data][metadata][themeId]': 'theme-2',
      'invoice_creation[enabled]': 'true',
      'invoice_creation[invoice_data][metadata][accountId]': 'account-1',
      'metadata[accountId]': 'account-1',
      'metadata[userId]': 'user-1',
      'metadata[kind]': 'themes',
    });
  });

  it("creates the plan's monthly price once when its lookup key is missing, then reuses it", async () => {
    const { provider, requests } = await providerAnswering((request) => {
      if (request.path === '/v1/prices' && request.method === 'GET') return { body: priceList() };
      if (request.path === '/v1/prices') return { body: stripePrice({ id: 'price_pro_new' }) };
      return { body: sessionBody(`cs_test_${requests.length}`) };
    });
    const first = checkoutRequest({ mode: 'subscription', plan: 'pro', lines: [] });
    await provider.createCheckoutSession(first);
    await provider.createCheckoutSession({ ...first, idempotencyKey: 'another-key' });

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/prices',
      'POST /v1/prices',
      'POST /v1/checkout/sessions',
      'POST /v1/checkout/sessions',
    ]);
    expect(requests[0]!.params).toMatchObject({ 'lookup_keys[0]': planLookupKey('pro'), active: 'true' });
    expect(requests[1]!.params).toMatchObject({
      currency: 'usd',
      unit_amount: '2900',
      'recurring[interval]': 'month',
      lookup_key: 'themeport_pro_monthly',
      'product_data[name]': 'Themeport Pro',
    });
    expect(requests[1]!.idempotencyKey).toMatch(/^price\.create:/);
    expect(requests[2]!.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_new',
      'line_items[0][quantity]': '1',
      'subscription_data[metadata][accountId]': 'account-1',
      'subscription_data[metadata][plan]': 'pro',
      customer: 'cus_1',
      client_reference_id: 'account-1',
    });
    expect(requests[2]!.params).not.toHaveProperty('invoice_creation[enabled]');
    expect(requests[3]!.idempotencyKey).toBe('another-key');
  });

  it('creates a setup session in usd without line items', async () => {
    const { provider, requests } = await providerAnswering(() => ({ body: sessionBody('cs_setup') }));
    await provider.createCheckoutSession(checkoutRequest({ mode: 'setup', lines: [] }));
    expect(requests[0]!.params).toMatchObject({
      mode: 'setup',
      currency: 'usd',
      customer: 'cus_1',
      'metadata[kind]': 'setup',
    });
    expect(Object.keys(requests[0]!.params).some((key) => key.startsWith('line_items'))).toBe(false);
  });

  it('retries a 500 with the payment policy and the same idempotency key, then succeeds', async () => {
    const { provider, requests, delays } = await providerAnswering((_request, index) =>
      index === 0 ? stripeError(500, 'api_error') : { body: sessionBody() },
    );
    const request = checkoutRequest();
    expect((await provider.createCheckoutSession(request)).id).toBe('cs_test_1');
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.idempotencyKey)).toEqual([request.idempotencyKey, request.idempotencyKey]);
    // The payment policy's first wait: 2 s ± 25 %.
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThanOrEqual(RETRY_POLICIES.payment.initialDelayMs * 0.75);
    expect(delays[0]).toBeLessThanOrEqual(RETRY_POLICIES.payment.initialDelayMs * 1.25);
  });

  it('retries a dropped connection with the same idempotency key', async () => {
    const { provider, requests } = await providerAnswering((_request, index) =>
      index === 0 ? 'drop' : { body: sessionBody() },
    );
    const request = checkoutRequest();
    expect((await provider.createCheckoutSession(request)).id).toBe('cs_test_1');
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.idempotencyKey)).toEqual([request.idempotencyKey, request.idempotencyKey]);
  });

  it("gives up after the policy's three tries and throws the retryable error", async () => {
    const { provider, requests, delays } = await providerAnswering(() => stripeError(500, 'api_error'));
    const error = await provider.createCheckoutSession(checkoutRequest()).catch((caught: unknown) => caught);
    expect(mapPaymentError(error)).toMatchObject({
      code: 'api_error',
      status: 503,
      apiCode: 'PAYMENT_SERVICE_UNAVAILABLE',
    });
    expect(requests).toHaveLength(RETRY_POLICIES.payment.attempts);
    expect(delays).toHaveLength(RETRY_POLICIES.payment.attempts - 1);
  });

  it('does not retry a card decline: the error reaches the caller for mapPaymentError', async () => {
    const { provider, requests } = await providerAnswering(() =>
      stripeError(402, 'card_error', 'card_declined', { decline_code: 'insufficient_funds' }),
    );
    const error = await provider.createCheckoutSession(checkoutRequest()).catch((caught: unknown) => caught);
    expect(requests).toHaveLength(1);
    expect(mapPaymentError(error)).toMatchObject({
      code: 'insufficient_funds',
      status: 400,
      apiCode: 'PAYMENT_PROCESSING_ERROR',
    });
  });

  it("moves a subscription's single item to the new plan's price with prorations", async () => {
    const current = stripeSubscription({
      id: 'sub_1',
      customer: 'cus_1',
      price: stripePrice({ id: 'price_pro', lookup_key: 'themeport_pro_monthly' }),
    });
    const starterPrice = stripePrice({
      id: 'price_starter',
      lookup_key: 'themeport_starter_monthly',
      unit_amount: 900,
      metadata: { plan: 'starter' },
    });
    const { provider, requests } = await providerAnswering((request) => {
      if (request.path === '/v1/prices') return { body: priceList([starterPrice]) };
      if (request.method === 'GET') return { body: current };
      return {
        body: { ...current, items: { ...current.items, data: [{ ...current.items.data[0]!, price: starterPrice }] } },
      };
    });
    const snapshot = await provider.changeSubscriptionPlan({
      current: subscriptionSnapshot(current),
      plan: 'starter',
      idempotencyKey: 'plan-change-1',
    });

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_1',
      'GET /v1/prices',
      'POST /v1/subscriptions/sub_1',
    ]);
    expect(requests[2]).toMatchObject({
      idempotencyKey: 'plan-change-1',
      params: {
        'items[0][id]': current.items.data[0]!.id,
        'items[0][price]': 'price_starter',
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
        cancel_at_period_end: 'false',
        'metadata[plan]': 'starter',
      },
    });
    expect(snapshot).toMatchObject({
      providerSubscriptionId: 'sub_1',
      plan: 'starter',
      priceId: 'price_starter',
      amount: 900,
    });
  });

  it('sets the default card, detaches a card and opens the billing portal', async () => {
    const { provider, requests } = await providerAnswering((request) => {
      if (request.path.startsWith('/v1/billing_portal'))
        return {
          body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_1' },
        };
      if (request.path.endsWith('/detach')) return { body: stripeCard({ id: 'pm_2', customer: null }) };
      return { body: { id: 'cus_1', object: 'customer' } };
    });
    await provider.setDefaultPaymentMethod({ customerId: 'cus_1', providerPaymentMethodId: 'pm_1' });
    await provider.detachPaymentMethod({ providerPaymentMethodId: 'pm_2' });
    const url = await provider.createPortalSession({
      customerId: 'cus_1',
      returnUrl: 'http://localhost:3000/account/billing',
    });

    expect(url).toBe('https://billing.stripe.com/p/session/test_1');
    expect(requests.map((r) => [r.method, r.path, r.params])).toEqual([
      ['POST', '/v1/customers/cus_1', { 'invoice_settings[default_payment_method]': 'pm_1' }],
      ['POST', '/v1/payment_methods/pm_2/detach', {}],
      [
        'POST',
        '/v1/billing_portal/sessions',
        { customer: 'cus_1', return_url: 'http://localhost:3000/account/billing' },
      ],
    ]);
    // Each call carries a key of its own, so its retries are applied once.
    expect(new Set(requests.map((r) => r.idempotencyKey)).size).toBe(3);
  });
});
