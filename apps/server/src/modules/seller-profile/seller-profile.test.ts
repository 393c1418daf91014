import { eq } from 'drizzle-orm';
import {
  SELLER_PROFILE_TEXT,
  type DeveloperProfile,
  type MeResponse,
  type OwnStoreResponse,
  type PublicDeveloper,
  type ThemeDetail,
  type ThemeListResponse,
} from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUsers, developerProfiles, profiles, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';
import { signedInDeveloper, storeBody } from '../../test/sellers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

async function storeOf(userId: string) {
  const [row] = await t.db.select().from(developerProfiles).where(eq(developerProfiles.userId, userId));
  return row ?? null;
}

describe('developer onboarding', () => {
  it('creates the store, completes onboarding and makes no workspace', async () => {
    const { user, client } = await signedInClient(t, { role: 'developer' });
    const res = await client.post(
      '/api/developer/onboarding',
      storeBody({ storeName: 'Pixel Forge', slug: `pixel-forge-${user.id.slice(0, 8)}`, website: 'pixelforge.dev' }),
    );
    expect(res.status).toBe(201);
    const { profile, me } = (await res.json()) as { profile: DeveloperProfile; me: MeResponse };
    expect(profile).toMatchObject({
      storeName: 'Pixel Forge',
      websiteUrl: 'https://pixelforge.dev',
      payoutCountry: 'US',
      payoutCurrency: 'USD',
    });
    expect(me.user.onboardingNeeded).toBe(false);
    expect(me.accounts).toEqual([]);
    expect(me.currentAccountId).toBeNull();
    expect(await t.db.select().from(accountUsers).where(eq(accountUsers.userId, user.id))).toHaveLength(0);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(row?.tosAgreedAt).toBeInstanceOf(Date);
    expect(row?.onboardingCompletedAt).toBeInstanceOf(Date);
    // The website is asked once and kept once: the store's, which Settings edits.
    expect(row?.websiteUrl).toBeNull();

    const own = await client.request('/api/developer/profile');
    expect(own.status).toBe(200);
    expect(((await own.json()) as OwnStoreResponse).profile?.slug).toBe(profile.slug);
    const saved = await client.request('/api/developer/profile', {
      method: 'PUT',
      json: storeBody({ slug: profile.slug, website: 'forge.example' }),
    });
    expect(((await saved.json()) as DeveloperProfile).websiteUrl).toBe('https://forge.example');
    expect((await storeOf(user.id))?.websiteUrl).toBe('https://forge.example');
    const [after] = await t.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(after?.websiteUrl).toBeNull();
  });

  it('refuses a second onboarding with 409 and keeps the first store', async () => {
    const { user, client, profile } = await signedInDeveloper(t);
    const res = await client.post('/api/developer/onboarding', storeBody({ storeName: 'Another' }));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'DEVELOPER_PROFILE_EXISTS' });
    expect((await storeOf(user.id))?.storeName).toBe(profile.storeName);
  });

  it('refuses bad input with 400 and the field messages, writing nothing', async () => {
    const { user, client } = await signedInClient(t, { role: 'developer' });
    const res = await client.post('/api/developer/onboarding', {
      ...storeBody(),
      storeName: 'x',
      slug: 'Not A Slug!',
      bio: 'b'.repeat(501),
      payoutCountry: 'ZZ',
      payoutCurrency: 'XYZ',
    });
    expect(res.status).toBe(400);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(fields).toMatchObject({
      storeName: SELLER_PROFILE_TEXT.storeNameTooShort,
      slug: SELLER_PROFILE_TEXT.slugFormat,
      bio: SELLER_PROFILE_TEXT.bioTooLong,
      payoutCountry: SELLER_PROFILE_TEXT.countryRequired,
      payoutCurrency: SELLER_PROFILE_TEXT.currencyRequired,
    });
    const noTerms = await client.post('/api/developer/onboarding', { ...storeBody(), agreeToTerms: false });
    expect(noTerms.status).toBe(400);
    expect(((await noTerms.json()) as { fields: Record<string, string> }).fields.agreeToTerms).toBe('Agree to TOS');
    expect(await storeOf(user.id)).toBeNull();
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(row?.tosAgreedAt).toBeNull();
  });

  it('refuses a taken slug with 409 STORE_SLUG_TAKEN, whatever its case', async () => {
    const first = await signedInDeveloper(t);
    const { user, client } = await signedInClient(t, { role: 'developer' });
    const res = await client.post('/api/developer/onboarding', storeBody({ slug: first.profile.slug.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: 'STORE_SLUG_TAKEN',
      error: SELLER_PROFILE_TEXT.slugTaken(first.profile.slug),
      fields: { slug: SELLER_PROFILE_TEXT.slugTaken(first.profile.slug) },
    });
    expect(await storeOf(user.id)).toBeNull();
  });

  it('gives one of two developers racing for one slug the store, the other a 409', async () => {
    const a = await signedInClient(t, { role: 'developer' });
    const b = await signedInClient(t, { role: 'developer' });
    const slug = `race-${a.user.id.slice(0, 8)}`;
    const statuses = (
      await Promise.all([
        a.client.post('/api/developer/onboarding', storeBody({ slug })),
        b.client.post('/api/developer/onboarding', storeBody({ slug })),
      ])
    )
      .map((res) => res.status)
      .sort();
    expect(statuses).toEqual([201, 409]);
  });

  it('refuses an unverified e-mail, a client and an anonymous caller', async () => {
    const unverified = await signedInClient(t, { role: 'developer' });
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.user.id));
    const refused = await unverified.client.post('/api/developer/onboarding', storeBody());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const client = await signedInClient(t);
    expect((await client.client.post('/api/developer/onboarding', storeBody())).status).toBe(403);
    expect(await storeOf(client.user.id)).toBeNull();
    expect((await new Client(t).post('/api/developer/onboarding', storeBody())).status).toBe(401);
  });
});

