import { and, eq } from 'drizzle-orm';
import type {
  BillingOverview,
  CheckoutRedirect,
  CheckoutSessionCreated,
  CheckoutSessionView,
  InvoicesResponse,
  PaymentMethodsResponse,
  SubscriptionResponse,
} from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountLibrary,
  accounts,
  cartItems,
  checkoutSessions,
  paymentEvents,
  purchases,
  themes,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient, signedInMember, signedInOwner } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const VISA = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Test Person' };

/** POST /api/accounts/:accountId/checkout/themes, or …/subscription for `kind: 'subscription'`. */
async function startCheckout(
  client: Client,
  accountId: string,
  { kind, ...body }: { kind: 'themes' | 'subscription' } & Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await client.request(`/api/accounts/${accountId}/checkout/${kind}`, { json: body, headers });
  return { res, body: (await res.json()) as CheckoutSessionCreated & { error?: string; code?: string } };
}

async function pay(client: Client, sessionId: string, card: Partial<typeof VISA> = {}) {
  const res = await client.post(`/api/checkout/sessions/${sessionId}/pay`, { ...VISA, ...card });
  return { res, body: (await res.json()) as CheckoutRedirect & { error?: string; code?: string } };
}

describe('buying a paid theme with the local provider', () => {
  it('needs a session: User not authenticated', async () => {
    const theme = await createTheme(t.db, { price: 4900 });
    const { res, body } = await startCheckout(new Client(t), crypto.randomUUID(), {
      kind: 'themes',
      items: [{ themeId: theme.id, quantity: 1 }],
    });
    expect(res.status).toBe(401);
    expect(body.error).toBe('User not authenticated');
  });

  it('creates a session, shows the order in test mode, and fulfils once paid with 4242', async () => {
    const theme = await createTheme(t.db, { price: 4900, downloads: 3 });
    const { client, account, user } = await signedInOwner(t);
    await t.db.insert(cartItems).values({ userId: user.id, themeId: theme.id, quantity: 2 });

    const { res, body } = await startCheckout(client, account.id, {
      kind: 'themes',
      items: [{ themeId: theme.slug, quantity: 2 }],
    });
    expect(res.status).toBe(201);
    expect(body.url).toBe(`/checkout/${body.id}`);

    const view = (await (await client.request(`/api/checkout/sessions/${body.id}`)).json()) as CheckoutSessionView;
    expect(view).toMatchObject({
      mode: 'payment',
      status: 'open',
      testMode: true,
      total: 4900,
      currency: 'USD',
      email: user.email,
    });
    expect(view.lines).toEqual([
      expect.objectContaining({ themeId: theme.id, name: theme.name, amount: 4900, quantity: 2 }),
    ]);
    expect(view.successUrl).toBe(`/client-portal?theme=${theme.id}&success=true&session_id=${body.id}`);

    const paid = await pay(client, body.id);
    expect(paid.res.status).toBe(200);
    expect(paid.body.redirectUrl).toBe(`/client-portal?theme=${theme.id}&success=true&session_id=${body.id}`);

    const library = await t.db.select().from(accountLibrary).where(eq(accountLibrary.accountId, account.id));
    expect(library).toEqual([expect.objectContaining({ themeId: theme.id, source: 'purchase' })]);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.accountId, account.id));
    expect(purchase).toMatchObject({
      themeId: theme.id,
      pricePaid: 4900,
      // A platform theme (no developer): the whole price is the platform's.
      developerId: null,
      developerShare: 0,
      platformShare: 4900,
      checkoutSessionId: body.id,
    });
    const [stored] = await t.db.select({ downloads: themes.downloads }).from(themes).where(eq(themes.id, theme.id));
    expect(stored?.downloads).toBe(4);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);

    const invoices = (await (
      await client.request(`/api/accounts/${account.id}/invoices?limit=5`)
    ).json()) as InvoicesResponse;
    expect(invoices.invoices).toEqual([
      expect.objectContaining({
        amountPaid: 4900,
        currency: 'USD',
        status: 'paid',
        description: theme.name,
        invoicePdf: expect.stringMatching(/\/pdf$/),
      }),
    ]);
    // A one-off payment does not keep the card (as with Stripe).
    const methods = (await (
      await client.request(`/api/accounts/${account.id}/payment-methods`)
    ).json()) as PaymentMethodsResponse;
    expect(methods.paymentMethods).toEqual([]);

    // Paying again is refused and changes nothing; so is buying the theme again.
    expect((await pay(client, body.id)).res.status).toBe(409);
    const again = await startCheckout(client, account.id, {
      kind: 'themes',
      items: [{ themeId: theme.id, quantity: 1 }],
    });
    expect(again.res.status).toBe(409);
    expect(again.body.error).toBe('These themes are already in your library.');
    expect(await t.db.select().from(purchases).where(eq(purchases.accountId, account.id))).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', 400, 'Your card was declined. Please try a different card.'],
    ['4000 0000 0000 9995', 400, 'Your card has insufficient funds. Please try a different card.'],
    ['4000 0000 0000 0069', 400, 'Your card has expired. Please use a different card.'],
    ['4000 0000 0000 0127', 400, "Your card's security code is incorrect."],
    [
      '4000 0025 0000 3155',
      // The page shows the test authentication step (three-d-secure.test.ts).
      402,
      'Your bank requires additional authentication. Please try again and complete the verification.',
    ],
    ['4000 0000 0000 0119', 503, 'An error occurred while processing your card. Please try again.'],
    ['4242 4242 4242 4241', 400, 'Your card number is invalid.'],
  ])('card %s is refused with %i and its message; nothing is fulfilled', async (cardNumber, status, message) => {
    const theme = await createTheme(t.db, { price: 1500 });
    const { client, account } = await signedInOwner(t);
    const { body } = await startCheckout(client, account.id, {
      kind: 'themes',
      items: [{ themeId: theme.id, quantity: 1 }],
    });
    const refused = await pay(client, body.id, { cardNumber });
    expect(refused.res.status).toBe(status);
    expect(refused.body.error).toBe(message);
    expect(await t.db.select().from(accountLibrary).where(eq(accountLibrary.accountId, account.id))).toEqual([]);
    // The session stays open: another card can still pay it.
    expect((await pay(client, body.id)).res.status).toBe(200);
  });

  it('refuses an expiry in the past with the expired-card text', async () => {
    const theme = await createTheme(t.db, { price: 1500 });
    const { client, account } = await signedInOwner(t);
    const { body } = await startCheckout(client, account.id, {
      kind: 'themes',
      items: [{ themeId: theme.id, quantity: 1 }],
    });
    const refused = await pay(client, body.id, { expiry: '01/20' });
    expect(refused.res.status).toBe(400);
    expect(refused.body.error).toBe('Your card has expired. Please use a different card.');
  });

  it('answers a double click with one session', async () => {
    const theme = await createTheme(t.db, { price: 2500 });
    const { client, account } = await signedInOwner(t);
    const request = { kind: 'themes' as const, items: [{ themeId: theme.id, quantity: 1 }] };
    const [first, second] = await Promise.all([
      startCheckout(client, account.id, request),
      startCheckout(client, account.id, request),
    ]);
    expect(first.res.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    const keyed = await startCheckout(client, account.id, request, { 'Idempotency-Key': 'click-1' });
    expect((await startCheckout(client, account.id, request, { 'Idempotency-Key': 'click-1' })).body.id).toBe(
      keyed.body.id,
    );
    expect(await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.accountId, account.id))).toHaveLength(
      2,
    );
  });

  it('a cancelled session frees the request for a new one', async () => {
    const theme = await createTheme(t.db, { price: 2500 });
    const { client, account } = await signedInOwner(t);
    const request = { kind: 'themes' as const, items: [{ themeId: theme.id, quantity: 1 }] };
    const first = await startCheckout(client, account.id, request);
    const cancelled = await client.post(`/api/checkout/sessions/${first.body.id}/cancel`);
    expect(((await cancelled.json()) as CheckoutRedirect).redirectUrl).toBe(`/themes/${theme.slug}`);
    const second = await startCheckout(client, account.id, request);
    expect(second.body.id).not.toBe(first.body.id);
  });

  it('refuses free themes, unknown themes and unsafe return addresses', async () => {
    const free = await createTheme(t.db, { price: 0 });
    const paid = await createTheme(t.db, { price: 900 });
    const { client, account } = await signedInOwner(t);
    const freeAnswer = await startCheckout(client, account.id, {
      kind: 'themes',
      items: [{ themeId: free.id, quantity: 1 }],
    });
    expect([freeAnswer.res.status, freeAnswer.body.code]).toEqual([400, 'FREE_THEME']);
    expect(
      (await startCheckout(client, account.id, { kind: 'themes', items: [{ themeId: 'no-such-theme', quantity: 1 }] }))
        .res.status,
    ).toBe(404);
    const open = await startCheckout(client, account.id, {
      kind: 'themes',
      items: [{ themeId: paid.id, quantity: 1 }],
      successUrl: 'https://evil.example/',
    });
    expect(open.res.status).toBe(400);
    expect(
      (
        await startCheckout(client, account.id, {
          kind: 'themes',
          items: [{ themeId: paid.id, quantity: 1 }],
          successUrl: '//evil.example/',
        })
      ).res.status,
    ).toBe(400);
  });

  it('lets only owners and admins buy (purchases:write), and only the creator see or pay a session', async () => {
    const theme = await createTheme(t.db, { price: 900 });
    const { client, account } = await signedInOwner(t);
    const items = [{ themeId: theme.id, quantity: 1 }];
    for (const role of ['editor', 'viewer'] as const) {
      const member = await signedInMember(t, account.id, role);
      const refused = await startCheckout(member.client, account.id, { kind: 'themes', items });
      expect([refused.res.status, refused.body.error]).toEqual([
        403,
        'You do not have permission to access this resource',
      ]);
    }
    const stranger = await signedInOwner(t);
    expect((await startCheckout(stranger.client, account.id, { kind: 'themes', items })).res.status).toBe(403);
    expect(await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.accountId, account.id))).toEqual([]);

    const admin = await signedInMember(t, account.id, 'admin');
    const byAdmin = await startCheckout(admin.client, account.id, { kind: 'themes', items });
    expect(byAdmin.res.status).toBe(201);
    const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, byAdmin.body.id));
    expect([row?.accountId, row?.userId]).toEqual([account.id, admin.user.id]);

    const { body } = await startCheckout(client, account.id, { kind: 'themes', items });
    expect((await stranger.client.request(`/api/checkout/sessions/${body.id}`)).status).toBe(404);
    expect((await pay(stranger.client, body.id)).res.status).toBe(404);
    expect(await t.db.select().from(accountLibrary).where(eq(accountLibrary.accountId, account.id))).toEqual([]);
  });
});

