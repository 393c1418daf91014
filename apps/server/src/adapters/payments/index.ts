import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { createLocalPaymentProvider } from './local.ts';
import { createStripePaymentProvider } from './stripe.ts';
import type { PaymentProvider } from './types.ts';

export type { PaymentProvider } from './types.ts';

/**
 * Stripe when its keys are set (all three: config.ts refuses a partial set), else the local
 * test-mode provider. Pass the app's Stripe client to share it with the webhook.
 */
export function createPaymentProvider(
  config: Pick<Config, 'stripe'>,
  options: { stripe?: Stripe } = {},
): PaymentProvider {
  return config.stripe ? createStripePaymentProvider(config.stripe, options) : createLocalPaymentProvider();
}
