import type { Page } from '@playwright/test';
import { DEMO, expect, signInAs, test } from './fixtures';
import { originHeaders } from './support';

interface ThemeRow {
  id: string;
  slug: string;
  name: string;
}

/** A published theme matching `keep`, asked through the signed-in page's own cookies. */
/**
 * The first theme of the list that `keep` accepts; `fromEnd`, the last: tests that run side by
 * side (the journeys are fully parallel) and add themes to the same library pick from opposite
 * ends, so one does not add the theme the other is about to add.
 */
async function findTheme(
  page: Page,
  query: string,
  keep: (theme: ThemeRow) => Promise<boolean>,
  { fromEnd = false } = {},
): Promise<ThemeRow> {
  const { items } = (await (await page.request.get(`/api/themes?${query}&pageSize=48`)).json()) as {
    items: ThemeRow[];
  };
  for (const theme of fromEnd ? items.toReversed() : items) if (await keep(theme)) return theme;
  throw new Error(`no theme left for ${query}`);
}

const notInLibrary = (page: Page) => async (theme: ThemeRow) => {
  const status = (await (await page.request.get(`/api/themes/${theme.slug}/library-status`)).json()) as {
    inLibrary: boolean;
  };
  return !status.inLibrary;
};
const notReviewed = (page: Page) => async (theme: ThemeRow) =>
  (await (await page.request.get(`/api/themes/${theme.slug}/reviews/mine`)).json()) === null;

test.beforeEach(async ({ page }) => {
  await signInAs(page, DEMO.client);
});

test('a client adds a free theme to the library and finds it in the portal', async ({ page }) => {
  const theme = await findTheme(page, 'pricing=free', notInLibrary(page));
  await page.goto(`/themes/${theme.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: theme.name })).toBeVisible();

  await main.getByRole('button', { name: 'Add to Library' }).click();
  await expect(page.getByText('Theme added to your library.')).toBeVisible();
  // The portal drops ?success=library once it has shown the message, so a reload stays quiet.
  await expect(page).toHaveURL(/\/client-portal$/);
  const library = page.getByRole('region', { name: 'Theme Library' });
  await expect(library.getByRole('link', { name: theme.name })).toBeVisible();
  await expect(library.getByText(/\d+ themes? in your library/)).toBeVisible();

  await library.getByRole('link', { name: theme.name }).click();
  await expect(page).toHaveURL(new RegExp(`/themes/${theme.slug}$`));
  await expect(page.getByRole('main').getByRole('button', { name: 'In Library' })).toBeDisabled();
});

test('adding the same theme twice from the API is refused', async ({ page }) => {
  const me = (await (await page.request.get('/api/me')).json()) as { currentAccountId: string };
  const theme = await findTheme(page, 'pricing=free', notInLibrary(page), { fromEnd: true });
  const add = () =>
    page.request.post(`/api/accounts/${me.currentAccountId}/library`, {
      data: { themeId: theme.id },
      headers: originHeaders(),
    });
  expect((await add()).status()).toBe(201);
  const again = await add();
  expect(again.status()).toBe(409);
  expect((await again.json()).error).toBe('This theme is already in your library.');
});

test('a client writes a review that waits for approval and stays out of the public list', async ({ page }) => {
  const theme = await findTheme(page, 'sort=newest', notReviewed(page));
  const reviewText = `Clean layout and quick to set up (${Date.now().toString(36)}).`;
  await page.goto(`/themes/${theme.slug}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Write a Review' }).click();

  const dialog = page.getByRole('dialog', { name: 'Write a Review' });
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Please select a rating')).toBeVisible();
  await expect(dialog.getByText('Please enter a review')).toBeVisible();

  await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await dialog.getByLabel('Your review').fill(reviewText);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText('Thanks! Your review will appear once it is approved.')).toBeVisible();
  await expect(main.getByText(reviewText)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('main').getByText('Your review is pending approval.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
  const { items } = (await (await page.request.get(`/api/themes/${theme.slug}/reviews?pageSize=50`)).json()) as {
    items: { reviewText: string }[];
  };
  expect(items.map((item) => item.reviewText)).not.toContain(reviewText);
});