describe('plans', () => {
  it('subscribes to Basic: plan starter, 3 sites, $9/month, Priority Support, an invoice and a default card', async () => {
    const { client, account } = await signedInOwner(t);
    const { res, body } = await startCheckout(client, account.id, { kind: 'subscription', plan: 'starter' });
    expect(res.status).toBe(201);
    const view = (await (await client.request(`/api/checkout/sessions/${body.id}`)).json()) as CheckoutSessionView;
    expect(view).toMatchObject({
      mode: 'subscription',
      total: 900,
      interval: 'month',
      lines: [expect.objectContaining({ name: 'Basic plan', amount: 900 })],
    });

    const paid = await pay(client, body.id);
    expect(paid.body.redirectUrl).toBe(`/client-portal?success=subscription&session_id=${body.id}`);

    const [stored] = await t.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(stored?.plan).toBe('starter');
    expect(stored?.usageLimits.max_sites).toBe(3);
    const subscription = (await (
      await client.request(`/api/accounts/${account.id}/subscription`)
    ).json()) as SubscriptionResponse;
    expect(subscription).toMatchObject({ displayPrice: '$9/month', supportLevel: 'Priority Support', maxSites: 3 });
    expect(subscription.subscription).toMatchObject({
      planId: 'starter',
      planName: 'Basic',
      status: 'active',
      amount: 900,
      currency: 'USD',
    });

    const overview = (await (await client.request(`/api/accounts/${account.id}/billing`)).json()) as BillingOverview;
    expect(overview.provider).toBe('local');
    expect(overview.nextInvoice).toMatchObject({
      amount: 900,
      overages: 0,
      currency: 'USD',
      date: subscription.subscription.currentPeriodEnd,
    });
    const invoices = (await (
      await client.request(`/api/accounts/${account.id}/invoices?limit=5`)
    ).json()) as InvoicesResponse;
    expect(invoices.invoices).toEqual([
      expect.objectContaining({ amountPaid: 900, status: 'paid', description: 'Basic plan (monthly)' }),
    ]);

    const cards = (await (
      await client.request(`/api/accounts/${account.id}/payment-methods`)
    ).json()) as PaymentMethodsResponse;
    expect(cards.paymentMethods).toEqual([
      expect.objectContaining({ isDefault: true, card: expect.objectContaining({ brand: 'visa', last4: '4242' }) }),
    ]);

    // A second subscription checkout is refused: plan changes go through the billing page.
    const again = await startCheckout(client, account.id, { kind: 'subscription', plan: 'pro' });
    expect([again.res.status, again.body.code]).toEqual([409, 'ALREADY_SUBSCRIBED']);
  });

  it('changes Basic to Pro in place: 10 sites and a prorated invoice', async () => {
    const { client, account } = await signedInOwner(t);
    const { body } = await startCheckout(client, account.id, { kind: 'subscription', plan: 'starter' });
    await pay(client, body.id);

    // The plan the account has: nothing changes (plan-change.test.ts covers the rest).
    const same = await client.post(`/api/accounts/${account.id}/subscription`, { plan: 'starter' });
    expect(same.status).toBe(200);
    const changed = await client.post(`/api/accounts/${account.id}/subscription`, { plan: 'pro' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as SubscriptionResponse).subscription).toMatchObject({
      planId: 'pro',
      amount: 2900,
      status: 'active',
    });
    const [stored] = await t.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect([stored?.plan, stored?.usageLimits.max_sites]).toEqual(['pro', 10]);
    const invoices = (await (await client.request(`/api/accounts/${account.id}/invoices`)).json()) as InvoicesResponse;
    // Right after subscribing, the whole month's difference: $29 − $9.
    expect(invoices.invoices.map((invoice) => invoice.amountPaid)).toEqual([2000, 900]);
  });

  it('without a subscription, Upgrade Plan answers a checkout; only the owner may subscribe', async () => {
    const { client, account } = await signedInOwner(t);
    const upgrade = await client.post(`/api/accounts/${account.id}/subscription`, { plan: 'pro' });
    expect(upgrade.status).toBe(201);
    const { id } = (await upgrade.json()) as CheckoutSessionCreated;
    const view = (await (await client.request(`/api/checkout/sessions/${id}`)).json()) as CheckoutSessionView;
    expect(view.successUrl).toBe(`/account/billing?success=plan&session_id=${id}`);

    const admin = await signedInMember(t, account.id, 'admin');
    expect((await admin.client.post(`/api/accounts/${account.id}/subscription`, { plan: 'pro' })).status).toBe(403);
    expect((await startCheckout(admin.client, account.id, { kind: 'subscription', plan: 'pro' })).res.status).toBe(403);
  });
});

