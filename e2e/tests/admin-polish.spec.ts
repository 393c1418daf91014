import type { Browser, Page } from '@playwright/test';
import { pngOfSize } from '../../apps/server/src/test/images.ts';
import { DEMO, expect, latestMail, newOnboardedClient, signInAs, test, uniqueEmail } from './fixtures';
import { expectAccessible, originHeaders } from './support';

// Issue 20, "Looks unfinished", the admin side: the back office is the admin portal itself, the
// audit log's rows open their entries and name members, the tabs and Reviews fit 375 px, and Add
// Theme uploads images with the content manager Library's upload control.

const WELCOME_CARD = 'You are not part of an account yet.';

/** A browser context of its own (its own cookies and client address). */
async function contextFor(browser: Browser, ip: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
  });
  return { context, page: await context.newPage() };
}

/** A new user made by the demo admin through the Users API (verified and onboarded, no account). */
async function createUser(admin: Page, fullName: string, role: 'admin' | 'client') {
  const email = uniqueEmail(role === 'admin' ? 'polish-admin' : 'polish-member');
  const password = 'polish-password-1';
  const created = await admin.request.post('/api/admin/users', {
    data: { email, password, fullName, role },
    headers: originHeaders(),
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, password };
}

async function signInThroughTheForm(page: Page, user: { email: string; password: string }) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a platform admin without an account signs in to the back office, with no client welcome card', async ({
  page,
  browser,
}) => {
  test.slow();
  const { context, page: demoAdmin } = await contextFor(browser, '203.0.113.91');
  await signInAs(demoAdmin, DEMO.admin);
  const admin = await createUser(demoAdmin, 'Pia Platform', 'admin');
  await context.close();

  await signInThroughTheForm(page, admin);
  await expect(page).toHaveURL(/\/admin-portal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
  await expect(page.getByText('Signed in as Pia Platform.')).toBeVisible();
  await expect(page.getByText('Global Admin')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Themes' })).toHaveAttribute('aria-selected', 'true');
  // No client portal frame: no welcome, no profile card, no 'not part of an account'.
  await expect(page.getByText(WELCOME_CARD)).toHaveCount(0);
  await expect(page.getByText(/^Welcome, /)).toHaveCount(0);
  await expect(page.getByText('Your workspace')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('admin-back-office.png'), fullPage: true });
});

test('a platform admin with a workspace keeps the back office on top, the Admin link, and a line about the workspace', async ({
  page,
  browser,
}) => {
  test.slow();
  const { context, page: demoAdmin } = await contextFor(browser, '203.0.113.92');
  await signInAs(demoAdmin, DEMO.admin);
  const admin = await createUser(demoAdmin, 'Wes Workspace', 'admin');
  await context.close();

  await signInAs(page, admin);
  const profile = await page.request.post('/api/onboarding/profile', {
    data: { firstName: 'Wes', lastName: 'Workspace', agreeToTerms: true, businessName: 'Wes Studio' },
    headers: originHeaders(),
  });
  expect(profile.status(), await profile.text()).toBe(200);

  await signInThroughTheForm(page, admin);
  await expect(page).toHaveURL(/\/admin-portal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
  await expect(page.getByText('Your workspace')).toBeVisible();
  await expect(page.locator('#main').getByText('Wes Studio')).toBeVisible();
  await expect(page.getByText(WELCOME_CARD)).toHaveCount(0);
  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-portal$/);
  await expect(page.getByRole('region', { name: 'Themes' })).toBeVisible();
});

