import { createRequire } from 'node:module';
import type Stripe from 'stripe';

let sdk: typeof Stripe | undefined;

/**
 * The Stripe SDK, loaded at the first call: a server without Stripe keys never holds it (decision
 * 044). `require`, not `import()`: the client is made synchronously (createApp shares one with the
 * webhook's signature check), and the package ships CommonJS for it.
 */
export function stripeSdk(): typeof Stripe {
  return (sdk ??= createRequire(import.meta.url)('stripe') as typeof Stripe);
}
