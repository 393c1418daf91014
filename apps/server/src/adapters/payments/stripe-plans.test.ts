// The Stripe adapter's plan operations against the in-process Stripe stand-in: an upgrade invoiced
// and charged at once, a downgrade scheduled for the period end, cancel and resume at the period end.
import { afterEach, describe, expect, it } from 'vitest';
import {
  startFakeStripeApi,
  stripeError,
  stripeSubscription,
  type FakeAnswer,
  type FakeStripeApi,
  type RecordedRequest,
} from '../../test/stripe.ts';
import { STRIPE_PLAN_PRICES } from '../../test/stripe-accounts.ts';
import { subscriptionSnapshot } from './stripe-snapshots.ts';
import { createStripePaymentProvider } from './stripe.ts';

const KEYS = { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_test' };
const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

let fake: FakeStripeApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function providerAnswering(answer: (request: RecordedRequest, index: number) => FakeAnswer) {
  fake = await startFakeStripeApi(answer);
  const provider = createStripePaymentProvider(KEYS, { stripe: fake.stripe, sleep: async () => {} });
  return { provider, requests: fake.requests };
}

const { pro: proPrice, starter: starterPrice } = STRIPE_PLAN_PRICES;
const priceList = (data: unknown[]) => ({ object: 'list', data, has_more: false, url: '/v1/prices' });
const periodStart = at('2031-04-01T00:00:00Z');
const periodEnd = at('2031-05-01T00:00:00Z');

describe('Stripe plan changes', () => {
  it('upgrades with always_invoice and error_if_incomplete, so the difference is charged now or nothing changes', async () => {
    const current = stripeSubscription({
      id: 'sub_1',
      price: starterPrice,
      periodStart,
      periodEnd,
      metadata: { plan: 'starter' },
    });
    const { provider, requests } = await providerAnswering((request) => {
      if (request.path === '/v1/prices') return { body: priceList([proPrice]) };
      if (request.method === 'GET') return { body: current };
      return stripeError(402, 'card_error', 'card_declined');
    });
    await expect(
      provider.changeSubscriptionPlan({ current: subscriptionSnapshot(current), plan: 'pro', idempotencyKey: 'up-1' }),
    ).rejects.toMatchObject({ type: 'StripeCardError' });
    const update = requests.find((request) => request.method === 'POST')!;
    expect(update).toMatchObject({
      path: '/v1/subscriptions/sub_1',
      idempotencyKey: 'up-1',
      params: expect.objectContaining({
        'items[0][price]': 'price_pro',
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
      }),
    });
  });

  it('schedules a downgrade for the period end: a schedule from the subscription, then its two phases', async () => {
    const current = stripeSubscription({ id: 'sub_2', price: proPrice, periodStart, periodEnd });
    const { provider, requests } = await providerAnswering((request) => {
      if (request.path === '/v1/prices') return { body: priceList([starterPrice]) };
      if (request.method === 'GET') return { body: { ...current, schedule: null } };
      return { body: { id: 'sub_sched_1', object: 'subscription_schedule', subscription: 'sub_2' } };
    });
    const { scheduleId } = await provider.schedulePlanChange({
      current: subscriptionSnapshot(current),
      plan: 'starter',
      idempotencyKey: 'down-1',
    });
    expect(scheduleId).toBe('sub_sched_1');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_2',
      'GET /v1/prices',
      'POST /v1/subscription_schedules',
      'POST /v1/subscription_schedules/sub_sched_1',
    ]);
    expect(requests[2]).toMatchObject({ params: { from_subscription: 'sub_2' }, idempotencyKey: 'down-1:schedule' });
    expect(requests[3]!.params).toMatchObject({
      end_behavior: 'release',
      proration_behavior: 'none',
      'phases[0][items][0][price]': 'price_pro',
      'phases[0][start_date]': String(periodStart),
      'phases[0][end_date]': String(periodEnd),
      'phases[1][items][0][price]': 'price_starter',
      'phases[1][duration][interval]': 'month',
      'phases[1][metadata][plan]': 'starter',
    });
    expect(requests[3]!.idempotencyKey).toBe('down-1:phases');
  });

  it('reuses the schedule a subscription already has, and releases it to call the downgrade off', async () => {
    const current = stripeSubscription({ id: 'sub_3', price: proPrice, periodStart, periodEnd });
    const { provider, requests } = await providerAnswering((request) => {
      if (request.path === '/v1/prices') return { body: priceList([starterPrice]) };
      if (request.method === 'GET') return { body: { ...current, schedule: 'sub_sched_9' } };
      return { body: { id: 'sub_sched_9', object: 'subscription_schedule' } };
    });
    await provider.schedulePlanChange({ current: subscriptionSnapshot(current), plan: 'starter', idempotencyKey: 'd' });
    await provider.releasePlanSchedule({ scheduleId: 'sub_sched_9', idempotencyKey: 'rel-1' });
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.idempotencyKey])).toEqual([
      ['/v1/subscription_schedules/sub_sched_9', 'd:phases'],
      ['/v1/subscription_schedules/sub_sched_9/release', 'rel-1'],
    ]);
  });

  it('cancels at the period end and resumes with cancel_at_period_end', async () => {
    const current = stripeSubscription({ id: 'sub_4', price: proPrice, periodStart, periodEnd });
    const { provider, requests } = await providerAnswering((request) => ({
      body: { ...current, cancel_at_period_end: request.params.cancel_at_period_end === 'true' },
    }));
    const cancelled = await provider.setCancelAtPeriodEnd({
      current: subscriptionSnapshot(current),
      cancel: true,
      idempotencyKey: 'c-1',
    });
    const resumed = await provider.setCancelAtPeriodEnd({
      current: subscriptionSnapshot(current),
      cancel: false,
      idempotencyKey: 'r-1',
    });
    expect([cancelled.cancelAtPeriodEnd, resumed.cancelAtPeriodEnd]).toEqual([true, false]);
    expect(requests.map((r) => [r.method, r.path, r.params, r.idempotencyKey])).toEqual([
      ['POST', '/v1/subscriptions/sub_4', { cancel_at_period_end: 'true' }, 'c-1'],
      ['POST', '/v1/subscriptions/sub_4', { cancel_at_period_end: 'false' }, 'r-1'],
    ]);
  });
});
