// Issue 9 item 12 with Stripe: customer.subscription.updated / .deleted apply the plan, settle a
// pending downgrade and park or bring back sites in the same transaction; a replay changes nothing.
// Issue 23: the same events write the movements ledger (expansion, contraction, reactivation).
import { and, asc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingSubscriptions, sites, subscriptionMovements } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  STRIPE_TEST_ENV,
  deliverEvent,
  stripeEvent,
  stripeId,
  stripeSubscription,
  unixNow,
} from '../../test/stripe.ts';
import { STRIPE_PLAN_PRICES, stripeCustomerAccount } from '../../test/stripe-accounts.ts';
import { insertSiteRow } from '../../test/sites.ts';
import { createDeployableTheme } from '../../test/slots.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...STRIPE_TEST_ENV, TRUSTED_PROXY: 'X-Forwarded-For' });
}, 300_000);
afterAll(() => t.close());

const { pro: proPrice, starter: starterPrice } = STRIPE_PLAN_PRICES;

async function accountWithFiveSites() {
  const { accountId, customer } = await stripeCustomerAccount(t);
  const theme = await createDeployableTheme(t.db);
  for (const [index, name] of ['A', 'B', 'C', 'D', 'E'].entries()) {
    await insertSiteRow(t.db, accountId, { themeId: theme.id, name, slotNumber: index + 1, daysAgo: 10 - index });
  }
  return { accountId, customer };
}

async function siteStates(accountId: string) {
  const rows = await t.db.select().from(sites).where(eq(sites.accountId, accountId)).orderBy(sites.name);
  return rows.map((row) => `${row.name}:${row.status}${row.parkedAt ? ':parked' : ''}`);
}

