// Stripe test support for accounts: the plans' recurring prices as Stripe holds them, and an
// owner's account known to Stripe as a customer.
import { eq } from 'drizzle-orm';
import { accounts, users } from '../db/schema.ts';
import { createOwnedAccount } from '../modules/accounts/service.ts';
import type { TestApp } from './app.ts';
import { uniqueEmail } from './auth.ts';
import { stripeId, stripePrice } from './stripe.ts';

/** Pro ($29) and Basic ($9) as their lookup keys find them. */
export const STRIPE_PLAN_PRICES = {
  pro: stripePrice({ id: 'price_pro', lookup_key: 'themeport_pro_monthly', unit_amount: 2900 }),
  starter: stripePrice({
    id: 'price_starter',
    lookup_key: 'themeport_starter_monthly',
    unit_amount: 900,
    metadata: { plan: 'starter' },
  }),
};

/** An owner (not signed in) and their account, with a Stripe customer id. */
export async function stripeCustomerAccount(t: TestApp, name = 'Stripe Studio') {
  const [user] = await t.db
    .insert(users)
    .values({ name: `${name} Owner`, email: uniqueEmail('stripe'), emailVerified: true })
    .returning();
  const account = await createOwnedAccount(t.db, { userId: user!.id, name });
  const customer = stripeId('cus');
  await t.db.update(accounts).set({ stripeCustomerId: customer }).where(eq(accounts.id, account.id));
  return { user: user!, accountId: account.id, customer };
}
