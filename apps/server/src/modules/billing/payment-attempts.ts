// Every attempt to take a payment (issue 23): first tries and retries, for both providers, written
// in the transaction of the payment's effect. A replay writes nothing: (invoice, attempt number) is unique.
import type { PaymentAttemptOutcome, PaymentErrorCode, PaymentProviderName, PaymentPurpose } from '@themeport/core';
import type { Tx } from './queries.ts';
import { insertPaymentAttempt, selectNextAttemptNumber } from './queries/payment-attempts.ts';

export interface PaymentAttempt {
  accountId: string;
  provider: PaymentProviderName;
  purpose: PaymentPurpose;
  /** The provider's invoice id (a local checkout: its session id). */
  invoiceRef: string;
  subscriptionId?: string | null;
  /** The provider's count when it gives one (Stripe's attempt_count); else the next of the invoice. */
  attemptNumber?: number;
  amount: number;
  currency: string;
  outcome: PaymentAttemptOutcome;
  /** spec 001 §8.1's code for a failure. */
  declineCode?: PaymentErrorCode | null;
  cardBrand?: string | null;
  attemptedAt: Date;
}

/** Records the attempt; false when it was recorded before. */
export async function recordPaymentAttemptInTx(tx: Tx, attempt: PaymentAttempt): Promise<boolean> {
  const attemptNumber = attempt.attemptNumber ?? (await selectNextAttemptNumber(tx, attempt.invoiceRef));
  return insertPaymentAttempt(tx, {
    accountId: attempt.accountId,
    provider: attempt.provider,
    purpose: attempt.purpose,
    invoiceRef: attempt.invoiceRef,
    subscriptionId: attempt.subscriptionId ?? null,
    attemptNumber,
    amount: attempt.amount,
    currency: attempt.currency,
    outcome: attempt.outcome,
    declineCode: attempt.outcome === 'failed' ? (attempt.declineCode ?? 'unknown') : null,
    cardBrand: attempt.cardBrand ?? null,
    attemptedAt: attempt.attemptedAt,
  });
}
