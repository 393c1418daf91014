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

test('unsaved edits in two tabs are counted, kept when leaving is cancelled, and saved together', async ({
  page,
  signedIn: { accountId },
}) => {
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Guard Studio');
  await page.goto(`/cms/${accountId}/${slot.id}?tab=settings`);
  const settings = page.getByRole('tabpanel', { name: 'Settings' });
  await settings.getByLabel('Site name').fill('Guarded Bakery');
  await page.getByRole('tab', { name: 'Branding' }).click();
  const branding = page.getByRole('tabpanel', { name: 'Branding' });
  await branding.getByLabel('Contact email').fill('guard@harbour.example');
  await expect(page.getByRole('button', { name: 'Save Changes (2)' })).toBeEnabled();

  await test.step('Close asks first; Cancel keeps every edit', async () => {
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toContainText('Settings');
    await expect(dialog).toContainText('Branding');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/cms/${accountId}/${slot.id}`));
    await expect(branding.getByLabel('Contact email')).toHaveValue('guard@harbour.example');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(settings.getByLabel('Site name')).toHaveValue('Guarded Bakery');
  });

  await test.step('Save Changes saves both tabs; then Close leaves without asking', async () => {
    await page.getByRole('button', { name: 'Save Changes (2)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Guarded Bakery' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(/\/client-portal/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  await page.goto(slot.localUrl!);
  await expect(page.getByRole('banner').locator('.logo')).toHaveText('Guarded Bakery');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'guard@harbour.example' })).toBeVisible();
});
