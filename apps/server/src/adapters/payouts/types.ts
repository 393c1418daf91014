import type { PayoutProviderName } from '@themeport/core';

/** A seller's payout account as the provider reports it. */
export interface PayoutAccountStatus {
  externalAccountId: string | null;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
}

/**
 * Where sellers' payouts go (ARCHITECTURE.md adapters, decision 029). The local default needs no
 * account: an admin sends the money and settles the payout in the back office with its reference.
 * Stripe Connect Express: the seller onboards through Stripe's link, a payout is a transfer to
 * their connected account.
 */
export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /**
   * The onboarding link for a seller, creating their connected account first when they have none;
   * null when there is nothing to connect (local).
   */
  onboardingLink(input: {
    userId: string;
    email: string;
    externalAccountId: string | null;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ externalAccountId: string; url: string } | null>;
  /** The connected account's state (local: always ready, nothing connected). */
  accountStatus(externalAccountId: string | null): Promise<PayoutAccountStatus>;
  /**
   * Sends a payout. Stripe: a transfer (its id is the reference; the payout id is the idempotency
   * key, so a retry is one transfer). Local: null, the admin settles it by hand. Throws
   * PayoutRefusedError when the provider answered no (nothing was sent); any other error leaves
   * the outcome unknown: the money may have gone, so the payout is neither paid nor reversed.
   */
  transfer(input: {
    payoutId: string;
    sellerId: string;
    amountCents: number;
    currency: string;
    externalAccountId: string | null;
  }): Promise<{ reference: string } | null>;
  /**
   * The transfer already made for this payout, if any (Stripe: by its transfer group), so that a
   * payout whose outcome was unknown is not sent twice once the idempotency key has expired.
   * Local: null.
   */
  findTransfer(payoutId: string): Promise<{ reference: string } | null>;
}

/** The provider refused the payout (an answer, not a lost connection): nothing was sent. */
export class PayoutRefusedError extends Error {
  override readonly name = 'PayoutRefusedError';
}
