// Stripe test support: realistic API objects (field names and value types checked against the SDK's
// types; only the fields a test needs are filled in), signed webhook deliveries, and a minimal
// in-process stand-in for api.stripe.com that records what our adapter sent. Nothing here reaches
// the real Stripe API.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { createStripeClient } from '../adapters/payments/stripe.ts';
import { checkoutSessions, type CheckoutSessionRow } from '../db/schema.ts';
import type { TestApp } from './app.ts';

/** The webhook secret createTestApp is given in the Stripe suites. */
export const TEST_WEBHOOK_SECRET = 'whsec_test';
export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
};

/** 'sub_…' style ids, unique per call. */
export const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

/** Seconds since the epoch, as Stripe's timestamps are. */
export const unixNow = () => Math.floor(Date.now() / 1000);

/** A Stripe object with the given fields: names and types are checked, the rest is left out. */
const stripeObject = <T>(fields: Partial<T>): T => fields as T;

const list = <T>(data: T[], url: string): Stripe.ApiList<T> => ({ object: 'list', data, has_more: false, url });

export function stripePrice(overrides: Partial<Stripe.Price> = {}): Stripe.Price {
  return stripeObject<Stripe.Price>({
    id: stripeId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: unixNow() - 86_400,
    currency: 'usd',
    livemode: false,
    lookup_key: 'themeport_pro_monthly',
    metadata: { plan: 'pro' },
    nickname: null,
    product: stripeId('prod'),
    recurring: stripeObject<Stripe.Price.Recurring>({ interval: 'month', interval_count: 1, usage_type: 'licensed' }),
    tax_behavior: 'unspecified',
    type: 'recurring',
    unit_amount: 2900,
    ...overrides,
  });
}

export interface SubscriptionFixture {
  id?: string;
  customer?: string;
  accountId?: string | null;
  price?: Stripe.Price;
  status?: Stripe.Subscription.Status;
  quantity?: number;
  periodStart?: number;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  cancelAt?: number | null;
  metadata?: Stripe.Metadata;
}

/** A subscription as the 2026-10-28 API sends it: the period on its one item. */
export function stripeSubscription(fixture: SubscriptionFixture = {}): Stripe.Subscription {
  const id = fixture.id ?? stripeId('sub');
  const price = fixture.price ?? stripePrice();
  const periodStart = fixture.periodStart ?? unixNow();
  const periodEnd = fixture.periodEnd ?? periodStart + 30 * 86_400;
  const item = stripeObject<Stripe.SubscriptionItem>({
    id: stripeId('si'),
    object: 'subscription_item',
    created: periodStart,
    current_period_start: periodStart,
    current_period_end: periodEnd,
    discounts: [],
    metadata: {},
    price,
    quantity: fixture.quantity ?? 1,
    subscription: id,
    tax_rates: [],
  });
  const metadata = fixture.metadata ?? (fixture.accountId ? { accountId: fixture.accountId, plan: 'pro' } : {});
  return stripeObject<Stripe.Subscription>({
    id,
    object: 'subscription',
    billing_cycle_anchor: periodStart,
    cancel_at: fixture.cancelAt ?? null,
    cancel_at_period_end: fixture.cancelAtPeriodEnd ?? false,
    canceled_at: null,
    collection_method: 'charge_automatically',
    created: periodStart,
    currency: 'usd',
    customer: fixture.customer ?? stripeId('cus'),
    default_payment_method: stripeId('pm'),
    discounts: [],
    ended_at: null,
    items: list([item], `/v1/subscription_items?subscription=${id}`),
    latest_invoice: stripeId('in'),
    livemode: false,
    metadata,
    start_date: periodStart,
    status: fixture.status ?? 'active',
    trial_end: null,
    trial_start: null,
  });
}

export interface InvoiceFixture {
  id?: string;
  customer?: string;
  subscription?: string | null;
  accountId?: string | null;
  status?: Stripe.Invoice.Status;
  amountPaid?: number;
  amountDue?: number;
  number?: string | null;
  description?: string | null;
  lineDescription?: string;
  periodStart?: number;
  periodEnd?: number;
  created?: number;
}

