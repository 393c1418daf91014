// Sellers' money through the real app (decision 029): the ledger written by fulfilment, balances,
// payouts, refunds, statements, and who may see what. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLibrary, purchaseRefunds, purchases, sellerLedger, sellerPayouts } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInClient, type Client } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';
import {
  buyThemes,
  buyer,
  developerWithThemes,
  earnings,
  ledgerSum,
  pastPurchase,
  signedInAdmin,
} from '../../test/seller-money.ts';
import { signedInDeveloper } from '../../test/sellers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
}, 300_000);
afterAll(() => t.close());

const ledgerOf = (sellerId: string) => t.db.select().from(sellerLedger).where(eq(sellerLedger.sellerId, sellerId));

/** All time: sales of themes without a developer, as the admin's platform take reads them. */
async function platformOwnThemes(admin: Client): Promise<number> {
  const res = await admin.request('/api/admin/platform-take');
  return ((await res.json()) as { allTime: { ownThemesCents: number } }).allTime.ownThemesCents;
}

describe('the ledger written by fulfilment', () => {
  it('writes the sale and the 20% fee in the purchase transaction, pending for 14 days', async () => {
    const dev = await developerWithThemes(t, [4900, 1999]);
    const client = await buyer(t);
    expect(
      await buyThemes(
        client,
        dev.themes.map((theme) => theme.id),
      ),
    ).toBe(200);

    const lines = await ledgerOf(dev.user.id);
    expect(lines.map((line) => [line.type, line.amountCents]).sort()).toEqual(
      [
        ['platform_fee', -400],
        ['platform_fee', -980],
        ['sale', 1999],
        ['sale', 4900],
      ].sort(),
    );
    for (const line of lines) {
      expect(line.availableAt.getTime() - line.occurredAt.getTime()).toBe(14 * 86_400_000);
    }
    const summary = await earnings(dev.client);
    expect(summary.availableCents).toBe(0);
    expect(summary.pendingCents).toBe(3920 + 1599);
    expect(summary.thisMonth).toMatchObject({ netCents: 5519, grossCents: 6899, sales: 2 });
    expect(summary.nextPayout.text).toMatch(
      /^Next payout on \d+ \w{3} \d{4} if your available balance is at least \$50\.00\.$/,
    );
  });

  it('writes nothing for a free theme or a theme without a developer', async () => {
    const platformTheme = await createTheme(t.db, { price: 2500 });
    const client = await buyer(t);
    expect(await buyThemes(client, [platformTheme.id])).toBe(200);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sellerLedger)
      .innerJoin(purchases, eq(purchases.id, sellerLedger.purchaseId))
      .where(eq(purchases.themeId, platformTheme.id));
    expect(row?.n).toBe(0);
  });

  it("pays no one for a theme an admin made, or a storeless user's: the sale is all the platform's", async () => {
    const admin = await signedInAdmin(t);
    // What the admin's Themes tab stores: the admin as the creator (admin-themes/themes.ts).
    const adminMade = await createTheme(t.db, { price: 5000, creatorId: admin.user.id });
    const storeless = await signedInClient(t, { role: 'developer', onboarded: true });
    const storelessTheme = await createTheme(t.db, { price: 3000, creatorId: storeless.user.id });
    const takeBefore = await platformOwnThemes(admin.client);

    const client = await buyer(t);
    expect(await buyThemes(client, [adminMade.id, storelessTheme.id])).toBe(200);
    await pastPurchase(t, adminMade.id, 20);

    const bought = await t.db
      .select()
      .from(purchases)
      .where(or(eq(purchases.themeId, adminMade.id), eq(purchases.themeId, storelessTheme.id)));
    expect(bought).toHaveLength(3);
    for (const purchase of bought) {
      expect(purchase).toMatchObject({ developerId: null, developerShare: 0, platformShare: purchase.pricePaid });
    }
    expect(await ledgerOf(admin.user.id)).toEqual([]);
    expect(await ledgerOf(storeless.user.id)).toEqual([]);
    expect(await platformOwnThemes(admin.client)).toBe(takeBefore + 5000 + 3000 + 5000);

    const list = (await (await admin.client.request('/api/admin/developers')).json()) as {
      developers: { userId: string }[];
    };
    expect(list.developers.map((d) => d.userId)).not.toContain(admin.user.id);
    const batch = await admin.client.post('/api/admin/payouts/batches', { batch: 'Admin themes' });
    expect(batch.status).toBe(201);
    const paid = await t.db.select().from(sellerPayouts).where(eq(sellerPayouts.sellerId, admin.user.id));
    expect(paid).toEqual([]);
  });

  it('is append-only in the database: an update or a delete of a line is refused', async () => {
    const dev = await developerWithThemes(t, [3000]);
    await pastPurchase(t, dev.themes[0]!.id, 1);
    await expect(
      t.db.update(sellerLedger).set({ amountCents: 1 }).where(eq(sellerLedger.sellerId, dev.user.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(sellerLedger).where(eq(sellerLedger.sellerId, dev.user.id))).rejects.toThrow();
    expect(await ledgerSum(t, dev.user.id, ['sale'])).toBe(3000);
  });
});

describe('payouts', () => {
  it('pays out the available balance once, refuses below $50 and above the balance, and settles with a reference', async () => {
    const dev = await developerWithThemes(t, [4900, 4900]);
    await pastPurchase(t, dev.themes[0]!.id, 20);
    await pastPurchase(t, dev.themes[1]!.id, 20);
    await pastPurchase(t, dev.themes[1]!.id, 3); // still held
    const before = await earnings(dev.client);
    expect(before).toMatchObject({ availableCents: 7840, pendingCents: 3920, balanceState: 'payable' });
    expect(before.nextPayout.amountCents).toBe(7840);

    const admin = await signedInAdmin(t);
    const small = await admin.client.post(`/api/admin/developers/${dev.user.id}/payouts`, { amountCents: 4999 });
    expect(small.status).toBe(400);
    const tooMuch = await admin.client.post(`/api/admin/developers/${dev.user.id}/payouts`, { amountCents: 7841 });
    expect(tooMuch.status).toBe(409);
    expect(((await tooMuch.json()) as { code: string }).code).toBe('PAYOUT_EXCEEDS_BALANCE');

    const paid = await admin.client.post(`/api/admin/developers/${dev.user.id}/payouts`, { batch: 'Nov run' });
    expect(paid.status).toBe(201);
    const payout = (await paid.json()) as { id: string; amountCents: number; status: string };
    expect(payout).toMatchObject({ amountCents: 7840, status: 'pending' });
    expect(await earnings(dev.client)).toMatchObject({ availableCents: 0, pendingCents: 3920 });

    const again = await admin.client.post(`/api/admin/developers/${dev.user.id}/payouts`, {});
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('PAYOUT_BELOW_MINIMUM');

    const noReference = await admin.client.post(`/api/admin/payouts/${payout.id}/settle`, { outcome: 'paid' });
    expect(noReference.status).toBe(400);
    const settled = await admin.client.post(`/api/admin/payouts/${payout.id}/settle`, {
      outcome: 'paid',
      reference: 'BANK-0042',
    });
    expect(settled.status).toBe(200);
    expect(await settled.json()).toMatchObject({ status: 'paid', reference: 'BANK-0042' });
    const twice = await admin.client.post(`/api/admin/payouts/${payout.id}/settle`, { outcome: 'failed' });
    expect(twice.status).toBe(409);

    const mine = (await (await dev.client.request('/api/developer/payouts')).json()) as { payouts: { id: string }[] };
    expect(mine.payouts.map((p) => p.id)).toEqual([payout.id]);
  });

  it('gives a failed payout back to the available balance with a reversal line', async () => {
    const dev = await developerWithThemes(t, [9900]);
    await pastPurchase(t, dev.themes[0]!.id, 30);
    const admin = await signedInAdmin(t);
    const res = await admin.client.post(`/api/admin/developers/${dev.user.id}/payouts`, { amountCents: 5000 });
    const payout = (await res.json()) as { id: string };
    expect((await earnings(dev.client)).availableCents).toBe(7920 - 5000);
    const failed = await admin.client.post(`/api/admin/payouts/${payout.id}/settle`, {
      outcome: 'failed',
      reference: 'Bank account closed',
    });
    expect(failed.status).toBe(200);
    expect((await earnings(dev.client)).availableCents).toBe(7920);
    expect(await ledgerSum(t, dev.user.id, ['payout_reversal'])).toBe(5000);
  });

  it('pays every developer at or above the minimum in a batch, and skips the others', async () => {
    const rich = await developerWithThemes(t, [7000]);
    const poor = await developerWithThemes(t, [1000]);
    await pastPurchase(t, rich.themes[0]!.id, 16);
    await pastPurchase(t, poor.themes[0]!.id, 16);
    const admin = await signedInAdmin(t);
    const res = await admin.client.post('/api/admin/payouts/batches', { batch: 'Batch test' });
    expect(res.status).toBe(201);
    const rows = await t.db.select().from(sellerPayouts).where(eq(sellerPayouts.batch, 'Batch test'));
    expect(rows.map((row) => row.sellerId)).toContain(rich.user.id);
    expect(rows.map((row) => row.sellerId)).not.toContain(poor.user.id);
    expect((await earnings(rich.client)).availableCents).toBe(0);
    expect((await earnings(poor.client)).availableCents).toBe(800);
  });
});

describe('refunds', () => {
  it('refunds once: reversing lines, the licence revoked, a refunded invoice; the theme can be bought again', async () => {
    const dev = await developerWithThemes(t, [4900]);
    const client = await buyer(t);
    expect(await buyThemes(client, [dev.themes[0]!.id])).toBe(200);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.themeId, dev.themes[0]!.id));
    const admin = await signedInAdmin(t);

    const res = await admin.client.post(`/api/admin/purchases/${purchase!.id}/refund`, { reason: 'Asked by buyer' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ amountCents: 4900, licenceRevoked: true });
    expect(await ledgerSum(t, dev.user.id, ['refund'])).toBe(-4900);
    expect(await ledgerSum(t, dev.user.id, ['refund_fee_reversal'])).toBe(980);
    // Refunded while held: pending nets to zero, available untouched.
    expect(await earnings(dev.client)).toMatchObject({ availableCents: 0, pendingCents: 0 });
    const library = await t.db
      .select()
      .from(accountLibrary)
      .where(and(eq(accountLibrary.accountId, client.account.id), eq(accountLibrary.themeId, dev.themes[0]!.id)));
    expect(library).toEqual([]);
    const invoices = (await (await client.client.request(`/api/accounts/${client.account.id}/invoices`)).json()) as {
      invoices: { status: string; description: string }[];
    };
    expect(invoices.invoices.some((i) => i.status === 'refunded' && i.description.includes(dev.themes[0]!.name))).toBe(
      true,
    );

    const again = await admin.client.post(`/api/admin/purchases/${purchase!.id}/refund`, {});
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('ALREADY_REFUNDED');

    // The licence is gone, so the account may buy it again: a new purchase and new sale lines.
    expect(await buyThemes(client, [dev.themes[0]!.id])).toBe(200);
    const live = await t.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.themeId, dev.themes[0]!.id), isNull(purchases.refundedAt)));
    expect(live).toHaveLength(1);
    expect(await ledgerSum(t, dev.user.id, ['sale'])).toBe(9800);
  });

  it('finishes a refund whose earlier try stopped half-way (a stale claim), once', async () => {
    const dev = await developerWithThemes(t, [4900]);
    const sold = await pastPurchase(t, dev.themes[0]!.id, 3);
    await t.db.insert(purchaseRefunds).values({
      purchaseId: sold.id,
      amountCents: 4900,
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    const admin = await signedInAdmin(t);
    expect((await admin.client.post(`/api/admin/purchases/${sold.id}/refund`, {})).status).toBe(200);
    expect((await admin.client.post(`/api/admin/purchases/${sold.id}/refund`, {})).status).toBe(409);
    expect(await ledgerSum(t, dev.user.id, ['refund'])).toBe(-4900);
  });

  it("finishes from the provider's refund id kept on the claim, days later, without refunding again", async () => {
    const dev = await developerWithThemes(t, [4900]);
    const sold = await pastPurchase(t, dev.themes[0]!.id, 5);
    // An earlier try: the provider refunded (its id kept on the claim), then our records failed.
    // Stripe's idempotency key has expired since: only the stored id keeps this from a second refund.
    await t.db.insert(purchaseRefunds).values({
      purchaseId: sold.id,
      amountCents: 4900,
      providerRefundId: 're_local_earlier',
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
    const admin = await signedInAdmin(t);
    const res = await admin.client.post(`/api/admin/purchases/${sold.id}/refund`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ providerRefundId: 're_local_earlier', licenceRevoked: true });
    const [claim] = await t.db.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, sold.id));
    expect(claim).toMatchObject({ status: 'succeeded', providerRefundId: 're_local_earlier' });
    expect((await admin.client.post(`/api/admin/purchases/${sold.id}/refund`, {})).status).toBe(409);
    expect(await ledgerSum(t, dev.user.id, ['refund'])).toBe(-4900);
  });

  it('takes a refund of paid-out money below zero, says so, and the next sales pay it back', async () => {
    const dev = await developerWithThemes(t, [7000, 7000]);
    const sold = await pastPurchase(t, dev.themes[0]!.id, 20);
    const admin = await signedInAdmin(t);
    expect((await admin.client.post(`/api/admin/developers/${dev.user.id}/payouts`, {})).status).toBe(201);
    expect((await admin.client.post(`/api/admin/purchases/${sold.id}/refund`, {})).status).toBe(200);
    const negative = await earnings(dev.client);
    expect(negative).toMatchObject({ availableCents: -5600, balanceState: 'negative' });
    expect(negative.notice).toContain('below zero');
    expect(negative.nextPayout.amountCents).toBe(0);
    await pastPurchase(t, dev.themes[1]!.id, 15);
    expect((await earnings(dev.client)).availableCents).toBe(0);
  });
});

