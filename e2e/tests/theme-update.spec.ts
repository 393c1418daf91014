import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, signInAs, test } from './fixtures';
import { deployFreeTheme, expectAccessible, originHeaders } from './support';

// Issue 13: a site on an older version of its theme sees 'Update available' and takes the update.
// What an update adds and keeps is proved by the server's theme-update.test.ts (edits kept, deleted
// components not re-added, the new component on the live site); this journey is the client's.

test.use({ signUp: { prefix: 'theme-update', firstName: 'Uma', lastName: 'Update' } });

/** The platform admin publishes the theme again (decision 025): its version's third number goes up. */
async function publishTheme(browser: Browser, themeId: string): Promise<void> {
  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await admin.newPage();
  await signInAs(page, DEMO.admin);
  const res = await page.request.post(`/api/admin/themes/${themeId}/publish`, { headers: originHeaders() });
  expect(res.status(), await res.text()).toBe(200);
  await admin.close();
}

/** spec 001 §4: publishing raises the third number of the version. */
const nextVersion = (version: string) => version.replace(/(\d+)$/, (n) => String(Number(n) + 1));

const slotRow = (page: Page) =>
  page.getByRole('region', { name: 'Site Slots' }).getByRole('listitem', { name: 'Slot 1' });

test('a client sees Update available after the theme is published again, and updates', async ({
  page,
  browser,
  signedIn: { accountId },
}) => {
  test.slow();
  // The last free theme: the other journeys deploy the first, and publishing shows them a badge.
  const slot = await deployFreeTheme(page, accountId, 'Uma Studio', -1);
  expect(slot).toMatchObject({ updateAvailable: false, themeVersion: slot.latestThemeVersion });

  await page.goto('/client-portal');
  await expect(slotRow(page).getByRole('heading', { name: 'Uma Studio' })).toBeVisible();
  await expect(slotRow(page).getByText('Update available')).toHaveCount(0);

  await publishTheme(browser, slot.theme!.id);
  await page.reload();
  const row = slotRow(page);
  await expect(row.getByText('Update available')).toBeVisible();
  const next = nextVersion(slot.themeVersion!);
  await expect(row.getByText(`v${slot.themeVersion} → v${next}`)).toBeVisible();
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Update theme' }).click();
  // A publish with no change to the template adds nothing; the site is on the new version all the same.
  await expect(page.getByText(`Theme updated to v${next}: nothing new to add.`)).toBeVisible();
  await expect(row.getByText('Update available')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Update theme' })).toHaveCount(0);
});
