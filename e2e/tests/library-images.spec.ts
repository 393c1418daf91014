import type { Page } from '@playwright/test';
import { SITE_SETTINGS_TEXT } from '@themeport/core';
import { pngOfSize } from '../../apps/server/src/test/images.ts';
import { expect, test } from './fixtures';
import { deployFreeTheme, expectAccessible } from './support';

// Issue 20: an image uploaded to the Library is the site's favicon and brand logo, saved without a
// complaint, and the live site (an origin of its own) loads both from the portal.
test.use({ signUp: { prefix: 'libimages', firstName: 'Lia', lastName: 'Library' } });

const statusLine = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a Library image becomes the favicon and the brand logo, and the live site loads both', async ({
  page,
  signedIn: { accountId },
}) => {
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Lia Studio');
  await page.goto(`/cms/${accountId}/${slot.id}?tab=library`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lia Studio' })).toBeVisible();

  await test.step('upload an image in the Library tab', async () => {
    const library = page.getByRole('region', { name: /^Images/ });
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Upload', exact: true }).first().click();
    await (
      await chooser
    ).setFiles({ name: 'harbour-logo.png', mimeType: 'image/png', buffer: Buffer.from(pngOfSize(900)) });
    await expect(
      library.getByRole('list', { name: 'Images' }).getByRole('listitem').filter({ hasText: 'harbour-logo.png' }),
    ).toBeVisible();
  });

  const pick = async (scope: ReturnType<Page['getByRole']>) => {
    await scope.getByRole('button', { name: 'Choose image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose image' });
    await dialog.getByRole('button', { name: 'Choose harbour-logo.png' }).click();
    await expect(dialog).toBeHidden();
  };
  let picked = '';

  await test.step('pick it as the favicon in Settings and save', async () => {
    await page.getByRole('tab', { name: 'Settings' }).click();
    const settings = page.getByRole('tabpanel', { name: 'Settings' });
    const favicon = settings.getByRole('group', { name: 'Favicon' });
    await pick(favicon);
    const address = favicon.getByLabel('Favicon address');
    await expect(address).toHaveValue(new RegExp(`^/uploads/media/${accountId}/[0-9a-f]{16}-harbour-logo\\.png$`));
    picked = await address.inputValue();
    await expect(favicon.getByRole('img', { name: 'Favicon preview' })).toHaveJSProperty('naturalWidth', 3);
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(statusLine(page, SITE_SETTINGS_TEXT.settingsSaved)).toBeVisible();
    await expect(settings.getByText(SITE_SETTINGS_TEXT.imageUrlInvalid)).toHaveCount(0);
  });

  await test.step('pick it as the logo in Branding and save', async () => {
    await page.getByRole('tab', { name: 'Branding' }).click();
    const branding = page.getByRole('tabpanel', { name: 'Branding' });
    await branding.getByRole('button', { name: 'Add image' }).click();
    const row = branding.getByRole('group', { name: 'Image 1 address' });
    await pick(row);
    await expect(row.getByRole('textbox')).toHaveValue(picked);
    await expect(branding.getByLabel('Role')).toHaveValue('logo');
    await branding.getByLabel('Alternative text').fill('Lia Studio');
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('branding-library-logo.png'), fullPage: true });
    await branding.getByRole('button', { name: 'Save branding' }).click();
    await expect(statusLine(page, SITE_SETTINGS_TEXT.brandingSaved)).toBeVisible();
  });

  await test.step('the Library says where the image is used', async () => {
    await page.getByRole('tab', { name: 'Library' }).click();
    await expect(page.getByRole('region', { name: /^Images/ })).toContainText(
      'Used in site settings on Lia Studio, branding on Lia Studio',
    );
  });

  await test.step('the live site links the favicon and shows the logo, both from the portal', async () => {
    const portal = new URL(page.url()).origin;
    const full = `${portal}${picked}`;
    await page.goto(slot.localUrl!);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', full);
    const logo = page.getByRole('banner').getByRole('img', { name: 'Lia Studio' });
    await expect(logo).toHaveAttribute('src', full);
    await expect(logo).toHaveJSProperty('naturalWidth', 3);
    const served = await page.request.get(full);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
  });
});
