// Issue 23's cancellation reasons with Stripe: our cancel dialog stores the answer as with the
// local provider, and a cancellation made in Stripe's customer portal stores its
// cancellation_details (feedback mapped to our reasons, the comment as the detail), once, and the
// Churn tab counts it. Stripe's API is the in-process stand-in.
import { CANCELLATION_DETAIL_MAX, CANCELLATION_REASON_LABELS, type ChurnAnalysis } from '@themeport/core';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from '../../adapters/payments/stripe.ts';
import { subscriptionSnapshot } from '../../adapters/payments/stripe-snapshots.ts';
import { accounts, subscriptionCancellations } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInOwner, type Client } from '../../test/auth.ts';
import { signedInAdmin } from '../../test/seller-money.ts';
import {
  STRIPE_TEST_ENV,
  deliverEvent,
  startFakeStripeApi,
  stripeError,
  stripeEvent,
  stripeId,
  stripeSubscription,
  unixNow,
  type FakeStripeApi,
} from '../../test/stripe.ts';
import { STRIPE_PLAN_PRICES } from '../../test/stripe-accounts.ts';

let t: TestApp;
let fake: FakeStripeApi;
let admin: Client;
/** The subscriptions the stand-in knows, by id: a cancel at the period end answers the one stored. */
const atStripe = new Map<string, Stripe.Subscription>();

