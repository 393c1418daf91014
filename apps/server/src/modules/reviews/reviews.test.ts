import { eq } from 'drizzle-orm';
import type { OwnReview, ThemeDetail, ThemeReviewsResponse } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, themeReviews } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient } from '../../test/auth.ts';
import { createReview, createTheme } from '../../test/factories.ts';
import { setReviewStatus } from '../themes/reviews.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const detail = async (slug: string) => (await (await t.app.request(`/api/themes/${slug}`)).json()) as ThemeDetail;
const publicReviews = async (slug: string) =>
  (await (await t.app.request(`/api/themes/${slug}/reviews`)).json()) as ThemeReviewsResponse;

describe('writing a review', () => {
  it('creates a pending review that neither counts in the rating nor shows in the public list', async () => {
    const theme = await createTheme(t.db);
    await createReview(t.db, { themeId: theme.id, rating: 4, status: 'approved' });
    // Warm the catalogue cache first.
    expect(await detail(theme.slug)).toMatchObject({ rating: 4, reviewCount: 1 });
    expect((await publicReviews(theme.slug)).total).toBe(1);

    const { user, client } = await signedInClient(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const res = await client.post(`/api/themes/${theme.slug}/reviews`, { rating: 1, reviewText: '  Not for me.  ' });
    expect(res.status).toBe(201);
    const review = (await res.json()) as OwnReview;
    expect(review).toMatchObject({ themeId: theme.id, rating: 1, reviewText: 'Not for me.', status: 'pending' });

    const [row] = await t.db.select().from(themeReviews).where(eq(themeReviews.id, review.id));
    expect(row).toMatchObject({ userId: user.id, status: 'pending', reviewerName: 'Ada Lovelace' });
    expect(await detail(theme.slug)).toMatchObject({ rating: 4, reviewCount: 1 });
    expect((await publicReviews(theme.slug)).items.map((item) => item.id)).not.toContain(review.id);

    const mine = await client.request(`/api/themes/${theme.slug}/reviews/mine`);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual(review);
  });

  it("shows the reviewer's profile name once approved, and the rating then counts it", async () => {
    const theme = await createTheme(t.db);
    const { user, client } = await signedInClient(t);
    await t.db
      .update(profiles)
      .set({ fullName: 'Grace Hopper', avatarUrl: '/uploads/avatars/grace.png' })
      .where(eq(profiles.userId, user.id));
    const review = (await (
      await client.post(`/api/themes/${theme.id}/reviews`, { rating: 5, reviewText: 'Superb.' })
    ).json()) as OwnReview;
    expect((await publicReviews(theme.slug)).total).toBe(0);

    await setReviewStatus(t.db, review.id, 'approved');
    const list = await publicReviews(theme.slug);
    expect(list.items).toEqual([
      expect.objectContaining({
        id: review.id,
        user: { fullName: 'Grace Hopper', avatarUrl: '/uploads/avatars/grace.png' },
      }),
    ]);
    expect(await detail(theme.slug)).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(((await (await client.request(`/api/themes/${theme.slug}/reviews/mine`)).json()) as OwnReview).status).toBe(
      'approved',
    );
  });

  it('refuses a second review by the same user with 409', async () => {
    const theme = await createTheme(t.db);
    const { client } = await signedInClient(t);
    expect((await client.post(`/api/themes/${theme.slug}/reviews`, { rating: 3, reviewText: 'Fine.' })).status).toBe(
      201,
    );
    const res = await client.post(`/api/themes/${theme.slug}/reviews`, { rating: 5, reviewText: 'Changed my mind.' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'You have already reviewed this theme.', code: 'ALREADY_REVIEWED' });
    expect(await t.db.select().from(themeReviews).where(eq(themeReviews.themeId, theme.id))).toHaveLength(1);
  });

  it('lets two users review the same theme, next to anonymous sample reviews', async () => {
    const theme = await createTheme(t.db);
    await createReview(t.db, { themeId: theme.id, userId: null });
    await createReview(t.db, { themeId: theme.id, userId: null });
    for (const _ of [1, 2]) {
      const { client } = await signedInClient(t);
      expect((await client.post(`/api/themes/${theme.slug}/reviews`, { rating: 4, reviewText: 'Good.' })).status).toBe(
        201,
      );
    }
  });

  it('answers 401 with the spec text when signed out', async () => {
    const theme = await createTheme(t.db);
    const res = await new Client(t).post(`/api/themes/${theme.slug}/reviews`, { rating: 5, reviewText: 'Hi' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'You must be logged in to submit a review', code: 'UNAUTHENTICATED' });
    expect((await new Client(t).request(`/api/themes/${theme.slug}/reviews/mine`)).status).toBe(401);
  });

  it('answers 400 with the field messages', async () => {
    const theme = await createTheme(t.db);
    const { client } = await signedInClient(t);
    const res = await client.post(`/api/themes/${theme.slug}/reviews`, { rating: 0, reviewText: '   ' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({
      rating: 'Please select a rating',
      reviewText: 'Please enter a review',
    });
  });

  it('answers 404 for an unknown theme, and 200 null for a theme the user has not reviewed yet', async () => {
    const theme = await createTheme(t.db);
    const { client } = await signedInClient(t);
    const unknown = await client.post('/api/themes/no-such-theme/reviews', { rating: 5, reviewText: 'Hi' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe('Theme not found');
    const mine = await client.request(`/api/themes/${theme.slug}/reviews/mine`);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toBeNull();
    expect((await client.request('/api/themes/no-such-theme/reviews/mine')).status).toBe(404);
  });
});
