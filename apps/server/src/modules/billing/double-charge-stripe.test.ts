// Issue 9 item 10 with Stripe: a payment that arrives for a theme the account already owns is
// refunded through the adapter (against the in-process Stripe stand-in) and recorded, and a
// fulfilled session expires the account's other open sessions for the same themes at Stripe.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InvoicesResponse } from '@themeport/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from '../../adapters/payments/stripe.ts';
import { accountLibrary, checkoutSessions, purchases } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInOwner } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';
import {
  STRIPE_TEST_ENV,
  deliverEvent,
  startFakeStripeApi,
  stripeCheckoutSession,
  stripeError,
  stripeEvent,
  storeStripeSession,
  type FakeAnswer,
  type FakeStripeApi,
  type RecordedRequest,
} from '../../test/stripe.ts';

let t: TestApp;
let fake: FakeStripeApi;
/** Refund calls the fake refuses before it answers them (a Stripe outage). */
let failingRefunds = 0;

function answer(request: RecordedRequest): FakeAnswer {
  if (request.path === '/v1/refunds') {
    if (failingRefunds > 0) {
      failingRefunds--;
      return stripeError(500, 'api_error');
    }
    return {
      body: {
        id: `re_test_${randomBytes(6).toString('hex')}`,
        object: 'refund',
        amount: Number(request.params.amount),
        currency: 'usd',
        payment_intent: request.params.payment_intent,
        status: 'succeeded',
      },
    };
  }
  const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(request.path);
  if (expire) return { body: { id: expire[1], object: 'checkout.session', status: 'expired' } };
  return stripeError(404, 'invalid_request_error', 'resource_missing');
}

beforeAll(async () => {
  fake = await startFakeStripeApi(answer);
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
beforeEach(() => {
  fake.requests.length = 0;
  failingRefunds = 0;
});

type Theme = Awaited<ReturnType<typeof createTheme>>;

/** Our row for a session made at Stripe (as the checkout service stores it), and Stripe's paid session. */
async function stripeSession(owner: { user: { id: string }; account: { id: string } }, themes: Theme[]) {
  const row = await storeStripeSession(t, {
    accountId: owner.account.id,
    userId: owner.user.id,
    lines: themes.map((theme) => ({ themeId: theme.id, name: theme.name, amount: theme.price, quantity: 1 })),
    amountTotal: themes.reduce((sum, theme) => sum + theme.price, 0),
  });
  const paid = stripeCheckoutSession({
    id: row.id,
    accountId: owner.account.id,
    userId: owner.user.id,
    amountTotal: row.amountTotal,
  });
  return { row, paid, paymentIntent: paid.payment_intent as string };
}

const completed = (session: ReturnType<typeof stripeCheckoutSession>) =>
  stripeEvent('checkout.session.completed', session);

const refundCalls = () => fake.requests.filter((request) => request.path === '/v1/refunds');

async function invoicesOf(client: { request(path: string): Promise<Response> }, accountId: string) {
  const res = await client.request(`/api/accounts/${accountId}/invoices?limit=100`);
  return ((await res.json()) as InvoicesResponse).invoices;
}

describe('a Stripe payment for a theme the account already owns', () => {
  it('is refunded in full through the adapter, once, and listed as refunded; the licence stays one', async () => {
    const owner = await signedInOwner(t);
    const theme = await createTheme(t.db, { price: 6500 });
    const first = await stripeSession(owner, [theme]);
    const second = await stripeSession(owner, [theme]);

    expect((await deliverEvent(t, completed(first.paid))).status).toBe(200);
    const secondEvent = completed(second.paid);
    expect((await deliverEvent(t, secondEvent)).status).toBe(200);
    // Stripe delivers again: nothing more is refunded.
    expect((await deliverEvent(t, secondEvent)).status).toBe(200);

    expect(refundCalls()).toEqual([
      expect.objectContaining({
        method: 'POST',
        idempotencyKey: `refund_owned_${second.row.id}`,
        params: expect.objectContaining({
          payment_intent: second.paymentIntent,
          amount: '6500',
          reason: 'duplicate',
          'metadata[checkoutSessionId]': second.row.id,
        }),
      }),
    ]);
    expect(await t.db.select().from(purchases).where(eq(purchases.accountId, owner.account.id))).toHaveLength(1);
    expect(await t.db.select().from(accountLibrary).where(eq(accountLibrary.accountId, owner.account.id))).toHaveLength(
      1,
    );
    expect(await invoicesOf(owner.client, owner.account.id)).toEqual([
      expect.objectContaining({
        amountPaid: 6500,
        status: 'refunded',
        description: `Refund: ${theme.name} (already in your library)`,
      }),
    ]);
  });

  it('keeps the new themes of a mixed session and refunds only the owned one (a partial refund)', async () => {
    const owner = await signedInOwner(t);
    const owned = await createTheme(t.db, { price: 6500 });
    const fresh = await createTheme(t.db, { price: 2500 });
    await t.db.insert(accountLibrary).values({ accountId: owner.account.id, themeId: owned.id, source: 'purchase' });
    const session = await stripeSession(owner, [owned, fresh]);

    expect((await deliverEvent(t, completed(session.paid))).status).toBe(200);

    expect(refundCalls()).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({ payment_intent: session.paymentIntent, amount: '6500' }),
      }),
    ]);
    const bought = await t.db.select().from(purchases).where(eq(purchases.accountId, owner.account.id));
    expect(bought).toEqual([expect.objectContaining({ themeId: fresh.id, pricePaid: 2500 })]);
  });

  it('answers 500 while Stripe cannot refund, and refunds once when Stripe delivers the event again', async () => {
    const owner = await signedInOwner(t);
    const theme = await createTheme(t.db, { price: 6500 });
    const first = await stripeSession(owner, [theme]);
    const second = await stripeSession(owner, [theme]);
    expect((await deliverEvent(t, completed(first.paid))).status).toBe(200);

    failingRefunds = 3; // every try of the payment retry policy
    const event = completed(second.paid);
    expect((await deliverEvent(t, event)).status).toBe(500);
    expect((await invoicesOf(owner.client, owner.account.id)).filter((i) => i.status === 'refunded')).toEqual([]);

    expect((await deliverEvent(t, event)).status).toBe(200);
    const tries = refundCalls();
    expect(tries).toHaveLength(4);
    // One key for every try: Stripe makes the refund once.
    expect(new Set(tries.map((request) => request.idempotencyKey))).toEqual(new Set([`refund_owned_${second.row.id}`]));
    expect((await invoicesOf(owner.client, owner.account.id)).filter((i) => i.status === 'refunded')).toHaveLength(1);
  });

  it("expires the account's other open sessions for the same themes at Stripe, and no others", async () => {
    const owner = await signedInOwner(t);
    const theme = await createTheme(t.db, { price: 6500 });
    const other = await createTheme(t.db, { price: 2500 });
    const paid = await stripeSession(owner, [theme]);
    const same = await stripeSession(owner, [other, theme]);
    const unrelated = await stripeSession(owner, [other]);

    expect((await deliverEvent(t, completed(paid.paid))).status).toBe(200);

    const expired = fake.requests.filter((request) => request.path.endsWith('/expire')).map((r) => r.path);
    expect(expired).toEqual([`/v1/checkout/sessions/${same.row.id}/expire`]);
    const status = async (id: string) =>
      (await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]?.status;
    expect(await status(same.row.id)).toBe('expired');
    expect(await status(unrelated.row.id)).toBe('open');
    expect(refundCalls()).toEqual([]);
  });
});
