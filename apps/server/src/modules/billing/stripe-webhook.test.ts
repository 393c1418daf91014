import { eq } from 'drizzle-orm';
import type { InvoicesResponse, LibraryResponse, PaymentMethodsResponse } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountLibrary,
  accounts,
  billingSubscriptions,
  cartItems,
  checkoutSessions,
  paymentEvents,
  paymentMethods,
  purchases,
  themes,
  users,
} from '../../db/schema.ts';
import { createStripeClient } from '../../adapters/payments/stripe.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { recentEvents } from '../../test/security.ts';
import { createOwnedAccount } from '../accounts/service.ts';
import { signedInOwner, uniqueEmail } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';
import { signedInDeveloper } from '../../test/sellers.ts';
import {
  STRIPE_TEST_ENV,
  deliverEvent,
  stripeCard,
  stripeCheckoutSession,
  stripeEvent,
  stripeId,
  stripeInvoice,
  stripePrice,
  stripeSubscription,
  storeStripeSession,
  unixNow,
} from '../../test/stripe.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...STRIPE_TEST_ENV, TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const RECEIVED = { received: true };
const INVALID = { error: 'Invalid webhook signature', code: 'INVALID_SIGNATURE' };

async function eventRows(id: string) {
  return t.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
}

async function accountRow(id: string) {
  const [row] = await t.db.select().from(accounts).where(eq(accounts.id, id));
  return row!;
}

/** A user who owns a fresh account (straight into the tables: most tests need no session). */
async function owner() {
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Test Buyer', email: uniqueEmail('buyer'), emailVerified: true })
    .returning();
  const account = await createOwnedAccount(t.db, { userId: user!.id, name: 'Buyer Studio' });
  return { user: user!, account };
}

/** An owner with an account that has a Stripe customer, as after its first checkout. */
async function customerAccount() {
  return withCustomer(await owner());
}

async function withCustomer<T extends { account: { id: string } }>(owned: T): Promise<T & { customerId: string }> {
  const customerId = stripeId('cus');
  await t.db.update(accounts).set({ stripeCustomerId: customerId }).where(eq(accounts.id, owned.account.id));
  return { ...owned, customerId };
}

const storeSession = (values: Parameters<typeof storeStripeSession>[1]) => storeStripeSession(t, values);

/** A buyer with a paid theme in the cart and an open Stripe session for it. */
async function themePurchase(price = 4900, buyer?: { user: { id: string }; account: { id: string } }) {
  const developer = await signedInDeveloper(t);
  const theme = await createTheme(t.db, { price, creatorId: developer.user.id });
  buyer ??= await owner();
  await t.db.insert(cartItems).values({ userId: buyer.user.id, themeId: theme.id });
  const row = await storeSession({
    accountId: buyer.account.id,
    userId: buyer.user.id,
    lines: [{ themeId: theme.id, name: theme.name, amount: price, quantity: 1 }],
    amountTotal: price,
  });
  const customerId = stripeId('cus');
  const session = stripeCheckoutSession({
    id: row.id,
    customer: customerId,
    accountId: buyer.account.id,
    userId: buyer.user.id,
    amountTotal: price,
  });
  return { developer, theme, buyer, row, session, customerId };
}

async function sessionStatus(id: string) {
  const [row] = await t.db
    .select({ status: checkoutSessions.status })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, id));
  return row?.status;
}

