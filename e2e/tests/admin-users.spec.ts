import { ADMIN_USER_TEXT } from '@themeport/core';
import { DEMO, expect, signInAs, test, uniqueEmail, allowConsoleError, resourceError } from './fixtures';
import { expectAccessible } from './support';

// The admin portal's Users tab (issue 13, spec 001 §2.8): a suspended user is signed out at once
// and cannot sign in until reactivated; new users need 8 characters of password.

test.use({ signUp: { prefix: 'suspended', firstName: 'Sid', lastName: 'Suspended' } });

test('an admin suspends a user, who is signed out at once and refused at sign-in, then reactivates them', async ({
  page,
  signedIn,
  browser,
}) => {
  allowConsoleError(resourceError(403, '/api/auth/sign-in/email'), 'a suspended user signing in, refused');
  test.slow();
  await page.goto('/client-portal');
  await expect(page.getByText('Welcome, Sid')).toBeVisible();

  const adminContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.78' },
  });
  const admin = await adminContext.newPage();
  await signInAs(admin, DEMO.admin);
  await admin.goto('/admin-portal');
  await admin.getByRole('tab', { name: 'Users' }).click();
  const users = admin.getByRole('region', { name: 'Users' });
  // The demo admin is the superadmin, as `npm run admin:create` makes the first admin (issue 24).
  await expect(users.getByRole('row').filter({ hasText: DEMO.admin.email }).getByText('Superadmin')).toBeVisible();
  const row = users.getByRole('row').filter({ hasText: signedIn.email });
  await expect(row.getByText('Active')).toBeVisible();
  await expectAccessible(admin);

  const setStatus = async (status: 'Suspended' | 'Active') => {
    await row.getByRole('button', { name: `Edit ${signedIn.email}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Password')).toHaveCount(0);
    await dialog.getByLabel('Status').selectOption({ label: status });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByRole('status').getByText(ADMIN_USER_TEXT.updated)).toBeVisible();
    await expect(row.getByText(status, { exact: true })).toBeVisible();
  };

  await test.step('suspended: the open session ends and sign-in says why', async () => {
    await setStatus('Suspended');
    await page.reload();
    await expect(page).toHaveURL(/\/signin/);
    await page.getByLabel('Email').fill(signedIn.email);
    await page.getByLabel('Password', { exact: true }).fill(signedIn.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(ADMIN_USER_TEXT.suspended)).toBeVisible();
  });

  await test.step('reactivated: sign-in works again', async () => {
    await setStatus('Active');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/client-portal/);
  });

  await test.step('Add User asks for 8 characters of password', async () => {
    await users.getByRole('button', { name: 'Add User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add User' });
    await expect(dialog.getByText(ADMIN_USER_TEXT.passwordHint)).toBeVisible();
    const email = uniqueEmail('added');
    await dialog.getByLabel('Full name').fill('Ada Added');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('short1');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText(ADMIN_USER_TEXT.passwordTooShort)).toBeVisible();
    await dialog.getByLabel('Password').fill('long-enough-1');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(admin.getByRole('status').getByText(ADMIN_USER_TEXT.created)).toBeVisible();
    await expect(users.getByRole('row').filter({ hasText: email.toLowerCase() })).toBeVisible();
  });
  await test.step('the audit log lists the suspension; its detail shows the change and the related entries', async () => {
    await admin.getByRole('tab', { name: 'Audit Logs' }).click();
    await expect(admin).toHaveURL(/tab=audit/);
    const audit = admin.getByRole('region', { name: 'Audit Logs' });
    await audit.getByLabel('Search resource').fill(signedIn.email);
    await expect(audit.getByRole('row')).toHaveCount(3); // the header and the two status changes
    await expect(audit.getByText('Total actions').locator('..')).toContainText('2');
    await expectAccessible(admin);
    await audit.getByRole('row').nth(2).getByRole('link').click();
    await expect(admin).toHaveURL(/\/admin\/audit-logs\/[0-9a-f-]{36}$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const changes = admin.getByRole('table').filter({ hasText: 'Before' });
    await expect(changes.getByRole('row', { name: /status/ })).toContainText('"active"');
    await expect(changes.getByRole('row', { name: /status/ })).toContainText('"suspended"');
    await expect(admin.getByText(DEMO.admin.email).first()).toBeVisible();
    await expect(admin.getByRole('link', { name: /update by/ })).toHaveCount(1);
    await admin.screenshot({ path: test.info().outputPath('audit-detail.png'), fullPage: true });
    await admin.getByRole('link', { name: 'Back to audit logs' }).click();
    await expect(admin.getByRole('region', { name: 'Audit Logs' })).toBeVisible();
  });
  await adminContext.close();
});
