import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, latestMail, linkPath, mailsTo, signedInClient, uniqueEmail } from '../../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const emailOf = async (userId: string) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

describe('POST /api/me/email', () => {
  it('changes the address only once the link mailed to the new one is opened, and tells the old one', async () => {
    const { user, client, password } = await signedInClient(t);
    const newEmail = uniqueEmail('moved');

    const res = await client.post('/api/me/email', { newEmail: newEmail.toUpperCase(), password });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(
      `Check ${newEmail} for a link to confirm it. Your email address changes once you open it.`,
    );
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect(await emailOf(user.id)).toBe(user.email);
    await new Client(t).signIn(user.email, password);

    const notice = await latestMail(t, user.email);
    expect(notice?.type).toBe('email_change_notice');
    expect(notice?.text).toContain(newEmail);
    const confirm = await latestMail(t, newEmail);
    expect(confirm?.type).toBe('email_change_verification');
    expect(confirm?.metadata.subject).toBe('Confirm your new Themeport email address');

    const opened = await client.request(linkPath(confirm!.text));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/account/profile?email=changed');
    expect(await emailOf(user.id)).toBe(newEmail);
    const me = (await (await client.request('/api/me')).json()) as { user: { email: string } };
    expect(me.user.email).toBe(newEmail);
    await new Client(t).signIn(newEmail, password);
    expect((await new Client(t).post('/api/auth/sign-in/email', { email: user.email, password })).status).toBe(401);
  });

  it('refuses the same address and an invalid one with clear texts, sending nothing', async () => {
    const { user, client, password } = await signedInClient(t);
    const same = await client.post('/api/me/email', { newEmail: user.email.toUpperCase(), password });
    expect(same.status).toBe(400);
    expect(await same.json()).toEqual({ error: 'This is already your email address.', code: 'EMAIL_SAME' });
    const invalid = await client.post('/api/me/email', { newEmail: 'not-an-email', password });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { fields: Record<string, string> }).fields.newEmail).toBe(
      'Please enter a valid email address.',
    );
    expect(await mailsTo(t, user.email)).toHaveLength(0);
  });

  it('answers the same for an address that has an account, without mailing it or moving anyone', async () => {
    const { user, client, password } = await signedInClient(t);
    const taken = await signedInClient(t);
    const res = await client.post('/api/me/email', { newEmail: taken.user.email, password });
    expect(res.status).toBe(200);
    expect(await mailsTo(t, taken.user.email)).toHaveLength(0);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('is refused signed out', async () => {
    expect(
      (await new Client(t).post('/api/me/email', { newEmail: uniqueEmail('x'), password: 'whatever' })).status,
    ).toBe(401);
  });

  it('needs the current password: none or a wrong one is refused, changing and sending nothing', async () => {
    const { user, client } = await signedInClient(t);
    const newEmail = uniqueEmail('stolen');
    const missing = await client.post('/api/me/email', { newEmail });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, string> }).fields.password).toBe(
      'Please enter your current password.',
    );
    const wrong = await client.post('/api/me/email', { newEmail, password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: 'Your current password is incorrect.',
      code: 'INVALID_CURRENT_PASSWORD',
    });
    expect(await mailsTo(t, newEmail)).toHaveLength(0);
    expect(await mailsTo(t, user.email)).toHaveLength(0);
    expect(await emailOf(user.id)).toBe(user.email);
  });
});

const secureTokenOf = async (email: string) => {
  const link = (await latestMail(t, email))!.text.match(/Secure my account: (\S+)/)![1]!;
  expect(link).toMatch(/^http:\/\/localhost:3000\/secure-account\?token=/);
  return new URL(link).searchParams.get('token')!;
};
const secure = (token: string) => new Client(t).post('/api/auth/secure-account', { token });
const invalidLink = { error: 'This link is invalid, expired or already used.', code: 'INVALID_TOKEN' };

describe('the secure-my-account link in the notice to the old address', () => {
  it('restores the old address, signs out every session, and works once', async () => {
    const { user, client, password } = await signedInClient(t);
    const second = new Client(t);
    await second.signIn(user.email, password);
    const newEmail = uniqueEmail('taken-over');
    expect((await client.post('/api/me/email', { newEmail, password })).status).toBe(200);
    const notice = await latestMail(t, user.email);
    expect(notice?.type).toBe('email_change_notice');
    const token = await secureTokenOf(user.email);
    // The attacker confirms the new address: the change applies.
    expect((await client.request(linkPath((await latestMail(t, newEmail))!.text))).status).toBe(302);
    expect(await emailOf(user.id)).toBe(newEmail);

    // The link opens a page; only its button (this POST) acts, so a mail scanner's GET changes nothing.
    expect((await secure(token)).status).toBe(200);
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await client.sessionUser()).toBeNull();
    expect(await second.sessionUser()).toBeNull();
    await new Client(t).signIn(user.email, password);
    expect((await new Client(t).post('/api/auth/sign-in/email', { email: newEmail, password })).status).toBe(401);

    const again = await secure(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(invalidLink);
    // The confirmation link, opened again, does not move the account back to the new address.
    await client.request(linkPath((await latestMail(t, newEmail))!.text));
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('voids the confirmation link when opened before it (and again after a change applied)', async () => {
    const { user, client, password } = await signedInClient(t);
    const newEmail = uniqueEmail('pending');
    expect((await client.post('/api/me/email', { newEmail, password })).status).toBe(200);
    const token = await secureTokenOf(user.email);
    const confirmPath = linkPath((await latestMail(t, newEmail))!.text);
    expect((await secure(token)).status).toBe(200);
    const opened = await new Client(t).request(confirmPath);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/email-verification?error=invalid_token');
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('refuses an unknown token', async () => {
    const res = await secure('made-up-token');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalidLink);
    expect((await secure('')).status).toBe(400);
  });
});
