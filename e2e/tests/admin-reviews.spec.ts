import { REVIEW_MODERATION_TEXT } from '@themeport/core';
import { DEMO, expect, signInAs, test } from './fixtures';
import { expectAccessible, getTheme, listThemes, originHeaders } from './support';

// Review moderation in the admin portal (issue 13, spec 001 §2.9): a review waits until a
// platform admin approves it; then it shows on the theme page and counts in the rating at once.

test.use({ signUp: { prefix: 'reviewer', firstName: 'Rhea', lastName: 'Reviewer' } });

test('an admin approves a pending review, and the theme page shows it with the new rating', async ({
  page,
  signedIn: _signedIn,
  browser,
}) => {
  test.slow();
  const { items } = await listThemes(page.request, 'sort=rating');
  const theme = items.find((item) => item.reviewCount > 0)!;
  const reviewText = `Fine bones, but the fonts felt heavy (${Date.now().toString(36)}).`;
  const written = await page.request.post(`/api/themes/${theme.slug}/reviews`, {
    data: { rating: 1, reviewText },
    headers: originHeaders(),
  });
  expect(written.status(), await written.text()).toBe(201);
  const before = await getTheme(page.request, theme.slug);

  const adminContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.77' },
  });
  const admin = await adminContext.newPage();
  await signInAs(admin, DEMO.admin);
  await admin.goto('/admin-portal?tab=reviews');
  await expect(admin.getByText('Global Admin')).toBeVisible();
  const reviews = admin.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('button', { name: /^Pending/ })).toHaveAttribute('aria-pressed', 'true');
  const row = reviews.getByRole('row').filter({ hasText: reviewText });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText('Rhea Reviewer')).toBeVisible();
  await expectAccessible(admin);
  await admin.screenshot({ path: test.info().outputPath('admin-reviews.png'), fullPage: true });

  await row.getByRole('button', { name: /^Details of the review by Rhea Reviewer/ }).click();
  const dialog = admin.getByRole('dialog', { name: `Review of ${theme.name}` });
  await expect(dialog.getByText(reviewText)).toBeVisible();
  await dialog.getByRole('button', { name: 'Approved' }).click();
  await dialog.getByLabel('Admin notes').fill('Honest, on topic.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('status').getByText(REVIEW_MODERATION_TEXT.updated)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Approved, it leaves the Pending list; under All it shows as Approved with the note.
  await expect(row).toHaveCount(0);
  await reviews.getByRole('button', { name: /^All/ }).click();
  await expect(row.getByText('Approved')).toBeVisible();
  await expect(row.getByText('Honest, on topic.')).toBeVisible();
  await adminContext.close();

  const count = before.reviewCount + 1;
  const rating = Math.round(((before.rating! * before.reviewCount + 1) / count) * 10) / 10;
  await page.goto(`/themes/${theme.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByText(reviewText)).toBeVisible();
  await expect(main.getByText(`${rating.toFixed(1)} (${count} reviews)`)).toBeVisible();
});

test('a client cannot reach the moderation API', async ({ page, signedIn: _signedIn }) => {
  const res = await page.request.get('/api/admin/reviews');
  expect(res.status()).toBe(403);
});