test('an audit row opens its entry by click and by Enter, and a member entry names the member', async ({
  page,
  browser,
}) => {
  test.slow();
  // An owner on Basic (3 users), a member who joins by invitation, and a role change: a member entry.
  const owner = await newOnboardedClient(page, { prefix: 'polish-owner', plan: 'starter' });
  const { context: adminContext, page: admin } = await contextFor(browser, '203.0.113.93');
  await signInAs(admin, DEMO.admin);
  const member = await createUser(admin, 'Mina Member', 'client');
  const invited = await page.request.post(`/api/accounts/${owner.accountId}/invitations`, {
    data: { invitations: [{ email: member.email, role: 'viewer' }] },
    headers: originHeaders(),
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await latestMail(page.request, member.email);
  const token = mail.links.find((link) => link.includes('/accept-invitation/'))!.split('/accept-invitation/')[1]!;
  const { context: memberContext, page: memberPage } = await contextFor(browser, '203.0.113.94');
  await signInAs(memberPage, member);
  const accepted = await memberPage.request.post('/api/invitations/accept', {
    data: { token },
    headers: originHeaders(),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const memberId = ((await (await memberPage.request.get('/api/me')).json()) as { user: { id: string } }).user.id;
  await memberContext.close();
  const changed = await page.request.patch(`/api/accounts/${owner.accountId}/members/${memberId}`, {
    data: { role: 'editor' },
    headers: originHeaders(),
  });
  expect(changed.status(), await changed.text()).toBe(200);

  const named = `Mina Member (${member.email})`;
  const audit = admin.getByRole('region', { name: 'Audit Logs' });
  const openMemberRow = async () => {
    await admin.goto('/admin-portal?tab=audit');
    await audit.getByLabel('Resource', { exact: true }).selectOption('member');
    await audit.getByLabel('Search resource').fill(member.email);
    const row = audit.getByRole('row').filter({ hasText: named });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(memberId)).toHaveCount(0);
    return row;
  };

  await test.step('a click anywhere on the row opens the entry', async () => {
    const row = await openMemberRow();
    await expectAccessible(admin);
    await row.getByText('Permission change').click();
    await expect(admin).toHaveURL(/\/admin\/audit-logs\/[0-9a-f-]{36}$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(admin.getByText(`member · ${named} · ${memberId}`)).toBeVisible();
  });

  await test.step('Enter on the focused row opens it too', async () => {
    const row = await openMemberRow();
    await row.focus();
    await expect(row).toBeFocused();
    await admin.keyboard.press('Enter');
    await expect(admin).toHaveURL(/\/admin\/audit-logs\/[0-9a-f-]{36}$/);
    await expect(admin.getByText(`member · ${named} · ${memberId}`)).toBeVisible();
  });
  await adminContext.close();
});

test('@mobile the back office tabs and the Reviews tab fit 375 px', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/admin-portal');
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  const auditTab = page.getByRole('tab', { name: 'Audit Logs' });
  await expect(auditTab).toBeInViewport({ ratio: 1 });
  for (const name of ['Users', 'Themes', 'Reviews', 'Email Logs'])
    await expect(page.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });

  await page.getByRole('tab', { name: 'Reviews' }).click();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.getByRole('button', { name: /^All/ }).click();
  await expect(reviews.getByRole('table')).toBeVisible();
  // The bulk actions wrap under the count: the last one ends inside the screen's width.
  const hide = await reviews.getByRole('button', { name: 'Hide selected' }).boundingBox();
  expect(hide!.x + hide!.width).toBeLessThanOrEqual(375);
  expect(await fits()).toBe(true);
  await page.screenshot({ path: test.info().outputPath('admin-reviews-375.png'), fullPage: true });

  await auditTab.click();
  await expect(page.getByRole('region', { name: 'Audit Logs' }).getByRole('table')).toBeVisible();
  expect(await fits()).toBe(true);
});

test('Add Theme takes its images through the Library upload control: several at once, a line each, a refusal named', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/admin-portal');
  await page.getByRole('region', { name: 'Themes' }).getByRole('button', { name: 'Add Theme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Theme' });
  await expect(dialog.getByText('Drag images here to upload them.', { exact: false })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload images' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'Polish Cover.png', mimeType: 'image/png', buffer: Buffer.from(pngOfSize(2000)) },
    { name: 'Polish Detail.png', mimeType: 'image/png', buffer: Buffer.from(pngOfSize(2100)) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ]);
  const uploads = dialog.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: 'Polish Cover.png' })).toContainText('Uploaded');
  await expect(uploads.getByRole('listitem').filter({ hasText: 'Polish Detail.png' })).toContainText('Uploaded');
  await expect(uploads.getByRole('listitem').filter({ hasText: 'notes.txt' })).toContainText('Only images allowed.');
  await expect(dialog.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
    'src',
    /^\/uploads\/themes\/\d+-Polish_Cover\.png$/,
  );
  await expect(dialog.getByRole('img', { name: 'Image 2' })).toHaveAttribute(
    'src',
    /^\/uploads\/themes\/\d+-Polish_Detail\.png$/,
  );
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('add-theme-images.png') });
  await dialog.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(dialog.getByRole('img', { name: 'Image 2' })).toHaveCount(0);
});
