// The account's cards (payment_methods): at most one default per account (a partial unique index).
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paymentMethods, type PaymentMethodRow } from '../../../db/schema.ts';
import type { Tx } from '../queries.ts';

export type NewPaymentMethod = typeof paymentMethods.$inferInsert;

/** The account's cards, newest first. */
export async function selectPaymentMethods(db: Database, accountId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.accountId, accountId))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

/** One card of the account (another account's is not found). */
export async function selectPaymentMethod(
  db: Database,
  accountId: string,
  paymentMethodId: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.id, paymentMethodId)));
  return row;
}

export async function countPaymentMethods(db: Database, accountId: string): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(paymentMethods)
    .where(eq(paymentMethods.accountId, accountId));
  return total;
}

/** The account's default card, if it has one. */
export async function selectDefaultPaymentMethod(
  db: Database,
  accountId: string,
): Promise<PaymentMethodRow | undefined> {
  const [card] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.isDefault, true)))
    .limit(1);
  return card;
}

/**
 * The same card entered again is the same payment method (Stripe matches by card fingerprint): the
 * provider id of the account's card with these details.
 */
export async function selectMatchingCardId(
  db: Database,
  accountId: string,
  card: { brand: string; last4: string; expMonth: number; expYear: number },
): Promise<string | null> {
  const [row] = await db
    .select({ id: paymentMethods.providerPaymentMethodId })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.accountId, accountId),
        eq(paymentMethods.brand, card.brand),
        eq(paymentMethods.last4, card.last4),
        eq(paymentMethods.expMonth, card.expMonth),
        eq(paymentMethods.expYear, card.expYear),
      ),
    );
  return row?.id ?? null;
}

/** Inserts the card, or brings its details up to date (its provider id is unique). */
export async function upsertPaymentMethod(tx: Tx, card: NewPaymentMethod): Promise<void> {
  await tx
    .insert(paymentMethods)
    .values(card)
    .onConflictDoUpdate({
      target: paymentMethods.providerPaymentMethodId,
      set: {
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        cvcCheck: card.cvcCheck,
      },
    });
}

/** Deletes the account's card; answers whether it was the default, undefined when there was none. */
export async function deletePaymentMethodRow(
  tx: Tx,
  accountId: string,
  providerPaymentMethodId: string,
): Promise<{ isDefault: boolean } | undefined> {
  const [removed] = await tx
    .delete(paymentMethods)
    .where(
      and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.providerPaymentMethodId, providerPaymentMethodId)),
    )
    .returning({ isDefault: paymentMethods.isDefault });
  return removed;
}

/** The id of the account's newest card. */
export async function selectNewestPaymentMethodId(tx: Tx, accountId: string): Promise<string | undefined> {
  const [next] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.accountId, accountId))
    .orderBy(desc(paymentMethods.createdAt))
    .limit(1);
  return next?.id;
}

/** The account that holds the card with this provider id. */
export async function selectPaymentMethodAccountId(
  tx: Tx,
  providerPaymentMethodId: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ accountId: paymentMethods.accountId })
    .from(paymentMethods)
    .where(eq(paymentMethods.providerPaymentMethodId, providerPaymentMethodId))
    .limit(1);
  return row?.accountId;
}

/** The account's default card is no longer the default. */
export async function clearDefaultPaymentMethod(tx: Tx, accountId: string): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.isDefault, true)));
}

/** Makes this card of the account its default (clear the old default first). */
export async function markDefaultPaymentMethod(tx: Tx, accountId: string, paymentMethodId: string): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.id, paymentMethodId)));
}
