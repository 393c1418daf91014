import { eq } from 'drizzle-orm';
import type { CartResponse } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLibrary, cartItems, themes } from '../../db/schema.ts';
import { createOwnedAccount } from '../accounts/service.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient, signedInOwner } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const paidTheme = (price = 4900) => createTheme(t.db, { price });
const cartOf = async (res: Response) => (await res.json()) as CartResponse;
const remove = (client: Client, path: string) => client.request(path, { method: 'DELETE' });

describe('the cart', () => {
  it('answers 401 User not authenticated without a session, on every endpoint', async () => {
    const anonymous = new Client(t);
    const answers = await Promise.all([
      anonymous.request('/api/cart'),
      anonymous.post('/api/cart/items', { themeId: 'anything' }),
      anonymous.post('/api/cart/merge', { items: [] }),
      remove(anonymous, '/api/cart/items/anything'),
      remove(anonymous, '/api/cart'),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'User not authenticated', code: 'UNAUTHENTICATED' });
    }
  });

  it('starts empty and is not cached', async () => {
    const { client } = await signedInOwner(t);
    const res = await client.request('/api/cart');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ items: [] });
  });

  it('adds a paid theme with its display fields, and raises the quantity when added again', async () => {
    const theme = await createTheme(t.db, { price: 4950, images: ['/uploads/a.svg', '/uploads/b.svg'] });
    const { client } = await signedInOwner(t);

    const first = await client.post('/api/cart/items', { themeId: theme.id });
    expect(first.status).toBe(200);
    expect(await cartOf(first)).toEqual({
      items: [
        {
          themeId: theme.id,
          quantity: 1,
          theme: {
            id: theme.id,
            name: theme.name,
            slug: theme.slug,
            description: theme.description,
            image: '/uploads/a.svg',
            price: 4950,
            framework: 'astro',
          },
          inLibrary: false,
        },
      ],
    });

    // By slug this time: the same line.
    const second = await cartOf(await client.post('/api/cart/items', { themeId: theme.slug }));
    expect(second.items.map((line) => [line.themeId, line.quantity])).toEqual([[theme.id, 2]]);
    const listed = await cartOf(await client.request('/api/cart'));
    expect(listed.items[0]?.quantity).toBe(2);
  });

  it('counts concurrent adds of the same theme without losing one', async () => {
    const theme = await paidTheme();
    const { client } = await signedInOwner(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/api/cart/items', { themeId: theme.id })),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await cartOf(await client.request('/api/cart'))).items[0]?.quantity).toBe(5);
  });

  it('shows no image for a theme without images, lists the newest line first and caps quantities at 99', async () => {
    const older = await createTheme(t.db, { price: 900, images: [] });
    const newer = await paidTheme();
    const { client } = await signedInOwner(t);
    await client.post('/api/cart/items', { themeId: older.id, quantity: 98 });
    await client.post('/api/cart/items', { themeId: newer.id });
    const cart = await cartOf(await client.post('/api/cart/items', { themeId: older.id, quantity: 5 }));
    expect(cart.items.map((line) => [line.themeId, line.quantity, line.theme.image])).toEqual([
      [newer.id, 1, '/uploads/themes/test-1.svg'],
      [older.id, 99, null],
    ]);
  });

  it('refuses a free theme with FREE_THEME and an unknown or unpublished theme with 404', async () => {
    const free = await createTheme(t.db, { price: 0 });
    const hidden = await createTheme(t.db, { price: 4900, published: false });
    const { client, user } = await signedInOwner(t);

    const freeRes = await client.post('/api/cart/items', { themeId: free.id });
    expect(freeRes.status).toBe(400);
    expect(await freeRes.json()).toEqual({
      error: 'Free themes go straight to your library: use Add to Library.',
      code: 'FREE_THEME',
    });

    for (const themeId of ['no-such-theme', '00000000-0000-4000-8000-000000000000', hidden.id]) {
      const res = await client.post('/api/cart/items', { themeId });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe('Theme not found');
    }
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toHaveLength(0);
  });

  it('validates the quantity', async () => {
    const theme = await paidTheme();
    const { client } = await signedInOwner(t);
    for (const quantity of [0, 100, 1.5]) {
      const res = await client.post('/api/cart/items', { themeId: theme.id, quantity });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields.quantity).toBeDefined();
    }
  });

  it('removes a line by id or slug, accepts removing a line that is not there, and empties the cart', async () => {
    const [a, b, c] = await Promise.all([paidTheme(), paidTheme(), paidTheme()]);
    const { client } = await signedInOwner(t);
    for (const theme of [a, b, c]) await client.post('/api/cart/items', { themeId: theme!.id });

    const afterRemove = await remove(client, `/api/cart/items/${a!.id}`);
    expect(afterRemove.status).toBe(200);
    expect((await cartOf(afterRemove)).items.map((line) => line.themeId).sort()).toEqual([b!.id, c!.id].sort());
    expect(
      (await cartOf(await remove(client, `/api/cart/items/${b!.slug}`))).items.map((line) => line.themeId),
    ).toEqual([c!.id]);
    expect((await remove(client, `/api/cart/items/${a!.id}`)).status).toBe(200);
    expect((await remove(client, '/api/cart/items/no-such-theme')).status).toBe(200);

    const cleared = await remove(client, '/api/cart');
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ items: [] });
    expect(await cartOf(await client.request('/api/cart'))).toEqual({ items: [] });
  });

  it('merges a local cart: quantities add up, duplicates count once, unknown and free themes are skipped', async () => {
    const [kept, local, another] = await Promise.all([paidTheme(), paidTheme(2900), paidTheme(900)]);
    const free = await createTheme(t.db, { price: 0 });
    const { client } = await signedInOwner(t);
    await client.post('/api/cart/items', { themeId: kept!.id, quantity: 2 });

    const res = await client.post('/api/cart/merge', {
      items: [
        { themeId: kept!.id, quantity: 3 },
        { themeId: local!.slug, quantity: 1 },
        { themeId: local!.id, quantity: 1 },
        { themeId: free.id, quantity: 1 },
        { themeId: 'no-such-theme', quantity: 4 },
        { themeId: another!.id, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    // New lines keep the local cart's order (newest first) and come before the older server line.
    expect((await cartOf(res)).items.map((line) => [line.themeId, line.quantity])).toEqual([
      [local!.id, 2],
      [another!.id, 1],
      [kept!.id, 5],
    ]);

    expect((await cartOf(await client.post('/api/cart/merge', { items: [] }))).items).toHaveLength(3);
    expect((await client.post('/api/cart/merge', { items: [{ themeId: kept!.id, quantity: 0 }] })).status).toBe(400);
  });

  it("never shows one user's cart to another", async () => {
    const theme = await paidTheme();
    const alice = await signedInOwner(t);
    const bob = await signedInOwner(t);
    await alice.client.post('/api/cart/items', { themeId: theme.id });

    expect(await cartOf(await bob.client.request('/api/cart'))).toEqual({ items: [] });
    await remove(bob.client, `/api/cart/items/${theme.id}`);
    await remove(bob.client, '/api/cart');
    expect((await cartOf(await alice.client.request('/api/cart'))).items.map((line) => line.themeId)).toEqual([
      theme.id,
    ]);
  });

  it("marks a line inLibrary once the theme is in the current account's library", async () => {
    const theme = await paidTheme();
    const { client, account, user } = await signedInOwner(t);
    await client.post('/api/cart/items', { themeId: theme.id });
    expect((await cartOf(await client.request('/api/cart'))).items[0]?.inLibrary).toBe(false);

    await t.db.insert(accountLibrary).values({ accountId: account.id, themeId: theme.id, source: 'purchase' });
    expect((await cartOf(await client.request('/api/cart'))).items[0]?.inLibrary).toBe(true);

    // The flag follows the current account (tp_account): the user's second account does not hold it.
    const second = await createOwnedAccount(t.db, { userId: user.id, name: 'Second Account' });
    client.cookies.set('tp_account', second.id);
    expect((await cartOf(await client.request('/api/cart'))).items[0]?.inLibrary).toBe(false);
  });

  it('answers inLibrary false for a user without an account, and hides lines of themes unpublished later', async () => {
    const [theme, later] = await Promise.all([paidTheme(), paidTheme()]);
    const { client } = await signedInClient(t);
    await client.post('/api/cart/items', { themeId: theme!.id });
    await client.post('/api/cart/items', { themeId: later!.id });
    await t.db.update(themes).set({ published: false }).where(eq(themes.id, later!.id));
    const cart = await cartOf(await client.request('/api/cart'));
    expect(cart.items.map((line) => [line.themeId, line.inLibrary])).toEqual([[theme!.id, false]]);
  });
});
