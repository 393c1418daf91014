import { EMAIL_LOG_TEXT } from '@themeport/core';
import { DEMO, expect, signInAs, test, uniqueEmail, allowConsoleError, resourceError } from './fixtures';
import { expectAccessible } from './support';

// The admin portal's Email Logs tab (spec 001 §2.10, §4): an admin keeps a template, sends an
// e-mail from it through the real mail adapter (the outbox here), sees the log row sent, and the
// message is in the dev mailbox.

test('an admin writes a template, sends an email from it, sees it sent, and it arrives', async ({ page }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const templateName = `Launch note ${stamp}`;
  const subject = `Your site is live (${stamp})`;
  const body = `Hi there,\n\nYour site went live today (${stamp}).\n\nThe Themeport team`;
  const to = uniqueEmail('email-log');

  await signInAs(page, DEMO.admin);
  await page.goto('/admin-portal?tab=email');
  const tab = page.getByRole('region', { name: 'Email Logs' });
  await expect(tab.getByRole('table', { name: 'Email logs' })).toBeVisible();

  await test.step('adds a template', async () => {
    await tab.getByRole('button', { name: 'Templates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email templates' });
    const form = dialog.getByRole('form', { name: 'Add template' });
    await form.getByLabel('Name').fill(templateName);
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Body').fill(body);
    await form.getByRole('button', { name: 'Add template' }).click();
    await expect(dialog.getByRole('list', { name: 'Templates' }).getByText(templateName)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('creates an email from it and sees the row sent', async () => {
    await tab.getByRole('button', { name: 'Create Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Email' });
    await dialog.getByLabel('Template').selectOption({ label: templateName });
    await expect(dialog.getByLabel('Subject')).toHaveValue(subject);
    await expect(dialog.getByLabel('Body')).toHaveValue(body);
    await dialog.getByLabel('To').fill(to);
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await expect(page.getByRole('status').getByText(EMAIL_LOG_TEXT.sent)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = tab.getByRole('row').filter({ hasText: to });
    await expect(row.getByRole('cell', { name: 'manual', exact: true })).toBeVisible();
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
    await expect(row.getByText(subject)).toBeVisible();
    await expect(row.getByRole('button', { name: /^Resend/ })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('admin-email.png'), fullPage: true });
  });

  await test.step('the message is in the dev mailbox', async () => {
    await page.goto('/dev/mailbox');
    await page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: to }).click();
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    await expect(page.getByText(`Your site went live today (${stamp}).`)).toBeVisible();
  });
});

test('a bad address is refused with the create failure message and nothing is logged', async ({ page }) => {
  allowConsoleError(resourceError(400, '/api/admin/email-logs'), 'a bad address, refused');
  await signInAs(page, DEMO.admin);
  await page.goto('/admin-portal?tab=email');
  const tab = page.getByRole('region', { name: 'Email Logs' });
  await tab.getByRole('button', { name: 'Create Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Email' });
  await dialog.getByLabel('To').fill('not-an-address');
  await dialog.getByLabel('Subject').fill('Hello');
  await dialog.getByLabel('Body').fill('Hi');
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(EMAIL_LOG_TEXT.createFailed);
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(tab.getByRole('row').filter({ hasText: 'not-an-address' })).toHaveCount(0);
});
