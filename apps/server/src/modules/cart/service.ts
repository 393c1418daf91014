import { CART_TEXT, isFree, isUuid, type CartLine, type ThemeDetail } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findTheme, getTheme } from '../themes/index.ts';
import { deleteCart, deleteCartItem, selectCartLines, upsertCartItems } from './queries.ts';

interface CartOwner {
  userId: string;
  /** The current account, for `inLibrary`; null when the user has none. */
  accountId: string | null;
}

export async function listCart(db: Database, owner: CartOwner): Promise<CartLine[]> {
  const rows = await selectCartLines(db, owner);
  return rows.map((row) => ({
    themeId: row.themeId,
    quantity: row.quantity,
    theme: {
      id: row.themeId,
      name: row.name,
      slug: row.slug,
      description: row.description,
      image: row.images[0] ?? null,
      price: row.price,
      framework: row.framework,
    },
    inLibrary: row.inLibrary,
  }));
}

function freeThemeError(): AppError {
  return new AppError('FREE_THEME', 400, CART_TEXT.freeNotForCart);
}

/** Only paid, published themes go in the cart; adding one again raises its quantity. */
export async function addCartItem(
  db: Database,
  owner: CartOwner,
  input: { themeId: string; quantity: number },
): Promise<CartLine[]> {
  const theme = await getTheme(db, input.themeId);
  if (isFree(theme.price)) throw freeThemeError();
  await upsertCartItems(db, owner.userId, [{ themeId: theme.id, quantity: input.quantity }]);
  return listCart(db, owner);
}

/** Removing a line that is not there is fine; a slug is resolved while the theme is published. */
export async function removeCartItem(db: Database, owner: CartOwner, themeIdOrSlug: string): Promise<CartLine[]> {
  const themeId = isUuid(themeIdOrSlug) ? themeIdOrSlug.toLowerCase() : (await findTheme(db, themeIdOrSlug))?.id;
  if (themeId !== undefined) await deleteCartItem(db, { userId: owner.userId, themeId });
  return listCart(db, owner);
}

/**
 * A signed-out visitor's cart joins the user's at sign-in: quantities add up, unknown and free
 * themes are skipped (the local cart may be stale), and the same theme named twice counts once.
 */
export async function mergeCart(
  db: Database,
  owner: CartOwner,
  items: { themeId: string; quantity: number }[],
): Promise<CartLine[]> {
  const quantities = new Map<string, number>();
  const themesByKey = new Map<string, ThemeDetail | null>();
  for (const item of items) {
    if (!themesByKey.has(item.themeId)) themesByKey.set(item.themeId, await findTheme(db, item.themeId));
    const theme = themesByKey.get(item.themeId);
    if (!theme || isFree(theme.price)) continue;
    quantities.set(theme.id, (quantities.get(theme.id) ?? 0) + item.quantity);
  }
  // Map order is the local cart's order (newest first), which the new lines keep.
  const lines = [...quantities].map(([themeId, quantity]) => ({ themeId, quantity }));
  await upsertCartItems(db, owner.userId, lines);
  return listCart(db, owner);
}

export async function clearCart(db: Database, userId: string): Promise<void> {
  await deleteCart(db, userId);
}
