import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, profiles, sessions, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, latestMail, linkPath, mailsTo, signedInClient, uniqueEmail } from '../../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password: 'secret-pass',
  role: 'client',
  ...extra,
});

async function signUp(client: Client, email: string, extra: Record<string, unknown> = {}) {
  const res = await client.post('/api/auth/sign-up/email', signUpBody(email, extra));
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { id: string; email: string } }).user;
}

describe('sign-up', () => {
  it('turns an admin role in the body into client and keeps developer', async () => {
    const admin = await signUp(new Client(t), uniqueEmail(), { role: 'admin' });
    const dev = await signUp(new Client(t), uniqueEmail(), { role: 'developer' });
    const [adminProfile] = await t.db.select().from(profiles).where(eq(profiles.userId, admin.id));
    const [devProfile] = await t.db.select().from(profiles).where(eq(profiles.userId, dev.id));
    expect(adminProfile).toMatchObject({
      role: 'client',
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada Lovelace',
    });
    expect(devProfile?.role).toBe('developer');
  });

  it('stores an Argon2id hash and starts no session', async () => {
    const client = new Client(t);
    const user = await signUp(client, uniqueEmail());
    const [credential] = await t.db.select().from(authAccounts).where(eq(authAccounts.userId, user.id));
    expect(credential?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Only the pending-sign-up cookie for the verification page's polling: no session.
    expect([...client.cookies.keys()]).toEqual(['tp.pending_signup']);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('answers 409 with the spec text for a registered e-mail', async () => {
    const email = uniqueEmail();
    await signUp(new Client(t), email);
    const res = await new Client(t).post('/api/auth/sign-up/email', signUpBody(email.toUpperCase()));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'This email is already registered.', code: 'EMAIL_TAKEN' });
  });

  it('rejects invalid fields with the spec messages', async () => {
    const res = await new Client(t).post('/api/auth/sign-up/email', {
      firstName: 'A',
      lastName: ' B ',
      email: 'nope',
      password: '123',
      role: 'client',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({
      firstName: 'Name fields must be at least 2 characters',
      lastName: 'Name fields must be at least 2 characters',
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 6 characters long.',
    });
  });
});

describe('e-mail verification', () => {
  it('sends a Themeport e-mail whose absolute link verifies and signs in', async () => {
    const client = new Client(t);
    const email = uniqueEmail();
    const user = await signUp(client, email);
    const mail = await latestMail(t, email);
    expect(mail?.type).toBe('verification');
    expect(mail?.metadata.subject).toContain('Themeport');
    expect(mail?.html).toContain('<a href="http://localhost:3000/api/auth/verify-email?token=');
    expect(mail?.text).toContain('http://localhost:3000/api/auth/verify-email?token=');

    expect(
      await (await client.request(`/api/auth/verification-status?email=${encodeURIComponent(email)}`)).json(),
    ).toEqual({ verified: false });
    const res = await client.request(linkPath(mail!.text));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/email-verification?verified=1');
    expect(res.headers.getSetCookie().join()).toMatch(/tp\.session_token=.*HttpOnly.*SameSite=Strict/i);
    const me = await client.request('/api/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: string; emailVerified: boolean } }).user).toMatchObject({
      id: user.id,
      emailVerified: true,
    });
    expect(
      await (await client.request(`/api/auth/verification-status?email=${encodeURIComponent(email)}`)).json(),
    ).toEqual({ verified: true });
  });

  it('redirects a bad token to the error page', async () => {
    const res = await new Client(t).request(
      '/api/auth/verify-email?token=forged&callbackURL=%2Femail-verification%3Fverified%3D1',
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/email-verification?error=invalid_token');
  });

  it('resends at most once per 60 seconds per e-mail', async () => {
    const email = uniqueEmail();
    await signUp(new Client(t), email);
    expect((await new Client(t).post('/api/auth/send-verification-email', { email })).status).toBe(200);
    const second = await new Client(t).post('/api/auth/send-verification-email', { email });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(t, email)).toHaveLength(2);
  });
});

describe('sign-in', () => {
  it('refuses an unverified e-mail with 403 and sends a fresh verification mail', async () => {
    const email = uniqueEmail();
    await signUp(new Client(t), email);
    const res = await new Client(t).post('/api/auth/sign-in/email', { email, password: 'secret-pass' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: 'Please verify your email address before signing in.',
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(await mailsTo(t, email)).toHaveLength(2);
  });

  it('answers 401 with the spec text for a wrong password or unknown e-mail', async () => {
    const { user } = await signedInClient(t);
    for (const body of [
      { email: user.email, password: 'wrong-password' },
      { email: uniqueEmail(), password: 'whatever' },
    ]) {
      const res = await new Client(t).post('/api/auth/sign-in/email', body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: 'Invalid email or password. Please try again.',
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('signs in a verified user with an HttpOnly, SameSite=Strict, 7-day cookie', async () => {
    const { client, user } = await signedInClient(t, { role: 'developer' });
    const me = (await (await client.request('/api/me')).json()) as { user: { email: string; role: string } };
    expect(me.user).toMatchObject({ email: user.email, role: 'developer' });
    const res = await new Client(t).post('/api/auth/sign-in/email', { email: user.email, password: 'correct-horse' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tp.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Max-Age=604800/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('answers the sixth rapid attempt from one client with 429 and Retry-After', async () => {
    const client = new Client(t);
    for (let i = 0; i < 5; i++)
      expect(
        (await client.post('/api/auth/sign-in/email', { email: 'x@example.com', password: 'nope-nope' })).status,
      ).toBe(401);
    const sixth = await client.post('/api/auth/sign-in/email', { email: 'x@example.com', password: 'nope-nope' });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await sixth.json()).toEqual({
      error: `Too many attempts. Try again in ${retryAfter} seconds.`,
      code: 'RATE_LIMITED',
    });
    // Another client is not affected.
    expect(
      (await new Client(t).post('/api/auth/sign-in/email', { email: 'x@example.com', password: 'nope-nope' })).status,
    ).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown e-mails and mails only the known one', async () => {
    const { user } = await signedInClient(t);
    const unknown = uniqueEmail('nobody');
    const known = await new Client(t).post('/api/auth/request-password-reset', { email: user.email });
    const other = await new Client(t).post('/api/auth/request-password-reset', { email: unknown });
    expect(known.status).toBe(200);
    expect(other.status).toBe(200);
    expect(await known.json()).toEqual(await other.json());
    expect(await mailsTo(t, unknown)).toHaveLength(0);
    const mail = await latestMail(t, user.email);
    expect(mail?.type).toBe('password_reset');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/update-password\?token=\S+/);
  });

  it('sets a new password once; the second use of the token is 400; other sessions end', async () => {
    const { user, client } = await signedInClient(t);
    await new Client(t).post('/api/auth/request-password-reset', { email: user.email });
    const token = new URL(/http\S+/.exec((await latestMail(t, user.email))!.text)![0]).searchParams.get('token')!;
    const status = (tok: string) =>
      new Client(t).request(`/api/auth/reset-token-status?token=${encodeURIComponent(tok)}`).then((r) => r.json());
    expect(await status(token)).toEqual({ valid: true });
    expect(await status('forged')).toEqual({ valid: false });

    const first = await new Client(t).post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass' });
    expect(first.status).toBe(200);
    expect(await status(token)).toEqual({ valid: false });
    const second = await new Client(t).post('/api/auth/reset-password', { token, newPassword: 'another-pass' });
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({
      error: 'This password reset link is invalid or has expired.',
      code: 'INVALID_TOKEN',
    });

    expect(await client.sessionUser()).toBeNull();
    await new Client(t).signIn(user.email, 'brand-new-pass');
  });

  it('lets a signed-in user set a new password', async () => {
    const { user, client } = await signedInClient(t);
    expect(
      (await client.post('/api/me/password', { currentPassword: 'correct-horse', newPassword: '12' })).status,
    ).toBe(400);
    expect(
      (await client.post('/api/me/password', { currentPassword: 'correct-horse', newPassword: 'changed-pass' })).status,
    ).toBe(200);
    await new Client(t).signIn(user.email, 'changed-pass');
  });
});

describe('session', () => {
  it('answers /api/me without a cookie with 200 and no user (every anonymous page asks; not an error)', async () => {
    const res = await new Client(t).request('/api/me');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null, sessionExpired: false });
    // Routes that need a session still refuse.
    const sessions = await new Client(t).request('/api/me/sessions');
    expect(sessions.status).toBe(401);
    expect(await sessions.json()).toEqual({ error: 'User not authenticated', code: 'UNAUTHENTICATED' });
  });

  it('answers /api/me with an expired session as signed out and says so; guarded routes answer 401 SESSION_EXPIRED', async () => {
    const { user, client } = await signedInClient(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, user.id));
    // The first answer clears the dead cookie, so the second call goes from a copy of the jar.
    const sameCookies = new Client(t);
    for (const [name, value] of client.cookies) sameCookies.cookies.set(name, value);
    const me = await client.request('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user: null, sessionExpired: true });
    const res = await sameCookies.request('/api/me/sessions');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: 'Your session has expired. Please sign in again.',
      code: 'SESSION_EXPIRED',
    });
  });

  it('answers every client with its own session (nothing session-bound is cached) and hides token endpoints', async () => {
    const a = await signedInClient(t);
    const b = await signedInClient(t);
    const meOf = async (client: Client) =>
      ((await (await client.request('/api/me')).json()) as { user: { id: string } }).user.id;
    expect(await meOf(a.client)).toBe(a.user.id);
    expect(await meOf(b.client)).toBe(b.user.id);
    expect(await meOf(a.client)).toBe(a.user.id);
    expect((await a.client.request('/api/auth/get-session')).status).toBe(404);
    expect((await a.client.request('/api/auth/list-sessions')).status).toBe(404);
  });

  it('deletes the session row on sign-out', async () => {
    const { user, client } = await signedInClient(t);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    const res = await client.post('/api/auth/sign-out');
    expect(res.status).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await client.sessionUser()).toBeNull();
  });

  it('rejects a cross-origin POST', async () => {
    const { user } = await signedInClient(t);
    const client = new Client(t);
    const evil = await client.request('/api/auth/sign-in/email', {
      json: { email: user.email, password: 'correct-horse' },
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    expect(((await evil.json()) as { code: string }).code).toBe('FORBIDDEN_ORIGIN');
    const missing = await t.app.request('/api/auth/sign-out', { method: 'POST' });
    expect(missing.status).toBe(403);
    expect(client.cookies.size).toBe(0);
  });

  it('keeps users in the users table with lower-case e-mails', async () => {
    const email = uniqueEmail().toUpperCase();
    const created = await signUp(new Client(t), email);
    const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(row?.email).toBe(email.toLowerCase());
  });
});
