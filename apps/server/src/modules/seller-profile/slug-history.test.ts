// A store's former addresses (decision 031, amendment): after a slug change the old address answers
// the store under its new slug, and no other store can take it for RETIRED_STORE_SLUG_HOLD_DAYS;
// the store itself can take it back; after the hold the address is free again.
import { eq } from 'drizzle-orm';
import { RETIRED_STORE_SLUG_HOLD_DAYS, SELLER_PROFILE_TEXT, type PublicDeveloper } from '@themeport/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { developerProfiles, retiredStoreSlugs } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient } from '../../test/auth.ts';
import { signedInDeveloper, storeBody } from '../../test/sellers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const moveTo = (client: Client, slug: string) =>
  client.request('/api/developer/profile', { method: 'PUT', json: storeBody({ slug }) });

async function publicSlug(slug: string): Promise<string | null> {
  const res = await new Client(t).request(`/api/developers/${slug}`);
  if (res.status === 404) return null;
  expect(res.status).toBe(200);
  return ((await res.json()) as PublicDeveloper).slug;
}

const liveSlug = async (userId: string) =>
  (await t.db.select().from(developerProfiles).where(eq(developerProfiles.userId, userId)))[0]?.slug;

it('answers the old address with the store under its new slug, along a chain of changes', async () => {
  const store = await signedInDeveloper(t);
  const first = store.profile.slug;
  expect((await moveTo(store.client, `${first}-b`)).status).toBe(200);
  expect((await moveTo(store.client, `${first}-c`)).status).toBe(200);
  expect(await publicSlug(first)).toBe(`${first}-c`);
  expect(await publicSlug(`${first}-b`)).toBe(`${first}-c`);
  expect(await publicSlug(`${first}-c`)).toBe(`${first}-c`);
});

it('keeps a former address from every other store, while its own store takes it back', async () => {
  const store = await signedInDeveloper(t);
  const other = await signedInDeveloper(t);
  const old = store.profile.slug;
  expect((await moveTo(store.client, `${old}-new`)).status).toBe(200);

  const taken = await moveTo(other.client, old);
  expect(taken.status).toBe(409);
  expect(await taken.json()).toMatchObject({
    code: 'STORE_SLUG_TAKEN',
    fields: { slug: SELLER_PROFILE_TEXT.slugTaken(old) },
  });
  expect(await liveSlug(other.user.id)).toBe(other.profile.slug);
  const newcomer = await signedInClient(t, { role: 'developer' });
  expect((await newcomer.client.post('/api/developer/onboarding', storeBody({ slug: old }))).status).toBe(409);
  expect(await liveSlug(newcomer.user.id)).toBeUndefined();

  // Taken back, the old address is the store's again and the one it leaves now leads there.
  expect((await moveTo(store.client, old)).status).toBe(200);
  expect(await publicSlug(old)).toBe(old);
  expect(await publicSlug(`${old}-new`)).toBe(old);
  const held = await t.db.select().from(retiredStoreSlugs).where(eq(retiredStoreSlugs.userId, store.user.id));
  expect(held.map((row) => row.slug)).toEqual([`${old}-new`]);
});

it(`frees a former address ${RETIRED_STORE_SLUG_HOLD_DAYS} days after the change`, async () => {
  const store = await signedInDeveloper(t);
  const other = await signedInDeveloper(t);
  const old = store.profile.slug;
  expect((await moveTo(store.client, `${old}-later`)).status).toBe(200);
  const longAgo = new Date(Date.now() - (RETIRED_STORE_SLUG_HOLD_DAYS + 1) * 86_400_000);
  await t.db.update(retiredStoreSlugs).set({ retiredAt: longAgo }).where(eq(retiredStoreSlugs.slug, old));
  expect(await publicSlug(old)).toBeNull();

  expect((await moveTo(other.client, old)).status).toBe(200);
  expect(await publicSlug(old)).toBe(old);
  expect(await liveSlug(other.user.id)).toBe(old);
  expect(await t.db.select().from(retiredStoreSlugs).where(eq(retiredStoreSlugs.slug, old))).toEqual([]);
});

it('lets a store moving away and another claiming its address at once end with the address held', async () => {
  const store = await signedInDeveloper(t);
  const other = await signedInDeveloper(t);
  const old = store.profile.slug;
  const [moved, claimed] = await Promise.all([moveTo(store.client, `${old}-away`), moveTo(other.client, old)]);
  expect([moved.status, claimed.status]).toEqual([200, 409]);
  expect(await liveSlug(other.user.id)).toBe(other.profile.slug);
  expect(await publicSlug(old)).toBe(`${old}-away`);
});
