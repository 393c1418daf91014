// Sellers' money test data (Vitest): a developer with paid themes, buyers through the real local
// checkout, past purchases written as fulfilment writes them, and the admin who refunds and pays out.
import { and, eq, sql } from 'drizzle-orm';
import type { CheckoutSessionCreated } from '@themeport/core';
import { sellerLedger } from '../db/schema.ts';
import { recordPastPurchase } from '../modules/seller-money/index.ts';
import type { TestApp } from './app.ts';
import { signedInClient, signedInOwner, type Client } from './auth.ts';
import { createTheme } from './factories.ts';
import { signedInDeveloper } from './sellers.ts';
import { DAY, cardPayment } from './shared-data.ts';

/** A developer with a store (a sale pays only such a creator) and paid themes of theirs. */
export async function developerWithThemes(t: TestApp, prices: number[]) {
  const developer = await signedInDeveloper(t);
  const themes = [];
  for (const price of prices) themes.push(await createTheme(t.db, { price, creatorId: developer.user.id }));
  return { ...developer, themes };
}

export const signedInAdmin = (t: TestApp) => signedInClient(t, { role: 'admin', onboarded: true });
export const buyer = (t: TestApp) => signedInOwner(t, { onboarded: true });

/** The buyer buys the themes for their account at the local checkout with 4242; answers the pay call's status. */
export async function buyThemes(
  { client, account }: { client: Client; account: { id: string } },
  themeIds: string[],
): Promise<number> {
  const res = await client.post(`/api/accounts/${account.id}/checkout/themes`, {
    items: themeIds.map((themeId) => ({ themeId, quantity: 1 })),
  });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as CheckoutSessionCreated;
  return (await client.post(`/api/checkout/sessions/${id}/pay`, cardPayment())).status;
}

/** A purchase `daysAgo` days ago by a fresh buyer (past its hold after 14 days). */
export async function pastPurchase(t: TestApp, themeId: string, daysAgo: number) {
  const owner = await buyer(t);
  return recordPastPurchase(t.db, {
    accountId: owner.account.id,
    userId: owner.user.id,
    themeId,
    at: new Date(Date.now() - daysAgo * DAY),
  });
}

/** Σ of the seller's ledger lines of these types. */
export async function ledgerSum(t: TestApp, sellerId: string, types: string[]): Promise<number> {
  const [row] = await t.db
    .select({ total: sql<string>`coalesce(sum(${sellerLedger.amountCents}), 0)` })
    .from(sellerLedger)
    .where(
      and(
        eq(sellerLedger.sellerId, sellerId),
        sql`${sellerLedger.type}::text = any(${`{${types.join(',')}}`}::text[])`,
      ),
    );
  return Number(row?.total ?? 0);
}

export interface EarningsBody {
  availableCents: number;
  pendingCents: number;
  balanceState: string;
  thisMonth: { netCents: number; grossCents: number; sales: number };
  nextPayout: { date: string; text: string; amountCents: number };
  notice: string;
}

export async function earnings(client: Client): Promise<EarningsBody> {
  const res = await client.request('/api/developer/earnings');
  if (res.status !== 200) throw new Error(`earnings: ${res.status} ${await res.text()}`);
  return (await res.json()) as EarningsBody;
}
