// Fulfilment of a checkout session: what it sold (themes, a plan, a card, the invoice), delivered once.
import { CHECKOUT_TEXT } from '@themeport/core';
import type { InvoiceSnapshot, PaymentMethodSnapshot, SubscriptionSnapshot } from '../../../adapters/payments/types.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { lockAccount, setAccountCustomerIdIfNone } from '../queries.ts';
import { completeCheckoutSession, lockCheckoutSession, selectSessionAccountId } from '../queries/checkout.ts';
import { recordPaymentAttemptInTx } from '../payment-attempts.ts';
import { selectSubscriptionId } from '../queries/subscriptions.ts';
import { claimEvent, type FulfilmentResult, type ProviderEvent } from './events.ts';
import { invoiceForDelivered, upsertInvoiceInTx } from './invoices.ts';
import { upsertPaymentMethodInTx } from './payment-methods.ts';
import { applySubscriptionInTx } from './plans.ts';
import { deliverThemes, supersedeOpenSessions } from './themes.ts';
import { notifyThemeChanged } from '../../../lib/domain-events.ts';

export interface CompletedCheckout {
  sessionId: string;
  customerId?: string | null;
  /** The provider's payment (Stripe's payment intent), kept on the session for later refunds and disputes. */
  paymentIntentId?: string | null;
  subscription?: SubscriptionSnapshot | null;
  invoice?: InvoiceSnapshot | null;
  paymentMethod?: PaymentMethodSnapshot | null;
  /**
   * Themes of the session the account owns already. 'refuse' (local provider: nothing is charged
   * yet): a session with nothing new is refused with ALREADY_OWNED and nothing is recorded, and
   * the invoice covers only the themes delivered. 'refund' (Stripe: the money has arrived): the
   * session completes and the owned lines are refunded afterwards (refunds.ts).
   */
  ownedThemes?: 'refuse' | 'refund';
  /** The payment that paid it (none for a setup): recorded as a succeeded attempt (issue 23). */
  payment?: {
    /** The provider's invoice (a theme checkout, or the local provider: the session id). */
    invoiceRef: string;
    attemptNumber?: number;
    amount: number;
    currency: string;
    cardBrand: string | null;
  } | null;
}

export interface CheckoutFulfilment extends FulfilmentResult {
  /** Open Stripe sessions of the account for the same themes, to expire at Stripe. */
  supersededSessionIds: string[];
}

const alreadyOwned = () => new AppError('ALREADY_IN_LIBRARY', 409, CHECKOUT_TEXT.alreadyOwned);
const sessionClosed = () => new AppError('SESSION_CLOSED', 409, CHECKOUT_TEXT.sessionClosed);

/**
 * A checkout session was paid (or, in setup mode, a card was saved). Delivers what it sold once:
 * themes into the library with their purchase rows, the subscription and the plan, the card, the
 * invoice; then the session is complete. Unknown sessions (not ours) are recorded and ignored.
 */
export async function fulfilCheckout(
  db: Database,
  event: ProviderEvent,
  completed: CompletedCheckout,
): Promise<CheckoutFulfilment> {
  const owned = completed.ownedThemes ?? 'refund';
  let downloadsChanged = false;
  let supersededSessionIds: string[] = [];
  const applied = await db.transaction(async (tx) => {
    // One checkout of an account at a time, the account locked before its session: what the account
    // owns and what is charged are decided together (ten sessions for one theme paid at once: one
    // is charged), and expiring the other sessions below cannot deadlock with their own payment.
    const ownerId = await selectSessionAccountId(tx, completed.sessionId);
    if (ownerId !== undefined) await lockAccount(tx, ownerId);
    const session = await lockCheckoutSession(tx, completed.sessionId);
    if (!(await claimEvent(tx, event, session?.accountId ?? null))) return false;
    if (!session || session.status === 'complete') return false;

    if (completed.customerId) {
      await setAccountCustomerIdIfNone(tx, session.accountId, completed.customerId);
    }
    let invoice = completed.invoice ?? null;
    if (session.mode === 'payment') {
      const { delivered } = await deliverThemes(tx, session);
      if (owned === 'refuse') {
        if (delivered.length === 0) throw alreadyOwned();
        // Cancelled (or superseded) while this payment waited: nothing is charged.
        if (session.status !== 'open') throw sessionClosed();
        if (invoice) invoice = invoiceForDelivered(invoice, delivered);
      }
      downloadsChanged = delivered.length > 0;
      supersededSessionIds = await supersedeOpenSessions(tx, session);
    }
    if (completed.subscription) await applySubscriptionInTx(tx, session.accountId, event, completed.subscription);
    if (completed.paymentMethod) await upsertPaymentMethodInTx(tx, session.accountId, event, completed.paymentMethod);
    if (invoice) await upsertInvoiceInTx(tx, session.accountId, event, invoice);
    if (completed.payment && session.mode !== 'setup') {
      await recordPaymentAttemptInTx(tx, {
        ...completed.payment,
        accountId: session.accountId,
        provider: event.provider,
        purpose: session.mode === 'payment' ? 'theme' : 'subscription',
        subscriptionId: completed.subscription
          ? await selectSubscriptionId(tx, completed.subscription.providerSubscriptionId)
          : null,
        // What was charged: the themes delivered (the local provider charges nothing for owned ones).
        amount: invoice && owned === 'refuse' ? invoice.amountPaid : completed.payment.amount,
        outcome: 'succeeded',
        attemptedAt: event.occurredAt,
      });
    }
    await completeCheckoutSession(tx, session.id, new Date(), completed.paymentIntentId ?? null);
    return true;
  });
  // Downloads are part of the public catalogue and its sort: drop the cached answers.
  if (downloadsChanged) notifyThemeChanged(db);
  return { applied, supersededSessionIds };
}
