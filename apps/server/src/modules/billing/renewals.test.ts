import { eq } from 'drizzle-orm';
import type { CheckoutSessionCreated } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, billingSubscriptions, checkoutSessions, invoices, paymentMethods } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInOwner } from '../../test/auth.ts';
import { createLocalPaymentProvider } from '../../adapters/payments/local.ts';
import { createJobQueue } from '../../jobs/index.ts';
import { createLogger } from '../../logger.ts';
import { registerDunningJobs } from './dunning.ts';
import { runLocalBilling } from './renewals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;

async function subscribed(plan: 'starter' | 'pro' = 'starter') {
  const owner = await signedInOwner(t);
  const res = await owner.client.post(`/api/accounts/${owner.account.id}/checkout/subscription`, { plan });
  const { id } = (await res.json()) as CheckoutSessionCreated;
  const paid = await owner.client.post(`/api/checkout/sessions/${id}/pay`, {
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
    name: '',
  });
  expect(paid.status).toBe(200);
  const [subscription] = await t.db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.accountId, owner.account.id));
  const state = async () => {
    const [row] = await t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscription!.id));
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, owner.account.id));
    const bills = await t.db.select().from(invoices).where(eq(invoices.accountId, owner.account.id));
    return { subscription: row!, plan: account!.plan, maxSites: account!.usageLimits.max_sites, invoices: bills };
  };
  return { ...owner, periodEnd: subscription!.currentPeriodEnd!, state };
}

describe('the local billing clock', () => {
  it('charges the default card when the period ends and starts the next period, once however often it runs', async () => {
    const { periodEnd, state } = await subscribed();
    const later = new Date(periodEnd.getTime() + DAY);
    await Promise.all([runLocalBilling(t.db, later), runLocalBilling(t.db, later)]);
    const after = await state();
    expect(after.subscription.status).toBe('active');
    expect(after.subscription.currentPeriodStart?.toISOString()).toBe(periodEnd.toISOString());
    expect(after.subscription.currentPeriodEnd!.getTime()).toBeGreaterThan(later.getTime());
    expect(after.invoices.map((invoice) => [invoice.status, invoice.amountPaid]).sort()).toEqual([
      ['paid', 900],
      ['paid', 900],
    ]);
  });

  it('without a card: past due with an open invoice, the plan kept while dunning retries, then free after day 14', async () => {
    const { account, periodEnd, state } = await subscribed('pro');
    await t.db.delete(paymentMethods).where(eq(paymentMethods.accountId, account.id));

    await runLocalBilling(t.db, new Date(periodEnd.getTime() + DAY));
    let now = await state();
    expect([now.subscription.status, now.plan]).toEqual(['past_due', 'pro']);
    expect(now.invoices.find((invoice) => invoice.status === 'open')).toMatchObject({ amountPaid: 0 });

    // The clock leaves it to dunning: its retries on days 3, 7 and 14 are jobs (dunning.test.ts).
    await runLocalBilling(t.db, new Date(periodEnd.getTime() + 15 * DAY));
    expect((await state()).subscription.status).toBe('past_due');
    // Its own queue: the app's hourly schedule stays on this file's other clocks.
    const dunning = createJobQueue({ db: t.db });
    registerDunningJobs(dunning, {
      db: t.db,
      logger: createLogger(t.config),
      mail: { send: async () => {} },
      payments: createLocalPaymentProvider(),
      publicUrl: t.config.publicUrl,
    });
    await dunning.runDue({ now: new Date(periodEnd.getTime() + 15 * DAY) });
    now = await state();
    expect([now.subscription.status, now.plan, now.maxSites]).toEqual(['canceled', 'free', 1]);
  });

  it('ends a subscription cancelled at the period end', async () => {
    const { periodEnd, state, subscription } = await subscribed().then(async (s) => ({
      ...s,
      subscription: (await s.state()).subscription,
    }));
    await t.db
      .update(billingSubscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(billingSubscriptions.id, subscription.id));
    await runLocalBilling(t.db, new Date(periodEnd.getTime() + 1000));
    const after = await state();
    expect([after.subscription.status, after.plan]).toEqual(['canceled', 'free']);
  });

  it('expires open checkout sessions after a day', async () => {
    const owner = await signedInOwner(t);
    const res = await owner.client.post(`/api/accounts/${owner.account.id}/checkout/subscription`, { plan: 'pro' });
    const { id } = (await res.json()) as CheckoutSessionCreated;
    await runLocalBilling(t.db, new Date(Date.now() + 2 * DAY));
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    expect(session?.status).toBe('expired');
  });

  it("runs on the app's job queue: the hourly schedule renews what is due, once", async () => {
    const { periodEnd, state } = await subscribed();
    const later = new Date(periodEnd.getTime() + DAY);
    expect(await t.jobs.runDue({ now: later })).toMatchObject({ failed: 0, retried: 0 });
    let after = await state();
    expect(after.subscription.status).toBe('active');
    expect(after.subscription.currentPeriodStart?.toISOString()).toBe(periodEnd.toISOString());
    expect(after.invoices).toHaveLength(2);

    // Later in the same hour nothing is due; the next hour's run finds nothing more to renew.
    await t.jobs.runDue({ now: new Date(later.getTime() + 60_000) });
    await t.jobs.runDue({ now: new Date(later.getTime() + 60 * 60_000) });
    after = await state();
    expect(after.invoices).toHaveLength(2);
  });
});