describe('POST /api/webhooks/stripe: signature', () => {
  it('refuses a payload signed with another secret, and records nothing', async () => {
    const { row, session } = await themePurchase();
    const event = stripeEvent('checkout.session.completed', session);
    const before = await recentEvents(t.db, { type: 'webhook_signature_failed' });
    const res = await deliverEvent(t, event, { secret: 'whsec_someone_else' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID);
    expect(await eventRows(event.id)).toEqual([]);
    // The security monitor hears of it (issue 24).
    const after = await recentEvents(t.db, { type: 'webhook_signature_failed' });
    expect(after.slice(before.length)).toMatchObject([
      { endpoint: 'POST /api/webhooks/stripe', severity: 'medium', metadata: { code: 'INVALID_SIGNATURE' } },
    ]);
    expect(await sessionStatus(row.id)).toBe('open');
  });

  it('refuses a signature older than five minutes (a replay) and a missing one', async () => {
    const { row, session } = await themePurchase();
    const event = stripeEvent('checkout.session.completed', session);
    const old = await deliverEvent(t, event, { timestamp: unixNow() - 5 * 60 - 10 });
    expect(old.status).toBe(400);
    expect(await old.json()).toEqual(INVALID);
    const unsigned = await deliverEvent(t, event, { signature: null });
    expect(unsigned.status).toBe(400);
    expect(await eventRows(event.id)).toEqual([]);
    expect(await sessionStatus(row.id)).toBe('open');

    // Within the window the same event goes through.
    const recent = await deliverEvent(t, event, { timestamp: unixNow() - 4 * 60 });
    expect(recent.status).toBe(200);
    expect(await sessionStatus(row.id)).toBe('complete');
  });

  it('refuses a body changed after signing', async () => {
    const { session } = await themePurchase();
    const event = stripeEvent('checkout.session.completed', session);
    const payload = JSON.stringify(event);
    const header = createStripeClient('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
    });
    const tampered = payload.replace('"amount_total":4900', '"amount_total":1');
    const res = await t.app.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': header },
      body: tampered,
    });
    expect(res.status).toBe(400);
    expect(await eventRows(event.id)).toEqual([]);
  });

  it('answers 200 and ignores event types Themeport does not act on', async () => {
    const event = stripeEvent('customer.created', { id: stripeId('cus'), object: 'customer' });
    const res = await deliverEvent(t, event);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(RECEIVED);
    expect(await eventRows(event.id)).toEqual([]);
  });
});

describe('POST /api/webhooks/stripe: theme purchases', () => {
  it('fulfils a paid session: library entry, purchase with the 80% developer share, one more download, cart emptied, session complete', async () => {
    const buyer = await signedInOwner(t);
    const { developer, theme, row, session, customerId } = await themePurchase(4900, buyer);
    const event = stripeEvent('checkout.session.completed', session);

    const res = await deliverEvent(t, event);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(RECEIVED);

    const library = await buyer.client.request(`/api/accounts/${buyer.account.id}/library`);
    expect(library.status).toBe(200);
    const { items } = (await library.json()) as LibraryResponse;
    expect(items.map((item) => [item.templateId, item.source])).toEqual([[theme.id, 'purchase']]);

    const bought = await t.db.select().from(purchases).where(eq(purchases.accountId, buyer.account.id));
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({
      themeId: theme.id,
      userId: buyer.user.id,
      developerId: developer.user.id,
      checkoutSessionId: row.id,
      pricePaid: 4900,
      developerShare: 3920,
      platformShare: 980,
      currency: 'usd',
    });
    const [after] = await t.db.select({ downloads: themes.downloads }).from(themes).where(eq(themes.id, theme.id));
    expect(after!.downloads).toBe(theme.downloads + 1);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.user.id))).toEqual([]);
    expect(await sessionStatus(row.id)).toBe('complete');
    expect((await accountRow(buyer.account.id)).stripeCustomerId).toBe(customerId);
    expect(await eventRows(event.id)).toMatchObject([
      { provider: 'stripe', type: 'checkout.session.completed', accountId: buyer.account.id },
    ]);
  });

  it('fulfils the same event delivered ten times at once exactly once', async () => {
    const { theme, buyer, session } = await themePurchase(4900);
    const event = stripeEvent('checkout.session.completed', session);

    const answers = await Promise.all(Array.from({ length: 10 }, () => deliverEvent(t, event)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));

    expect(await t.db.select().from(purchases).where(eq(purchases.accountId, buyer.account.id))).toHaveLength(1);
    expect(await t.db.select().from(accountLibrary).where(eq(accountLibrary.accountId, buyer.account.id))).toHaveLength(
      1,
    );
    const [after] = await t.db.select({ downloads: themes.downloads }).from(themes).where(eq(themes.id, theme.id));
    expect(after!.downloads).toBe(theme.downloads + 1);
    expect(await eventRows(event.id)).toHaveLength(1);

    // And once more later, as Stripe's retries would: still nothing new.
    expect((await deliverEvent(t, event)).status).toBe(200);
    expect(await t.db.select().from(purchases).where(eq(purchases.accountId, buyer.account.id))).toHaveLength(1);
  });

  it('waits for an asynchronous payment: an unpaid completed session changes nothing until async_payment_succeeded', async () => {
    const { buyer, row, session } = await themePurchase(2500);
    const pending = stripeEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' });
    expect((await deliverEvent(t, pending)).status).toBe(200);
    expect(await sessionStatus(row.id)).toBe('open');
    expect(await eventRows(pending.id)).toEqual([]);

    const succeeded = stripeEvent('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' });
    expect((await deliverEvent(t, succeeded)).status).toBe(200);
    expect(await sessionStatus(row.id)).toBe('complete');
    expect(await t.db.select().from(purchases).where(eq(purchases.accountId, buyer.account.id))).toHaveLength(1);
  });
});

