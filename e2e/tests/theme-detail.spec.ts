import { industryPath } from '@themeport/core';
import { allowConsoleError, expect, resourceError, test } from './fixtures';
import { expectAccessible, getTheme, listThemes } from './support';

test('the theme page shows everything about the theme', async ({ page, request }) => {
  const [top] = (await listThemes(request, 'sort=rating&pageSize=1')).items;
  const theme = await getTheme(request, top!.slug);
  await page.goto(`/themes/${theme.slug}`);

  await expect(page.getByRole('heading', { level: 1, name: theme.name })).toBeVisible();
  await expect(page).toHaveTitle(`${theme.name} – Themeport`);
  const main = page.getByRole('main');
  await expect(main.getByText(industryPath(theme.industry))).toBeVisible();
  await expect(main.getByText(theme.version, { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Features' })).toBeVisible();
  await expect(main.getByText(theme.features[0]!, { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'About this theme' })).toBeVisible();
  const firstLine = theme.longDescription.split('\n').find((line) => line.trim())!;
  await expect(main.getByText(firstLine.trim())).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
  const signIn = await main.getByRole('link', { name: 'Sign in to Add' }).getAttribute('href');
  expect(decodeURIComponent(signIn!)).toBe(`/signin?returnUrl=/themes/${theme.slug}`);
  if (theme.demoUrl) await expect(main.getByRole('link', { name: /Live Demo/ })).toHaveAttribute('href', theme.demoUrl);
  await expectAccessible(page);
});

test('gallery thumbnails switch the main image and open a lightbox', async ({ page, request }) => {
  const [top] = (await listThemes(request, 'sort=popular&pageSize=1')).items;
  const theme = await getTheme(request, top!.slug);
  expect(theme.images.length).toBeGreaterThanOrEqual(3);
  await page.goto(`/themes/${theme.slug}`);

  const second = page.getByRole('button', { name: 'Show image 2' });
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Open image 2 of/ }).locator('img')).toHaveAttribute(
    'src',
    theme.images[1]!,
  );

  await page.getByRole('button', { name: /Open image 2 of/ }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.locator('img')).toHaveAttribute('src', theme.images[2]!);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('reviews show the approved ones, or say there are none', async ({ page, request }) => {
  const all = (await listThemes(request, 'pageSize=48')).items;
  const reviewed = all.find((theme) => theme.reviewCount > 0)!;
  const unreviewed = all.find((theme) => theme.reviewCount === 0);

  await page.goto(`/themes/${reviewed.slug}`);
  await expect(page.getByText(`${reviewed.rating!.toFixed(1)}`).first()).toBeVisible();
  const reviews = await (await request.get(`/api/themes/${reviewed.id}/reviews`)).json();
  await expect(page.getByText(reviews.items[0].reviewText)).toBeVisible();

  if (unreviewed) {
    await page.goto(`/themes/${unreviewed.slug}`);
    await expect(page.getByText('No reviews yet.')).toBeVisible();
    await expect(page.getByText('No rating').first()).toBeVisible();
  }
});

test('a theme is also found by its id', async ({ page, request }) => {
  const [theme] = (await listThemes(request, 'pageSize=1')).items;
  await page.goto(`/themes/${theme!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: theme!.name })).toBeVisible();
});

test("an unknown theme says 'Theme not found'", async ({ page }) => {
  allowConsoleError(
    resourceError(404, '/no-such-theme'),
    'the page and its API answer 404 for a theme that does not exist',
  );
  await page.goto('/themes/no-such-theme');
  await expect(page.getByRole('heading', { name: 'Theme not found' })).toBeVisible();
});

test('a shared theme link previews the theme before any script runs', async ({ request }) => {
  const [theme] = (await listThemes(request, 'pageSize=1')).items;
  const html = await (await request.get(`/themes/${theme!.slug}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${theme!.name}`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/uploads\/themes\//);
});
