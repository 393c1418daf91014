// Money under concurrency (decision 029), with real parallel requests: on PostgreSQL
// (TEST_DATABASE_URL) they run on separate connections and meet at the seller's row lock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPaymentProvider } from '../../adapters/payments/local.ts';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import { purchases, sellerLedger, sellerPayouts } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  buyThemes,
  buyer,
  developerWithThemes,
  earnings,
  ledgerSum,
  pastPurchase,
  signedInAdmin,
} from '../../test/seller-money.ts';

// The local provider, with each refund it makes written down (the provider side of "once").
const refunds: string[] = [];
const local = createLocalPaymentProvider();
const payments: PaymentProvider = {
  ...local,
  async refund(input) {
    refunds.push(input.idempotencyKey);
    return local.refund(input);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' }, { payments });
}, 300_000);
afterAll(() => t.close());

describe('sellers’ money at the same time', { timeout: 120_000 }, () => {
  it('records every one of many purchases made at once', async () => {
    const dev = await developerWithThemes(t, [2900]);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(t)));
    const statuses = await Promise.all(buyers.map((b) => buyThemes(b, [dev.themes[0]!.id])));
    expect(statuses).toEqual(Array(6).fill(200));
    expect(await ledgerSum(t, dev.user.id, ['sale'])).toBe(6 * 2900);
    expect(await ledgerSum(t, dev.user.id, ['sale', 'platform_fee'])).toBe(6 * 2320);
    const rows = await t.db.select().from(purchases).where(eq(purchases.developerId, dev.user.id));
    expect(rows.reduce((sum, row) => sum + row.developerShare, 0)).toBe(6 * 2320);
  });

  it('makes one payout when two admins pay the same developer out at once', async () => {
    const dev = await developerWithThemes(t, [9900]);
    await pastPurchase(t, dev.themes[0]!.id, 20);
    const [first, second] = await Promise.all([signedInAdmin(t), signedInAdmin(t)]);
    const answers = await Promise.all(
      [first, second].map((a) => a.client.post(`/api/admin/developers/${dev.user.id}/payouts`, {})),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const payouts = await t.db.select().from(sellerPayouts).where(eq(sellerPayouts.sellerId, dev.user.id));
    expect(payouts.map((p) => p.amountCents)).toEqual([7920]);
    expect((await earnings(dev.client)).availableCents).toBe(0);
  });

  it('never pays out more than is available when a refund lands during the payout', async () => {
    const dev = await developerWithThemes(t, [9900, 9900]);
    await pastPurchase(t, dev.themes[0]!.id, 20);
    const refunded = await pastPurchase(t, dev.themes[1]!.id, 20);
    const admin = await signedInAdmin(t);
    const [payout, refund] = await Promise.all([
      admin.client.post(`/api/admin/developers/${dev.user.id}/payouts`, { amountCents: 15_840 }),
      admin.client.post(`/api/admin/purchases/${refunded.id}/refund`, {}),
    ]);
    expect(refund.status).toBe(200);
    const lines = await t.db.select().from(sellerLedger).where(eq(sellerLedger.sellerId, dev.user.id));
    const refundLine = lines.find((line) => line.type === 'refund')!;
    const payoutLine = lines.find((line) => line.type === 'payout');
    if (payout.status === 201) {
      // The payout took the lock first: it paid what was there, and the refund then went below zero.
      expect(payoutLine!.createdAt.getTime()).toBeLessThanOrEqual(refundLine.createdAt.getTime());
      expect((await earnings(dev.client)).availableCents).toBe(-7920);
    } else {
      // The refund came first: the full amount was no longer there.
      expect(payout.status).toBe(409);
      expect(payoutLine).toBeUndefined();
      expect((await earnings(dev.client)).availableCents).toBe(7920);
    }
  });

  it('refunds a purchase once when two admins refund it at once', async () => {
    const dev = await developerWithThemes(t, [4900]);
    const sold = await pastPurchase(t, dev.themes[0]!.id, 3);
    const [first, second] = await Promise.all([signedInAdmin(t), signedInAdmin(t)]);
    const answers = await Promise.all(
      [first, second].map((a) => a.client.post(`/api/admin/purchases/${sold.id}/refund`, {})),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(refunds.filter((key) => key === `refund_purchase_${sold.id}`)).toHaveLength(1);
    expect(await ledgerSum(t, dev.user.id, ['refund'])).toBe(-4900);
  });
});
