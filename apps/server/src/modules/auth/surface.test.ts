import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient, uniqueEmail } from '../../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const NOT_FOUND = { error: 'Not found', code: 'NOT_FOUND' };

describe('the /api/auth surface', () => {
  it("does not pass better-auth's update-user through: 404 and the user unchanged", async () => {
    const { user, client } = await signedInClient(t);
    const res = await client.post('/api/auth/update-user', {
      name: 'x'.repeat(5000),
      image: 'javascript:alert(document.cookie)',
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Test Person', image: null });
  });

  it('answers every other better-auth path with our 404', async () => {
    const { client, password } = await signedInClient(t);
    const posts = [
      '/api/auth/change-password',
      '/api/auth/change-email',
      '/api/auth/delete-user',
      '/api/auth/revoke-sessions',
      '/api/auth/revoke-other-sessions',
      '/api/auth/revoke-session',
      '/api/auth/verify-password',
      '/api/auth/sign-in/social',
      '/api/auth/link-social',
      '/api/auth/unlink-account',
      '/api/auth/forget-password',
      '/api/auth/set-password',
    ];
    for (const path of posts) {
      const res = await client.post(path, {
        currentPassword: password,
        newPassword: 'taken-over',
        password,
        newEmail: uniqueEmail(),
        token: 'x',
      });
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual(NOT_FOUND);
    }
    for (const path of [
      '/api/auth/get-session',
      '/api/auth/list-sessions',
      '/api/auth/list-accounts',
      '/api/auth/ok',
      '/api/auth/error',
      '/api/auth/reset-password/abc',
      '/api/auth/delete-user/callback',
    ]) {
      const res = await client.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual(NOT_FOUND);
    }
    // The session survived all of it.
    expect(await client.sessionUser()).not.toBeNull();
  });

  it('still serves every auth path the product uses', async () => {
    const email = uniqueEmail();
    const client = new Client(t);
    const signUp = await client.post('/api/auth/sign-up/email', {
      firstName: 'Sam',
      lastName: 'Surface',
      email,
      password: 'surface-pass',
      role: 'client',
    });
    expect(signUp.status).toBe(200);
    expect((await client.request('/api/auth/verification-status')).status).toBe(200);
    expect((await client.post('/api/auth/send-verification-email', { email: uniqueEmail() })).status).toBe(200);
    expect((await client.request('/api/auth/verify-email?token=forged')).status).toBe(302);
    expect((await client.post('/api/auth/request-password-reset', { email })).status).toBe(200);
    expect((await client.request('/api/auth/reset-token-status?token=forged')).status).toBe(200);
    expect(
      (await client.post('/api/auth/reset-password', { token: 'forged', newPassword: 'another-pass' })).status,
    ).toBe(400);
    expect((await client.post('/api/auth/sign-in/email', { email, password: 'surface-pass' })).status).toBe(403);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
  });
});
