// Fulfilment of invoices: the provider's invoice, stored once and kept paid once paid.
import type { CheckoutLine } from '../../../db/schema.ts';
import type { InvoiceSnapshot } from '../../../adapters/payments/types.ts';
import type { Database } from '../../../db/client.ts';
import type { Tx } from '../queries.ts';
import { upsertInvoice } from '../queries/invoices.ts';
import { selectSubscriptionId } from '../queries/subscriptions.ts';
import { applyAccountEvent, type FulfilmentResult, type ProviderEvent } from './events.ts';

export async function upsertInvoiceInTx(
  tx: Tx,
  accountId: string,
  event: ProviderEvent,
  snapshot: InvoiceSnapshot,
): Promise<void> {
  const subscriptionId = snapshot.providerSubscriptionId
    ? await selectSubscriptionId(tx, snapshot.providerSubscriptionId)
    : null;
  await upsertInvoice(tx, {
    accountId,
    provider: event.provider,
    providerInvoiceId: snapshot.providerInvoiceId,
    number: snapshot.number,
    stripeCustomerId: snapshot.customerId,
    subscriptionId,
    checkoutSessionId: snapshot.checkoutSessionId,
    description: snapshot.description,
    amountPaid: snapshot.amountPaid,
    currency: snapshot.currency,
    status: snapshot.status,
    periodStart: snapshot.periodStart,
    periodEnd: snapshot.periodEnd,
    invoicePdf: snapshot.invoicePdf,
    hostedInvoiceUrl: snapshot.hostedInvoiceUrl,
    createdAt: snapshot.createdAt,
  });
}

/** The invoice of a local theme purchase: what was delivered, nothing more. */
export function invoiceForDelivered(invoice: InvoiceSnapshot, delivered: CheckoutLine[]): InvoiceSnapshot {
  return {
    ...invoice,
    amountPaid: delivered.reduce((sum, line) => sum + line.amount, 0),
    description: delivered.map((line) => line.name).join(', '),
  };
}

/** invoice.paid / invoice.payment_failed (and the local adapter's receipts). */
export function recordInvoiceEvent(
  db: Database,
  event: ProviderEvent,
  snapshot: InvoiceSnapshot,
  hint: { accountId?: string | null } = {},
): Promise<FulfilmentResult> {
  const where = { ...hint, providerSubscriptionId: snapshot.providerSubscriptionId, customerId: snapshot.customerId };
  return applyAccountEvent(db, event, where, (tx, accountId) => upsertInvoiceInTx(tx, accountId, event, snapshot));
}
