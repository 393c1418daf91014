// Stripe's side of dunning (decision 037): Stripe retries a failed renewal on its own schedule; its
// invoice webhooks record each attempt and move our case, in the transaction that stores the invoice.
import type { InvoicePaymentAttempt } from '../../adapters/payments/stripe-snapshots.ts';
import type { InvoiceSnapshot } from '../../adapters/payments/types.ts';
import type { Database } from '../../db/client.ts';
import { openDunningCaseInTx } from './dunning.ts';
import type { FulfilmentResult, ProviderEvent } from './fulfilment/events.ts';
import { applyAccountEvent } from './fulfilment/events.ts';
import { upsertInvoiceInTx } from './fulfilment/invoices.ts';
import { recordPaymentAttemptInTx } from './payment-attempts.ts';
import { isInvoicePaid, lockDunningCaseOfInvoice, updateDunningCase } from './queries/dunning.ts';
import { selectSubscriptionId } from './queries/subscriptions.ts';

/**
 * invoice.paid / invoice.payment_failed: the invoice, the attempt it reports, and the renewal's
 * dunning case (a first failure opens it and the owners are mailed; a later failure counts a retry;
 * a payment recovers it). A replay changes nothing (the event id, and each attempt once).
 */
export function recordStripeInvoiceEvent(
  db: Database,
  event: ProviderEvent,
  invoice: InvoiceSnapshot,
  attempt: InvoicePaymentAttempt | null,
  hint: { accountId?: string | null },
): Promise<FulfilmentResult> {
  const where = { ...hint, providerSubscriptionId: invoice.providerSubscriptionId, customerId: invoice.customerId };
  return applyAccountEvent(db, event, where, async (tx, accountId) => {
    await upsertInvoiceInTx(tx, accountId, event, invoice);
    if (!attempt) return;
    const subscriptionId = invoice.providerSubscriptionId
      ? await selectSubscriptionId(tx, invoice.providerSubscriptionId)
      : null;
    await recordPaymentAttemptInTx(tx, {
      accountId,
      provider: 'stripe',
      purpose: invoice.providerSubscriptionId ? 'subscription' : 'theme',
      invoiceRef: invoice.providerInvoiceId,
      subscriptionId,
      attemptNumber: attempt.attemptNumber,
      amount: attempt.amount,
      currency: invoice.currency,
      outcome: attempt.succeeded ? 'succeeded' : 'failed',
      declineCode: attempt.declineCode,
      cardBrand: attempt.cardBrand,
      attemptedAt: event.occurredAt,
    });
    // Dunning is about renewals: a subscription's invoice.
    if (!invoice.providerSubscriptionId) return;
    const existing = await lockDunningCaseOfInvoice(tx, invoice.providerInvoiceId);
    if (attempt.succeeded) {
      if (existing?.state === 'open')
        await updateDunningCase(tx, existing.id, { state: 'recovered', nextRetryAt: null, closedAt: event.occurredAt });
      return;
    }
    if (!existing && !(await isInvoicePaid(tx, invoice.providerInvoiceId))) {
      await openDunningCaseInTx(tx, {
        accountId,
        provider: 'stripe',
        subscriptionId,
        invoiceRef: invoice.providerInvoiceId,
        amount: attempt.amount,
        currency: invoice.currency,
        declineCode: attempt.declineCode,
        failedAt: event.occurredAt,
        nextRetryAt: attempt.nextRetryAt,
      });
    } else if (existing?.state === 'open') {
      await updateDunningCase(tx, existing.id, {
        retries: Math.max(existing.retries, attempt.attemptNumber - 1),
        nextRetryAt: attempt.nextRetryAt,
      });
    }
  });
}
