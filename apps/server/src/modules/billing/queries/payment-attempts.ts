// Every attempt to take a payment (payment_attempts), written in the transaction of its effect.
import { eq, max } from 'drizzle-orm';
import { paymentAttempts } from '../../../db/schema.ts';
import type { Tx } from '../queries.ts';

export type NewPaymentAttempt = typeof paymentAttempts.$inferInsert;

/** The next attempt number of the invoice (1 for its first try). */
export async function selectNextAttemptNumber(tx: Tx, invoiceRef: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(paymentAttempts.attemptNumber) })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.invoiceRef, invoiceRef));
  return (row?.last ?? 0) + 1;
}

/** Inserts the attempt; false when that attempt of the invoice was recorded before (a replay). */
export async function insertPaymentAttempt(tx: Tx, attempt: NewPaymentAttempt): Promise<boolean> {
  const inserted = await tx
    .insert(paymentAttempts)
    .values(attempt)
    .onConflictDoNothing()
    .returning({ id: paymentAttempts.id });
  return inserted.length > 0;
}
