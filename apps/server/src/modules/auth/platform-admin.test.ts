import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, profiles, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient, uniqueEmail } from '../../test/auth.ts';
import { adminEmailFrom, createPlatformAdmin } from './platform-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const userCount = async () => (await t.db.select({ total: count() }).from(users))[0]!.total;

describe('npm run admin:create', () => {
  it('creates a verified platform admin with an Argon2id password who can sign in to the back office', async () => {
    const email = uniqueEmail('Admin');
    const result = await createPlatformAdmin(t.db, { email, password: 'a-long-admin-pass' });
    expect(result.created).toBe(true);
    const [credential] = await t.db.select().from(authAccounts).where(eq(authAccounts.userId, result.userId));
    expect(credential?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const client = new Client(t);
    const user = await client.signIn(email, 'a-long-admin-pass');
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      role: 'admin',
      emailVerified: true,
      onboardingNeeded: false,
    });
    expect((await client.request('/api/admin/summary')).status).toBe(200);
  });

  it('refuses a password that sign-up would refuse, and one that is missing, creating nothing', async () => {
    const before = await userCount();
    await expect(createPlatformAdmin(t.db, { email: uniqueEmail(), password: '12345' })).rejects.toThrow(
      'Password must be at least 6 characters long.',
    );
    await expect(createPlatformAdmin(t.db, { email: uniqueEmail(), password: 'x'.repeat(129) })).rejects.toThrow(
      'Password must be at most 128 characters long.',
    );
    await expect(createPlatformAdmin(t.db, { email: uniqueEmail(), password: undefined })).rejects.toThrow(
      /ADMIN_PASSWORD/,
    );
    await expect(createPlatformAdmin(t.db, { email: 'not-an-email', password: 'fine-password' })).rejects.toThrow(
      'Please enter a valid email address.',
    );
    expect(await userCount()).toBe(before);
  });

  it('promotes an existing user and leaves the password as it is', async () => {
    const { user, password } = await signedInClient(t);
    const result = await createPlatformAdmin(t.db, { email: user.email.toUpperCase(), password: undefined });
    // The first test's admin is the superadmin already.
    expect(result).toEqual({ created: false, userId: user.id, superadmin: false });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.role).toBe('admin');
    expect((await new Client(t).signIn(user.email, password)).role).toBe('admin');
  });

  it('makes the first platform admin the superadmin, and later ones not', async () => {
    // As on a fresh install: no superadmin yet.
    await t.db.update(profiles).set({ isSuperadmin: false }).where(eq(profiles.isSuperadmin, true));
    const first = await createPlatformAdmin(t.db, { email: uniqueEmail('first'), password: 'a-long-admin-pass' });
    const second = await createPlatformAdmin(t.db, { email: uniqueEmail('second'), password: 'a-long-admin-pass' });
    expect([first.superadmin, second.superadmin]).toEqual([true, false]);
    const flag = async (userId: string) =>
      (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]?.isSuperadmin;
    expect([await flag(first.userId), await flag(second.userId)]).toEqual([true, false]);
  });

  it('reads the e-mail from the argument or ADMIN_EMAIL, and never invents one', () => {
    expect(adminEmailFrom(['boss@example.com'], {})).toBe('boss@example.com');
    expect(adminEmailFrom([], { ADMIN_EMAIL: 'env@example.com' })).toBe('env@example.com');
    expect(() => adminEmailFrom([], {})).toThrow(/ADMIN_EMAIL/);
  });
});
