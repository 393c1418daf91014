// A Stripe payment that arrives for themes the account already owns (two sessions paid at once, a
// grant in between) is given back: decision 006. Fulfilment delivers only the new themes and writes
// their purchase rows; the lines of the session without one were not delivered, so their amount
// goes back through the payment adapter and is recorded as a 'refunded' entry in the invoice list.
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import type { Database } from '../../db/client.ts';
import type { CheckoutLine } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import { expireOpenSession, selectCheckoutSession, selectSessionPurchasedThemeIds } from './queries/checkout.ts';
import { insertInvoiceOnce, isRefundRecorded } from './queries/invoices.ts';

export interface OwedRefund {
  sessionId: string;
  accountId: string;
  lines: CheckoutLine[];
  amount: number;
}

/**
 * What a completed theme session owes back and has not yet given: its lines that no purchase row
 * of this session covers. Derived from the database each time, so Stripe's retry of an event whose
 * refund failed finds the same amount again.
 */
export async function owedRefund(db: Database, sessionId: string): Promise<OwedRefund | null> {
  const session = await selectCheckoutSession(db, sessionId);
  if (!session || session.mode !== 'payment' || session.status !== 'complete') return null;
  if (await isRefundRecorded(db, session.id)) return null;
  const bought = await selectSessionPurchasedThemeIds(db, { accountId: session.accountId, sessionId: session.id });
  const boughtIds = new Set(bought.map((row) => row.themeId));
  const lines = session.lines.filter((line) => !boughtIds.has(line.themeId));
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  if (amount === 0) return null;
  return {
    sessionId: session.id,
    accountId: session.accountId,
    lines,
    amount,
  };
}

/** Refunds what the session owes (once: the key is the session's) and records it for the billing page. */
export async function refundOwnedThemes(
  db: Database,
  provider: PaymentProvider,
  owed: OwedRefund,
  paymentIntentId: string,
): Promise<void> {
  const refund = await provider.refund({
    paymentIntentId,
    amount: owed.amount,
    idempotencyKey: `refund_owned_${owed.sessionId}`,
    metadata: {
      accountId: owed.accountId,
      checkoutSessionId: owed.sessionId,
      themeIds: owed.lines.map((line) => line.themeId).join(','),
    },
  });
  await insertInvoiceOnce(db, {
    accountId: owed.accountId,
    provider: provider.name,
    providerInvoiceId: refund.providerRefundId,
    number: refund.providerRefundId,
    checkoutSessionId: owed.sessionId,
    description: `Refund: ${owed.lines.map((line) => line.name).join(', ')} (already in your library)`,
    amountPaid: refund.amount,
    currency: refund.currency,
    status: 'refunded',
  });
}

/**
 * The corrections after a Stripe session was fulfilled: give back what it charged for owned
 * themes, and expire the account's other open sessions for the same themes. A failed refund throws
 * (the webhook answers 500, Stripe delivers again, and owedRefund finds it still owed); a session
 * that cannot be expired (paid or closed meanwhile) is only logged: its payment would be refunded.
 */
export async function settleStripeSession(
  deps: { db: Database; provider: PaymentProvider; logger: Logger },
  sessionId: string,
  paymentIntentId: string | null,
  supersededSessionIds: string[],
): Promise<void> {
  const { db, provider, logger } = deps;
  const owed = await owedRefund(db, sessionId);
  if (owed) {
    if (!paymentIntentId) logger.error({ sessionId }, 'refund owed but the session has no payment intent');
    else await refundOwnedThemes(db, provider, owed, paymentIntentId);
  }
  for (const id of supersededSessionIds) {
    try {
      await provider.expireCheckoutSession({ sessionId: id });
      await expireOpenSession(db, id);
    } catch (error) {
      logger.warn({ sessionId: id, err: error }, 'could not expire a superseded checkout session');
    }
  }
}
