import { eq } from 'drizzle-orm';
import type { AdminReview, AdminReviewsResponse, ThemeDetail, ThemeReviewsResponse } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, profiles, themeReviews } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInClient, signedInOwner } from '../../test/auth.ts';
import { createReview, createTheme } from '../../test/factories.ts';
import { addToLibrary } from '../../test/slots.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const detail = async (slug: string) => (await (await t.app.request(`/api/themes/${slug}`)).json()) as ThemeDetail;
const publicReviews = async (slug: string) =>
  (await (await t.app.request(`/api/themes/${slug}/reviews`)).json()) as ThemeReviewsResponse;
const admin = () => signedInClient(t, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
const auditOf = (resourceId: string) => t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, resourceId));

describe('review moderation', () => {
  it('approving a pending review shows it publicly and moves the rating at once, audited', async () => {
    const theme = await createTheme(t.db);
    await createReview(t.db, { themeId: theme.id, rating: 5, status: 'approved' });
    expect(await detail(theme.slug)).toMatchObject({ rating: 5, reviewCount: 1 });
    const { user: author } = await signedInClient(t, { firstName: 'Rae', lastName: 'Viewer' });
    const pending = await createReview(t.db, { themeId: theme.id, userId: author.id, rating: 2, status: 'pending' });

    const { client, user } = await admin();
    const list = (await (await client.request('/api/admin/reviews?status=pending')).json()) as AdminReviewsResponse;
    expect(list.items.map((item) => item.id)).toContain(pending.id);
    expect(list.items.every((item) => item.status === 'pending')).toBe(true);
    expect(list.total).toBe(list.counts.pending);

    const res = await client.request(`/api/admin/reviews/${pending.id}`, {
      method: 'PATCH',
      json: { status: 'approved', adminNotes: 'Fair point' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as AdminReview).toMatchObject({
      status: 'approved',
      adminNotes: 'Fair point',
      theme: { id: theme.id, slug: theme.slug },
      reviewer: { userId: author.id, email: author.email },
    });
    expect(await detail(theme.slug)).toMatchObject({ rating: 3.5, reviewCount: 2 });
    expect((await publicReviews(theme.slug)).items.map((item) => item.id)).toContain(pending.id);

    const [entry] = await auditOf(pending.id);
    expect(entry).toMatchObject({
      adminUserId: user.id,
      adminRole: 'admin',
      actionType: 'update',
      resourceType: 'review',
      status: 'success',
      changes: {
        before: { status: 'pending', adminNotes: null },
        after: { status: 'approved', adminNotes: 'Fair point' },
        fields: ['status', 'adminNotes'],
      },
    });
  });

  it("bulk updates carry the note 'Bulk update' and hide reviews from the public list", async () => {
    const theme = await createTheme(t.db);
    const a = await createReview(t.db, { themeId: theme.id, rating: 4 });
    const b = await createReview(t.db, { themeId: theme.id, rating: 2 });
    expect((await publicReviews(theme.slug)).total).toBe(2);
    const { client } = await admin();
    const res = await client.post('/api/admin/reviews/bulk', { reviewIds: [a.id, b.id], status: 'hidden' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2 });
    const rows = await t.db.select().from(themeReviews).where(eq(themeReviews.themeId, theme.id));
    expect(rows.map((row) => [row.status, row.adminNotes])).toEqual([
      ['hidden', 'Bulk update'],
      ['hidden', 'Bulk update'],
    ]);
    expect((await publicReviews(theme.slug)).total).toBe(0);
    expect(await detail(theme.slug)).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('deletes a review for good and records what it said', async () => {
    const theme = await createTheme(t.db);
    const review = await createReview(t.db, { themeId: theme.id, reviewText: 'Spam spam' });
    const { client } = await admin();
    expect((await client.request(`/api/admin/reviews/${review.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.select().from(themeReviews).where(eq(themeReviews.id, review.id))).toEqual([]);
    const [entry] = await auditOf(review.id);
    expect(entry).toMatchObject({ actionType: 'delete', changes: { before: { reviewText: 'Spam spam' } } });
    expect((await client.request(`/api/admin/reviews/${review.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses bad input with 400 or 404 and changes nothing', async () => {
    const theme = await createTheme(t.db);
    const review = await createReview(t.db, { themeId: theme.id, status: 'pending' });
    const { client } = await admin();
    const patch = (id: string, json: unknown) => client.request(`/api/admin/reviews/${id}`, { method: 'PATCH', json });
    expect((await patch(review.id, { status: 'published' })).status).toBe(400);
    expect((await patch(review.id, {})).status).toBe(400);
    expect((await patch(review.id, { adminNotes: 'x'.repeat(1001) })).status).toBe(400);
    expect((await patch('not-a-uuid', { status: 'approved' })).status).toBe(404);
    expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'approved' })).status).toBe(404);
    expect((await client.post('/api/admin/reviews/bulk', { reviewIds: [], status: 'approved' })).status).toBe(400);
    expect((await client.post('/api/admin/reviews/bulk', { reviewIds: ['x'], status: 'approved' })).status).toBe(400);
    expect((await client.request('/api/admin/reviews?status=weird')).status).toBe(400);
    const [row] = await t.db.select().from(themeReviews).where(eq(themeReviews.id, review.id));
    expect(row).toMatchObject({ status: 'pending', adminNotes: null });
  });

  it('answers 403 to a client and 401 to nobody', async () => {
    const theme = await createTheme(t.db);
    const review = await createReview(t.db, { themeId: theme.id, status: 'pending' });
    const { client } = await signedInClient(t);
    expect((await client.request('/api/admin/reviews')).status).toBe(403);
    expect(
      (await client.request(`/api/admin/reviews/${review.id}`, { method: 'PATCH', json: { status: 'approved' } }))
        .status,
    ).toBe(403);
    expect((await t.app.request('/api/admin/reviews')).status).toBe(401);
    const [row] = await t.db.select().from(themeReviews).where(eq(themeReviews.id, review.id));
    expect(row!.status).toBe('pending');
  });
});

describe('verified purchase', () => {
  it("marks a review whose author's account has the theme, and shows the author's current profile name", async () => {
    const theme = await createTheme(t.db);
    const { user: owner, account } = await signedInOwner(t, { firstName: 'Vera', lastName: 'Owner' });
    await addToLibrary(t.db, account.id, theme.id);
    const { user: stranger } = await signedInClient(t);
    await createReview(t.db, { themeId: theme.id, userId: owner.id, reviewerName: 'Old Name' });
    await createReview(t.db, { themeId: theme.id, userId: stranger.id, reviewerName: 'Name at writing' });
    await t.db.update(profiles).set({ fullName: 'Vera Renamed' }).where(eq(profiles.userId, owner.id));

    const { items } = await publicReviews(theme.slug);
    expect(items.map((item) => [item.user.fullName, item.verifiedPurchase]).sort()).toEqual([
      ['Test Person', false],
      ['Vera Renamed', true],
    ]);
  });
});
