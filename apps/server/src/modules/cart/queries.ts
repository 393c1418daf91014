import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountLibrary, cartItems, themes } from '../../db/schema.ts';

export const MAX_CART_QUANTITY = 99;

/**
 * The user's cart lines on published themes, newest first, with whether each theme is already in
 * the given account's library (one join; no account → never in a library).
 */
export async function selectCartLines(
  db: Database,
  { userId, accountId }: { userId: string; accountId: string | null },
) {
  const library =
    accountId === null
      ? sql`false`
      : and(eq(accountLibrary.themeId, cartItems.themeId), eq(accountLibrary.accountId, accountId));
  return db
    .select({
      themeId: cartItems.themeId,
      quantity: cartItems.quantity,
      name: themes.name,
      slug: themes.slug,
      description: themes.description,
      images: themes.images,
      price: themes.price,
      framework: themes.framework,
      inLibrary: sql<boolean>`${accountLibrary.id} is not null`,
    })
    .from(cartItems)
    .innerJoin(themes, and(eq(themes.id, cartItems.themeId), eq(themes.published, true)))
    .leftJoin(accountLibrary, library)
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.addedAt), desc(cartItems.themeId));
}

/**
 * Adds the lines (newest first) in one statement; a theme already in the cart has its quantity
 * raised atomically, capped at 99, and keeps its place. New lines are a millisecond apart on the
 * database's clock so they keep the given order. The lines must name distinct themes (Postgres
 * refuses to update one row twice).
 */
export async function upsertCartItems(
  db: Database,
  userId: string,
  lines: { themeId: string; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(cartItems)
    .values(
      lines.map((line, index) => ({
        userId,
        themeId: line.themeId,
        quantity: Math.min(line.quantity, MAX_CART_QUANTITY),
        addedAt: sql`now() - ${index} * interval '1 millisecond'`,
      })),
    )
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.themeId],
      set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})` },
    });
}

export async function deleteCartItem(
  db: Database,
  { userId, themeId }: { userId: string; themeId: string },
): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.themeId, themeId)));
}

export async function deleteCart(db: Database, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
