import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { createStripeClient } from '../payments/stripe.ts';
import { createLocalPayoutProvider } from './local.ts';
import { createStripePayoutProvider } from './stripe.ts';
import type { PayoutProvider } from './types.ts';

export { PayoutRefusedError, type PayoutAccountStatus, type PayoutProvider } from './types.ts';

/**
 * Stripe Connect when the Stripe keys are set (as the payment adapter is chosen), else the local
 * ledger an admin settles. Pass the app's Stripe client to share it.
 */
export function createPayoutProvider(
  config: Pick<Config, 'stripe'>,
  options: { stripe?: Stripe } = {},
): PayoutProvider {
  if (!config.stripe) return createLocalPayoutProvider();
  return createStripePayoutProvider(options.stripe ?? createStripeClient(config.stripe.secretKey));
}
