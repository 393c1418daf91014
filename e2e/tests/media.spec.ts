import { MEDIA_TEXT } from '@themeport/core';
import { PDF_BYTES, pngOfSize } from '../../apps/server/src/test/images.ts';
import { expect, test, allowConsoleError, resourceError } from './fixtures';
import { expectAccessible, deployFreeTheme } from './support';

/** The Library tab lives in the content manager, which needs a site: each test gets its own account and site. */
test.use({ signUp: { prefix: 'media', firstName: 'Mia', lastName: 'Media' } });

test('a client uploads an image to the Library, sees a renamed PDF refused, and deletes the image', async ({
  page,
  signedIn: { accountId },
}) => {
  allowConsoleError(resourceError(400, '/media'), 'a renamed PDF, refused');
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Mia Studio');
  await page.goto(`/cms/${accountId}/${slot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mia Studio' })).toBeVisible();
  await page.getByRole('tab', { name: 'Library' }).click();
  await expect(page).toHaveURL(/[?&]tab=library/);
  const library = page.getByRole('region', { name: /^Images/ });
  await expect(library.getByText('No images yet', { exact: true })).toBeVisible();

  // A real PNG, made here: listed with its name, size, dimensions and 'Not used'.
  // Upload opens the file picker, as for a person.
  const chooseFile = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Upload', exact: true }).first().click();
    await (await chooser).setFiles(file);
  };
  const png = pngOfSize(1_200);
  await chooseFile({ name: 'team-photo.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  const card = library
    .getByRole('list', { name: 'Images' })
    .getByRole('listitem')
    .filter({ hasText: 'team-photo.png' });
  await expect(card).toBeVisible();
  await expect(card.getByText('3 × 2 px · 1.2 KB')).toBeVisible();
  await expect(card.getByText('Not used')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Image uploaded' })).toBeVisible();
  await expect(card.locator('img')).toHaveJSProperty('naturalWidth', 3);

  // A PDF renamed .png: the browser calls it image/png, the server reads the bytes and refuses it.
  await chooseFile({ name: 'invoice.png', mimeType: 'image/png', buffer: Buffer.from(PDF_BYTES) });
  const uploads = library.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: 'invoice.png' }).getByRole('alert')).toHaveText(
    MEDIA_TEXT.onlyImages,
  );
  await expect(library.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('library.png'), fullPage: true });

  // Delete asks first, then the image and its file are gone.
  await card.getByRole('button', { name: 'Delete team-photo.png' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete image?' });
  await expect(dialog).toContainText('is not used on any site');
  await page.screenshot({ path: test.info().outputPath('library-delete.png') });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(library.getByText('No images yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted team-photo.png' })).toBeVisible();
  const listed = (await (await page.request.get(`/api/accounts/${accountId}/media`)).json()) as { files: unknown[] };
  expect(listed.files).toEqual([]);
});