describe('POST /api/webhooks/stripe: subscriptions', () => {
  const proPrice = () =>
    stripePrice({ lookup_key: 'themeport_pro_monthly', unit_amount: 2900, metadata: { plan: 'pro' } });
  const starterPrice = () =>
    stripePrice({ lookup_key: 'themeport_starter_monthly', unit_amount: 900, metadata: { plan: 'starter' } });

  it('completes a subscription checkout without touching the plan: the plan comes with the subscription events', async () => {
    const { account, user } = await owner();
    const row = await storeSession({
      accountId: account.id,
      userId: user.id,
      mode: 'subscription',
      plan: 'pro',
      amountTotal: 2900,
    });
    const customerId = stripeId('cus');
    const session = stripeCheckoutSession({
      id: row.id,
      mode: 'subscription',
      customer: customerId,
      subscription: stripeId('sub'),
      accountId: account.id,
    });
    expect((await deliverEvent(t, stripeEvent('checkout.session.completed', session))).status).toBe(200);
    expect(await sessionStatus(row.id)).toBe('complete');
    const after = await accountRow(account.id);
    expect(after.stripeCustomerId).toBe(customerId);
    expect(after.plan).toBe('free');
  });

  it('applies events by when Stripe produced them: an older event arriving late is ignored; deletion returns the account to free', async () => {
    const { account, customerId } = await customerAccount();
    const subscriptionId = stripeId('sub');
    const t1 = unixNow() - 120;
    const t2 = t1 + 60;
    const base = { id: subscriptionId, customer: customerId, accountId: account.id };

    const updated = stripeEvent(
      'customer.subscription.updated',
      stripeSubscription({ ...base, price: proPrice(), status: 'active' }),
      { created: t2 },
    );
    const created = stripeEvent(
      'customer.subscription.created',
      stripeSubscription({
        ...base,
        price: starterPrice(),
        status: 'active',
        metadata: { accountId: account.id, plan: 'starter' },
      }),
      {
        created: t1,
      },
    );
    expect((await deliverEvent(t, updated)).status).toBe(200);
    expect((await deliverEvent(t, created)).status).toBe(200);

    const [row] = await t.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.providerSubscriptionId, subscriptionId));
    expect(row).toMatchObject({
      accountId: account.id,
      plan: 'pro',
      status: 'active',
      amount: 2900,
      stripeCustomerId: customerId,
    });
    expect(Math.floor(row!.lastEventAt.getTime() / 1000)).toBe(t2);
    let after = await accountRow(account.id);
    expect(after.plan).toBe('pro');
    expect(after.usageLimits.max_sites).toBe(10);
    // Both were delivered once: both ids are recorded.
    expect(await eventRows(created.id)).toHaveLength(1);

    const deleted = stripeEvent(
      'customer.subscription.deleted',
      stripeSubscription({ ...base, price: proPrice(), status: 'canceled' }),
      { created: t2 + 30 },
    );
    expect((await deliverEvent(t, deleted)).status).toBe(200);
    after = await accountRow(account.id);
    expect(after.plan).toBe('free');
    expect(after.usageLimits.max_sites).toBe(1);
  });

  it('orders events of the same second by the life cycle: created, then updated, then deleted', async () => {
    const { account, customerId } = await customerAccount();
    const base = { id: stripeId('sub'), customer: customerId, accountId: account.id, price: proPrice() };
    const second = unixNow() - 30;
    const created = stripeEvent(
      'customer.subscription.created',
      stripeSubscription({ ...base, status: 'incomplete' }),
      { created: second },
    );
    const updated = stripeEvent('customer.subscription.updated', stripeSubscription({ ...base, status: 'active' }), {
      created: second,
    });
    const deleted = stripeEvent('customer.subscription.deleted', stripeSubscription({ ...base, status: 'canceled' }), {
      created: second,
    });

    // The first payment went through (updated: active) before the late 'created' (incomplete) arrived.
    expect((await deliverEvent(t, updated)).status).toBe(200);
    expect((await deliverEvent(t, created)).status).toBe(200);
    expect((await accountRow(account.id)).plan).toBe('pro');

    // Cancelled in the same second: a late update must not bring the plan back.
    const lateUpdate = stripeEvent('customer.subscription.updated', stripeSubscription({ ...base, status: 'active' }), {
      created: second,
    });
    expect((await deliverEvent(t, deleted)).status).toBe(200);
    expect((await deliverEvent(t, lateUpdate)).status).toBe(200);
    const after = await accountRow(account.id);
    expect(after.plan).toBe('free');
    expect(after.usageLimits.max_sites).toBe(1);
  });

  it('finds the account by its Stripe customer when the subscription carries no account id', async () => {
    const { account, customerId } = await customerAccount();
    const sub = stripeSubscription({ customer: customerId, price: starterPrice(), metadata: {} });
    expect((await deliverEvent(t, stripeEvent('customer.subscription.created', sub))).status).toBe(200);
    const after = await accountRow(account.id);
    expect(after.plan).toBe('starter');
    expect(after.usageLimits.max_sites).toBe(3);
  });

  it('answers 500 when an event cannot be applied, records nothing, and applies it when Stripe delivers it again', async () => {
    const { account, customerId } = await customerAccount();
    const sub = stripeSubscription({ customer: customerId, accountId: account.id, price: proPrice() });
    const broken = stripeEvent('customer.subscription.created', { ...sub, items: { ...sub.items, data: [] } });
    const res = await deliverEvent(t, broken);
    expect(res.status).toBe(500);
    expect(await eventRows(broken.id)).toEqual([]);

    const retried = { ...broken, data: { object: sub } } as typeof broken;
    expect((await deliverEvent(t, retried)).status).toBe(200);
    expect((await accountRow(account.id)).plan).toBe('pro');
  });
});

