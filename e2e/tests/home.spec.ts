import { expect, test } from './fixtures';
import { cardNames, expectAccessible, listThemes } from './support';

test('home shows the hero, the four feature blurbs and the theme sections', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Themes for Astro.js and Next.js' })).toBeVisible();
  for (const blurb of ['Modern Tech Stack', 'Beautiful Design', 'Clean Code', 'Regular Updates']) {
    await expect(page.getByRole('heading', { name: blurb })).toBeVisible();
  }
  for (const section of ['Most Popular', 'New Arrivals', 'Industry Solutions']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page).toHaveTitle(/Themeport/);
});

test('Most Popular shows the three most downloaded themes and New Arrivals the four newest', async ({
  page,
  request,
}) => {
  const popular = await listThemes(request, 'sort=popular&pageSize=3');
  const newest = await listThemes(request, 'sort=newest&pageSize=4');
  await page.goto('/');
  await expect(cardNames(page, 'Most Popular')).toHaveText(popular.items.map((theme) => theme.name));
  await expect(cardNames(page, 'New Arrivals')).toHaveText(newest.items.map((theme) => theme.name));
});

test('Industry Solutions switches between industries', async ({ page, request }) => {
  const creative = await listThemes(request, 'category=creative&pageSize=4');
  expect(creative.items.length).toBeGreaterThan(0);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Industry Solutions' });
  await section
    .getByRole('group', { name: 'Industries' })
    .getByRole('button', { name: /Creative/ })
    .click();
  await expect(cardNames(page, 'Industry Solutions')).toHaveText(creative.items.map((theme) => theme.name));
});

test('opening a card leads to the theme page', async ({ page, request }) => {
  const [top] = (await listThemes(request, 'sort=popular&pageSize=1')).items;
  await page.goto('/');
  await page.getByRole('region', { name: 'Most Popular' }).getByRole('link', { name: top!.name }).click();
  await expect(page).toHaveURL(new RegExp(`/themes/${top!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: top!.name })).toBeVisible();
});

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(cardNames(page, 'Most Popular')).toHaveCount(3);
  await expectAccessible(page);
});

test('the home page loads without the query library, and reads its sections again when a visitor comes back to it', async ({
  page,
  request,
}) => {
  const popular = await listThemes(request, 'sort=popular&pageSize=3');
  const creative = await listThemes(request, 'category=creative&pageSize=4');
  const scripts: string[] = [];
  const themeReads: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.resourceType() === 'script') scripts.push(url.pathname);
    if (url.pathname === '/api/themes') themeReads.push(url.search);
  });
  await page.goto('/');
  const industries = page
    .getByRole('region', { name: 'Industry Solutions' })
    .getByRole('group', { name: 'Industries' });
  // The page answers (hydrated: its controls enabled) with its sections from the HTML and no API read.
  await expect(industries.getByRole('button').first()).toBeEnabled();
  expect(scripts.some((path) => path.includes('/assets/index-'))).toBe(true);
  expect(scripts.filter((path) => path.includes('tanstack'))).toEqual([]);
  expect(themeReads).toEqual([]);

  // Another industry is read through the query cache, which loads then.
  await industries.getByRole('button', { name: /Creative/ }).click();
  await expect(cardNames(page, 'Industry Solutions')).toHaveText(creative.items.map((theme) => theme.name));
  expect(scripts.some((path) => path.includes('tanstack'))).toBe(true);

  // Back from the catalogue, the home page's loader reads its sections in the browser.
  await page
    .getByRole('region', { name: 'Most Popular' })
    .getByRole('link', { name: /View all/ })
    .click();
  await expect(page).toHaveURL(/\/themes\?sort=popular/);
  themeReads.length = 0;
  await page.getByRole('banner').getByRole('link', { name: 'Themeport', exact: true }).click();
  await expect(cardNames(page, 'Most Popular')).toHaveText(popular.items.map((theme) => theme.name));
  expect(themeReads.some((search) => search.includes('sort=popular'))).toBe(true);
});
