// Past sales for the journeys (issue 22, decision 029): a sale only becomes available 14 days after
// it is made, and a journey cannot wait that long to see a payout. This records a sale of a
// published paid theme at a past time, to a buyer account of its own, through the same
// recordPastPurchase the demo seed uses: the purchase, its paid local checkout, the library entry and
// the ledger lines, exactly as fulfilment writes them (the ledger is append-only: nothing is
// moved back in time after the fact).
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { PurchaseRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createOwnedAccount } from '../accounts/index.ts';
import { createPasswordUser } from '../auth/index.ts';
import { recordPastPurchase } from '../seller-money/index.ts';
import { findTheme } from '../themes/index.ts';

export const DEV_SALES_TEXT = {
  notSold: 'Only a published paid theme of a developer’s store can have a sale recorded.',
} as const;

export async function recordDevPastSale(
  db: Database,
  input: { themeId: string; at: Date },
): Promise<{ purchase: PurchaseRow; accountName: string }> {
  const theme = await findTheme(db, input.themeId);
  if (!theme) throw new AppError('THEME_NOT_FOUND', 404, 'Theme not found');
  if (theme.price <= 0 || !theme.seller) throw new AppError('NOT_A_DEVELOPER_SALE', 409, DEV_SALES_TEXT.notSold);
  const tag = randomBytes(4).toString('hex');
  // A buyer nobody signs in as (a password nobody knows), as the demo seed's buyers: data for the seller screens.
  const user = await createPasswordUser(db, {
    email: `past-buyer-${tag}@example.com`,
    password: randomBytes(24).toString('base64url'),
    firstName: 'Past',
    lastName: 'Buyer',
    role: 'client',
    emailVerified: true,
    onboarded: true,
  });
  const accountName = `Past buyer ${tag}`;
  const account = await createOwnedAccount(db, { userId: user.id, name: accountName });
  const purchase = await recordPastPurchase(db, {
    accountId: account.id,
    userId: user.id,
    themeId: theme.id,
    at: input.at,
  });
  return { purchase, accountName };
}