export function stripeInvoice(fixture: InvoiceFixture = {}): Stripe.Invoice {
  const id = fixture.id ?? stripeId('in');
  const created = fixture.created ?? unixNow();
  const periodStart = fixture.periodStart ?? created;
  const periodEnd = fixture.periodEnd ?? periodStart + 30 * 86_400;
  const subscription = fixture.subscription ?? null;
  const amountDue = fixture.amountDue ?? 2900;
  const line = stripeObject<Stripe.InvoiceLineItem>({
    id: stripeId('il'),
    object: 'line_item',
    amount: amountDue,
    currency: 'usd',
    description: fixture.lineDescription ?? '1 × Themeport Pro (at $29.00 / month)',
    invoice: id,
    livemode: false,
    metadata: {},
    period: { start: periodStart, end: periodEnd },
    quantity: 1,
    subtotal: amountDue,
  });
  return stripeObject<Stripe.Invoice>({
    id,
    object: 'invoice',
    amount_due: amountDue,
    amount_paid: fixture.amountPaid ?? amountDue,
    amount_remaining: amountDue - (fixture.amountPaid ?? amountDue),
    attempt_count: 1,
    attempted: true,
    billing_reason: subscription ? 'subscription_create' : 'manual',
    collection_method: 'charge_automatically',
    created,
    currency: 'usd',
    customer: fixture.customer ?? stripeId('cus'),
    description: fixture.description ?? null,
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_test/${id}`,
    invoice_pdf: `https://pay.stripe.com/invoice/acct_test/${id}/pdf`,
    lines: list([line], `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: fixture.accountId ? { accountId: fixture.accountId } : {},
    number: fixture.number === undefined ? `TP-${randomBytes(3).toString('hex').toUpperCase()}-0001` : fixture.number,
    parent: subscription
      ? { type: 'subscription_details', quote_details: null, subscription_details: { subscription, metadata: {} } }
      : null,
    period_start: created,
    period_end: created,
    status: fixture.status ?? 'paid',
    subtotal: amountDue,
    total: amountDue,
  });
}

export interface CardFixture {
  id?: string;
  customer?: string | null;
  brand?: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
  cvcCheck?: string | null;
}

export function stripeCard(fixture: CardFixture = {}): Stripe.PaymentMethod {
  return stripeObject<Stripe.PaymentMethod>({
    id: fixture.id ?? stripeId('pm'),
    object: 'payment_method',
    billing_details: stripeObject<Stripe.PaymentMethod.BillingDetails>({
      email: null,
      name: 'Test Person',
      phone: null,
    }),
    card: stripeObject<Stripe.PaymentMethod.Card>({
      brand: fixture.brand ?? 'visa',
      checks: {
        address_line1_check: null,
        address_postal_code_check: 'pass',
        cvc_check: fixture.cvcCheck === undefined ? 'pass' : fixture.cvcCheck,
      },
      country: 'US',
      display_brand: fixture.brand ?? 'visa',
      exp_month: fixture.expMonth ?? 12,
      exp_year: fixture.expYear ?? 2034,
      funding: 'credit',
      last4: fixture.last4 ?? '4242',
    }),
    created: unixNow(),
    customer: fixture.customer === undefined ? stripeId('cus') : fixture.customer,
    livemode: false,
    metadata: {},
    type: 'card',
  });
}

export interface SessionFixture {
  id?: string;
  mode?: Stripe.Checkout.Session.Mode;
  customer?: string;
  accountId?: string;
  userId?: string;
  paymentStatus?: Stripe.Checkout.Session.PaymentStatus;
  amountTotal?: number;
  subscription?: string | null;
  invoice?: string | null;
}

export function stripeCheckoutSession(fixture: SessionFixture = {}): Stripe.Checkout.Session {
  const id = fixture.id ?? stripeId('cs');
  const mode = fixture.mode ?? 'payment';
  return stripeObject<Stripe.Checkout.Session>({
    id,
    object: 'checkout.session',
    amount_subtotal: fixture.amountTotal ?? 4900,
    amount_total: fixture.amountTotal ?? 4900,
    cancel_url: 'http://localhost:3000/cart',
    client_reference_id: fixture.accountId ?? null,
    created: unixNow() - 60,
    currency: 'usd',
    customer: fixture.customer ?? stripeId('cus'),
    expires_at: unixNow() + 86_400,
    invoice: fixture.invoice ?? (mode === 'payment' ? stripeId('in') : null),
    livemode: false,
    metadata: {
      accountId: fixture.accountId ?? '',
      userId: fixture.userId ?? '',
      kind: mode === 'payment' ? 'themes' : mode,
    },
    mode,
    payment_intent: mode === 'payment' ? stripeId('pi') : null,
    payment_method_types: ['card'],
    payment_status: fixture.paymentStatus ?? (mode === 'setup' ? 'no_payment_required' : 'paid'),
    setup_intent: mode === 'setup' ? stripeId('seti') : null,
    status: 'complete',
    subscription: fixture.subscription ?? null,
    success_url: `http://localhost:3000/client-portal?success=true&session_id={CHECKOUT_SESSION_ID}`,
    url: null,
  });
}

export interface ChargeFixture {
  paymentIntent: string;
  amount: number;
  amountRefunded?: number;
  /** The refunds Stripe lists on the charge, newest first. */
  refundIds?: string[];
}

/** A card charge of a payment intent as charge.refunded sends it: refunded in full or in part. */
export function stripeCharge(fixture: ChargeFixture): Stripe.Charge {
  const id = stripeId('ch');
  const amountRefunded = fixture.amountRefunded ?? fixture.amount;
  const refunds = (fixture.refundIds ?? [stripeId('re')]).map((refundId) =>
    stripeObject<Stripe.Refund>({ id: refundId, object: 'refund', charge: id, currency: 'usd', status: 'succeeded' }),
  );
  return stripeObject<Stripe.Charge>({
    id,
    object: 'charge',
    amount: fixture.amount,
    amount_captured: fixture.amount,
    amount_refunded: amountRefunded,
    captured: true,
    created: unixNow() - 3600,
    currency: 'usd',
    livemode: false,
    paid: true,
    payment_intent: fixture.paymentIntent,
    refunded: amountRefunded === fixture.amount,
    refunds: list(refunds, `/v1/charges/${id}/refunds`),
    status: 'succeeded',
  });
}

/** A dispute the card issuer opened on a payment intent's charge (charge.dispute.created). */
export function stripeDispute(fixture: { paymentIntent: string; amount: number }): Stripe.Dispute {
  return stripeObject<Stripe.Dispute>({
    id: stripeId('du'),
    object: 'dispute',
    amount: fixture.amount,
    charge: stripeId('ch'),
    created: unixNow(),
    currency: 'usd',
    livemode: false,
    payment_intent: fixture.paymentIntent,
    reason: 'fraudulent',
    status: 'needs_response',
  });
}

/** Our row for a session made at Stripe, as the checkout service stores it before redirecting. */
export async function storeStripeSession(
  t: TestApp,
  values: Pick<CheckoutSessionRow, 'accountId' | 'userId'> & Partial<CheckoutSessionRow>,
): Promise<CheckoutSessionRow> {
  const id = values.id ?? stripeId('cs');
  const [row] = await t.db
    .insert(checkoutSessions)
    .values({
      id,
      provider: 'stripe',
      mode: 'payment',
      successUrl: '/client-portal?success=true&session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: '/cart',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      idempotencyKey: `test:${randomBytes(8).toString('hex')}`,
      ...values,
    })
    .returning();
  return row!;
}

/** An event as Stripe delivers it to a webhook endpoint. */
export function stripeEvent(
  type: Stripe.Event['type'],
  object: unknown,
  { id = stripeId('evt'), created = unixNow() } = {},
): Stripe.Event {
  return stripeObject<Stripe.EventBase>({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object: object as Stripe.Event.Data['object'] },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  }) as Stripe.Event;
}

