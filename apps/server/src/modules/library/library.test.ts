import { eq } from 'drizzle-orm';
import type { LibraryItem, LibraryResponse, ThemeDetail } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLibrary, themes } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient, signedInMember, signedInOwner } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const detail = async (slug: string) => (await (await t.app.request(`/api/themes/${slug}`)).json()) as ThemeDetail;

describe('adding a free theme to the library', () => {
  it('adds it, raises downloads by one and lists it in the library', async () => {
    const theme = await createTheme(t.db, { price: 0, downloads: 7 });
    const { client, account } = await signedInOwner(t);
    // Warm the catalogue cache: the add must invalidate it.
    expect((await detail(theme.slug)).downloads).toBe(7);

    const res = await client.post(`/api/accounts/${account.id}/library`, { themeId: theme.id });
    expect(res.status).toBe(201);
    const added = (await res.json()) as LibraryItem;
    expect(added).toMatchObject({
      templateId: theme.id,
      templateName: theme.name,
      slug: theme.slug,
      price: 0,
      version: '1.0.0',
      source: 'free',
    });

    const rows = await t.db.select().from(accountLibrary).where(eq(accountLibrary.accountId, account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ themeId: theme.id, source: 'free' });
    const [stored] = await t.db.select({ downloads: themes.downloads }).from(themes).where(eq(themes.id, theme.id));
    expect(stored?.downloads).toBe(8);
    expect((await detail(theme.slug)).downloads).toBe(8);

    const list = await client.request(`/api/accounts/${account.id}/library`);
    expect(list.status).toBe(200);
    const body = (await list.json()) as LibraryResponse;
    expect(body.items.map((item) => item.templateId)).toEqual([theme.id]);
    expect(body.items[0]).toMatchObject({
      description: theme.description,
      framework: 'astro',
      features: theme.features,
      images: theme.images,
    });
  });

  it('accepts the slug as the theme id', async () => {
    const theme = await createTheme(t.db);
    const { client, account } = await signedInOwner(t);
    expect((await client.post(`/api/accounts/${account.id}/library`, { themeId: theme.slug })).status).toBe(201);
  });

  it('refuses a paid theme with PAYMENT_REQUIRED', async () => {
    const theme = await createTheme(t.db, { price: 4900 });
    const { client, account } = await signedInOwner(t);
    const res = await client.post(`/api/accounts/${account.id}/library`, { themeId: theme.id });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'This theme must be purchased before it can be added.',
      code: 'PAYMENT_REQUIRED',
    });
    expect(await t.db.select().from(accountLibrary).where(eq(accountLibrary.accountId, account.id))).toHaveLength(0);
  });

  it('refuses a second add with ALREADY_IN_LIBRARY and counts the download once', async () => {
    const theme = await createTheme(t.db, { downloads: 0 });
    const { client, account } = await signedInOwner(t);
    expect((await client.post(`/api/accounts/${account.id}/library`, { themeId: theme.id })).status).toBe(201);
    const res = await client.post(`/api/accounts/${account.id}/library`, { themeId: theme.id });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'This theme is already in your library.', code: 'ALREADY_IN_LIBRARY' });
    const [stored] = await t.db.select({ downloads: themes.downloads }).from(themes).where(eq(themes.id, theme.id));
    expect(stored?.downloads).toBe(1);
  });

  it('answers 404 Theme not found for an unknown theme', async () => {
    const { client, account } = await signedInOwner(t);
    const res = await client.post(`/api/accounts/${account.id}/library`, { themeId: 'no-such-theme' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe('Theme not found');
  });

  it('lets an editor add, and refuses a viewer with 403', async () => {
    const theme = await createTheme(t.db);
    const { account } = await signedInOwner(t);
    const editor = await signedInMember(t, account.id, 'editor');
    const viewer = await signedInMember(t, account.id, 'viewer');
    expect((await viewer.client.post(`/api/accounts/${account.id}/library`, { themeId: theme.id })).status).toBe(403);
    expect((await editor.client.post(`/api/accounts/${account.id}/library`, { themeId: theme.id })).status).toBe(201);
    // A viewer may still read the library.
    const list = (await (await viewer.client.request(`/api/accounts/${account.id}/library`)).json()) as LibraryResponse;
    expect(list.items).toHaveLength(1);
  });

  it('refuses someone outside the account, and a signed-out visitor', async () => {
    const theme = await createTheme(t.db);
    const { account } = await signedInOwner(t);
    const stranger = await signedInOwner(t);
    expect((await stranger.client.request(`/api/accounts/${account.id}/library`)).status).toBe(403);
    expect((await stranger.client.post(`/api/accounts/${account.id}/library`, { themeId: theme.id })).status).toBe(403);
    expect((await stranger.client.request('/api/accounts/not-a-uuid/library')).status).toBe(403);
    const anonymous = new Client(t);
    expect((await anonymous.request(`/api/accounts/${account.id}/library`)).status).toBe(401);
    expect((await anonymous.post(`/api/accounts/${account.id}/library`, { themeId: theme.id })).status).toBe(401);
  });

  it('needs a theme id', async () => {
    const { client, account } = await signedInOwner(t);
    const res = await client.post(`/api/accounts/${account.id}/library`, {});
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.themeId).toBeDefined();
  });
});

describe('library status of a theme', () => {
  it("tells whether the theme is in the current account's library", async () => {
    const theme = await createTheme(t.db);
    const { client, account } = await signedInOwner(t);
    const status = async () =>
      (await (await client.request(`/api/themes/${theme.slug}/library-status`)).json()) as { inLibrary: boolean };
    expect(await status()).toEqual({ inLibrary: false });
    await client.post(`/api/accounts/${account.id}/library`, { themeId: theme.id });
    expect(await status()).toEqual({ inLibrary: true });
    expect(await (await client.request(`/api/themes/${theme.id}/library-status`)).json()).toEqual({ inLibrary: true });
  });

  it('follows the current account, answers false without one, 401 signed out and 404 for an unknown theme', async () => {
    const theme = await createTheme(t.db);
    const owner = await signedInOwner(t);
    await owner.client.post(`/api/accounts/${owner.account.id}/library`, { themeId: theme.id });
    const other = await signedInOwner(t);
    expect(await (await other.client.request(`/api/themes/${theme.slug}/library-status`)).json()).toEqual({
      inLibrary: false,
    });

    const { client: noAccount } = await signedInClient(t);
    expect(await (await noAccount.request(`/api/themes/${theme.slug}/library-status`)).json()).toEqual({
      inLibrary: false,
    });
    expect((await new Client(t).request(`/api/themes/${theme.slug}/library-status`)).status).toBe(401);
    expect((await owner.client.request('/api/themes/no-such-theme/library-status')).status).toBe(404);
  });
});