describe('payment methods', () => {
  async function ownerWithCards(cards: string[]) {
    const owner = await signedInOwner(t);
    for (const cardNumber of cards) {
      const setup = await owner.client.post(`/api/accounts/${owner.account.id}/payment-methods/setup`);
      expect(setup.status).toBe(201);
      const { id } = (await setup.json()) as CheckoutSessionCreated;
      const saved = await pay(owner.client, id, { cardNumber });
      expect(saved.body.redirectUrl).toBe('/account/billing?tab=payment-methods&success=card');
    }
    const list = async () =>
      (
        (await (
          await owner.client.request(`/api/accounts/${owner.account.id}/payment-methods`)
        ).json()) as PaymentMethodsResponse
      ).paymentMethods;
    return { ...owner, list };
  }

  it('adds cards without a charge; the first is the default; setting another keeps exactly one default', async () => {
    const { client, account, list } = await ownerWithCards(['4242424242424242', '5555555555554444']);
    const cards = await list();
    expect(cards.map((card) => [card.card.brand, card.isDefault])).toEqual([
      ['mastercard', false],
      ['visa', true],
    ]);
    const invoices = (await (await client.request(`/api/accounts/${account.id}/invoices`)).json()) as InvoicesResponse;
    expect(invoices.invoices).toEqual([]);

    const res = await client.post(`/api/accounts/${account.id}/payment-methods/${cards[0]!.id}/default`);
    expect(res.status).toBe(200);
    const after = ((await res.json()) as PaymentMethodsResponse).paymentMethods;
    expect(after.filter((card) => card.isDefault).map((card) => card.card.brand)).toEqual(['mastercard']);
  });

  it('keeps one payment method for a card entered twice', async () => {
    const { list } = await ownerWithCards(['4242424242424242', '4242 4242 4242 4242']);
    expect((await list()).map((card) => [card.card.last4, card.isDefault])).toEqual([['4242', true]]);
  });

  it('keeps the default while others exist, removes the others, then the last one', async () => {
    const { client, account, list } = await ownerWithCards(['4242424242424242', '4000000000000101']);
    const [cvcFail, visa] = await list();
    expect(cvcFail?.card.checks.cvcCheck).toBe('fail');
    const blocked = await client.request(`/api/accounts/${account.id}/payment-methods/${visa!.id}`, {
      method: 'DELETE',
    });
    expect(blocked.status).toBe(409);
    expect(((await blocked.json()) as { error: string }).error).toBe('Cannot remove default payment method');
    expect(
      (await client.request(`/api/accounts/${account.id}/payment-methods/${cvcFail!.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect(
      (await client.request(`/api/accounts/${account.id}/payment-methods/${visa!.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect(await list()).toEqual([]);
  });
});

describe("another account's billing", () => {
  it('is never readable: 403 for non-owners and strangers, 404 for another account’s objects', async () => {
    const { client, account } = await signedInOwner(t);
    const { body } = await startCheckout(client, account.id, { kind: 'subscription', plan: 'starter' });
    await pay(client, body.id);
    const invoices = (await (await client.request(`/api/accounts/${account.id}/invoices`)).json()) as InvoicesResponse;
    const methods = (await (
      await client.request(`/api/accounts/${account.id}/payment-methods`)
    ).json()) as PaymentMethodsResponse;
    const invoiceId = invoices.invoices[0]!.id;
    const methodId = methods.paymentMethods[0]!.id;

    const stranger = await signedInOwner(t);
    for (const path of [
      'billing',
      'invoices',
      'payment-methods',
      'subscription',
      `invoices/${invoiceId}/pdf`,
      `invoices/${invoiceId}/receipt`,
    ]) {
      expect((await stranger.client.request(`/api/accounts/${account.id}/${path}`)).status, path).toBe(403);
    }
    // Through the stranger's own account, the ids do not exist.
    expect(
      (await stranger.client.request(`/api/accounts/${stranger.account.id}/invoices/${invoiceId}/pdf`)).status,
    ).toBe(404);
    const foreignDefault = await stranger.client.post(
      `/api/accounts/${stranger.account.id}/payment-methods/${methodId}/default`,
    );
    expect(foreignDefault.status).toBe(404);
    const foreignDelete = await stranger.client.request(
      `/api/accounts/${stranger.account.id}/payment-methods/${methodId}`,
      { method: 'DELETE' },
    );
    expect(foreignDelete.status).toBe(404);

    const viewer = await signedInMember(t, account.id, 'viewer');
    expect((await viewer.client.request(`/api/accounts/${account.id}/billing`)).status).toBe(403);
    expect((await viewer.client.request(`/api/accounts/${account.id}/invoices`)).status).toBe(403);
    // Members may see the plan (the portal card), not the billing details.
    expect((await viewer.client.request(`/api/accounts/${account.id}/subscription`)).status).toBe(200);
  });

  it('has no provider billing portal with the local provider', async () => {
    const { client, account } = await signedInOwner(t);
    const res = await client.post(`/api/accounts/${account.id}/billing/portal`);
    expect(res.status).toBe(404);
  });

  it('serves the owner a PDF and a receipt page for each local invoice', async () => {
    const { client, account } = await signedInOwner(t);
    const { body } = await startCheckout(client, account.id, { kind: 'subscription', plan: 'pro' });
    await pay(client, body.id);
    const [invoice] = (
      (await (await client.request(`/api/accounts/${account.id}/invoices`)).json()) as InvoicesResponse
    ).invoices;
    const pdf = await client.request(invoice!.invoicePdf!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const receipt = await client.request(invoice!.hostedInvoiceUrl!);
    const html = await receipt.text();
    expect(html).toContain(invoice!.number);
    expect(html).toContain('$29.00');
  });
});

describe('fulfilment', () => {
  it('records the local event once', async () => {
    const theme = await createTheme(t.db, { price: 700 });
    const { client, account } = await signedInOwner(t);
    const { body } = await startCheckout(client, account.id, {
      kind: 'themes',
      items: [{ themeId: theme.id, quantity: 1 }],
    });
    await pay(client, body.id);
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.id, `evt_local_${body.id}`)));
    expect(events).toHaveLength(1);
  });

  it('a signed-in user without an account cannot check out for someone else’s', async () => {
    const theme = await createTheme(t.db, { price: 700 });
    const { client } = await signedInClient(t);
    const other = await signedInOwner(t);
    const { res } = await startCheckout(client, other.account.id, {
      kind: 'themes',
      items: [{ themeId: theme.id, quantity: 1 }],
    });
    expect(res.status).toBe(403);
    expect(await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.accountId, other.account.id))).toEqual(
      [],
    );
  });
});
