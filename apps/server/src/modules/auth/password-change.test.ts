import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, sessions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, latestMail, mailsTo, signedInClient } from '../../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const credentialOf = async (userId: string) =>
  (await t.db.select().from(authAccounts).where(eq(authAccounts.userId, userId)))[0]?.password;

describe('POST /api/me/password', () => {
  it('refuses a wrong or missing current password and changes nothing', async () => {
    const { user, client, password } = await signedInClient(t);
    const other = new Client(t);
    await other.signIn(user.email, password);
    const hashBefore = await credentialOf(user.id);

    const wrong = await client.post('/api/me/password', {
      currentPassword: 'not-my-password',
      newPassword: 'changed-pass',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: 'Your current password is incorrect.',
      code: 'INVALID_CURRENT_PASSWORD',
    });
    const missing = await client.post('/api/me/password', { newPassword: 'changed-pass' });
    expect(missing.status).toBe(400);

    expect(await credentialOf(user.id)).toBe(hashBefore);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(2);
    expect(await other.sessionUser()).not.toBeNull();
    expect(await mailsTo(t, user.email)).toHaveLength(0);
  });

  it('sets the new password, ends the other sessions, keeps this one and mails the user', async () => {
    const { user, client, password } = await signedInClient(t);
    const other = new Client(t);
    await other.signIn(user.email, password);

    const res = await client.post('/api/me/password', { currentPassword: password, newPassword: 'changed-pass' });
    expect(res.status).toBe(200);
    expect(await client.sessionUser()).not.toBeNull();
    expect(await other.sessionUser()).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    expect(await credentialOf(user.id)).toMatch(/^\$argon2id\$/);

    expect((await new Client(t).post('/api/auth/sign-in/email', { email: user.email, password })).status).toBe(401);
    await new Client(t).signIn(user.email, 'changed-pass');

    const mail = await latestMail(t, user.email);
    expect(mail?.type).toBe('password_changed');
    expect(mail?.metadata.subject).toBe('Your Themeport password was changed');
    expect(mail?.text).toContain('http://localhost:3000/forgot-password');
  });

  it('refuses a new password that is too short or too long with the rule texts', async () => {
    const { client, password } = await signedInClient(t);
    const short = await client.post('/api/me/password', { currentPassword: password, newPassword: '12' });
    expect(((await short.json()) as { fields: Record<string, string> }).fields.newPassword).toBe(
      'Password must be at least 6 characters long.',
    );
    const long = await client.post('/api/me/password', { currentPassword: password, newPassword: 'x'.repeat(129) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { fields: Record<string, string> }).fields.newPassword).toBe(
      'Password must be at most 128 characters long.',
    );
  });
});

describe('password reset by link', () => {
  it('needs no current password, ends every session and mails that the password changed', async () => {
    const { user, client } = await signedInClient(t);
    await new Client(t).post('/api/auth/request-password-reset', { email: user.email });
    const token = new URL(/http\S+/.exec((await latestMail(t, user.email))!.text)![0]).searchParams.get('token')!;

    const res = await new Client(t).post('/api/auth/reset-password', { token, newPassword: 'reset-pass' });
    expect(res.status).toBe(200);
    expect(await client.sessionUser()).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await latestMail(t, user.email))?.type).toBe('password_changed');
    await new Client(t).signIn(user.email, 'reset-pass');
  });
});
