import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, deployFreeTheme } from './support';

// The content manager's Components tab (issue 11). Viewers' refusals are covered by the server's
// tests (modules/components/*.test.ts); this journey is an owner's.

/** Deploying a site uses the account's one free slot, so each test gets its own account. */
test.use({ signUp: { prefix: 'components', firstName: 'Cleo', lastName: 'Components' } });

const statusLine = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test("a client edits the home hero's heading, duplicates, deletes and restores a component", async ({
  page,
  context,
  signedIn: { accountId },
}) => {
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Cleo Studio');
  await page.goto(`/cms/${accountId}/${slot.id}`);
  await page.getByRole('tab', { name: 'Components' }).click();
  await expect(page).toHaveURL(/tab=components/);

  const list = page.getByRole('list', { name: 'Components of the page' });
  await expect(page.getByRole('combobox', { name: 'Page' })).toHaveValue('/');
  const hero = list.getByRole('listitem', { name: 'Hero', exact: true });
  await expect(hero).toBeVisible();

  await test.step("edit the hero's heading and save: the live site shows it", async () => {
    await hero.getByRole('button', { name: 'Edit Hero' }).click();
    const form = page.getByRole('form', { name: 'Edit Hero' });
    const title = form.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Fresh ideas, served daily');
    await expect(form.getByText('Unsaved changes')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes (1)' })).toBeVisible();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(statusLine(page, '“Hero” saved.')).toBeVisible();
    await expect(hero.getByText('Version 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes', exact: true })).toBeDisabled();

    const site = await context.newPage();
    await site.goto(slot.localUrl!);
    await expect(site.getByRole('heading', { level: 1, name: 'Fresh ideas, served daily' })).toBeVisible();
    await site.close();
  });

  await page.screenshot({ path: test.info().outputPath('components-tab.png'), fullPage: true });
  await expectAccessible(page);

  await test.step('duplicate a component: the copy comes right after it', async () => {
    const cta = list.getByRole('listitem', { name: 'Call To Action' });
    await expect(cta).toHaveCount(1);
    await cta.getByRole('button', { name: 'Duplicate Call To Action' }).click();
    await expect(statusLine(page, '“Call To Action” duplicated.')).toBeVisible();
    await expect(cta).toHaveCount(2);
  });

  await test.step('delete the copy, then restore it from Deleted', async () => {
    const cta = list.getByRole('listitem', { name: 'Call To Action' });
    await cta.nth(1).getByRole('button', { name: 'Delete Call To Action' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete “Call To Action”?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(statusLine(page, '“Call To Action” deleted.')).toBeVisible();
    await expect(cta).toHaveCount(1);
    const deleted = page.getByRole('region', { name: 'Deleted (1)' });
    await expect(deleted.getByRole('listitem')).toContainText(['Call To Action']);
    await deleted.getByRole('button', { name: 'Restore Call To Action' }).click();
    await expect(statusLine(page, '“Call To Action” restored.')).toBeVisible();
    await expect(cta).toHaveCount(2);
    await expect(page.getByRole('region', { name: /^Deleted/ })).toHaveCount(0);
  });

  await test.step('move a component up, and pick the header and footer', async () => {
    const rows = list.locator(':scope > li');
    await expect(rows.nth(1)).toHaveAttribute('aria-label', 'Feature Grid');
    await list.getByRole('button', { name: 'Move Feature Grid up' }).click();
    await expect(statusLine(page, '“Feature Grid” moved up.')).toBeVisible();
    await expect(rows.nth(0)).toHaveAttribute('aria-label', 'Feature Grid');
    await expect(rows.nth(1)).toHaveAttribute('aria-label', 'Hero');
    await page.getByRole('combobox', { name: 'Page' }).selectOption({ label: 'Global (header and footer)' });
    await expect(list.getByRole('listitem', { name: 'Site Header' })).toBeVisible();
    await expect(page).toHaveURL(/componentPage=global/);
  });
});
