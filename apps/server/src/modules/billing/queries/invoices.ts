// The account's invoices: the providers' invoices, receipts, and the refunds of owned themes.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { invoices, type InvoiceRow } from '../../../db/schema.ts';
import type { Tx } from '../queries.ts';

export type NewInvoice = typeof invoices.$inferInsert;

/** The account's invoices, newest first. */
export async function selectInvoices(db: Database, accountId: string, limit: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);
}

/** One invoice of the account (another account's is not found). */
export async function selectInvoice(
  db: Database,
  accountId: string,
  invoiceId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.id, invoiceId)));
  return row;
}

/** Whether the session's refund is recorded already. */
export async function isRefundRecorded(db: Database, checkoutSessionId: string): Promise<boolean> {
  const [recorded] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.checkoutSessionId, checkoutSessionId), eq(invoices.status, 'refunded')))
    .limit(1);
  return recorded !== undefined;
}

/** Records an invoice once (its provider id is unique); a second insert changes nothing. */
export async function insertInvoiceOnce(db: Database, invoice: NewInvoice): Promise<void> {
  await db.insert(invoices).values(invoice).onConflictDoNothing();
}

/**
 * Inserts the provider's invoice, or brings it up to date: status, amount, documents, and the
 * subscription when it was not known yet. A paid invoice stays paid: a late payment_failed for an
 * earlier attempt changes nothing.
 */
export async function upsertInvoice(tx: Tx, invoice: NewInvoice & { subscriptionId: string | null }): Promise<void> {
  await tx
    .insert(invoices)
    .values(invoice)
    .onConflictDoUpdate({
      target: invoices.providerInvoiceId,
      set: {
        status: invoice.status,
        amountPaid: invoice.amountPaid,
        invoicePdf: invoice.invoicePdf,
        hostedInvoiceUrl: invoice.hostedInvoiceUrl,
        subscriptionId: sql`coalesce(${invoices.subscriptionId}, ${invoice.subscriptionId})`,
      },
      setWhere: sql`${invoices.status} <> 'paid'`,
    });
}
