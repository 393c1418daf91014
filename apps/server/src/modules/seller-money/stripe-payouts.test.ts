// The Stripe Connect payout adapter at its boundary, through the real app: what it sends to the
// in-process Stripe stand-in (test/stripe.ts) for onboarding, account status and transfers, and
// what the ledger does with Stripe's answers. Also the payment adapter's read of a session's payment.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from '../../adapters/payments/stripe.ts';
import { createStripePayoutProvider } from '../../adapters/payouts/stripe.ts';
import { sellerAccounts, sellerPayouts } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { developerWithThemes, earnings, ledgerSum, pastPurchase, signedInAdmin } from '../../test/seller-money.ts';
import {
  STRIPE_TEST_ENV,
  startFakeStripeApi,
  stripeError,
  type FakeAnswer,
  type FakeStripeApi,
  type RecordedRequest,
} from '../../test/stripe.ts';

// One stand-in for the suite; each test says how it answers.
let answer: (request: RecordedRequest) => FakeAnswer = () => ({ status: 500, body: {} });
let fake: FakeStripeApi;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripeApi((request) => answer(request));
  t = await createTestApp(
    { TRUSTED_PROXY: 'X-Forwarded-For' },
    { payouts: createStripePayoutProvider(fake.stripe, { sleep: async () => {} }) },
  );
}, 300_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

const account = (id: string, ready: boolean) => ({
  id,
  object: 'account',
  type: 'express',
  details_submitted: ready,
  payouts_enabled: ready,
  charges_enabled: ready,
});

