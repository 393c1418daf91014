import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { SITE_TEXT, type AppLogEntry, type SiteSlot, type ThemeSummary } from '@themeport/core';
import { expect, test, allowConsoleError, resourceError } from './fixtures';
import { expectAccessible, listThemes, originHeaders } from './support';

/** Slot journeys fill and empty the account's slots, so each test gets its own account. */
test.use({ signUp: { prefix: 'sites', firstName: 'Sana', lastName: 'Sitewright' } });

async function freeThemes(page: Page, count: number): Promise<ThemeSummary[]> {
  const { items } = await listThemes(page.request, 'pricing=free&sort=newest&pageSize=24');
  const themes = items.filter((theme) => theme.price === 0);
  expect(themes.length).toBeGreaterThanOrEqual(count);
  return themes.slice(0, count);
}

async function addToLibrary(page: Page, accountId: string, theme: ThemeSummary) {
  const response = await page.request.post(`/api/accounts/${accountId}/library`, {
    data: { themeId: theme.id },
    headers: originHeaders(),
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The deploy flow through the API, for journeys about what happens after it. */
async function deploySite(page: Page, accountId: string, theme: ThemeSummary, name: string): Promise<SiteSlot> {
  const response = await page.request.post(`/api/accounts/${accountId}/slots`, {
    data: { themeId: theme.id, name },
    headers: originHeaders(),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SiteSlot;
}

/** A hosted site's home: its own origin (SITES_ORIGIN's default, {slot}.sites.localhost), not the portal's. */
const SITE_HOME = /^http:\/\/[0-9a-f-]{36}\.sites\.localhost:\d+\/$/;

const slotsCard = (page: Page) => page.getByRole('region', { name: 'Site Slots' });
const manageDialog = (page: Page) => page.getByRole('dialog', { name: 'Manage Account Slots' });

test('a new client deploys a free library theme into slot 1, opens the live site and renames it', async ({
  signedInPage: page,
  context,
}) => {
  test.slow();
  const [theme] = await freeThemes(page, 1);

  await test.step('add a free theme to the library from its page', async () => {
    await page.goto(`/themes/${theme!.slug}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Library' }).click();
    await expect(page).toHaveURL(/\/client-portal$/);
  });

  const card = slotsCard(page);
  await expect(card.getByText('0 of 1 sites used')).toBeVisible();
  const slotOne = card.getByRole('listitem', { name: 'Slot 1' });
  await expect(slotOne.getByText('Empty slot')).toBeVisible();

  await test.step('deploy it from the Manage Account Slots modal', async () => {
    await slotOne.getByRole('button', { name: 'Add a site' }).click();
    const dialog = manageDialog(page);
    await expect(dialog.getByRole('combobox', { name: 'Theme' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Add site' }).click();
    await expect(dialog.getByText('Give the site a name.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Site name' })).toBeFocused();
    await expectAccessible(page);

    await dialog.getByRole('textbox', { name: 'Site name' }).fill('Harbour Cafe');
    await dialog.getByRole('button', { name: 'Add site' }).click();
    await expect(dialog.getByRole('status').getByText('Harbour Cafe is live in Slot 1.')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Slot 1' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await expect(slotOne.getByRole('heading', { name: 'Harbour Cafe' })).toBeVisible();
  await expect(slotOne.getByText(theme!.name)).toBeVisible();
  await expect(slotOne.getByText('Active', { exact: true })).toBeVisible();
  await expect(slotOne.getByRole('link', { name: 'Edit Site' })).toHaveAttribute(
    'href',
    /^\/cms\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/,
  );
  await expect(card.getByText('1 of 1 sites used')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Upgrade for more sites' })).toHaveAttribute('href', '/pricing');

  // The live site carries the site's name, not the theme's (issue 11).
  await test.step('open the live site in a new tab, on its own origin, and walk its pages', async () => {
    const opened = context.waitForEvent('page');
    await slotOne.getByRole('link', { name: /Open site/ }).click();
    const site = await opened;
    await expect(site).toHaveURL(SITE_HOME);
    await expect(site).toHaveTitle(`Harbour Cafe – Home`);
    const header = site.getByRole('banner');
    await expect(header.getByText('Harbour Cafe').first()).toBeVisible();

    await header.getByRole('link', { name: 'About' }).click();
    await expect(site).toHaveURL(/^http:\/\/[0-9a-f-]{36}\.sites\.localhost:\d+\/about\/?$/);
    await expect(site).toHaveTitle(`About – Harbour Cafe`);
    await expect(site.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();

    await header.getByRole('link', { name: 'Blog' }).click();
    await expect(site).toHaveURL(/^http:\/\/[0-9a-f-]{36}\.sites\.localhost:\d+\/blog\/?$/);
    await expect(site).toHaveTitle(`Blog – Harbour Cafe`);
    await expect(site.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    await site.close();
  });

  await test.step('rename the site', async () => {
    await slotOne.getByRole('button', { name: 'Manage' }).click();
    const dialog = manageDialog(page);
    const group = dialog.getByRole('group', { name: 'Slot 1' });
    const name = group.getByRole('textbox', { name: 'Site name' });
    await expect(name).toBeFocused();
    await name.fill('Harbour Cafe & Bakery');
    await group.getByRole('button', { name: 'Save' }).click();
    await expect(group.getByText('Site name saved.')).toBeVisible();
    // spec 000 §9: a success line clears after 3,000 ms.
    await expect(group.getByText('Site name saved.')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(slotOne.getByRole('heading', { name: 'Harbour Cafe & Bakery' })).toBeVisible();
  });
});

test('the free plan refuses a second site with the capacity message', async ({ page, signedIn: { accountId } }) => {
  allowConsoleError(resourceError(409, '/slots'), "a second site above the free plan's one, refused");
  const [first, second] = await freeThemes(page, 2);
  await addToLibrary(page, accountId, first!);
  await addToLibrary(page, accountId, second!);
  await deploySite(page, accountId, first!, 'Harbour Cafe');

  await page.goto('/client-portal');
  const card = slotsCard(page);
  await expect(card.getByText('1 of 1 sites used')).toBeVisible();
  await card.getByRole('button', { name: 'Manage Slots' }).click();
  const dialog = manageDialog(page);
  await dialog.getByRole('combobox', { name: 'Theme' }).first().selectOption(second!.id);
  await dialog.getByRole('textbox', { name: 'Site name' }).first().fill('Second Site');
  await dialog.getByRole('button', { name: 'Add site' }).click();

  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(SITE_TEXT.noAvailableSlots(1, 1));
  await expect(alert).toContainText('No available slots. Account has 1/1 slots used. Please upgrade your plan.');
  await expect(alert.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  // Nothing was made: still one site.
  await expect(dialog.getByRole('group')).toHaveCount(1);
});

test("switching a site's theme asks first, then replaces its content with the new theme", async ({
  page,
  signedIn: { accountId },
}) => {
  const [first, second] = await freeThemes(page, 2);
  await addToLibrary(page, accountId, first!);
  await addToLibrary(page, accountId, second!);
  const site = await deploySite(page, accountId, first!, 'Harbour Cafe');

  await page.goto('/client-portal');
  const slotOne = slotsCard(page).getByRole('listitem', { name: 'Slot 1' });
  await slotOne.getByRole('button', { name: 'Manage' }).click();
  const group = manageDialog(page).getByRole('group', { name: 'Slot 1' });
  const themeSelect = group.getByRole('combobox', { name: 'Theme' });
  await expect(themeSelect).toHaveValue(first!.id);

  await themeSelect.selectOption(second!.id);
  const confirm = page.getByRole('alertdialog', { name: `Switch Slot 1 to ${second!.name}?` });
  await expect(confirm).toContainText(`The pages, blog posts and components of Harbour Cafe are replaced`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(themeSelect).toHaveValue(first!.id);

  await themeSelect.selectOption(second!.id);
  await confirm.getByRole('button', { name: 'Switch theme' }).click();
  await expect(group.getByText(`Slot 1 now uses ${second!.name}.`)).toBeVisible();
  await expect(themeSelect).toHaveValue(second!.id);
  await page.keyboard.press('Escape');
  await expect(slotOne).toContainText(second!.name);
  await expect(slotOne.getByRole('heading', { name: 'Harbour Cafe' })).toBeVisible();
  // The live site, on its own origin, now shows the new theme's pages.
  await page.goto(site.localUrl!);
  await expect(page).toHaveTitle(`Harbour Cafe – Home`);
});

test('removing a site asks with the spec text, empties the slot, and Restore brings it back', async ({
  page,
  signedIn: { accountId },
}) => {
  const [theme] = await freeThemes(page, 1);
  await addToLibrary(page, accountId, theme!);
  await deploySite(page, accountId, theme!, 'Harbour Cafe');

  await page.goto('/client-portal');
  const card = slotsCard(page);
  const slotOne = card.getByRole('listitem', { name: 'Slot 1' });
  await slotOne.getByRole('button', { name: 'Manage' }).click();
  const dialog = manageDialog(page);
  await dialog.getByRole('group', { name: 'Slot 1' }).getByRole('button', { name: 'Remove' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Remove Harbour Cafe?' });
  await expect(confirm.getByText(SITE_TEXT.confirmRemove(1), { exact: true })).toBeVisible();
  await expect(confirm).toContainText(
    'Are you sure you want to remove the theme from Slot 1? This will deactivate the site.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByRole('group', { name: 'Slot 1' })).toBeVisible();

  await dialog.getByRole('group', { name: 'Slot 1' }).getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByText('Harbour Cafe was removed from Slot 1.')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Slot 1' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await expect(slotOne.getByText('Empty slot')).toBeVisible();
  await expect(card.getByText('0 of 1 sites used')).toBeVisible();
  const removed = card.getByRole('listitem', { name: 'Harbour Cafe' });
  await expect(removed).toContainText('Can be restored until');
  await removed.getByRole('button', { name: 'Restore' }).click();
  await expect(card.getByText('Harbour Cafe is back in Slot 1.')).toBeVisible();
  await expect(slotOne.getByRole('heading', { name: 'Harbour Cafe' })).toBeVisible();
  await expect(card.getByText('Recently removed')).toHaveCount(0);
});

test('the Application Logs modal lists the deploy and the removal, downloads them and runs the access check', async ({
  page,
  signedIn: { accountId, email },
}) => {
  const [theme] = await freeThemes(page, 1);
  await addToLibrary(page, accountId, theme!);
  const slot = await deploySite(page, accountId, theme!, 'Harbour Cafe');
  const removal = await page.request.delete(`/api/accounts/${accountId}/slots/${slot.id}`, {
    headers: originHeaders(),
  });
  expect(removal.status(), await removal.text()).toBe(200);

  await page.goto('/client-portal');
  await page.getByRole('button', { name: 'View Logs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Application Logs' });
  const entries = dialog.getByRole('region', { name: 'Log entries' });
  await expect(entries.getByRole('row').filter({ hasText: `Deployed ${theme!.name} to Slot 1` })).toBeVisible();
  await expect(entries.getByRole('row').filter({ hasText: `Removed ${theme!.name} from Slot 1` })).toContainText(email);
  await expect(dialog.getByText('Debug RLS')).toHaveCount(0);
  await expectAccessible(page);

  // spec 000 §9: with Auto-refresh on, the list reads the log every second; a restore made elsewhere shows up.
  await dialog.getByRole('checkbox', { name: 'Auto-refresh' }).check();
  const restore = await page.request.post(`/api/accounts/${accountId}/slots/${slot.id}/restore`, {
    headers: originHeaders(),
  });
  expect(restore.status(), await restore.text()).toBe(200);
  await expect(entries.getByRole('row').filter({ hasText: `Restored ${theme!.name} to Slot 1` })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Auto-refresh' }).uncheck();

  await dialog.getByLabel('Filter').fill('Removed');
  await expect(entries.getByRole('row').filter({ hasText: 'Deployed' })).toHaveCount(0);
  await expect(entries.getByRole('row').filter({ hasText: 'Removed' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Logs' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^themeport-logs-.+\.json$/);
  const saved = JSON.parse(await readFile(await download.path(), 'utf8')) as AppLogEntry[];
  expect(saved.map((entry) => entry.message)).toEqual([`Removed ${theme!.name} from Slot 1`]);

  await dialog.getByRole('tab', { name: 'Diagnostics' }).click();
  const diagnostic = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Diagnostic' }).click();
  expect((await diagnostic).suggestedFilename()).toMatch(/^themeport-diagnostic-.+\.json$/);
  await dialog.getByRole('button', { name: 'Access check' }).click();
  const table = dialog.getByRole('table', { name: 'Access check results' });
  await expect(table.getByRole('row').filter({ hasText: 'Deploy, rename, remove and restore sites' })).toContainText(
    'Passed',
  );
  await expect(dialog.getByText(/the server agreed with your role on all \d+ checks/)).toBeVisible();

  await dialog.getByRole('tab', { name: 'Logs' }).click();
  await dialog.getByRole('button', { name: 'Clear All' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Clear all log entries?' });
  await confirm.getByRole('button', { name: 'Clear All' }).click();
  await expect(dialog.getByText(/Cleared \d+ log entr(y|ies)\./)).toBeVisible();
  await dialog.getByLabel('Filter').fill('');
  await expect(dialog.getByText('No log entries yet.')).toBeVisible();
});

test('the Site Slots card and the Manage modal fit a 375 px screen @mobile', async ({
  page,
  signedIn: { accountId },
}) => {
  const [theme] = await freeThemes(page, 1);
  await addToLibrary(page, accountId, theme!);
  await deploySite(page, accountId, theme!, 'Harbour Cafe');

  await page.goto('/client-portal');
  const card = slotsCard(page);
  await expect(card.getByRole('heading', { name: 'Harbour Cafe' })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await card.getByRole('button', { name: 'Manage Slots' }).click();
  const dialog = manageDialog(page);
  await expect(dialog.getByRole('group', { name: 'Slot 1' }).getByRole('button', { name: 'Remove' })).toBeInViewport({
    ratio: 1,
  });
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test("a signed-in client opens their site on its own origin, where the portal's cookies never arrive", async ({
  page,
  context,
  signedIn: { accountId, email, password },
}) => {
  allowConsoleError(resourceError(404, '/api/me'), "the portal's API asked on the site's origin, on purpose");
  const [theme] = await freeThemes(page, 1);
  await addToLibrary(page, accountId, theme!);
  const slot = await deploySite(page, accountId, theme!, 'Harbour Cafe');
  const siteOrigin = new URL(slot.localUrl!).origin;
  expect(slot.localUrl).toMatch(SITE_HOME);
  expect(slot.deploymentUrl).toBe(slot.localUrl);

  // The default portal address is localhost: sign in there too, so its cookies are for localhost,
  // the parent of {slot}.sites.localhost — the case where a Domain attribute would leak them.
  const portal = `http://localhost:${new URL(test.info().project.use.baseURL!).port}`;
  const signIn = await page.request.post(`${portal}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { Origin: portal },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const choose = await page.request.put(`${portal}/api/me/current-account`, {
    data: { accountId },
    headers: { Origin: portal },
  });
  expect(choose.status(), await choose.text()).toBe(200);
  const portalCookies = (await context.cookies(portal)).map((cookie) => cookie.name);
  expect(portalCookies).toEqual(expect.arrayContaining(['tp.session_token', 'tp_account']));
  for (const cookie of await context.cookies(portal)) expect(cookie.domain, cookie.name).toBe('localhost');

  const siteRequests: Record<string, string>[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith(siteOrigin)) void request.allHeaders().then((headers) => siteRequests.push(headers));
  });

  await test.step('open it from the portal: a new tab on the site origin', async () => {
    await page.goto(`${portal}/client-portal`);
    const slotOne = slotsCard(page).getByRole('listitem', { name: 'Slot 1' });
    await expect(slotOne.getByRole('heading', { name: 'Harbour Cafe' })).toBeVisible();
    const opened = context.waitForEvent('page');
    await slotOne.getByRole('link', { name: /Open site/ }).click();
    const site = await opened;
    await expect(site).toHaveURL(slot.localUrl!);
    await expect(site).toHaveTitle(`Harbour Cafe – Home`);
    expect(await site.evaluate(() => document.cookie)).toBe('');
    await site.close();
  });

  await test.step('typed in the address bar (a same-site navigation): still no cookie', async () => {
    const site = await context.newPage();
    const response = await site.goto(`${slot.localUrl!}about`);
    expect(response!.status()).toBe(200);
    expect((await response!.request().allHeaders()).cookie).toBeUndefined();
    await expect(site).toHaveTitle(`About – Harbour Cafe`);
    expect(await site.evaluate(() => document.cookie)).toBe('');
    // Nothing of the portal answers there either.
    const api = await site.goto(`${siteOrigin}/api/me`);
    expect(api!.status()).toBe(404);
    await expect(site.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await site.close();
  });

  expect(siteRequests.length).toBeGreaterThanOrEqual(3);
  for (const headers of siteRequests) expect(headers.cookie).toBeUndefined();
  expect(await context.cookies(siteOrigin)).toEqual([]);

  await test.step('the old portal address of the site moves to its origin', async () => {
    await page.goto(`/sites/${slot.id}/about`);
    await expect(page).toHaveURL(`${slot.localUrl!}about`);
    await expect(page).toHaveTitle(`About – Harbour Cafe`);
  });
});
