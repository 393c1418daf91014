// Issue 9 item 13: a 3-D Secure test card asks for the test authentication step on the local
// checkout, and the payment follows the buyer's answer (docs/api/billing.md, local provider).
import { eq } from 'drizzle-orm';
import type { CheckoutRedirect, CheckoutSessionCreated, PaymentMethodsResponse } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLibrary, checkoutSessions, invoices, purchases } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Client, signedInOwner } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const SECURE_CARD = { cardNumber: '4000 0025 0000 3155', expiry: '12 / 34', cvc: '123', name: 'Test Person' };
const VERIFY = 'Your bank requires additional authentication. Please try again and complete the verification.';

async function pay(client: Client, sessionId: string, extra: Record<string, unknown> = {}) {
  const res = await client.post(`/api/checkout/sessions/${sessionId}/pay`, { ...SECURE_CARD, ...extra });
  return { status: res.status, body: (await res.json()) as CheckoutRedirect & { error?: string; code?: string } };
}

async function themeSession() {
  const theme = await createTheme(t.db, { price: 6500 });
  const owner = await signedInOwner(t);
  const res = await owner.client.post(`/api/accounts/${owner.account.id}/checkout/themes`, {
    items: [{ themeId: theme.id, quantity: 1 }],
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as CheckoutSessionCreated;
  return { ...owner, theme, sessionId: id };
}

async function effects(accountId: string, sessionId: string) {
  const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return {
    status: session?.status,
    library: (await t.db.select().from(accountLibrary).where(eq(accountLibrary.accountId, accountId))).length,
    purchases: (await t.db.select().from(purchases).where(eq(purchases.accountId, accountId))).length,
    invoices: (await t.db.select().from(invoices).where(eq(invoices.accountId, accountId))).length,
  };
}

describe('a 3-D Secure card on the local checkout', () => {
  it('asks for the test authentication step first (402 AUTHENTICATION_REQUIRED) and charges nothing', async () => {
    const { client, account, sessionId } = await themeSession();
    expect(await pay(client, sessionId)).toEqual({
      status: 402,
      body: { error: VERIFY, code: 'AUTHENTICATION_REQUIRED' },
    });
    expect(await effects(account.id, sessionId)).toEqual({ status: 'open', library: 0, purchases: 0, invoices: 0 });
  });

  it('Fail: declined with the authentication text, nothing charged, the session still open', async () => {
    const { client, account, sessionId } = await themeSession();
    expect(await pay(client, sessionId, { authentication: 'fail' })).toEqual({
      status: 400,
      body: { error: VERIFY, code: 'PAYMENT_PROCESSING_ERROR' },
    });
    expect(await effects(account.id, sessionId)).toEqual({ status: 'open', library: 0, purchases: 0, invoices: 0 });
  });

  it('Complete: paid and fulfilled once, however often the answer is sent', async () => {
    const { client, account, theme, sessionId } = await themeSession();
    const answers = await Promise.all([1, 2, 3].map(() => pay(client, sessionId, { authentication: 'complete' })));
    // A repeated answer either finds the payment made (the same success address) or the session closed.
    for (const answer of answers) {
      if (answer.status === 200)
        expect(answer.body.redirectUrl).toBe(`/client-portal?theme=${theme.id}&success=true&session_id=${sessionId}`);
      else expect(answer.status).toBe(409);
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(await effects(account.id, sessionId)).toEqual({
      status: 'complete',
      library: 1,
      purchases: 1,
      invoices: 1,
    });
  });

  it('an answer does not get a declined card through, and an ordinary card needs none', async () => {
    const { client, sessionId } = await themeSession();
    const declined = await pay(client, sessionId, { cardNumber: '4000 0000 0000 0002', authentication: 'complete' });
    expect(declined.body.error).toBe('Your card was declined. Please try a different card.');
    expect((await pay(client, sessionId, { cardNumber: '4242 4242 4242 4242' })).status).toBe(200);
  });

  it('refuses an answer that is not complete or fail', async () => {
    const { client, sessionId } = await themeSession();
    expect((await pay(client, sessionId, { authentication: 'skip' })).status).toBe(400);
  });

  it('adding the card (setup mode) asks for the step too, and Complete saves it', async () => {
    const { client, account } = await signedInOwner(t);
    const setup = await client.post(`/api/accounts/${account.id}/payment-methods/setup`);
    const { id } = (await setup.json()) as CheckoutSessionCreated;
    expect((await pay(client, id)).status).toBe(402);
    expect((await pay(client, id, { authentication: 'fail' })).body.error).toBe(VERIFY);
    expect(await pay(client, id, { authentication: 'complete' })).toEqual({
      status: 200,
      body: { redirectUrl: '/account/billing?tab=payment-methods&success=card' },
    });
    const methods = (await (
      await client.request(`/api/accounts/${account.id}/payment-methods`)
    ).json()) as PaymentMethodsResponse;
    expect(methods.paymentMethods).toEqual([
      expect.objectContaining({ isDefault: true, card: expect.objectContaining({ brand: 'visa', last4: '3155' }) }),
    ]);
  });
});
