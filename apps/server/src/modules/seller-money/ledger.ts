// The ledger lines of a sale, written by fulfilment in its own transaction (decision 029).
import { availableAt, saleEntries } from '@themeport/core';
import type { PurchaseRow } from '../../db/schema.ts';
import { insertLedgerEntries, type Tx } from './queries.ts';

/**
 * A paid purchase of a theme with a developer: the gross (sale) and the platform's 20% (fee),
 * available after the hold. Free themes and themes without a developer write nothing. The split
 * is the purchase row's: fulfilment computed it with the same core rule, checked here.
 */
export async function recordSale(tx: Tx, purchase: PurchaseRow): Promise<void> {
  if (!purchase.developerId || purchase.pricePaid <= 0) return;
  const { sale, platformFee, net } = saleEntries(purchase.pricePaid);
  if (net !== purchase.developerShare) {
    throw new Error(`purchase ${purchase.id}: developer share ${purchase.developerShare} is not the core split ${net}`);
  }
  const common = {
    sellerId: purchase.developerId,
    occurredAt: purchase.createdAt,
    availableAt: availableAt(purchase.createdAt),
    purchaseId: purchase.id,
    themeId: purchase.themeId,
    currency: purchase.currency,
  };
  await insertLedgerEntries(tx, [
    { ...common, type: 'sale', amountCents: sale },
    { ...common, type: 'platform_fee', amountCents: platformFee },
  ]);
}
