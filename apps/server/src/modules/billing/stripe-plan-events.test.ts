// Issue 9 item 12 with Stripe: customer.subscription.updated / .deleted apply the plan, settle a
// pending downgrade and park or bring back sites in the same transaction; a replay changes nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, billingSubscriptions, sites, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueEmail } from '../../test/auth.ts';
import {
  STRIPE_TEST_ENV,
  deliverEvent,
  stripeEvent,
  stripeId,
  stripePrice,
  stripeSubscription,
  unixNow,
} from '../../test/stripe.ts';
import { createOwnedAccount } from '../accounts/service.ts';
import { insertSiteRow } from '../../test/sites.ts';
import { createDeployableTheme } from '../../test/slots.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...STRIPE_TEST_ENV, TRUSTED_PROXY: 'X-Forwarded-For' });
}, 300_000);
afterAll(() => t.close());

const proPrice = stripePrice({ id: 'price_pro', lookup_key: 'themeport_pro_monthly', unit_amount: 2900 });
const starterPrice = stripePrice({
  id: 'price_starter',
  lookup_key: 'themeport_starter_monthly',
  unit_amount: 900,
  metadata: { plan: 'starter' },
});

async function accountWithFiveSites() {
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Stripe Owner', email: uniqueEmail('stripe'), emailVerified: true })
    .returning();
  const account = await createOwnedAccount(t.db, { userId: user!.id, name: 'Stripe Studio' });
  const customer = stripeId('cus');
  await t.db.update(accounts).set({ stripeCustomerId: customer }).where(eq(accounts.id, account.id));
  const theme = await createDeployableTheme(t.db);
  for (const [index, name] of ['A', 'B', 'C', 'D', 'E'].entries()) {
    await insertSiteRow(t.db, account.id, { themeId: theme.id, name, slotNumber: index + 1, daysAgo: 10 - index });
  }
  return { accountId: account.id, customer };
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
