// Issue 9 item 10 with the local provider: a theme the account owns is never charged again, however
// many open sessions for it are paid and however they race (decision 006).
import { eq } from 'drizzle-orm';
import type { CheckoutRedirect, CheckoutSessionCreated, CheckoutSessionView, InvoicesResponse } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLibrary, invoices, purchases, themes } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Client, signedInOwner } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const VISA = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Test Person' };
const ALREADY_OWNED = 'Already in your library';

/** A new open session for these themes (its own Idempotency-Key, as from another tab or device). */
async function openSession(client: Client, accountId: string, themeIds: string[], key: string): Promise<string> {
  const res = await client.request(`/api/accounts/${accountId}/checkout/themes`, {
    json: { items: themeIds.map((themeId) => ({ themeId, quantity: 1 })) },
    headers: { 'idempotency-key': key },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as CheckoutSessionCreated).id;
}

async function pay(client: Client, sessionId: string, card: Partial<typeof VISA> = {}) {
  const res = await client.post(`/api/checkout/sessions/${sessionId}/pay`, { ...VISA, ...card });
  return { status: res.status, body: (await res.json()) as CheckoutRedirect & { error?: string; code?: string } };
}

async function sessionStatus(client: Client, sessionId: string) {
  return ((await (await client.request(`/api/checkout/sessions/${sessionId}`)).json()) as CheckoutSessionView).status;
}

async function invoiceList(client: Client, accountId: string) {
  const res = await client.request(`/api/accounts/${accountId}/invoices?limit=100`);
  return ((await res.json()) as InvoicesResponse).invoices;
}

describe('a theme the account owns is never charged again (local provider)', () => {
  it('ten open sessions for one theme paid at once: one charge, one invoice, one licence; nine refused', async () => {
    const theme = await createTheme(t.db, { price: 6500, downloads: 0 });
    const { client, account } = await signedInOwner(t);
    const sessions: string[] = [];
    for (let i = 0; i < 10; i++) sessions.push(await openSession(client, account.id, [theme.id], `tab-${i}`));
    expect(new Set(sessions).size).toBe(10);

    const results = await Promise.all(sessions.map((id) => pay(client, id)));

    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    const refused = results.filter((result) => result.status !== 200);
    expect(refused).toHaveLength(9);
    for (const result of refused) {
      expect(result.status).toBe(409);
      expect(result.body).toEqual({ error: ALREADY_OWNED, code: 'ALREADY_IN_LIBRARY' });
    }
    expect(await invoiceList(client, account.id)).toEqual([
      expect.objectContaining({ amountPaid: 6500, status: 'paid', description: theme.name }),
    ]);
    expect(await t.db.select().from(purchases).where(eq(purchases.accountId, account.id))).toHaveLength(1);
    expect(await t.db.select().from(accountLibrary).where(eq(accountLibrary.accountId, account.id))).toHaveLength(1);
    const [row] = await t.db.select({ downloads: themes.downloads }).from(themes).where(eq(themes.id, theme.id));
    expect(row?.downloads).toBe(1);
  });

  it('refuses an owned session before looking at the card, and changes nothing', async () => {
    const theme = await createTheme(t.db, { price: 6500 });
    const { client, account } = await signedInOwner(t);
    const first = await openSession(client, account.id, [theme.id], 'first');
    const second = await openSession(client, account.id, [theme.id], 'second');
    expect((await pay(client, first)).status).toBe(200);

    // Even a card that would be declined: nothing is charged, so nothing is tried.
    const refused = await pay(client, second, { cardNumber: '4000 0000 0000 0002' });
    expect(refused).toEqual({ status: 409, body: { error: ALREADY_OWNED, code: 'ALREADY_IN_LIBRARY' } });
    expect(await pay(client, second)).toEqual(refused);
    expect(await t.db.select().from(invoices).where(eq(invoices.accountId, account.id))).toHaveLength(1);
  });

  it('charges only the themes the account does not own yet when a session has both', async () => {
    const owned = await createTheme(t.db, { price: 6500 });
    const fresh = await createTheme(t.db, { price: 2500 });
    const { client, account } = await signedInOwner(t);
    const sessionId = await openSession(client, account.id, [owned.id, fresh.id], 'both');
    // The first theme reaches the library another way while the session is open (an admin grant).
    await t.db.insert(accountLibrary).values({ accountId: account.id, themeId: owned.id, source: 'purchase' });

    expect((await pay(client, sessionId)).status).toBe(200);

    expect(await invoiceList(client, account.id)).toEqual([
      expect.objectContaining({ amountPaid: 2500, status: 'paid', description: fresh.name }),
    ]);
    const bought = await t.db.select().from(purchases).where(eq(purchases.accountId, account.id));
    expect(bought).toEqual([expect.objectContaining({ themeId: fresh.id, pricePaid: 2500 })]);
  });

  it("paying a session expires the account's other open sessions for the same themes, and only those", async () => {
    const theme = await createTheme(t.db, { price: 6500 });
    const other = await createTheme(t.db, { price: 2500 });
    const { client, account } = await signedInOwner(t);
    const paid = await openSession(client, account.id, [theme.id], 'paid');
    const sameTheme = await openSession(client, account.id, [theme.id], 'same');
    const inCart = await openSession(client, account.id, [other.id, theme.id], 'cart');
    const unrelated = await openSession(client, account.id, [other.id], 'unrelated');

    expect((await pay(client, paid)).status).toBe(200);

    expect(await sessionStatus(client, paid)).toBe('complete');
    expect(await sessionStatus(client, sameTheme)).toBe('expired');
    expect(await sessionStatus(client, inCart)).toBe('expired');
    expect(await sessionStatus(client, unrelated)).toBe('open');
    // A superseded session with something new left is closed, not charged.
    expect(await pay(client, inCart)).toEqual({
      status: 409,
      body: { error: 'This checkout session is no longer open.', code: 'SESSION_CLOSED' },
    });
    expect((await pay(client, unrelated)).status).toBe(200);
    const library = await t.db
      .select({ themeId: accountLibrary.themeId })
      .from(accountLibrary)
      .where(eq(accountLibrary.accountId, account.id));
    expect(library.map((row) => row.themeId).sort()).toEqual([theme.id, other.id].sort());
    expect(await t.db.select().from(invoices).where(eq(invoices.accountId, account.id))).toHaveLength(2);
  });
});
