// Issue 9 item 11: plan changes are prorated as Stripe does, an upgrade charges the difference now on
// the default card, a downgrade waits for the period end, and the same change twice is one change.
import { eq } from 'drizzle-orm';
import { PAID_PLANS, prorate, type BillingOverview, type PlanChangePreview } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, paymentMethods } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInMember } from '../../test/auth.ts';
import { subscribedOwner } from '../../test/billing.ts';
import { DAY } from '../../test/shared-data.ts';
import { runLocalBilling } from './renewals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
}, 300_000);
afterAll(() => t.close());

async function preview(owner: Awaited<ReturnType<typeof subscribedOwner>>, plan: string) {
  const res = await owner.client.request(`/api/accounts/${owner.accountId}/subscription/preview?plan=${plan}`);
  return { status: res.status, body: (await res.json()) as PlanChangePreview };
}

describe('changing the plan of a live subscription (local provider)', () => {
  it('upgrades Basic to Pro mid-period: the preview shows the prorated amount and the card, and that is charged', async () => {
    const owner = await subscribedOwner(t, 'starter');
    const { start, end } = await owner.setPeriod(15);

    const shown = await preview(owner, 'pro');
    expect(shown.status).toBe(200);
    const expected = prorate({ fromAmount: 900, toAmount: 2900, periodStart: start, periodEnd: end, at: new Date() });
    expect(shown.body).toMatchObject({ kind: 'upgrade', fromPlan: 'starter', toPlan: 'pro', currency: 'USD' });
    expect(shown.body.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(Math.abs(shown.body.amountDue - expected.amountDue)).toBeLessThanOrEqual(1);
    expect(shown.body.amountDue).toBeGreaterThan(990);
    expect(shown.body.amountDue).toBeLessThan(1010);

    const changed = await owner.changePlan('pro');
    expect(changed.status).toBe(200);
    expect(changed.body.subscription).toMatchObject({
      planId: 'pro',
      amount: 2900,
      status: 'active',
      pendingPlanId: null,
    });
    expect(changed.body.maxSites).toBe(10);
    // The period stays: the next full charge is at the same date, at Pro's price.
    const row = await owner.subscriptionRow();
    expect(row.currentPeriodEnd?.toISOString()).toBe(end.toISOString());
    const bills = await owner.invoiceRows();
    expect(bills).toHaveLength(2);
    const upgrade = bills.find((bill) => bill.amountPaid !== 900)!;
    expect(Math.abs(upgrade.amountPaid - shown.body.amountDue)).toBeLessThanOrEqual(1);
    expect(upgrade.status).toBe('paid');
    expect(upgrade.description).toMatch(/^Pro plan from Basic, prorated until /);
  });

  it('ten quick plan changes make one prorated charge, not ten full-month invoices', async () => {
    const owner = await subscribedOwner(t, 'starter');
    await owner.setPeriod(10);
    for (let i = 0; i < 10; i++) {
      const res = await owner.changePlan(i % 2 === 0 ? 'pro' : 'starter');
      expect(res.status).toBe(200);
    }
    const bills = await owner.invoiceRows();
    // The first payment and one prorated upgrade; the rest were downgrades scheduled and called off.
    expect(bills).toHaveLength(2);
    const total = bills.reduce((sum, bill) => sum + bill.amountPaid, 0);
    expect(total).toBeLessThan(900 + PAID_PLANS.pro.amountCents - PAID_PLANS.starter.amountCents);
    const row = await owner.subscriptionRow();
    // The last change asked for Basic: Pro now, Basic from the period end.
    expect([row.plan, row.pendingPlan]).toEqual(['pro', 'starter']);
  });

  it('answers a double submit and ten concurrent identical upgrades with one change and one charge', async () => {
    const owner = await subscribedOwner(t, 'starter');
    await owner.setPeriod(5);
    const answers = await Promise.all(Array.from({ length: 10 }, () => owner.changePlan('pro')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.every((answer) => answer.body.subscription.planId === 'pro')).toBe(true);
    const again = await owner.changePlan('pro');
    expect([again.status, again.body.subscription.planId]).toEqual([200, 'pro']);

    const bills = await owner.invoiceRows();
    expect(bills.map((bill) => bill.amountPaid).sort((a, b) => a - b)).toHaveLength(2);
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.accountId, owner.accountId));
    expect(events.filter((event) => event.type === 'subscription.upgraded')).toHaveLength(1);
  });

  it('downgrades at the period end: nothing charged now, the same request twice is one, the renewal bills Basic', async () => {
    const owner = await subscribedOwner(t, 'pro');
    const { end } = await owner.setPeriod(20);

    const shown = await preview(owner, 'starter');
    expect(shown.body).toMatchObject({ kind: 'downgrade', amountDue: 0, effectiveAt: end.toISOString() });

    for (let i = 0; i < 2; i++) {
      const res = await owner.changePlan('starter');
      expect(res.status).toBe(200);
      expect(res.body.subscription).toMatchObject({ planId: 'pro', pendingPlanId: 'starter', amount: 2900 });
    }
    expect(await owner.invoiceRows()).toHaveLength(1);
    expect((await owner.accountRow()).plan).toBe('pro');
    const overview = (await (
      await owner.client.request(`/api/accounts/${owner.accountId}/billing`)
    ).json()) as BillingOverview;
    expect(overview.nextInvoice).toMatchObject({ amount: 900, date: end.toISOString() });

    await runLocalBilling(t.db, new Date(end.getTime() + 1000));
    const row = await owner.subscriptionRow();
    expect([row.plan, row.amount, row.pendingPlan, row.status]).toEqual(['starter', 900, null, 'active']);
    expect((await owner.accountRow()).usageLimits.max_sites).toBe(3);
    const bills = await owner.invoiceRows();
    expect(bills.map((bill) => bill.amountPaid).sort((a, b) => a - b)).toEqual([900, 2900]);
    expect(bills.find((bill) => bill.amountPaid === 900)?.description).toBe('Basic plan (monthly)');
  });

  it('choosing the current plan again calls off a scheduled downgrade', async () => {
    const owner = await subscribedOwner(t, 'pro');
    await owner.changePlan('starter');
    const kept = await owner.changePlan('pro');
    expect(kept.body.subscription).toMatchObject({ planId: 'pro', pendingPlanId: null });
    expect(await owner.invoiceRows()).toHaveLength(1);
    const { end } = await owner.setPeriod(30);
    await runLocalBilling(t.db, new Date(end.getTime() + 1000));
    expect((await owner.subscriptionRow()).plan).toBe('pro');
  });

  it('without a usable card an upgrade is refused with CARD_REQUIRED and changes nothing', async () => {
    const owner = await subscribedOwner(t, 'starter');
    await t.db.delete(paymentMethods).where(eq(paymentMethods.accountId, owner.accountId));
    expect((await preview(owner, 'pro')).body.card).toBeNull();
    const refused = await owner.changePlan('pro');
    expect([refused.status, refused.body.code]).toEqual([409, 'CARD_REQUIRED']);
    expect((await owner.subscriptionRow()).plan).toBe('starter');
    expect(await owner.invoiceRows()).toHaveLength(1);
  });

  it('lets only the owner preview or change the plan; bad input is a 400', async () => {
    const owner = await subscribedOwner(t, 'starter');
    const admin = await signedInMember(t, owner.accountId, 'admin');
    for (const [path, method] of [
      ['/subscription/preview?plan=pro', 'GET'],
      ['/subscription/cancel', 'POST'],
      ['/subscription/resume', 'POST'],
    ] as const) {
      const res = await admin.client.request(`/api/accounts/${owner.accountId}${path}`, {
        method,
        json: method === 'POST' ? {} : undefined,
      });
      expect(res.status).toBe(403);
    }
    expect((await owner.client.request(`/api/accounts/${owner.accountId}/subscription/preview?plan=gold`)).status).toBe(
      400,
    );
    expect((await owner.subscriptionRow()).cancelAtPeriodEnd).toBe(false);
  });

  it('a renewal after an upgrade charges the full new price once', async () => {
    const owner = await subscribedOwner(t, 'starter');
    const { end } = await owner.setPeriod(29);
    await owner.changePlan('pro');
    await runLocalBilling(t.db, new Date(end.getTime() + DAY));
    const amounts = (await owner.invoiceRows()).map((bill) => bill.amountPaid).sort((a, b) => a - b);
    expect(amounts[0]).toBeLessThan(100); // one day of the difference
    expect(amounts.slice(1)).toEqual([900, 2900]);
  });
});
