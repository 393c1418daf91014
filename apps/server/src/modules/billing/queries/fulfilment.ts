// What fulfilment writes besides the library: purchase rows, the buyer's cart, superseded sessions.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { cartItems, checkoutSessions, purchases, type CheckoutSessionRow } from '../../../db/schema.ts';
import type { Tx } from '../queries.ts';

export type NewPurchase = typeof purchases.$inferInsert;

export async function insertPurchase(tx: Tx, values: NewPurchase) {
  const [purchase] = await tx.insert(purchases).values(values).returning();
  return purchase!;
}

export async function deleteCartItems(tx: Tx, userId: string, themeIds: string[]): Promise<void> {
  if (themeIds.length === 0) return;
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.themeId, themeIds)));
}

/** The account's open payment sessions other than this one. */
export function selectOtherOpenThemeSessions(tx: Tx, session: CheckoutSessionRow) {
  return tx
    .select({ id: checkoutSessions.id, provider: checkoutSessions.provider, lines: checkoutSessions.lines })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.accountId, session.accountId),
        eq(checkoutSessions.mode, 'payment'),
        eq(checkoutSessions.status, 'open'),
        ne(checkoutSessions.id, session.id),
      ),
    );
}

/** Expires these sessions if they are still open. */
export async function expireOpenSessions(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(inArray(checkoutSessions.id, ids), eq(checkoutSessions.status, 'open')));
}
