import { eq } from 'drizzle-orm';
import { SELLER_PROFILE_TEXT, type MeResponse } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUsers, accounts, profiles, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient } from '../../test/auth.ts';
import { createOwnedAccount } from '../accounts/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const profileBody = {
  firstName: 'Grace',
  lastName: 'Hopper',
  phone: '1 (555) 123-4567',
  website: 'hopper.dev',
  businessName: '',
  agreeToTerms: true,
};

describe('onboarding', () => {
  it('saves the profile and creates one free account owned by the user', async () => {
    const { user, client } = await signedInClient(t, { email: `grace.${Date.now()}@example.com` });
    const res = await client.post('/api/onboarding/profile', profileBody);
    expect(res.status).toBe(200);
    const me = (await res.json()) as MeResponse;
    const local = user.email.split('@')[0];
    expect(me.accounts).toEqual([{ id: me.currentAccountId, name: `${local}'s Account`, plan: 'free', role: 'owner' }]);
    expect(client.cookies.get('tp_account')).toBe(me.currentAccountId);
    expect(me.user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      onboardingStage: 'profile_pending',
      onboardingNeeded: true,
    });

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({
      phone: '(555) 123-4567',
      websiteUrl: 'https://hopper.dev',
      onboardingStage: 'profile_pending',
    });
    expect(profile?.tosAgreedAt).toBeInstanceOf(Date);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, me.currentAccountId!));
    expect(account).toMatchObject({ plan: 'free', branding: { primary_color: '#3b82f6', custom_domain: null } });
    expect(account?.usageLimits.max_sites).toBe(1);

    // Saving again creates no second account.
    expect((await client.post('/api/onboarding/profile', { ...profileBody, businessName: 'Hopper Labs' })).status).toBe(
      200,
    );
    expect(await t.db.select().from(accountUsers).where(eq(accountUsers.userId, user.id))).toHaveLength(1);
  });

  it('refuses a developer: their onboarding is the store, which asks the website once', async () => {
    const { user, client } = await signedInClient(t, { role: 'developer' });
    const res = await client.post('/api/onboarding/profile', profileBody);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'DEVELOPER_ONBOARDING_IS_THE_STORE',
      error: SELLER_PROFILE_TEXT.clientStepForDeveloper,
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ websiteUrl: null, phone: null, tosAgreedAt: null });
    expect(await t.db.select().from(accountUsers).where(eq(accountUsers.userId, user.id))).toEqual([]);
  });

  it('names the account after the business when given', async () => {
    const { client } = await signedInClient(t);
    const me = (await (
      await client.post('/api/onboarding/profile', { ...profileBody, businessName: 'Hopper Labs' })
    ).json()) as MeResponse;
    expect(me.accounts[0]?.name).toBe('Hopper Labs');
  });

  it('refuses an unverified e-mail with 403 Email not verified', async () => {
    const { user, client } = await signedInClient(t);
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const res = await client.post('/api/onboarding/profile', profileBody);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Email not verified', code: 'EMAIL_NOT_VERIFIED' });
  });

  it('requires agreeing to the terms', async () => {
    const { client } = await signedInClient(t);
    const res = await client.post('/api/onboarding/profile', { ...profileBody, agreeToTerms: false });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.agreeToTerms).toBe('Agree to TOS');
  });

  it('completes onboarding once and keeps the first timestamp', async () => {
    const { user, client } = await signedInClient(t);
    await client.post('/api/onboarding/profile', profileBody);
    const res = await client.post('/api/onboarding/complete', { plan: 'free' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as MeResponse).user.onboardingNeeded).toBe(false);
    const [first] = await t.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(first?.onboardingCompletedAt).toBeInstanceOf(Date);
    await client.post('/api/onboarding/complete', { plan: 'free' });
    const [second] = await t.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(second?.onboardingCompletedAt?.getTime()).toBe(first?.onboardingCompletedAt?.getTime());
  });

  it('needs a session', async () => {
    expect((await new Client(t).post('/api/onboarding/profile', profileBody)).status).toBe(401);
  });
});

describe('current account', () => {
  it('switches to an account the user belongs to and refuses any other with 403', async () => {
    const { user, client } = await signedInClient(t);
    const other = await signedInClient(t);
    const mine = await createOwnedAccount(t.db, { userId: user.id, name: 'Mine' });
    const theirs = await createOwnedAccount(t.db, { userId: other.user.id, name: 'Theirs' });

    const ok = await client.request('/api/me/current-account', { method: 'PUT', json: { accountId: mine.id } });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as MeResponse).currentAccountId).toBe(mine.id);
    expect(ok.headers.getSetCookie().find((c) => c.startsWith('tp_account='))).toMatch(
      /Max-Age=2592000.*HttpOnly.*SameSite=Strict/i,
    );

    const refused = await client.request('/api/me/current-account', { method: 'PUT', json: { accountId: theirs.id } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'You do not have permission to access this resource',
      code: 'FORBIDDEN',
    });

    // A forged cookie naming someone else's account is ignored by /api/me.
    client.cookies.set('tp_account', theirs.id);
    expect(((await (await client.request('/api/me')).json()) as MeResponse).currentAccountId).toBe(mine.id);
  });
});

describe('admin', () => {
  it('answers the summary to an admin, 403 to a client and a developer, 401 without a session', async () => {
    const admin = await signedInClient(t, { role: 'admin' });
    const res = await admin.client.request('/api/admin/summary');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { users: number; themes: number; reviews: number };
    expect(body.users).toBeGreaterThan(0);
    for (const role of ['client', 'developer'] as const) {
      const denied = await (await signedInClient(t, { role })).client.request('/api/admin/summary');
      expect(denied.status).toBe(403);
      expect(await denied.json()).toEqual({
        error: 'You do not have permission to access this resource',
        code: 'FORBIDDEN',
      });
    }
    expect((await new Client(t).request('/api/admin/summary')).status).toBe(401);
  });
});
