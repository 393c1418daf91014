// Issue 23's billing history through the real flows of the local provider: MRR movements for each
// subscription change (new, expansion, contraction, churn, reactivation), and every payment
// attempt of the checkout, declines included; replays write nothing twice.
import { asc, eq } from 'drizzle-orm';
import type { CheckoutSessionCreated } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, paymentAttempts, subscriptionMovements } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInOwner } from '../../test/auth.ts';
import { subscribedOwner, VISA } from '../../test/billing.ts';
import { createTheme } from '../../test/factories.ts';
import { cardPayment, TEST_CARDS } from '../../test/shared-data.ts';
import { runLocalBilling } from './renewals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
}, 300_000);
afterAll(() => t.close());

const movements = async (accountId: string) =>
  (
    await t.db
      .select()
      .from(subscriptionMovements)
      .where(eq(subscriptionMovements.accountId, accountId))
      .orderBy(asc(subscriptionMovements.createdAt))
  ).map((row) => [row.kind, row.mrrBefore, row.mrrAfter, row.planBefore, row.planAfter, row.cause]);

const attempts = async (accountId: string) =>
  (
    await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.accountId, accountId))
      .orderBy(asc(paymentAttempts.invoiceRef), asc(paymentAttempts.attemptNumber))
  ).map((row) => [row.purpose, row.attemptNumber, row.outcome, row.declineCode, row.cardBrand, row.amount]);

describe('MRR movements through the local flows', () => {
  it('new, expansion, then a downgrade: a contraction when it takes effect at the period end, once', async () => {
    const owner = await subscribedOwner(t, 'starter');
    expect(await movements(owner.accountId)).toEqual([['new', 0, 900, 'free', 'starter', null]]);

    expect((await owner.changePlan('pro')).status).toBe(200);
    expect((await movements(owner.accountId)).at(-1)).toEqual(['expansion', 900, 2900, 'starter', 'pro', null]);

    // A downgrade waits for the period end; it is a contraction when it takes effect.
    expect((await owner.changePlan('starter')).status).toBe(200);
    expect(await movements(owner.accountId)).toHaveLength(2);
    const firstEnd = (await owner.subscriptionRow()).currentPeriodEnd!;
    const renewAt = new Date(firstEnd.getTime() + 1000);
    await Promise.all([runLocalBilling(t.db, renewAt), runLocalBilling(t.db, renewAt)]);
    expect((await movements(owner.accountId)).at(-1)).toEqual([
      'contraction',
      2900,
      900,
      'pro',
      'starter',
      'voluntary',
    ]);
    expect(await movements(owner.accountId)).toHaveLength(3);
  });

  // The clock is moved past the period end only after the cancel (a later change, at the real time,
  // would read as older than the renewal and be ignored, as an out-of-order event is).
  it('cancelled at the period end: voluntary churn when it ends; subscribing again is a reactivation', async () => {
    const owner = await subscribedOwner(t, 'starter');
    const cancelled = await owner.client.post(`/api/accounts/${owner.accountId}/subscription/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await movements(owner.accountId)).toHaveLength(1);
    const secondEnd = (await owner.subscriptionRow()).currentPeriodEnd!;
    const endAt = new Date(secondEnd.getTime() + 1000);
    await Promise.all([runLocalBilling(t.db, endAt), runLocalBilling(t.db, endAt)]);
    await runLocalBilling(t.db, new Date(endAt.getTime() + 60_000));
    expect((await movements(owner.accountId)).at(-1)).toEqual(['churn', 900, 0, 'starter', 'free', 'voluntary']);

    const again = await owner.client.post(`/api/accounts/${owner.accountId}/checkout/subscription`, { plan: 'pro' });
    const { id } = (await again.json()) as CheckoutSessionCreated;
    expect((await owner.client.post(`/api/checkout/sessions/${id}/pay`, VISA)).status).toBe(200);
    // Paying the same session again is refused and changes nothing.
    expect((await owner.client.post(`/api/checkout/sessions/${id}/pay`, VISA)).status).toBe(409);
    expect(await movements(owner.accountId)).toEqual([
      ['new', 0, 900, 'free', 'starter', null],
      ['churn', 900, 0, 'starter', 'free', 'voluntary'],
      ['reactivation', 0, 2900, 'free', 'pro', null],
    ]);
  });
});

describe('payment attempts of the local checkout', () => {
  it('a plan paid after two declines: three attempts of the session, the codes mapped per spec 001 §8.1', async () => {
    const owner = await signedInOwner(t);
    const res = await owner.client.post(`/api/accounts/${owner.account.id}/checkout/subscription`, { plan: 'pro' });
    const { id } = (await res.json()) as CheckoutSessionCreated;
    const pay = (cardNumber: string) => owner.client.post(`/api/checkout/sessions/${id}/pay`, cardPayment(cardNumber));

    expect((await pay(TEST_CARDS.declined)).status).toBe(400);
    expect((await pay(TEST_CARDS.insufficientFunds)).status).toBe(400);
    // A number that fails its checksum is no attempt: nothing reached the card network.
    expect((await pay('4242424242424241')).status).toBe(400);
    expect((await pay(TEST_CARDS.mastercard)).status).toBe(200);
    expect((await pay(TEST_CARDS.mastercard)).status).toBe(409);

    expect(await attempts(owner.account.id)).toEqual([
      ['subscription', 1, 'failed', 'card_declined', 'visa', 2900],
      ['subscription', 2, 'failed', 'insufficient_funds', 'visa', 2900],
      ['subscription', 3, 'succeeded', null, 'mastercard', 2900],
    ]);
    const [first] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceRef, id));
    expect(first?.subscriptionId).toBeNull();
    const rows = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceRef, id));
    expect(rows.find((row) => row.outcome === 'succeeded')?.subscriptionId).not.toBeNull();
  });

  it('a theme purchase: the expired card and the paid one, the amount what was charged', async () => {
    const theme = await createTheme(t.db, { price: 4900 });
    const { client, account, user } = await signedInOwner(t);
    await t.db.insert(cartItems).values({ userId: user.id, themeId: theme.id, quantity: 1 });
    const res = await client.request(`/api/accounts/${account.id}/checkout/themes`, {
      json: { items: [{ themeId: theme.id, quantity: 1 }] },
    });
    const { id } = (await res.json()) as CheckoutSessionCreated;
    expect((await client.post(`/api/checkout/sessions/${id}/pay`, cardPayment(TEST_CARDS.expired))).status).toBe(400);
    expect((await client.post(`/api/checkout/sessions/${id}/pay`, VISA)).status).toBe(200);
    expect(await attempts(account.id)).toEqual([
      ['theme', 1, 'failed', 'expired_card', 'visa', 4900],
      ['theme', 2, 'succeeded', null, 'visa', 4900],
    ]);
  });

  it('a renewal records its attempt once however often the clock runs', async () => {
    const owner = await subscribedOwner(t, 'starter');
    const end = (await owner.subscriptionRow()).currentPeriodEnd!;
    const at = new Date(end.getTime() + 1000);
    await Promise.all([runLocalBilling(t.db, at), runLocalBilling(t.db, at)]);
    await runLocalBilling(t.db, at);
    expect(await attempts(owner.accountId)).toEqual([
      ['subscription', 1, 'succeeded', null, 'visa', 900],
      ['subscription', 1, 'succeeded', null, 'visa', 900],
    ]);
  });
});
