// Refunds and disputes made at Stripe, outside Themeport, reach the sellers' ledger through the
// signed webhook (decision 029): the admin's refund path, once whatever the replays.
import { and, eq } from 'drizzle-orm';
import type { InvoicesResponse } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLibrary, purchaseRefunds, purchases } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buyer, developerWithThemes, ledgerSum } from '../../test/seller-money.ts';
import {
  STRIPE_TEST_ENV,
  deliverEvent,
  stripeCharge,
  stripeCheckoutSession,
  stripeDispute,
  stripeEvent,
  storeStripeSession,
} from '../../test/stripe.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...STRIPE_TEST_ENV, TRUSTED_PROXY: 'X-Forwarded-For' });
}, 300_000);
afterAll(() => t.close());

/** A developer's themes bought in one Stripe session, fulfilled by its signed event. */
async function paidAtStripe(prices: number[]) {
  const dev = await developerWithThemes(t, prices);
  const owner = await buyer(t);
  const amountTotal = prices.reduce((sum, price) => sum + price, 0);
  const row = await storeStripeSession(t, {
    accountId: owner.account.id,
    userId: owner.user.id,
    lines: dev.themes.map((theme) => ({ themeId: theme.id, name: theme.name, amount: theme.price, quantity: 1 })),
    amountTotal,
  });
  const session = stripeCheckoutSession({
    id: row.id,
    accountId: owner.account.id,
    userId: owner.user.id,
    amountTotal,
  });
  expect((await deliverEvent(t, stripeEvent('checkout.session.completed', session))).status).toBe(200);
  return { dev, owner, sessionId: row.id, paymentIntent: session.payment_intent as string, amountTotal };
}

const sessionPurchases = (sessionId: string) =>
  t.db.select().from(purchases).where(eq(purchases.checkoutSessionId, sessionId));

async function refundedEntries(owner: Awaited<ReturnType<typeof buyer>>) {
  const res = await owner.client.request(`/api/accounts/${owner.account.id}/invoices`);
  const { invoices } = (await res.json()) as InvoicesResponse;
  return invoices.filter((invoice) => invoice.status === 'refunded');
}

describe('POST /api/webhooks/stripe: refunds and disputes made at Stripe', () => {
  it('takes a purchase refunded in the dashboard off the ledger and the library, once; a partial refund takes nothing', async () => {
    const { dev, owner, sessionId, paymentIntent } = await paidAtStripe([4900]);

    const partial = stripeCharge({ paymentIntent, amount: 4900, amountRefunded: 1000 });
    expect((await deliverEvent(t, stripeEvent('charge.refunded', partial))).status).toBe(200);
    expect((await sessionPurchases(sessionId))[0]!.refundedAt).toBeNull();
    expect(await ledgerSum(t, dev.user.id, ['refund'])).toBe(0);

    const full = stripeEvent(
      'charge.refunded',
      stripeCharge({ paymentIntent, amount: 4900, refundIds: ['re_dash_1'] }),
    );
    for (let delivery = 0; delivery < 3; delivery++) expect((await deliverEvent(t, full)).status).toBe(200);

    const [purchase] = await sessionPurchases(sessionId);
    expect(purchase!.refundedAt).not.toBeNull();
    expect(await ledgerSum(t, dev.user.id, ['refund'])).toBe(-4900);
    expect(await ledgerSum(t, dev.user.id, ['refund_fee_reversal'])).toBe(980);
    const [claim] = await t.db.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, purchase!.id));
    expect(claim).toMatchObject({ status: 'succeeded', providerRefundId: 're_dash_1' });
    const library = await t.db
      .select()
      .from(accountLibrary)
      .where(and(eq(accountLibrary.accountId, owner.account.id), eq(accountLibrary.themeId, purchase!.themeId)));
    expect(library).toEqual([]);
    expect((await refundedEntries(owner)).map((invoice) => invoice.number)).toEqual(['re_dash_1']);
  });

  it('reverses every purchase of a disputed session once, and a later full refund of the charge changes nothing', async () => {
    const { dev, owner, sessionId, paymentIntent, amountTotal } = await paidAtStripe([4900, 2500]);
    const dispute = stripeDispute({ paymentIntent, amount: amountTotal });
    const event = stripeEvent('charge.dispute.created', dispute);
    expect((await deliverEvent(t, event)).status).toBe(200);
    expect((await deliverEvent(t, event)).status).toBe(200);

    const bought = await sessionPurchases(sessionId);
    expect(bought.every((purchase) => purchase.refundedAt !== null)).toBe(true);
    expect(await ledgerSum(t, dev.user.id, ['refund'])).toBe(-7400);
    expect(await ledgerSum(t, dev.user.id, ['sale', 'platform_fee', 'refund', 'refund_fee_reversal'])).toBe(0);
    const numbers = (await refundedEntries(owner)).map((invoice) => invoice.number).sort();
    expect(numbers).toEqual([`${dispute.id}-1`, `${dispute.id}-2`]);

    const refunded = stripeCharge({ paymentIntent, amount: amountTotal });
    expect((await deliverEvent(t, stripeEvent('charge.refunded', refunded))).status).toBe(200);
    expect(await ledgerSum(t, dev.user.id, ['refund'])).toBe(-7400);
    expect(await refundedEntries(owner)).toHaveLength(2);
  });

  it('leaves a refund of a payment that is no theme session of ours alone', async () => {
    const charge = stripeCharge({ paymentIntent: 'pi_test_not_ours', amount: 2900 });
    const res = await deliverEvent(t, stripeEvent('charge.refunded', charge));
    expect(res.status).toBe(200);
  });
});