describe('Stripe subscription events and parked sites', () => {
  it('a downgrade reaching its period parks the newest sites, a deletion parks down to one, a new Pro brings them back', async () => {
    const { accountId, customer } = await accountWithFiveSites();
    const id = stripeId('sub');
    const base = { id, customer, accountId, periodStart: unixNow() - 86_400 };
    const created = stripeEvent('customer.subscription.created', stripeSubscription({ ...base, price: proPrice }), {
      created: unixNow() - 30,
    });
    expect((await deliverEvent(t, created)).status).toBe(200);
    expect((await siteStates(accountId)).every((state) => state.endsWith(':active'))).toBe(true);

    // Our downgrade was scheduled (pending_plan); the schedule's phase change arrives as an update.
    await t.db
      .update(billingSubscriptions)
      .set({ pendingPlan: 'starter', providerScheduleId: 'sub_sched_1' })
      .where(eq(billingSubscriptions.providerSubscriptionId, id));
    const downgraded = stripeEvent(
      'customer.subscription.updated',
      stripeSubscription({ ...base, price: starterPrice, metadata: { accountId, plan: 'starter' } }),
      { created: unixNow() - 20 },
    );
    expect((await deliverEvent(t, downgraded)).status).toBe(200);
    expect(await siteStates(accountId)).toEqual([
      'A:active',
      'B:active',
      'C:active',
      'D:inactive:parked',
      'E:inactive:parked',
    ]);
    const [row] = await t.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.providerSubscriptionId, id));
    expect([row!.plan, row!.pendingPlan, row!.providerScheduleId]).toEqual(['starter', null, null]);
    // A replay changes nothing.
    expect((await deliverEvent(t, downgraded)).status).toBe(200);
    expect(await siteStates(accountId)).toEqual([
      'A:active',
      'B:active',
      'C:active',
      'D:inactive:parked',
      'E:inactive:parked',
    ]);

    const deleted = stripeEvent(
      'customer.subscription.deleted',
      stripeSubscription({ ...base, price: starterPrice, status: 'canceled' }),
      { created: unixNow() - 10 },
    );
    expect((await deliverEvent(t, deleted)).status).toBe(200);
    expect(await siteStates(accountId)).toEqual([
      'A:active',
      'B:inactive:parked',
      'C:inactive:parked',
      'D:inactive:parked',
      'E:inactive:parked',
    ]);

    const again = stripeEvent(
      'customer.subscription.created',
      stripeSubscription({ id: stripeId('sub'), customer, accountId, price: proPrice }),
    );
    expect((await deliverEvent(t, again)).status).toBe(200);
    expect(await siteStates(accountId)).toEqual(['A:active', 'B:active', 'C:active', 'D:active', 'E:active']);
    const numbers = await t.db
      .select({ n: sites.slotNumber })
      .from(sites)
      .where(and(eq(sites.accountId, accountId), eq(sites.status, 'active')));
    expect(numbers.map((r) => r.n).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

const movements = async (accountId: string) =>
  (
    await t.db
      .select()
      .from(subscriptionMovements)
      .where(eq(subscriptionMovements.accountId, accountId))
      .orderBy(asc(subscriptionMovements.occurredAt))
  ).map((row) => [row.kind, row.mrrBefore, row.mrrAfter, row.planBefore, row.planAfter, row.cause, row.provider]);

/** Delivers the event twice (Stripe retries): the second changes nothing. */
async function deliverTwice(type: Stripe.Event['type'], subscription: Stripe.Subscription, created: number) {
  const event = stripeEvent(type, subscription, { created });
  expect((await deliverEvent(t, event)).status).toBe(200);
  expect((await deliverEvent(t, event)).status).toBe(200);
}

describe('MRR movements from Stripe webhooks', () => {
  it('Basic → Pro is an expansion, Pro → Basic a contraction, each with the MRR before and after', async () => {
    const { accountId, customer } = await stripeCustomerAccount(t);
    const base = { id: stripeId('sub'), customer, accountId, periodStart: unixNow() - 86_400 };
    const now = unixNow();
    await deliverTwice('customer.subscription.created', stripeSubscription({ ...base, price: starterPrice }), now - 30);
    await deliverTwice('customer.subscription.updated', stripeSubscription({ ...base, price: proPrice }), now - 20);
    await deliverTwice('customer.subscription.updated', stripeSubscription({ ...base, price: starterPrice }), now - 10);
    expect(await movements(accountId)).toEqual([
      ['new', 0, 900, 'free', 'starter', null, 'stripe'],
      ['expansion', 900, 2900, 'starter', 'pro', null, 'stripe'],
      ['contraction', 2900, 900, 'pro', 'starter', 'voluntary', 'stripe'],
    ]);
  });

  it('a customer who churned and subscribes again is a reactivation, not new business', async () => {
    const { accountId, customer } = await stripeCustomerAccount(t);
    const first = { id: stripeId('sub'), customer, accountId, price: proPrice, periodStart: unixNow() - 86_400 };
    const now = unixNow();
    await deliverTwice('customer.subscription.created', stripeSubscription(first), now - 30);
    await deliverTwice('customer.subscription.deleted', stripeSubscription({ ...first, status: 'canceled' }), now - 20);
    // Coming back makes a new subscription at Stripe, on another plan.
    const again = stripeSubscription({ customer, accountId, price: starterPrice, metadata: { accountId } });
    await deliverTwice('customer.subscription.created', again, now - 10);
    expect(await movements(accountId)).toEqual([
      ['new', 0, 2900, 'free', 'pro', null, 'stripe'],
      ['churn', 2900, 0, 'pro', 'free', 'voluntary', 'stripe'],
      ['reactivation', 0, 900, 'free', 'starter', null, 'stripe'],
    ]);
    const cohorts = await t.db
      .select({ month: subscriptionMovements.cohortMonth })
      .from(subscriptionMovements)
      .where(eq(subscriptionMovements.accountId, accountId));
    expect(new Set(cohorts.map((row) => row.month)).size).toBe(1);
  });
});
