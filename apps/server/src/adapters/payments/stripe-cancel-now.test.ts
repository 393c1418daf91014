// Deleting an account ends its Stripe subscription at once: one DELETE with one idempotency key on
// every try, no proration or final invoice, and a subscription already gone counts as ended.
import { afterEach, describe, expect, it } from 'vitest';
import {
  startFakeStripeApi,
  stripeError,
  stripeSubscription,
  type FakeAnswer,
  type FakeStripeApi,
} from '../../test/stripe.ts';
import { createStripePaymentProvider } from './stripe.ts';

const KEYS = { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_test' };

let fake: FakeStripeApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function providerAnswering(answer: (index: number) => FakeAnswer) {
  fake = await startFakeStripeApi((_request, index) => answer(index));
  return {
    provider: createStripePaymentProvider(KEYS, { stripe: fake.stripe, sleep: async () => {} }),
    requests: fake.requests,
  };
}

describe('Stripe cancelSubscriptionNow', () => {
  it('sends one DELETE without proration or invoice, and retries a lost answer with the same key', async () => {
    const { provider, requests } = await providerAnswering((index) =>
      index === 0 ? 'drop' : { body: stripeSubscription({ id: 'sub_9', status: 'canceled' }) },
    );
    await provider.cancelSubscriptionNow({ providerSubscriptionId: 'sub_9', idempotencyKey: 'account-delete:1' });
    expect(requests.map((request) => [request.method, request.path, request.params, request.idempotencyKey])).toEqual(
      Array.from({ length: requests.length }, () => ['DELETE', '/v1/subscriptions/sub_9', {}, 'account-delete:1']),
    );
    expect(requests.length).toBeGreaterThanOrEqual(2);
  });

  it('takes a subscription Stripe no longer has as cancelled', async () => {
    const { provider, requests } = await providerAnswering(() =>
      stripeError(404, 'invalid_request_error', 'resource_missing'),
    );
    await expect(
      provider.cancelSubscriptionNow({ providerSubscriptionId: 'sub_gone', idempotencyKey: 'k' }),
    ).resolves.toBeUndefined();
    expect(requests).toHaveLength(1);
  });
});
