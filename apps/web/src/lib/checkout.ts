import {
  type CheckoutSessionCreated,
  type PlanCheckoutInput,
  type ThemeCheckoutInput,
  IDEMPOTENCY_BUCKET_MINUTES,
  idempotencyKey,
} from '@themeport/core';
import { apiSend } from './api';

const checkoutPath = (accountId: string, what: 'themes' | 'subscription') =>
  `/api/accounts/${encodeURIComponent(accountId)}/checkout/${what}`;

/**
 * POST /api/accounts/:accountId/checkout/themes (docs/api/billing.md): paid themes for the account
 * (owners and admins: 'purchases:write'). The Idempotency-Key holds the body and the 5-minute
 * bucket, so a double click, or a second tab, gets the same open session instead of a new one.
 * Throws ApiRequestError like apiGet; the caller then sends the browser to `url` (a path locally,
 * checkout.stripe.com with Stripe) with window.location.assign.
 */
export function startThemeCheckout(
  accountId: string,
  body: ThemeCheckoutInput,
  init?: { signal?: AbortSignal },
): Promise<CheckoutSessionCreated> {
  const key = idempotencyKey('checkout', body, { bucketMinutes: IDEMPOTENCY_BUCKET_MINUTES });
  return apiSend<CheckoutSessionCreated>('POST', checkoutPath(accountId, 'themes'), body, {
    headers: { 'Idempotency-Key': key },
    ...(init?.signal ? { signal: init.signal } : {}),
  });
}

/**
 * POST /api/accounts/:accountId/checkout/subscription: a first paid plan (the owner:
 * 'billing:write'). The server keeps one open session per account and plan, so a double click
 * answers the same one.
 */
export function startPlanCheckout(accountId: string, body: PlanCheckoutInput): Promise<CheckoutSessionCreated> {
  return apiSend<CheckoutSessionCreated>('POST', checkoutPath(accountId, 'subscription'), body);
}