describe('the developer profile', () => {
  it('answers null to a developer without a store, whose save is refused with 404', async () => {
    const { user, client } = await signedInClient(t, { role: 'developer' });
    const res = await client.request('/api/developer/profile');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ profile: null });
    const save = await client.request('/api/developer/profile', { method: 'PUT', json: storeBody() });
    expect(save.status).toBe(404);
    expect(await save.json()).toMatchObject({ code: 'DEVELOPER_PROFILE_NOT_FOUND' });
    expect(await storeOf(user.id)).toBeNull();
  });

  it('saves the developer’s own store only; the public page moves to a new slug', async () => {
    const mine = await signedInDeveloper(t);
    const theirs = await signedInDeveloper(t);
    const slug = `renamed-${mine.user.id.slice(0, 8)}`;
    const res = await mine.client.request('/api/developer/profile', {
      method: 'PUT',
      json: { ...storeBody({ storeName: 'Renamed Store', slug, payoutCountry: 'DE', payoutCurrency: 'EUR' }) },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ storeName: 'Renamed Store', slug, payoutCurrency: 'EUR' });
    expect((await storeOf(theirs.user.id))?.storeName).toBe(theirs.profile.storeName);

    expect((await new Client(t).request(`/api/developers/${slug}`)).status).toBe(200);
    // The old address answers the store under its new address (slug-history.test.ts has the rest).
    const old = await new Client(t).request(`/api/developers/${mine.profile.slug}`);
    expect(((await old.json()) as PublicDeveloper).slug).toBe(slug);

    // Taking another store's slug is refused and changes nothing.
    const taken = await mine.client.request('/api/developer/profile', {
      method: 'PUT',
      json: storeBody({ slug: theirs.profile.slug }),
    });
    expect(taken.status).toBe(409);
    expect((await storeOf(mine.user.id))?.slug).toBe(slug);
  });

  it('refuses bad input with 400 and keeps the store', async () => {
    const { user, client, profile } = await signedInDeveloper(t);
    const res = await client.request('/api/developer/profile', {
      method: 'PUT',
      json: { ...storeBody(), website: 'http://', slug: 'a' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      website: SELLER_PROFILE_TEXT.invalidWebsite,
      slug: SELLER_PROFILE_TEXT.slugLength,
    });
    expect(await storeOf(user.id)).toMatchObject({ slug: profile.slug, storeName: profile.storeName });
  });

  it('refuses a client (403) and an anonymous caller (401)', async () => {
    const client = await signedInClient(t, { onboarded: true });
    for (const init of [{}, { method: 'PUT', json: storeBody() }]) {
      expect((await client.client.request('/api/developer/profile', init)).status).toBe(403);
      expect((await new Client(t).request('/api/developer/profile', init)).status).toBe(401);
    }
    expect(await storeOf(client.user.id)).toBeNull();
  });
});

describe('the public developer page', () => {
  it('lists only the published themes of the store, and theme answers name the store', async () => {
    const { user, profile } = await signedInDeveloper(t, { storeName: 'Published Goods' });
    const shown = await createTheme(t.db, { name: 'Shown Theme', creatorId: user.id, price: 2900 });
    const hidden = await createTheme(t.db, { name: 'Hidden Theme', creatorId: user.id, published: false });
    const ours = await createTheme(t.db, { name: 'Themeport Theme' });

    const res = await new Client(t).request(`/api/developers/${profile.slug}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as PublicDeveloper;
    expect(page).toMatchObject({ storeName: 'Published Goods', slug: profile.slug, bio: profile.bio });
    expect(page.themes.map((theme) => theme.id)).toEqual([shown.id]);
    expect(page.themes[0]?.seller).toEqual({ storeName: 'Published Goods', slug: profile.slug });
    expect(page.themes.some((theme) => theme.id === hidden.id)).toBe(false);

    const detail = (await (await new Client(t).request(`/api/themes/${shown.slug}`)).json()) as ThemeDetail;
    expect(detail.seller).toEqual({ storeName: 'Published Goods', slug: profile.slug });
    const own = (await (await new Client(t).request(`/api/themes/${ours.slug}`)).json()) as ThemeDetail;
    expect(own.seller).toBeNull();
    const list = (await (await new Client(t).request('/api/themes?q=Shown%20Theme')).json()) as ThemeListResponse;
    expect(list.items.find((theme) => theme.id === shown.id)?.seller?.slug).toBe(profile.slug);
  });

  it('answers 404 Developer not found for an unknown slug', async () => {
    const res = await new Client(t).request('/api/developers/no-such-store');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'DEVELOPER_NOT_FOUND', error: 'Developer not found' });
  });
});
