import type { Page } from '@playwright/test';
import { SITE_SETTINGS_TEXT } from '@themeport/core';
import { expect, test } from './fixtures';
import { expectAccessible, deployFreeTheme } from './support';

/** Deploying a site uses the account's one free slot, so each test gets its own account. */
test.use({ signUp: { prefix: 'settings', firstName: 'Sam', lastName: 'Settings' } });

const statusLine = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('renaming the site in Settings and setting footer text reach the live site at once', async ({
  page,
  signedIn: { accountId },
}) => {
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Sam Studio');
  await page.goto(`/cms/${accountId}/${slot.id}?tab=settings`);
  const settings = page.getByRole('tabpanel', { name: 'Settings' });
  await expect(settings.getByLabel('Site name')).toHaveValue('Sam Studio');

  await settings.getByLabel('Site name').fill('Harbour Bakery');
  await settings.getByLabel('SEO title').fill('Harbour Bakery – fresh bread');
  await expect(settings.getByRole('figure', { name: 'Search result preview' })).toContainText(
    'Harbour Bakery – fresh bread',
  );
  await settings.getByLabel('Footer text').fill('Open every day from seven.');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('settings-tab.png'), fullPage: true });
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(statusLine(page, SITE_SETTINGS_TEXT.settingsSaved)).toBeVisible();
  // The header and the slot switcher name the site by its new name.
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Bakery' })).toBeVisible();

  await page.goto(slot.localUrl!);
  await expect(page.getByRole('banner').locator('.logo')).toHaveText('Harbour Bakery');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Open every day from seven.');
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Harbour Bakery`);
  await expect(page).toHaveTitle(/Harbour Bakery – fresh bread/);
});

test("a brand colour set in Branding is the live site's primary colour", async ({ page, signedIn: { accountId } }) => {
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Colour Studio');
  await page.goto(`/cms/${accountId}/${slot.id}?tab=branding`);
  const branding = page.getByRole('tabpanel', { name: 'Branding' });
  await branding.getByLabel('Primary', { exact: true }).fill('#0f766e');
  await branding.getByLabel('Heading font').selectOption({ label: 'Slab serif' });
  await branding.getByLabel('Contact email').fill('hello@harbour.example');
  await expect(branding.getByText(/Text contrast .* readable/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('branding-tab.png'), fullPage: true });
  await branding.getByRole('button', { name: 'Save branding' }).click();
  await expect(statusLine(page, SITE_SETTINGS_TEXT.brandingSaved)).toBeVisible();

  await page.goto(slot.localUrl!);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
  );
  expect(primary).toBe('#0f766e');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'hello@harbour.example' })).toBeVisible();
});
