// Stripe Connect Express for sellers' payouts: one Express account per seller (created on their
// first onboarding link), Stripe's hosted onboarding, and a transfer per payout.
import type Stripe from 'stripe';
import { RETRY_POLICIES, isRetryablePaymentError, withRetry } from '@themeport/core';
import type { PayoutProvider } from './types.ts';

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
      if (!externalAccountId) throw new Error('a Stripe payout needs a connected account');
      const transfer = await retry(() =>
        stripe.transfers.create(
          {
            amount: amountCents,
            currency,
            destination: externalAccountId,
            transfer_group: `payout_${payoutId}`,
            metadata: { payoutId, sellerId },
          },
          { idempotencyKey: `payout_${payoutId}` },
        ),
      );
      return { reference: transfer.id };
    },
  };
}
