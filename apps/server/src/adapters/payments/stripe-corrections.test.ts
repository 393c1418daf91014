// The Stripe adapter's refund and session expiry, at its boundary: what reaches the in-process
// stand-in for api.stripe.com, and how failures are retried.
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeStripeApi, stripeError, type FakeAnswer, type FakeStripeApi } from '../../test/stripe.ts';
import { createLocalPaymentProvider } from './local.ts';
import { createStripePaymentProvider } from './stripe.ts';

const KEYS = { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_test' };
let fake: FakeStripeApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function provider(answers: FakeAnswer[]) {
  fake = await startFakeStripeApi((_, index) => answers[Math.min(index, answers.length - 1)]!);
  return createStripePaymentProvider(KEYS, { stripe: fake.stripe, sleep: async () => {} });
}

const refundBody = { id: 're_1', object: 'refund', amount: 2500, currency: 'usd', status: 'succeeded' };

describe('the Stripe adapter: refund and expire', () => {
  it('refunds part of a payment intent with its idempotency key, retrying a server error with the same key', async () => {
    const stripe = await provider([stripeError(500, 'api_error'), { body: refundBody }]);
    const refund = await stripe.refund({
      paymentIntentId: 'pi_1',
      amount: 2500,
      idempotencyKey: 'refund_owned_cs_1',
      metadata: { checkoutSessionId: 'cs_1' },
    });
    expect(refund).toEqual({ providerRefundId: 're_1', amount: 2500, currency: 'usd' });
    expect(fake!.requests).toHaveLength(2);
    for (const request of fake!.requests) {
      expect(request).toMatchObject({
        method: 'POST',
        path: '/v1/refunds',
        idempotencyKey: 'refund_owned_cs_1',
        params: {
          payment_intent: 'pi_1',
          amount: '2500',
          reason: 'duplicate',
          'metadata[checkoutSessionId]': 'cs_1',
        },
      });
    }
  });

  it('does not retry a refund Stripe refuses (more than was paid), and reports it', async () => {
    const stripe = await provider([stripeError(400, 'invalid_request_error', 'amount_too_large')]);
    await expect(
      stripe.refund({ paymentIntentId: 'pi_1', amount: 99_999, idempotencyKey: 'k', metadata: {} }),
    ).rejects.toMatchObject({ rawType: 'invalid_request_error' });
    expect(fake!.requests).toHaveLength(1);
  });

  it('expires an open checkout session', async () => {
    const stripe = await provider([{ body: { id: 'cs_2', object: 'checkout.session', status: 'expired' } }]);
    await stripe.expireCheckoutSession({ sessionId: 'cs_2' });
    expect(fake!.requests).toEqual([
      expect.objectContaining({ method: 'POST', path: '/v1/checkout/sessions/cs_2/expire' }),
    ]);
  });
});

describe('the local adapter: refund and expire', () => {
  it('answers a refund of the amount asked and has no session of its own to expire', async () => {
    const local = createLocalPaymentProvider();
    const refund = await local.refund({ paymentIntentId: 'pi_local', amount: 1200, idempotencyKey: 'k', metadata: {} });
    expect(refund).toMatchObject({ providerRefundId: expect.stringMatching(/^re_local_/), amount: 1200 });
    await expect(local.expireCheckoutSession({ sessionId: 'cs_local_1' })).resolves.toBeUndefined();
  });
});