describe('a developer deleted by an admin', () => {
  it('is refused while owed money or with a payout processing; after, their old sale still refunds', async () => {
    const dev = await developerWithThemes(t, [9900]);
    const sold = await pastPurchase(t, dev.themes[0]!.id, 20);
    const admin = await signedInAdmin(t);
    const remove = () => admin.client.request(`/api/admin/users/${dev.user.id}`, { method: 'DELETE' });

    const owed = await remove();
    expect(owed.status).toBe(409);
    expect(await owed.json()).toMatchObject({
      code: 'SELLER_MONEY_OPEN',
      error: expect.stringContaining('still owes this developer $79.20') as unknown,
    });
    const paid = await admin.client.post(`/api/admin/developers/${dev.user.id}/payouts`, {});
    const payout = (await paid.json()) as { id: string };
    const processing = await remove();
    expect(processing.status).toBe(409);
    expect(((await processing.json()) as { error: string }).error).toContain('payout still processing');
    await admin.client.post(`/api/admin/payouts/${payout.id}/settle`, { outcome: 'paid', reference: 'BANK-7' });
    expect((await remove()).status).toBe(200);

    // The money records outlive the user: the refund reverses the sale under their id, once.
    const refund = await admin.client.post(`/api/admin/purchases/${sold.id}/refund`, { reason: 'After deletion' });
    expect(refund.status).toBe(200);
    const [after] = await t.db.select().from(purchases).where(eq(purchases.id, sold.id));
    expect(after!.refundedAt).not.toBeNull();
    expect(await ledgerSum(t, dev.user.id, ['refund', 'refund_fee_reversal'])).toBe(-7920);
    expect(await ledgerSum(t, dev.user.id, ['sale', 'platform_fee', 'refund', 'refund_fee_reversal', 'payout'])).toBe(
      -7920,
    );
  });

  it("pays the others when one seller's payout fails in a run, and reports it", async () => {
    const dev = await developerWithThemes(t, [7000]);
    await pastPurchase(t, dev.themes[0]!.id, 20);
    // A seller whose payout cannot be written: more than a payout row holds (any failure will do).
    const broken = randomUUID();
    const old = new Date(Date.now() - 30 * 86_400_000);
    await t.db.insert(sellerLedger).values(
      [0, 1].map(() => ({
        sellerId: broken,
        type: 'sale' as const,
        occurredAt: old,
        availableAt: old,
        purchaseId: randomUUID(),
        amountCents: 2_000_000_000,
      })),
    );
    const admin = await signedInAdmin(t);
    const res = await admin.client.post('/api/admin/payouts/batches', { batch: 'Run with a failure' });
    expect(res.status).toBe(201);
    const run = (await res.json()) as { skipped: { sellerId: string; code: string }[] };
    expect(run.skipped).toContainEqual({ sellerId: broken, code: 'PAYOUT_FAILED' });
    const rows = await t.db.select().from(sellerPayouts).where(eq(sellerPayouts.batch, 'Run with a failure'));
    expect(rows.map((row) => row.sellerId)).toContain(dev.user.id);
    expect((await earnings(dev.client)).availableCents).toBe(0);
  });
});