const signer = createStripeClient(STRIPE_TEST_ENV.STRIPE_SECRET_KEY);

/** POSTs the event to the webhook as Stripe would: raw JSON, Stripe-Signature header, no Origin. */
export function deliverEvent(
  t: TestApp,
  event: Stripe.Event,
  {
    secret = TEST_WEBHOOK_SECRET,
    timestamp,
    signature,
  }: { secret?: string; timestamp?: number; signature?: string | null } = {},
): Promise<Response> {
  const payload = JSON.stringify(event, null, 2);
  const header =
    signature === undefined ? signer.webhooks.generateTestHeaderString({ payload, secret, timestamp }) : signature;
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
  };
  if (header !== null) headers['stripe-signature'] = header;
  return Promise.resolve(t.app.request('/api/webhooks/stripe', { method: 'POST', headers, body: payload }));
}

// --- A stand-in for api.stripe.com -------------------------------------------------------------

export interface RecordedRequest {
  method: string;
  /** Path without the query. */
  path: string;
  /** Form body (POST) or query (GET), flattened the way Stripe encodes it: 'line_items[0][price]'. */
  params: Record<string, string>;
  idempotencyKey: string | null;
}

/** What the fake answers: a status and a JSON body, or 'drop' to cut the connection. */
export type FakeAnswer = { status?: number; body: unknown } | 'drop';

export interface FakeStripeApi {
  requests: RecordedRequest[];
  /** The SDK client pointed at the fake. */
  stripe: Stripe;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake on a free port; `answer` decides the reply to each request, in order. */
export async function startFakeStripeApi(
  answer: (request: RecordedRequest, index: number) => FakeAnswer,
): Promise<FakeStripeApi> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake.stripe');
      const body = await readBody(req);
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
      const key = req.headers['idempotency-key'];
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        params,
        idempotencyKey: typeof key === 'string' ? key : null,
      };
      requests.push(recorded);
      const reply = answer(recorded, requests.length - 1);
      if (reply === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(reply.status ?? 200, {
        'content-type': 'application/json',
        'request-id': `req_${requests.length}`,
      });
      res.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stripe = createStripeClient('sk_test_x', { host: '127.0.0.1', port, protocol: 'http', telemetry: false });
  return {
    requests,
    stripe,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Stripe's error body, e.g. stripeError(402, 'card_error', 'card_declined'). */
export function stripeError(
  status: number,
  type: string,
  code?: string,
  extra: Record<string, unknown> = {},
): FakeAnswer {
  return { status, body: { error: { type, code, message: `Test ${type}`, ...extra } } };
}
