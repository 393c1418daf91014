import {
  type CheckoutSessionCreated,
  type CreateCheckoutInput,
  IDEMPOTENCY_BUCKET_MINUTES,
  idempotencyKey,
} from '@themeport/core';
import { apiSend } from './api';

/**
 * POST /api/checkout/sessions (docs/api/billing.md): themes or a plan for the current account.
 * The Idempotency-Key holds the body and the 5-minute bucket, so a double click, or a second tab,
 * gets the same open session instead of a new one. Throws ApiRequestError like apiGet; the caller
 * then sends the browser to `url` (a path locally, checkout.stripe.com with Stripe) with
 * window.location.assign.
 */
export function startCheckout(
  body: CreateCheckoutInput,
  init?: { signal?: AbortSignal },
): Promise<CheckoutSessionCreated> {
  const key = idempotencyKey('checkout', body, { bucketMinutes: IDEMPOTENCY_BUCKET_MINUTES });
  return apiSend<CheckoutSessionCreated>('POST', '/api/checkout/sessions', body, {
    headers: { 'Idempotency-Key': key },
    ...(init?.signal ? { signal: init.signal } : {}),
  });
}