describe('POST /api/webhooks/stripe: invoices and cards', () => {
  it('records a paid invoice and a failed one (open, nothing paid), listed newest first by the invoices API', async () => {
    const signedIn = await signedInOwner(t);
    const { account, customerId } = await withCustomer(signedIn);
    const paid = stripeInvoice({
      customer: customerId,
      number: 'TP-PAID-0001',
      amountPaid: 2900,
      lineDescription: '1 × Themeport Pro (at $29.00 / month)',
      periodStart: unixNow() - 3600,
      periodEnd: unixNow() - 3600 + 30 * 86_400,
      created: unixNow() - 3600,
    });
    expect((await deliverEvent(t, stripeEvent('invoice.paid', paid))).status).toBe(200);
    const failed = stripeInvoice({ customer: customerId, number: 'TP-FAIL-0002', status: 'open', amountPaid: 0 });
    expect((await deliverEvent(t, stripeEvent('invoice.payment_failed', failed))).status).toBe(200);

    const res = await signedIn.client.request(`/api/accounts/${account.id}/invoices`);
    expect(res.status).toBe(200);
    const { invoices: listed } = (await res.json()) as InvoicesResponse;
    expect(listed.map((invoice) => [invoice.number, invoice.status, invoice.amountPaid])).toEqual([
      ['TP-FAIL-0002', 'open', 0],
      ['TP-PAID-0001', 'paid', 2900],
    ]);
    expect(listed[1]).toMatchObject({
      currency: 'USD',
      description: '1 × Themeport Pro (at $29.00 / month)',
      createdAt: new Date(paid.created * 1000).toISOString(),
      periodEnd: new Date(paid.lines.data[0]!.period.end * 1000).toISOString(),
      // Stripe's own documents, opened in a new tab.
      hostedInvoiceUrl: paid.hosted_invoice_url,
      invoicePdf: paid.invoice_pdf,
    });
  });

  it('adds attached cards (the first becomes the default) and removes a detached one', async () => {
    const signedIn = await signedInOwner(t);
    const { account, customerId } = await withCustomer(signedIn);
    const visa = stripeCard({ customer: customerId, brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031 });
    const mastercard = stripeCard({ customer: customerId, brand: 'mastercard', last4: '4444', cvcCheck: 'fail' });
    expect((await deliverEvent(t, stripeEvent('payment_method.attached', visa))).status).toBe(200);
    expect((await deliverEvent(t, stripeEvent('payment_method.attached', mastercard))).status).toBe(200);

    const cards = async () => {
      const res = await signedIn.client.request(`/api/accounts/${account.id}/payment-methods`);
      expect(res.status).toBe(200);
      const { paymentMethods: listed } = (await res.json()) as PaymentMethodsResponse;
      return listed
        .map(({ isDefault, card }) => ({
          last4: card.last4,
          brand: card.brand,
          isDefault,
          expiry: [card.expMonth, card.expYear],
          cvc: card.checks.cvcCheck,
        }))
        .sort((a, b) => a.last4.localeCompare(b.last4));
    };
    expect(await cards()).toEqual([
      { last4: '4242', brand: 'visa', isDefault: true, expiry: [4, 2031], cvc: 'pass' },
      { last4: '4444', brand: 'mastercard', isDefault: false, expiry: [12, 2034], cvc: 'fail' },
    ]);

    // Stripe sends the detached card without its customer.
    expect((await deliverEvent(t, stripeEvent('payment_method.detached', { ...visa, customer: null }))).status).toBe(
      200,
    );
    expect(await cards()).toEqual([
      { last4: '4444', brand: 'mastercard', isDefault: true, expiry: [12, 2034], cvc: 'fail' },
    ]);
  });

  it('completes a setup session without any call to Stripe: the card comes with payment_method.attached', async () => {
    const { account, user, customerId } = await customerAccount();
    const row = await storeSession({ accountId: account.id, userId: user.id, mode: 'setup' });
    const session = stripeCheckoutSession({ id: row.id, mode: 'setup', customer: customerId, accountId: account.id });
    expect((await deliverEvent(t, stripeEvent('checkout.session.completed', session))).status).toBe(200);
    expect(await sessionStatus(row.id)).toBe('complete');
    expect(await t.db.select().from(paymentMethods).where(eq(paymentMethods.accountId, account.id))).toEqual([]);

    expect(
      (await deliverEvent(t, stripeEvent('payment_method.attached', stripeCard({ customer: customerId })))).status,
    ).toBe(200);
    expect(await t.db.select().from(paymentMethods).where(eq(paymentMethods.accountId, account.id))).toHaveLength(1);
  });
});

describe('the Stripe webhook without Stripe', () => {
  it('is not there with the local provider', async () => {
    const local = await createTestApp();
    try {
      const res = await deliverEvent(
        local,
        stripeEvent('customer.created', { id: stripeId('cus'), object: 'customer' }),
      );
      expect(res.status).toBe(404);
    } finally {
      await local.close();
    }
  });
});
