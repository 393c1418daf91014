// Every attempt to take a payment (payment_attempts), written in the transaction of its effect,
// and counted in its day's rollup (payment_attempt_days, decision 038) by the same statement.
import { eq, max, sql } from 'drizzle-orm';
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

/**
 * Inserts the attempt and adds it to its day's rollup; false when that attempt of the invoice was
 * recorded before (a replay), and then the rollup is left alone.
 */
export async function insertPaymentAttempt(tx: Tx, attempt: NewPaymentAttempt): Promise<boolean> {
  const insert = tx.insert(paymentAttempts).values(attempt).onConflictDoNothing().returning();
  const result = (await tx.execute(sql`with inserted as (${insert.getSQL()}), counted as (
      insert into payment_attempt_days as d (day, purpose, first, outcome, decline_code, card_brand, attempts, amount)
      select (attempted_at at time zone 'UTC')::date, purpose, attempt_number = 1, outcome,
        coalesce(decline_code, ''), coalesce(card_brand, ''), 1, amount
      from inserted
      on conflict (day, purpose, first, outcome, decline_code, card_brand)
      do update set attempts = d.attempts + excluded.attempts, amount = d.amount + excluded.amount
    )
    select count(*)::int as "n" from inserted`)) as unknown as { rows: { n: number }[] };
  return (result.rows[0]?.n ?? 0) > 0;
}
