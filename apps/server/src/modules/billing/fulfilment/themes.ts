// Fulfilment of themes: a paid session's themes into the library, with their purchase rows.
import { purchaseSplit } from '@themeport/core';
import type { CheckoutLine, CheckoutSessionRow } from '../../../db/schema.ts';
import { incrementThemeDownloads, insertLibraryEntry } from '../../library/index.ts';
import { recordSale, selectThemeDeveloper } from '../../seller-money/index.ts';
import type { Tx } from '../queries.ts';
import {
  deleteCartItems,
  expireOpenSessions,
  insertPurchase,
  selectOtherOpenThemeSessions,
} from '../queries/fulfilment.ts';

export interface Delivery {
  /** The lines that entered the library now: the only ones charged. */
  delivered: CheckoutLine[];
  /** The lines the account owned already (another session, a grant): never charged. */
  owned: CheckoutLine[];
}

/**
 * Each theme of a paid session: into the library, a purchase row with its split, one more download.
 * The library's unique (account, theme) decides what is new, inside this transaction: a theme
 * another session delivered first is reported as owned, whatever the timing.
 */
export async function deliverThemes(tx: Tx, session: CheckoutSessionRow): Promise<Delivery> {
  const delivery: Delivery = { delivered: [], owned: [] };
  for (const line of session.lines) {
    const entry = await insertLibraryEntry(tx, {
      accountId: session.accountId,
      themeId: line.themeId,
      source: 'purchase',
    });
    if (entry === null) {
      delivery.owned.push(line);
      continue;
    }
    // Only a platform developer's theme has a developer; the platform's own themes are all the platform's.
    const developerId = await selectThemeDeveloper(tx, line.themeId);
    const { developerCents, platformCents } = purchaseSplit(line.amount, developerId !== null);
    const purchase = await insertPurchase(tx, {
      accountId: session.accountId,
      themeId: line.themeId,
      userId: session.userId,
      developerId,
      checkoutSessionId: session.id,
      pricePaid: line.amount,
      developerShare: developerCents,
      platformShare: platformCents,
      currency: session.currency,
    });
    // The seller's ledger lines (sale, platform fee), in this transaction: decision 029.
    await recordSale(tx, purchase);
    await incrementThemeDownloads(tx, line.themeId);
    delivery.delivered.push(line);
  }
  await deleteCartItems(
    tx,
    session.userId,
    session.lines.map((line) => line.themeId),
  );
  return delivery;
}

/**
 * The account's other open theme sessions that sell one of these themes: paying them would charge
 * for a licence the account now holds. Local sessions expire here; Stripe's are returned for the
 * caller to expire at Stripe (after the commit: no API call inside a transaction).
 */
export async function supersedeOpenSessions(tx: Tx, session: CheckoutSessionRow): Promise<string[]> {
  const themeIds = new Set(session.lines.map((line) => line.themeId));
  const open = await selectOtherOpenThemeSessions(tx, session);
  const superseded = open.filter((other) => other.lines.some((line) => themeIds.has(line.themeId)));
  await expireOpenSessions(
    tx,
    superseded.filter((other) => other.provider === 'local').map((other) => other.id),
  );
  return superseded.filter((other) => other.provider !== 'local').map((other) => other.id);
}
