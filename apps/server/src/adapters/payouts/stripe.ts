// Stripe Connect Express for sellers' payouts: one Express account per seller (created on their
// first onboarding link), Stripe's hosted onboarding, and a transfer per payout.
import type Stripe from 'stripe';
import { RETRY_POLICIES, isRetryablePaymentError, withRetry } from '@themeport/core';
import { stripeSdk } from '../payments/stripe-sdk.ts';
import { PayoutRefusedError, type PayoutProvider } from './types.ts';

/**
 * Stripe said no (a card or invalid-request error: no transfer was made). A lost connection, a
 * timeout, Stripe's own 5xx, a rate limit or a key still in use are no answer: the transfer may exist.
 */
function isRefusal(error: unknown): error is Stripe.errors.StripeError {
  const { errors } = stripeSdk();
  if (error instanceof errors.StripeCardError) return true;
  return error instanceof errors.StripeInvalidRequestError && error.code !== 'idempotency_key_in_use';
}

const transferGroup = (payoutId: string) => `payout_${payoutId}`;

export function createStripePayoutProvider(
  stripe: Stripe,
  options: { sleep?: (ms: number) => Promise<void> } = {},
): PayoutProvider {
  const retry = <T>(operation: () => Promise<T>): Promise<T> =>
    withRetry(operation, RETRY_POLICIES.payment, { isRetryable: isRetryablePaymentError, sleep: options.sleep });

  return {
    name: 'stripe',
    async onboardingLink({ userId, email, externalAccountId, returnUrl, refreshUrl }) {
      const accountId =
        externalAccountId ??
        (
          await retry(() =>
            stripe.accounts.create(
              {
                type: 'express',
                email,
                metadata: { userId },
                capabilities: { transfers: { requested: true } },
              },
              { idempotencyKey: `connect_account_${userId}` },
            ),
          )
        ).id;
      const link = await retry(() =>
        stripe.accountLinks.create({
          account: accountId,
          refresh_url: refreshUrl,
          return_url: returnUrl,
          type: 'account_onboarding',
        }),
      );
      return { externalAccountId: accountId, url: link.url };
    },
    async accountStatus(externalAccountId) {
      if (!externalAccountId) return { externalAccountId: null, detailsSubmitted: false, payoutsEnabled: false };
      const account = await retry(() => stripe.accounts.retrieve(externalAccountId));
      return {
        externalAccountId,
        detailsSubmitted: account.details_submitted ?? false,
        payoutsEnabled: account.payouts_enabled ?? false,
      };
    },
    async transfer({ payoutId, sellerId, amountCents, currency, externalAccountId }) {
      if (!externalAccountId) throw new PayoutRefusedError('a Stripe payout needs a connected account');
      try {
        const transfer = await retry(() =>
          stripe.transfers.create(
            {
              amount: amountCents,
              currency,
              destination: externalAccountId,
              transfer_group: transferGroup(payoutId),
              metadata: { payoutId, sellerId },
            },
            { idempotencyKey: `payout_${payoutId}` },
          ),
        );
        return { reference: transfer.id };
      } catch (error) {
        if (isRefusal(error)) throw new PayoutRefusedError(error.message, { cause: error });
        throw error;
      }
    },
    async findTransfer(payoutId) {
      const found = await retry(() => stripe.transfers.list({ transfer_group: transferGroup(payoutId), limit: 1 }));
      const transfer = found.data[0];
      return transfer ? { reference: transfer.id } : null;
    },
  };
}
