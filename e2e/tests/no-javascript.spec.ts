import { formatPrice } from '@themeport/core';
import { expect, test } from './fixtures';
import { cardNames, getTheme, listThemes } from './support';

// Decision 042: the storefront's pages arrive as HTML with their content, before any script runs.
test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its hero and the themes of its sections', async ({ page, request }) => {
    const popular = await listThemes(request, 'sort=popular&pageSize=3');
    const newest = await listThemes(request, 'sort=newest&pageSize=4');
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Premium Themes for Astro.js and Next.js' }),
    ).toBeVisible();
    await expect(cardNames(page, 'Most Popular')).toHaveText(popular.items.map((theme) => theme.name));
    await expect(cardNames(page, 'New Arrivals')).toHaveText(newest.items.map((theme) => theme.name));
    await expect(page.getByRole('heading', { level: 2, name: 'Industry Solutions' })).toBeVisible();
  });

  test('a theme page shows its name, price, description and head tags', async ({ page, request }) => {
    const [listed] = (await listThemes(request, 'sort=popular&pageSize=1')).items;
    const theme = await getTheme(request, listed!.slug);
    await page.goto(`/themes/${theme.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: theme.name })).toBeVisible();
    const purchase = page.getByRole('complementary', { name: 'Purchase' });
    await expect(purchase.getByText(`Price: ${formatPrice(theme.price)}`)).toBeVisible();
    await expect(purchase.getByText(theme.description)).toBeVisible();
    await expect(page).toHaveTitle(`${theme.name} – Themeport`);
    const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(structured).toMatchObject({ '@type': 'Product', name: theme.name, offers: { priceCurrency: 'USD' } });
  });

  test('the catalogue shows the themes its URL filters to', async ({ page, request }) => {
    const business = await listThemes(request, 'category=business');
    expect(business.items.length).toBeGreaterThan(0);
    await page.goto('/themes?category=business');
    await expect(cardNames(page, 'All Themes')).toHaveText(business.items.map((theme) => theme.name));
  });
});

test('a server-rendered page hydrates from the data it came with, without reading the API again', async ({
  page,
  request,
}) => {
  const technology = await listThemes(request, 'category=technology');
  const themeReads: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/themes')) themeReads.push(url.search);
  });
  await page.goto('/themes');
  await page.getByLabel('Industry').selectOption('technology');
  await expect(page).toHaveURL(/category=technology/);
  await expect(cardNames(page, 'All Themes')).toHaveText(technology.items.map((theme) => theme.name));
  // The only read is the new filter's: the lists the page arrived with were not fetched again.
  expect(themeReads.length).toBeGreaterThan(0);
  expect(themeReads.every((search) => search.includes('category=technology'))).toBe(true);
});

test.describe('in a time zone a day ahead of the server', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('a theme page hydrates without a mismatch and then shows dates in that zone', async ({ page, request }) => {
    const rated = (await listThemes(request, 'sort=rating')).items.find((theme) => theme.reviewCount > 0);
    const theme = await getTheme(request, rated!.slug);
    const local = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Pacific/Kiritimati',
    }).format(new Date(theme.lastUpdated));
    await page.goto(`/themes/${theme.slug}`);
    // The console guard fails the test on a hydration mismatch.
    await expect(page.getByRole('complementary', { name: 'Purchase' }).locator('time')).toHaveText(local);
  });
});