describe('statements', () => {
  it('lists every line of the month with its running balance and reconciles with purchases to the cent', async () => {
    const dev = await developerWithThemes(t, [4900, 1999, 1234]);
    const client = await buyer(t);
    expect(
      await buyThemes(
        client,
        dev.themes.map((theme) => theme.id),
      ),
    ).toBe(200);
    const [refunded] = await t.db.select().from(purchases).where(eq(purchases.themeId, dev.themes[2]!.id));
    const admin = await signedInAdmin(t);
    expect((await admin.client.post(`/api/admin/purchases/${refunded!.id}/refund`, {})).status).toBe(200);

    const month = new Date().toISOString().slice(0, 7);
    const months = (await (await dev.client.request('/api/developer/statements')).json()) as { months: string[] };
    expect(months.months).toEqual([month]);
    const statement = (await (await dev.client.request(`/api/developer/statements/${month}`)).json()) as {
      openingCents: number;
      closingCents: number;
      totals: { sales: number; fees: number };
      lines: { type: string; amountCents: number; balanceCents: number }[];
    };
    expect(statement.openingCents).toBe(0);
    let running = 0;
    for (const line of statement.lines) {
      running += line.amountCents;
      expect(line.balanceCents).toBe(running);
    }
    expect(statement.closingCents).toBe(running);

    // Reconciliation: the sales lines are the purchases' prices, and sales + fees their developer shares.
    const [sums] = await t.db
      .select({
        gross: sql<string>`sum(${purchases.pricePaid})`,
        share: sql<string>`sum(${purchases.developerShare})`,
        liveShare: sql<string>`sum(${purchases.developerShare}) filter (where ${purchases.refundedAt} is null)`,
      })
      .from(purchases)
      .where(eq(purchases.developerId, dev.user.id));
    expect(statement.totals.sales).toBe(Number(sums!.gross));
    expect(statement.totals.sales + statement.totals.fees).toBe(Number(sums!.share));
    expect(statement.closingCents).toBe(Number(sums!.liveShare));

    const csv = await dev.client.request(`/api/developer/statements/${month}/csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('date_utc,type,description,theme,reference,amount_usd,balance_usd');
    expect(text).toContain(`closing_balance,Closing balance,,,,${(statement.closingCents / 100).toFixed(2)}`);
    expect(text).toContain('refund_fee_reversal');
    // Fees and refunds are negative numbers a spreadsheet adds up, not text defused as a formula.
    const amounts = text
      .trimEnd()
      .split('\r\n')
      .slice(2, -1)
      .map((line) => line.split(',')[5]!);
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount).toMatch(/^-?\d+\.\d{2}$/);
    expect(amounts.some((amount) => amount.startsWith('-'))).toBe(true);
    const pdf = await dev.client.request(`/api/developer/statements/${month}/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const adminCopy = await admin.client.request(`/api/admin/developers/${dev.user.id}/statements/${month}`);
    expect(((await adminCopy.json()) as { closingCents: number }).closingCents).toBe(statement.closingCents);
  });

  it('lists sales with gross → platform 20% → you 80%, filters and exports them', async () => {
    const dev = await developerWithThemes(t, [4900, 2500]);
    await pastPurchase(t, dev.themes[0]!.id, 40);
    await pastPurchase(t, dev.themes[1]!.id, 2);
    const all = (await (await dev.client.request('/api/developer/sales')).json()) as {
      sales: { themeName: string; line: string }[];
    };
    expect(all.sales).toHaveLength(2);
    expect(all.sales.find((s) => s.themeName === dev.themes[0]!.name)!.line).toBe(
      '$49.00 → platform 20% $9.80 → you 80% $39.20',
    );
    const byTheme = (await (await dev.client.request(`/api/developer/sales?themeId=${dev.themes[1]!.id}`)).json()) as {
      sales: unknown[];
    };
    expect(byTheme.sales).toHaveLength(1);
    const from = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const recent = (await (await dev.client.request(`/api/developer/sales?from=${from}`)).json()) as {
      sales: unknown[];
    };
    expect(recent.sales).toHaveLength(1);
    const search = (await (
      await dev.client.request(`/api/developer/sales?q=${encodeURIComponent(dev.themes[0]!.name)}`)
    ).json()) as { sales: unknown[] };
    expect(search.sales).toHaveLength(1);
    const csv = await (await dev.client.request('/api/developer/sales/csv')).text();
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(csv).toContain('49.00,9.80,39.20');
  });
});

describe('access and bad input', () => {
  it('keeps developers to their own money, clients and anonymous out, and admins to the back office', async () => {
    const a = await developerWithThemes(t, [4900]);
    const b = await developerWithThemes(t, [4900]);
    await pastPurchase(t, a.themes[0]!.id, 1);
    const bSales = (await (await b.client.request('/api/developer/sales')).json()) as { sales: unknown[] };
    expect(bSales.sales).toEqual([]);
    expect((await earnings(b.client)).pendingCents).toBe(0);

    const client = await signedInClient(t, { onboarded: true });
    expect((await client.client.request('/api/developer/earnings')).status).toBe(403);
    expect((await client.client.request('/api/admin/developers')).status).toBe(403);
    expect((await a.client.request('/api/admin/developers')).status).toBe(403);
    expect((await a.client.post(`/api/admin/developers/${a.user.id}/payouts`, {})).status).toBe(403);
    const anonymous = await t.app.request('/api/developer/earnings');
    expect(anonymous.status).toBe(401);

    const admin = await signedInAdmin(t);
    const list = (await (await admin.client.request('/api/admin/developers')).json()) as {
      developers: { userId: string; sales: number; pendingCents: number; themes: number }[];
    };
    expect(list.developers.find((d) => d.userId === a.user.id)).toMatchObject({
      sales: 1,
      pendingCents: 3920,
      themes: 1,
    });
    const take = await admin.client.request('/api/admin/platform-take');
    expect(take.status).toBe(200);
  });

  it("names each developer's store, with its public address, in the back office's Developers list", async () => {
    const withStore = await signedInDeveloper(t, { storeName: 'Quiet Forge' });
    await createTheme(t.db, { price: 2900, creatorId: withStore.user.id });
    const withoutStore = await signedInClient(t, { role: 'developer', onboarded: true });
    await createTheme(t.db, { price: 1900, creatorId: withoutStore.user.id });
    const admin = await signedInAdmin(t);
    const list = (await (await admin.client.request('/api/admin/developers')).json()) as {
      developers: { userId: string; store: { name: string; slug: string } | null }[];
    };
    const row = (userId: string) => list.developers.find((d) => d.userId === userId);
    expect(row(withStore.user.id)?.store).toEqual({ name: 'Quiet Forge', slug: withStore.profile.slug });
    expect(row(withoutStore.user.id)?.store).toBeNull();
    expect((await t.app.request(`/api/developers/${withStore.profile.slug}`)).status).toBe(200);
  });

  it('answers dates and months outside 2000–2100 with 400 and says so, on every sales and statement route', async () => {
    const dev = await developerWithThemes(t, [4900]);
    const admin = await signedInAdmin(t);
    const seller = `/api/admin/developers/${dev.user.id}`;
    const far = [
      [dev.client, '/api/developer/sales?to=9999-12-31', 'to'],
      [dev.client, '/api/developer/sales/csv?from=0001-01-01', 'from'],
      [dev.client, '/api/developer/statements/9999-12', 'month'],
      [dev.client, '/api/developer/statements/9999-12/csv', 'month'],
      [dev.client, '/api/developer/statements/1999-12/pdf', 'month'],
      [admin.client, `${seller}/sales?to=9999-12-31`, 'to'],
      [admin.client, `${seller}/sales/csv?from=2101-01-01`, 'from'],
      [admin.client, `${seller}/statements/9999-12`, 'month'],
      [admin.client, `${seller}/statements/9999-12/csv`, 'month'],
      [admin.client, `${seller}/statements/0000-01/pdf`, 'month'],
    ] as const;
    for (const [client, path, field] of far) {
      const res = await client.request(path);
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as { fields: Record<string, string> };
      expect(body.fields[field], path).toMatch(/from 2000-01(-01)? to 2100-12(-31)?\.$/);
    }
    expect((await dev.client.request('/api/developer/sales?from=2000-01-01&to=2100-12-31')).status).toBe(200);
    expect((await dev.client.request('/api/developer/statements/2100-12/pdf')).status).toBe(200);
  });

  it('answers bad money input and bad months with 400 and changes nothing', async () => {
    const dev = await developerWithThemes(t, [9900]);
    await pastPurchase(t, dev.themes[0]!.id, 20);
    const admin = await signedInAdmin(t);
    for (const amountCents of [50.5, '5000', 0, -6000, 100_000_001, null]) {
      const res = await admin.client.post(`/api/admin/developers/${dev.user.id}/payouts`, { amountCents });
      expect(res.status, `amountCents ${String(amountCents)}`).toBe(400);
    }
    expect((await admin.client.post('/api/admin/developers/not-a-uuid/payouts', {})).status).toBe(400);
    expect((await admin.client.post(`/api/admin/payouts/${dev.user.id}/settle`, { outcome: 'maybe' })).status).toBe(
      400,
    );
    expect((await admin.client.post(`/api/admin/purchases/${dev.user.id}/refund`, {})).status).toBe(404);
    expect((await dev.client.request('/api/developer/statements/2026-13')).status).toBe(400);
    expect((await dev.client.request('/api/developer/sales?from=yesterday')).status).toBe(400);
    expect((await earnings(dev.client)).availableCents).toBe(7920);
    const payouts = await t.db.select().from(sellerPayouts).where(eq(sellerPayouts.sellerId, dev.user.id));
    expect(payouts).toEqual([]);
  });
});