beforeAll(async () => {
  fake = await startFakeStripeApi((request) => {
    const update = /^\/v1\/subscriptions\/([^/]+)$/.exec(request.path);
    const known = update && atStripe.get(update[1]!);
    if (!known || request.method !== 'POST') return stripeError(404, 'invalid_request_error', 'resource_missing');
    const cancel = request.params.cancel_at_period_end === 'true';
    const details = { reason: cancel ? 'cancellation_requested' : null, feedback: null, comment: null };
    return {
      body: {
        ...known,
        cancel_at_period_end: cancel,
        canceled_at: cancel ? unixNow() : null,
        cancellation_details: details,
      },
    };
  });
  const payments = createStripePaymentProvider(
    { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET },
    { stripe: fake.stripe, sleep: async () => {} },
  );
  t = await createTestApp({ ...STRIPE_TEST_ENV, TRUSTED_PROXY: 'X-Forwarded-For' }, { payments });
  admin = (await signedInAdmin(t)).client;
}, 300_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const { pro: proPrice, starter: basicPrice } = STRIPE_PLAN_PRICES;

/** A signed-in owner whose account pays for `price` at Stripe (the created webhook applied). */
async function subscribedAtStripe(price: Stripe.Price) {
  const owner = await signedInOwner(t);
  const customer = stripeId('cus');
  await t.db.update(accounts).set({ stripeCustomerId: customer }).where(eq(accounts.id, owner.account.id));
  const subscription = stripeSubscription({
    customer,
    accountId: owner.account.id,
    price,
    periodStart: unixNow() - 86_400,
  });
  atStripe.set(subscription.id, subscription);
  const created = stripeEvent('customer.subscription.created', subscription, { created: unixNow() - 60 });
  expect((await deliverEvent(t, created)).status).toBe(200);
  return { ...owner, accountId: owner.account.id, subscription };
}

/** The subscription as Stripe sends it after a cancellation in its portal (or its end). */
function cancelledInPortal(
  subscription: Stripe.Subscription,
  details: Partial<Pick<Stripe.Subscription.CancellationDetails, 'reason' | 'feedback' | 'comment'>>,
  ended = false,
): Stripe.Subscription {
  return {
    ...subscription,
    cancel_at_period_end: !ended,
    canceled_at: unixNow() - 30,
    status: ended ? 'canceled' : subscription.status,
    cancellation_details: {
      reason: 'cancellation_requested',
      feedback: null,
      feedback_option: null,
      comment: null,
      ...details,
    },
  };
}

const rowsOf = (accountId: string) =>
  t.db.select().from(subscriptionCancellations).where(eq(subscriptionCancellations.accountId, accountId));

const deliver = async (type: Stripe.Event['type'], subscription: Stripe.Subscription, secondsAgo: number) => {
  const event = stripeEvent(type, subscription, { created: unixNow() - secondsAgo });
  expect((await deliverEvent(t, event)).status).toBe(200);
  expect((await deliverEvent(t, event)).status).toBe(200);
};

const today = new Date().toISOString().slice(0, 10);
async function churnReasons(): Promise<ChurnAnalysis['reasonRows']> {
  const res = await admin.request(`/api/admin/analytics/subscriptions/churn?startDate=${today}&endDate=${today}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ChurnAnalysis }).data.reasonRows;
}
const reasonRow = (rows: ChurnAnalysis['reasonRows'], reason: string) =>
  rows.find((row) => row.reason === reason) ?? { count: 0, mrr: 0 };

describe('our cancel dialog with the Stripe provider', () => {
  it('sets cancel_at_period_end at Stripe and stores the reason and detail once; the webhook adds nothing', async () => {
    const owner = await subscribedAtStripe(proPrice);
    const path = `/api/accounts/${owner.accountId}/subscription/cancel`;
    const body = { reason: 'too_expensive', detail: '  Over budget this quarter.  ' };
    expect((await owner.client.post(path, body)).status).toBe(200);
    expect((await owner.client.post(path, body)).status).toBe(200);
    const updates = fake.requests.filter((request) => request.path === `/v1/subscriptions/${owner.subscription.id}`);
    expect(updates.map((request) => request.params.cancel_at_period_end)).toEqual(['true']);

    // Stripe's own report of the same cancellation (even with a portal answer) keeps ours.
    await deliver('customer.subscription.updated', cancelledInPortal(owner.subscription, { feedback: 'unused' }), 0);
    const rows = await rowsOf(owner.accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: owner.user.id,
      reason: 'too_expensive',
      detail: 'Over budget this quarter.',
      mrr: 2900,
      plan: 'pro',
      withdrawnAt: null,
    });
  });
});

describe("a cancellation in Stripe's customer portal", () => {
  it('at the period end: the feedback mapped, the comment trimmed to the limit, once with its end; the Churn tab counts it', async () => {
    const before = reasonRow(await churnReasons(), CANCELLATION_REASON_LABELS.technical_issues);
    const owner = await subscribedAtStripe(basicPrice);
    const comment = `  ${'Too slow. '.repeat(80)}`;
    const cancelled = cancelledInPortal(owner.subscription, { feedback: 'low_quality', comment });
    await deliver('customer.subscription.updated', cancelled, 20);
    await deliver('customer.subscription.deleted', { ...cancelled, status: 'canceled' }, 10);
    const rows = await rowsOf(owner.accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, reason: 'technical_issues', mrr: 900, plan: 'starter' });
    expect(rows[0]!.detail).toBe(comment.trim().slice(0, CANCELLATION_DETAIL_MAX).trim());
    expect(rows[0]!.detail!.length).toBeLessThanOrEqual(CANCELLATION_DETAIL_MAX);
    expect(rows[0]!.requestedAt.getTime()).toBe(cancelled.canceled_at! * 1000);

    const after = reasonRow(await churnReasons(), CANCELLATION_REASON_LABELS.technical_issues);
    expect([after.count - before.count, after.mrr - before.mrr]).toEqual([1, 900]);
  });

  it('cancelled at once (deleted): stored with the reason and comment', async () => {
    const owner = await subscribedAtStripe(proPrice);
    const ended = cancelledInPortal(owner.subscription, { feedback: 'unused', comment: 'Project paused' }, true);
    await deliver('customer.subscription.deleted', ended, 10);
    expect(await rowsOf(owner.accountId)).toMatchObject([
      { reason: 'not_using', detail: 'Project paused', mrr: 2900, plan: 'pro', withdrawnAt: null },
    ]);
  });

  it('without an answer it is a cancellation with no reason; resumed in the portal it is withdrawn', async () => {
    const owner = await subscribedAtStripe(basicPrice);
    await deliver('customer.subscription.updated', cancelledInPortal(owner.subscription, {}), 20);
    expect(await rowsOf(owner.accountId)).toMatchObject([{ reason: null, detail: null, withdrawnAt: null }]);
    await deliver('customer.subscription.updated', owner.subscription, 10);
    expect((await rowsOf(owner.accountId)).map((row) => row.withdrawnAt !== null)).toEqual([true]);
  });

  it('retries that ran out are no cancellation: nothing stored', async () => {
    const owner = await subscribedAtStripe(proPrice);
    const ended = cancelledInPortal(owner.subscription, { reason: 'payment_failed' }, true);
    await deliver('customer.subscription.deleted', ended, 10);
    expect(await rowsOf(owner.accountId)).toEqual([]);
  });
});

describe("Stripe's feedback as our reasons", () => {
  it.each([
    ['too_expensive', 'too_expensive'],
    ['missing_features', 'missing_features'],
    ['switched_service', 'switched_service'],
    ['unused', 'not_using'],
    ['low_quality', 'technical_issues'],
    ['too_complex', 'technical_issues'],
    ['customer_service', 'customer_service'],
    ['other', 'other'],
  ] as const)('%s → %s', (feedback, reason) => {
    const sub = cancelledInPortal(stripeSubscription(), { feedback, comment: '   ' });
    expect(subscriptionSnapshot(sub).cancellation).toEqual({
      reason,
      detail: null,
      requestedAt: new Date(sub.canceled_at! * 1000),
    });
  });
});
