// A purchase made at a given time, with its library entry and ledger lines, written as fulfilment
// writes them: for the demo seed's months of history and for tests that need money past its hold.
import { randomBytes } from 'node:crypto';
import { purchaseSplit } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import type { PurchaseRow } from '../../db/schema.ts';
import { insertLibraryEntry } from '../library/index.ts';
import { recordSale } from './ledger.ts';
import { insertPastCheckout, insertPastPurchaseRow, selectThemeDeveloper, selectThemePrice } from './queries.ts';

export async function recordPastPurchase(
  db: Database,
  input: { accountId: string; userId: string; themeId: string; at: Date },
): Promise<PurchaseRow> {
  return db.transaction(async (tx) => {
    const theme = await selectThemePrice(tx, input.themeId);
    if (!theme) throw new Error(`no theme ${input.themeId}`);
    await insertLibraryEntry(tx, { accountId: input.accountId, themeId: input.themeId, source: 'purchase' });
    const developerId = await selectThemeDeveloper(tx, input.themeId);
    const { developerCents, platformCents } = purchaseSplit(theme.price, developerId !== null);
    // The paid local checkout the purchase came from (what a refund goes back through).
    const sessionId = `cs_local_${randomBytes(12).toString('hex')}`;
    await insertPastCheckout(tx, {
      id: sessionId,
      provider: 'local',
      accountId: input.accountId,
      userId: input.userId,
      mode: 'payment',
      status: 'complete',
      lines: [{ themeId: input.themeId, name: theme.name, amount: theme.price, quantity: 1 }],
      amountTotal: theme.price,
      successUrl: '/client-portal',
      cancelUrl: '/cart',
      url: `/checkout/${sessionId}`,
      idempotencyKey: `recorded:${sessionId}`,
      createdAt: input.at,
      completedAt: input.at,
    });
    const purchase = await insertPastPurchaseRow(tx, {
      accountId: input.accountId,
      themeId: input.themeId,
      userId: input.userId,
      developerId,
      checkoutSessionId: sessionId,
      pricePaid: theme.price,
      developerShare: developerCents,
      platformShare: platformCents,
      currency: 'usd',
      createdAt: input.at,
    });
    await recordSale(tx, purchase);
    return purchase;
  });
}
