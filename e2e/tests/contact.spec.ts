import { DEMO, expect, latestMail, test } from './fixtures';

test('Contact Sales on the Enterprise plan sends the enquiry to the admins', async ({ page, request }) => {
  const name = `Grace ${Date.now().toString(36)}`;
  const message = 'We run forty brand sites and would like one plan for all of them.';

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Contact Sales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Email', { exact: true }).fill('grace@example.com');
  await dialog.getByLabel('Company (optional)').fill('Navy Labs');
  await dialog.getByLabel('How can we help?').fill(message);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Thanks! Our sales team will reply within one business day.')).toBeVisible();

  const mail = await latestMail(request, DEMO.admin.email, new RegExp(`^Enterprise enquiry from ${name}$`));
  expect(mail.subject).toBe(`Enterprise enquiry from ${name}`);
  expect(mail.to).toBe('admin@themeport.dev');
  expect(mail.text).toContain(message);
  expect(mail.text).toContain('Navy Labs');
});