describe('Stripe Connect Express payouts', () => {
  it('creates the Express account once and answers the onboarding link', async () => {
    const dev = await developerWithThemes(t, []);
    answer = (request) => {
      if (request.path === '/v1/accounts') return { body: account('acct_test_1', false) };
      if (request.path === '/v1/account_links')
        return { body: { object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_test_1/abc' } };
      return { status: 404, body: {} };
    };
    const first = await dev.client.post('/api/developer/payout-account/onboarding-link');
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ url: 'https://connect.stripe.com/setup/e/acct_test_1/abc' });
    const created = fake.requests.find((r) => r.path === '/v1/accounts')!;
    expect(created.params).toMatchObject({ type: 'express', email: dev.user.email, 'metadata[userId]': dev.user.id });
    expect(created.idempotencyKey).toBe(`connect_account_${dev.user.id}`);
    expect(fake.requests.find((r) => r.path === '/v1/account_links')!.params).toMatchObject({
      account: 'acct_test_1',
      type: 'account_onboarding',
      return_url: `${t.config.publicUrl}/developer-portal/earnings`,
    });

    fake.requests.length = 0;
    await dev.client.post('/api/developer/payout-account/onboarding-link');
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/account_links']);

    answer = () => ({ body: account('acct_test_1', true) });
    const status = await dev.client.request('/api/developer/payout-account');
    expect(await status.json()).toMatchObject({ provider: 'stripe', connected: true, payoutsEnabled: true });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/accounts/acct_test_1' });
  });

  it('refuses a payout to a developer without a connected account, and changes nothing', async () => {
    const dev = await developerWithThemes(t, [9900]);
    await pastPurchase(t, dev.themes[0]!.id, 20);
    const admin = await signedInAdmin(t);
    const res = await admin.client.post(`/api/admin/developers/${dev.user.id}/payouts`, {});
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe('NO_PAYOUT_ACCOUNT');
    expect(fake.requests).toEqual([]);
    expect((await earnings(dev.client)).availableCents).toBe(7920);
  });

  it('pays a payout as a transfer (paid, the transfer id its reference), and reverses one Stripe refuses', async () => {
    const dev = await developerWithThemes(t, [9900, 9900]);
    await pastPurchase(t, dev.themes[0]!.id, 20);
    await t.db.insert(sellerAccounts).values({
      userId: dev.user.id,
      provider: 'stripe',
      externalAccountId: 'acct_test_2',
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
    answer = () => ({ body: { id: 'tr_test_1', object: 'transfer', amount: 7920, currency: 'usd' } });
    const admin = await signedInAdmin(t);
    const res = await admin.client.post(`/api/admin/developers/${dev.user.id}/payouts`, {});
    expect(res.status).toBe(201);
    const payout = (await res.json()) as { id: string; status: string; reference: string };
    expect(payout).toMatchObject({ status: 'paid', reference: 'tr_test_1' });
    const transfer = fake.requests.find((r) => r.path === '/v1/transfers')!;
    expect(transfer.params).toMatchObject({ amount: '7920', currency: 'usd', destination: 'acct_test_2' });
    expect(transfer.idempotencyKey).toBe(`payout_${payout.id}`);

    await pastPurchase(t, dev.themes[1]!.id, 20);
    answer = () => stripeError(400, 'invalid_request_error', 'balance_insufficient');
    const refused = await admin.client.post(`/api/admin/developers/${dev.user.id}/payouts`, {});
    expect(refused.status).toBe(201);
    expect(await refused.json()).toMatchObject({ status: 'failed' });
    expect((await earnings(dev.client)).availableCents).toBe(7920);
    expect(await ledgerSum(t, dev.user.id, ['payout_reversal'])).toBe(7920);
    const rows = await t.db.select().from(sellerPayouts).where(eq(sellerPayouts.sellerId, dev.user.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'paid']);
  });
});

describe('a Stripe payout whose outcome is unknown', () => {
  /** A developer with $79.20 available and a connected Stripe account that takes payouts. */
  async function connectedDeveloper() {
    const dev = await developerWithThemes(t, [9900]);
    await pastPurchase(t, dev.themes[0]!.id, 20);
    await t.db.insert(sellerAccounts).values({
      userId: dev.user.id,
      provider: 'stripe',
      externalAccountId: `acct_test_${dev.user.id.slice(0, 8)}`,
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
    return dev;
  }
  const transfersOf = (payoutId: string) =>
    fake.requests.filter(
      (r) => r.path === '/v1/transfers' && r.method === 'POST' && r.params.transfer_group === `payout_${payoutId}`,
    );
  const transferList = (data: unknown[]) => ({ body: { object: 'list', data, has_more: false, url: '/v1/transfers' } });

  it('stays pending when the connection drops, cannot be settled by hand, and the next run pays it once with the same key', async () => {
    const dev = await connectedDeveloper();
    const admin = await signedInAdmin(t);
    answer = () => 'drop';
    const res = await admin.client.post(`/api/admin/developers/${dev.user.id}/payouts`, {});
    expect(res.status).toBe(201);
    const payout = (await res.json()) as { id: string; status: string };
    expect(payout.status).toBe('pending');
    const tries = transfersOf(payout.id);
    expect(tries.length).toBeGreaterThan(0);
    expect(new Set(tries.map((r) => r.idempotencyKey))).toEqual(new Set([`payout_${payout.id}`]));
    // Not given back: Stripe may have made the transfer.
    expect(await ledgerSum(t, dev.user.id, ['payout_reversal'])).toBe(0);
    expect((await earnings(dev.client)).availableCents).toBe(0);

    const byHand = await admin.client.post(`/api/admin/payouts/${payout.id}/settle`, { outcome: 'failed' });
    expect(byHand.status).toBe(409);
    expect(((await byHand.json()) as { code: string }).code).toBe('PAYOUT_NOT_MANUAL');

    fake.requests.length = 0;
    answer = (request) =>
      request.method === 'GET'
        ? transferList([])
        : { body: { id: 'tr_test_resent', object: 'transfer', amount: 7920, currency: 'usd' } };
    const run = await admin.client.post('/api/admin/payouts/batches', { batch: 'After a dropped transfer' });
    expect(run.status).toBe(201);
    expect(((await run.json()) as { resent: number }).resent).toBeGreaterThanOrEqual(1);
    expect(
      fake.requests.find((r) => r.method === 'GET' && r.params.transfer_group === `payout_${payout.id}`),
    ).toBeTruthy();
    expect(transfersOf(payout.id).map((r) => r.idempotencyKey)).toEqual([`payout_${payout.id}`]);
    const rows = await t.db.select().from(sellerPayouts).where(eq(sellerPayouts.sellerId, dev.user.id));
    expect(rows).toEqual([expect.objectContaining({ id: payout.id, status: 'paid', reference: 'tr_test_resent' })]);
    expect(await ledgerSum(t, dev.user.id, ['payout', 'payout_reversal'])).toBe(-7920);
  });

  it('takes the transfer Stripe made although its answer was a 500, and never sends it again', async () => {
    const dev = await connectedDeveloper();
    const admin = await signedInAdmin(t);
    answer = () => stripeError(500, 'api_error');
    const payout = (await (await admin.client.post(`/api/admin/developers/${dev.user.id}/payouts`, {})).json()) as {
      id: string;
      status: string;
    };
    expect(payout.status).toBe('pending');

    fake.requests.length = 0;
    answer = (request) =>
      request.method === 'GET' && request.params.transfer_group === `payout_${payout.id}`
        ? transferList([{ id: 'tr_test_made', object: 'transfer', transfer_group: `payout_${payout.id}` }])
        : request.method === 'GET'
          ? transferList([])
          : stripeError(500, 'api_error');
    expect((await admin.client.post('/api/admin/payouts/batches', { batch: 'Found' })).status).toBe(201);
    expect(transfersOf(payout.id)).toEqual([]);
    const [row] = await t.db.select().from(sellerPayouts).where(eq(sellerPayouts.id, payout.id));
    expect(row).toMatchObject({ status: 'paid', reference: 'tr_test_made' });
    expect(await ledgerSum(t, dev.user.id, ['payout_reversal'])).toBe(0);
  });
});

describe('the Stripe payment adapter for refunds', () => {
  it("reads the session's payment intent and refunds it as requested by the customer", async () => {
    const provider = createStripePaymentProvider(
      { secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY, publishableKey: 'pk_test_x', webhookSecret: 'whsec_test' },
      { stripe: fake.stripe, sleep: async () => {} },
    );
    answer = (request) =>
      request.path.startsWith('/v1/checkout/sessions/')
        ? { body: { id: 'cs_test_9', object: 'checkout.session', payment_intent: 'pi_test_9' } }
        : { body: { id: 're_test_9', object: 'refund', amount: 4900, currency: 'usd' } };
    expect(await provider.paymentOfSession({ sessionId: 'cs_test_9' })).toBe('pi_test_9');
    await provider.refund({
      paymentIntentId: 'pi_test_9',
      amount: 4900,
      idempotencyKey: 'refund_purchase_p1',
      metadata: { purchaseId: 'p1' },
      reason: 'requested_by_customer',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/refunds',
      params: expect.objectContaining({ payment_intent: 'pi_test_9', amount: '4900', reason: 'requested_by_customer' }),
      idempotencyKey: 'refund_purchase_p1',
    });
  });
});
