// Issue 24: every event source, proved by the real HTTP request and the row it left in the
// monitor's window (security_recent_events) or, for high ones, security_events.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_TEXT, PAID_PLANS, type CheckoutSessionCreated } from '@themeport/core';
import { accountUsers, sessions, signInHistory } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  Client,
  latestMail,
  linkPath,
  signedInClient,
  signedInMember,
  signedInOwner,
  uniqueEmail,
} from '../../test/auth.ts';
import { keptEvents, recentEvents } from '../../test/security.ts';
import { createTheme } from '../../test/factories.ts';
import { cardPayment } from '../../test/shared-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const admin = () => signedInClient(t, { role: 'admin' });
const tokenOf = (text: string) => new URL(/http\S+/.exec(text)![0]).searchParams.get('token')!;

describe('authentication events', () => {
  it('records a sign-in with its session, and failures with the typed e-mail and the user when one exists', async () => {
    const { user, client } = await signedInClient(t);
    const [success] = await recentEvents(t.db, { type: 'sign_in_success', userId: user.id });
    expect(success).toMatchObject({ subject: user.email.toLowerCase(), ip: client.ip, severity: 'low' });
    expect(success!.endpoint).toBe('POST /api/auth/sign-in/email');
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const [history] = await t.db.select().from(signInHistory).where(eq(signInHistory.userId, user.id));
    expect(history).toMatchObject({ outcome: 'success', sessionId: session!.id });

    const guesser = new Client(t);
    expect((await guesser.post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-one' })).status).toBe(
      401,
    );
    const [failure] = await recentEvents(t.db, { type: 'sign_in_failure', ip: guesser.ip });
    expect(failure).toMatchObject({ userId: user.id, subject: user.email.toLowerCase() });
    expect(failure!.metadata).toEqual({ reason: 'invalid_credentials' });
    expect(JSON.stringify(failure)).not.toContain('wrong-one');

    const nobody = uniqueEmail('Nobody');
    const stranger = new Client(t);
    await stranger.post('/api/auth/sign-in/email', { email: nobody, password: 'whatever-1' });
    expect(await recentEvents(t.db, { type: 'sign_in_failure', ip: stranger.ip })).toMatchObject([
      { userId: null, subject: nobody.toLowerCase() },
    ]);
    // A failed sign-in is not also an 'unauthorized' refusal.
    expect(await recentEvents(t.db, { type: 'unauthorized', ip: stranger.ip })).toEqual([]);
  });

  it('records sign-up and verification, password reset (asked and done) and change, and a wrong current password', async () => {
    const email = uniqueEmail('Vera');
    const tab = new Client(t);
    const signUp = await tab.post('/api/auth/sign-up/email', {
      firstName: 'Vera',
      lastName: 'Verify',
      email,
      password: 'secret-pass',
      role: 'client',
    });
    const { user } = (await signUp.json()) as { user: { id: string } };
    expect(await recentEvents(t.db, { type: 'sign_up', userId: user.id })).toMatchObject([{ ip: tab.ip }]);
    expect((await tab.request(linkPath((await latestMail(t, email.toLowerCase()))!.text))).status).toBe(302);
    expect(await recentEvents(t.db, { type: 'email_verified', userId: user.id })).toHaveLength(1);

    await new Client(t).post('/api/auth/request-password-reset', { email });
    const token = tokenOf((await latestMail(t, email.toLowerCase()))!.text);
    expect((await new Client(t).post('/api/auth/reset-password', { token, newPassword: 'reset-pass' })).status).toBe(
      200,
    );
    const resets = await recentEvents(t.db, { type: 'password_reset', userId: user.id });
    expect(resets.map((event) => event.metadata.stage)).toEqual(['requested', 'completed']);
    expect(JSON.stringify(resets)).not.toContain(token);

    const client = new Client(t);
    await client.signIn(email, 'reset-pass');
    const wrong = await client.post('/api/me/password', { currentPassword: 'not-it-at-all', newPassword: 'next-pass' });
    expect(wrong.status).toBe(400);
    const failures = await recentEvents(t.db, { type: 'sign_in_failure', userId: user.id });
    expect(failures.at(-1)!.metadata).toEqual({ reason: 'invalid_credentials', where: 'current-password' });
    expect(
      (await client.post('/api/me/password', { currentPassword: 'reset-pass', newPassword: 'next-pass' })).status,
    ).toBe(200);
    expect(await recentEvents(t.db, { type: 'password_change', userId: user.id })).toMatchObject([
      { severity: 'medium', ip: client.ip },
    ]);
  });

  it('records an e-mail change asked and applied, and sessions ended from the profile', async () => {
    const { user, client, password } = await signedInClient(t);
    const newEmail = uniqueEmail('moved').toLowerCase();
    expect((await client.post('/api/me/email', { newEmail, password })).status).toBe(200);
    expect((await new Client(t).request(linkPath((await latestMail(t, newEmail))!.text))).status).toBe(302);
    const changes = await recentEvents(t.db, { type: 'email_change', userId: user.id });
    expect(changes.map((event) => event.metadata.stage)).toEqual(['requested', 'applied']);

    const other = new Client(t);
    await other.signIn(newEmail, password);
    const third = new Client(t);
    await third.signIn(newEmail, password);
    const current = await client.request('/api/me/sessions');
    const listed = ((await current.json()) as { sessions: { id: string; isCurrent: boolean }[] }).sessions;
    const target = listed.find((session) => !session.isCurrent)!;
    expect((await client.request(`/api/me/sessions/${target.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await client.post('/api/me/sessions/sign-out-others')).status).toBe(200);
    const revoked = await recentEvents(t.db, { type: 'session_revoked', userId: user.id });
    expect(revoked.map((event) => event.metadata.scope)).toEqual(['one', 'others']);
  });
});

describe('refusals in the one error path', () => {
  it('records 401, 403 and CSRF refusals; a sign-in refused for an unverified e-mail is not one', async () => {
    const anonymous = new Client(t);
    expect((await anonymous.request('/api/me/sessions')).status).toBe(401);
    expect(await recentEvents(t.db, { type: 'unauthorized', ip: anonymous.ip })).toMatchObject([
      { endpoint: 'GET /api/me/sessions', metadata: { code: 'UNAUTHENTICATED' } },
    ]);

    const { user, client } = await signedInClient(t);
    expect((await client.request('/api/admin/users')).status).toBe(403);
    expect(await recentEvents(t.db, { type: 'permission_denied', userId: user.id })).toMatchObject([
      { severity: 'medium', endpoint: 'GET /api/admin/users', metadata: { code: 'FORBIDDEN' } },
    ]);

    const forged = new Client(t);
    const res = await forged.request('/api/me/password', {
      method: 'POST',
      json: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await recentEvents(t.db, { type: 'csrf_refused', ip: forged.ip })).toHaveLength(1);
    expect(await recentEvents(t.db, { type: 'permission_denied', ip: forged.ip })).toEqual([]);

    const email = uniqueEmail('unverified');
    await new Client(t).post('/api/auth/sign-up/email', {
      firstName: 'Una',
      lastName: 'Verified',
      email,
      password: 'secret-pass',
      role: 'client',
    });
    const later = new Client(t);
    expect((await later.post('/api/auth/sign-in/email', { email, password: 'secret-pass' })).status).toBe(403);
    expect(await recentEvents(t.db, { type: 'permission_denied', ip: later.ip })).toEqual([]);
  });

  it('records a 429 as rate_limited', async () => {
    const client = new Client(t);
    for (let i = 0; i < 60; i++) await client.request('/api/auth/verification-status');
    expect((await client.request('/api/auth/verification-status')).status).toBe(429);
    expect(await recentEvents(t.db, { type: 'rate_limited', ip: client.ip })).toMatchObject([
      { endpoint: 'GET /api/auth/verification-status', metadata: { code: 'RATE_LIMITED' } },
    ]);
  });

  it('records refused input that looks like an attack (the strongest kind, once), never quoting a password', async () => {
    const sql = new Client(t);
    const injected = await sql.post('/api/auth/request-password-reset', { email: "admin' OR 1=1 --" });
    expect(injected.status).toBe(400);
    const [finding] = await keptEvents(t.db, { type: 'sql_injection_attempt', ip: sql.ip });
    expect(finding).toMatchObject({ severity: 'high', endpoint: 'POST /api/auth/request-password-reset' });
    expect(finding!.metadata).toEqual({ field: 'body.email', sample: "admin' OR 1=1 --" });
    expect(await recentEvents(t.db, { ip: sql.ip })).toHaveLength(1);

    const xss = new Client(t);
    await xss.post('/api/auth/sign-up/email', {
      firstName: '<img src=x onerror=alert(1)>',
      lastName: 'X',
      email: 'not-an-email',
      password: 'secret-pass',
      role: 'client',
    });
    expect(await keptEvents(t.db, { type: 'xss_attempt', ip: xss.ip })).toMatchObject([
      { metadata: { field: 'body.firstName' } },
    ]);

    const traversal = new Client(t);
    expect(
      (await traversal.post('/api/auth/reset-password', { token: '../../../etc/passwd', newPassword: 'x' })).status,
    ).toBe(400);
    expect(await keptEvents(t.db, { type: 'path_traversal_attempt', ip: traversal.ip })).toMatchObject([
      { metadata: { field: 'body.token', sample: '[redacted]' } },
    ]);

    const secret = new Client(t);
    await secret.post('/api/auth/request-password-reset', { email: 'nope', password: "' or 'a'='a" });
    const [hidden] = await keptEvents(t.db, { type: 'sql_injection_attempt', ip: secret.ip });
    expect(hidden!.metadata).toEqual({ field: 'body.password', sample: '[redacted]' });

    // Ordinary bad input is only bad input.
    const typo = new Client(t);
    expect((await typo.post('/api/auth/request-password-reset', { email: "Tom's ../ notes" })).status).toBe(400);
    expect(await recentEvents(t.db, { ip: typo.ip })).toEqual([]);
  });
});

describe('account, team and admin changes', () => {
  it("records an owner's member role change and ownership transfer", async () => {
    const owner = await signedInOwner(t);
    const member = await signedInMember(t, owner.account.id, 'editor');
    const base = `/api/accounts/${owner.account.id}`;
    const changed = await owner.client.request(`${base}/members/${member.user.id}`, {
      method: 'PATCH',
      json: { role: 'admin' },
    });
    expect(changed.status).toBe(200);
    expect(await recentEvents(t.db, { type: 'role_change', userId: owner.user.id })).toMatchObject([
      { metadata: { scope: 'account', accountId: owner.account.id, targetUserId: member.user.id, role: 'admin' } },
    ]);
    expect((await owner.client.post(`${base}/transfer-ownership`, { userId: member.user.id })).status).toBe(200);
    expect(await recentEvents(t.db, { type: 'ownership_change', userId: owner.user.id })).toMatchObject([
      { metadata: { accountId: owner.account.id, targetUserId: member.user.id } },
    ]);
    const [row] = await t.db.select().from(accountUsers).where(eq(accountUsers.userId, member.user.id));
    expect(row?.role).toBe('owner');
  });

  it("records an admin's suspension, role change and admin grant of a user, about that user", async () => {
    const { user: actor, client } = await admin();
    const { user } = await signedInClient(t);
    const patch = (json: unknown) => client.request(`/api/admin/users/${user.id}`, { method: 'PATCH', json });
    expect((await patch({ status: 'suspended' })).status).toBe(200);
    expect((await patch({ role: 'developer' })).status).toBe(200);
    expect((await patch({ role: 'admin' })).status).toBe(200);
    const about = await recentEvents(t.db, { userId: user.id });
    expect(about.map((event) => event.type)).toEqual([
      'sign_in_success',
      'account_suspended',
      'role_change',
      'platform_admin_change',
    ]);
    expect(about[1]!.metadata).toEqual({ actorId: actor.id, from: 'active', to: 'suspended' });
    expect(await keptEvents(t.db, { type: 'platform_admin_change', userId: user.id })).toMatchObject([
      { severity: 'high', metadata: { actorId: actor.id, from: 'developer', to: 'admin', scope: 'platform' } },
    ]);
  });
});

describe('payments', () => {
  it('records a declined card with the buyer and address', async () => {
    const owner = await signedInOwner(t);
    const res = await owner.client.post(`/api/accounts/${owner.account.id}/checkout/subscription`, { plan: 'starter' });
    const { id } = (await res.json()) as CheckoutSessionCreated;
    const declined = await owner.client.post(`/api/checkout/sessions/${id}/pay`, cardPayment('4000 0000 0000 0002'));
    expect(declined.status).toBe(400);
    expect(await recentEvents(t.db, { type: 'card_declined', userId: owner.user.id })).toMatchObject([
      { ip: owner.client.ip, metadata: { code: 'card_declined', accountId: owner.account.id, checkoutSessionId: id } },
    ]);
    expect(JSON.stringify(await recentEvents(t.db, { userId: owner.user.id }))).not.toContain('0002');
  });

  it('refuses a checkout whose price is not the server’s; a lower one is recorded as tampering', async () => {
    const owner = await signedInOwner(t);
    const path = `/api/accounts/${owner.account.id}/checkout/subscription`;
    const price = PAID_PLANS.starter.amountCents;
    const cheaper = await owner.client.post(path, { plan: 'starter', expectedPriceCents: 1 });
    expect(cheaper.status).toBe(409);
    expect(await cheaper.json()).toEqual({ code: 'PRICE_CHANGED', error: CHECKOUT_TEXT.priceChanged });
    expect(await keptEvents(t.db, { type: 'subscription_tampering', userId: owner.user.id })).toMatchObject([
      { severity: 'high', metadata: { what: 'plan', expectedCents: 1, actualCents: price } },
    ]);
    expect((await owner.client.post(path, { plan: 'starter', expectedPriceCents: price + 100 })).status).toBe(409);
    expect(await keptEvents(t.db, { type: 'subscription_tampering', userId: owner.user.id })).toHaveLength(1);
    expect((await owner.client.post(path, { plan: 'starter', expectedPriceCents: price })).status).toBe(201);

    // The cart's total, the same way.
    const a = await createTheme(t.db, { price: 4900 });
    const b = await createTheme(t.db, { price: 1500 });
    const themes = `/api/accounts/${owner.account.id}/checkout/themes`;
    const items = [{ themeId: a.id }, { themeId: b.id }, { themeId: a.id }];
    const low = await owner.client.post(themes, { items, expectedTotalCents: 4900 });
    expect(low.status).toBe(409);
    expect(await keptEvents(t.db, { type: 'subscription_tampering', userId: owner.user.id })).toMatchObject([
      { metadata: { what: 'plan' } },
      { metadata: { what: 'theme', expectedCents: 4900, actualCents: 6400 } },
    ]);
    expect((await owner.client.post(themes, { items, expectedTotalCents: 6400 })).status).toBe(201);
  });
});
