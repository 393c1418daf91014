import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  deploymentUrlText,
  fillSiteName,
  SITE_CONTACT_TEXT,
  SITE_ORIGIN_TEXT,
  SITE_TEXT,
  type SiteDomain,
  type SitePage,
  type SiteSlot,
} from '@themeport/core';
import { DEMO, expect, signInAs, test, allowConsoleError, resourceError } from './fixtures';
import { expectAccessible, originHeaders, deployFreeTheme } from './support';

/** Deploying a site uses the account's one free slot, so each test gets its own account. */
test.use({ signUp: { prefix: 'cms', firstName: 'Cora', lastName: 'Content' } });

const statusLine = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('content manager routes', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO.client);
  });

  test('without an account and slot it says the route is invalid and leads back to the portal', async ({ page }) => {
    await page.goto('/cms');
    await expect(page.getByRole('heading', { level: 1, name: SITE_TEXT.invalidCmsRoute })).toBeVisible();
    await expect(page.getByText(SITE_TEXT.cmsRouteRequired)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Portal' }).click();
    await expect(page).toHaveURL(/\/client-portal$/);
  });

  test('an account id that is not a UUID is named in the message', async ({ page }) => {
    await page.goto('/cms/demo-studio/slot-1');
    await expect(page.getByText('Invalid account_id format: demo-studio. Expected UUID format.')).toBeVisible();
  });

  test("another account's site is not found", async ({ page }) => {
    allowConsoleError(resourceError(403, '/slots'), "another account's address, typed on purpose");
    await page.goto('/cms/3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f60/7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    await expect(page.getByRole('heading', { level: 1, name: 'Site not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Portal' })).toBeVisible();
  });
});

test('a client manages hosting and the repository of a deployed site', async ({ page, signedIn: { accountId } }) => {
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Cora Studio');
  const sitePath = `/api/accounts/${accountId}/slots/${slot.id}`;
  const { pages } = (await (await page.request.get(`${sitePath}/pages`)).json()) as { pages: SitePage[] };
  expect(pages.length).toBeGreaterThan(0);

  await page.goto(`/cms/${accountId}/${slot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cora Studio' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Site')).toHaveValue(slot.id);

  // The site's own pages, as the API lists them; the home page previews on the live site.
  const pagesRegion = page.getByRole('region', { name: `Pages (${pages.length})` });
  await expect(pagesRegion).toBeVisible();
  await expect(pagesRegion.getByRole('listitem')).toHaveCount(pages.length);
  const home = pages.find((item) => item.path === '/' && !item.isDynamic);
  if (home) {
    // Template titles name the site as {site.name}; the list shows them as the live site does.
    const preview = pagesRegion.getByRole('link', { name: `Preview Live ${fillSiteName(home.title, slot.name)}` });
    // On the site's own origin, never the portal's.
    await expect(preview).toHaveAttribute('href', new RegExp(`^http://${slot.id}\\.sites\\.localhost:\\d+/$`));
    await expect(preview).toHaveAttribute('target', '_blank');
  }
  for (const dynamic of pages.filter((item) => item.isDynamic)) {
    const row = pagesRegion.getByRole('listitem').filter({ hasText: `Path: ${dynamic.path}` });
    await expect(row.getByText('Dynamic', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: /Preview Live/ })).toHaveCount(0);
  }

  const hosting = page.getByRole('region', { name: 'Hosting & repository' });
  await expect(hosting.getByRole('link', { name: /Open site/ })).toHaveAttribute('href', slot.deploymentUrl!);
  await expectAccessible(page);

  // Deployment URL: saved by hand; an empty one is refused before it is sent.
  const urlInput = hosting.getByLabel('Deployment URL');
  await urlInput.fill('https://cora-studio.netlify.app');
  await hosting.getByRole('button', { name: 'Save', exact: true }).click();
  // Themeport hosts this site: the line speaks of the deployment URL, not of Netlify.
  await expect(statusLine(page, deploymentUrlText('local').saved)).toBeVisible();
  await expect(hosting.getByRole('link', { name: /Open site/ })).toHaveAttribute(
    'href',
    'https://cora-studio.netlify.app',
  );
  const saved = (await (await page.request.get(`/api/accounts/${accountId}/slots`)).json()) as { slots: SiteSlot[] };
  expect(saved.slots.find((item) => item.id === slot.id)?.deploymentUrl).toBe('https://cora-studio.netlify.app');

  await hosting.getByLabel('Deployment URL').fill('');
  await hosting.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(hosting.getByText(deploymentUrlText('local').required)).toBeVisible();
  await expect(hosting.getByLabel('Deployment URL')).toBeFocused();

  // Cleared, the URL set by hand gives way to the site's own address on the local host.
  await hosting.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(statusLine(page, SITE_TEXT.deploymentUrlCleared)).toBeVisible();
  await expect(hosting.getByRole('link', { name: /Open site/ })).toHaveAttribute('href', slot.localUrl!);
  await expect(hosting.getByLabel('Deployment URL')).toHaveValue(slot.localUrl!);
  await expect(hosting.getByRole('button', { name: 'Clear', exact: true })).toHaveCount(0);

  // Create repository and site: the local adapter's source comes as a zip; no GitHub, no Netlify.
  await hosting.getByRole('button', { name: 'Create repository and site' }).click();
  await expect(statusLine(page, SITE_TEXT.localSiteCreated)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(SITE_TEXT.siteCreated)).toHaveCount(0);
  const downloadLink = hosting.getByRole('link', { name: 'Download source (.zip)' });
  await expect(downloadLink).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await readFile((await download.path())!);
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');

  await hosting.getByRole('button', { name: 'Rebuild site' }).click();
  await expect(statusLine(page, SITE_TEXT.rebuildTriggered)).toBeVisible();
  await expect(hosting.getByText(/Last rebuilt/)).toBeVisible();

  // Success lines clear themselves (spec 000 §9: after 3 s).
  await expect(statusLine(page, SITE_TEXT.rebuildTriggered)).toHaveCount(0);

  // The content API for themes built elsewhere: the shown address answers with the shown key only.
  await hosting.getByRole('button', { name: 'Show address and key' }).click();
  const address = (await hosting.getByText(/\/api\/sites\/.+\/content/).textContent())!.trim();
  const keyCell = hosting.locator('dd').last();
  const key = (await keyCell.textContent())!.trim();
  expect((await page.request.get(address)).status()).toBe(401);
  const content = await page.request.get(address, { headers: { 'X-Site-Key': key } });
  expect(content.status()).toBe(200);
  expect(((await content.json()) as { pages: unknown[] }).pages.length).toBeGreaterThan(0);
  // Header only: a key in the address is refused, whatever it is.
  const inQuery = await page.request.get(`${address}?key=${encodeURIComponent(key)}`);
  expect(inQuery.status()).toBe(400);
  expect(await inQuery.json()).toMatchObject({ error: SITE_ORIGIN_TEXT.keyInQuery });

  // Rotate: asks first, shows the new key, and the old one stops working at once.
  await hosting.getByRole('button', { name: SITE_ORIGIN_TEXT.rotateKey }).click();
  const rotate = page.getByRole('alertdialog', { name: 'Rotate the read key?' });
  await expect(rotate).toContainText(SITE_ORIGIN_TEXT.confirmRotate);
  await rotate.getByRole('button', { name: SITE_ORIGIN_TEXT.rotateKey }).click();
  await expect(statusLine(page, SITE_ORIGIN_TEXT.keyRotated)).toBeVisible();
  await expect(keyCell).not.toHaveText(key);
  const newKey = (await keyCell.textContent())!.trim();
  expect((await page.request.get(address, { headers: { 'X-Site-Key': key } })).status()).toBe(401);
  expect((await page.request.get(address, { headers: { 'X-Site-Key': newKey } })).status()).toBe(200);

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
});

test("a visitor's message through the live site's contact form reaches the content manager", async ({
  page,
  signedIn: { accountId },
}) => {
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Message Site');

  // The visitor, on the site's own origin: the form posts there, and the page says it was sent.
  await page.goto(new URL('/contact', slot.localUrl!).href);
  const form = page.locator('form').filter({ has: page.getByLabel('Message', { exact: true }) });
  await form.getByLabel('Name', { exact: true }).fill('Vera Visitor');
  await form.getByLabel('Email', { exact: true }).fill('vera@example.com');
  await form.getByLabel('Message', { exact: true }).fill('Do you bake rye on Sundays?');
  await form.getByRole('button').click();
  await expect(page.getByRole('status').filter({ hasText: SITE_CONTACT_TEXT.sent })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#message-sent');

  // The owner, in the content manager.
  await page.goto(`/cms/${accountId}/${slot.id}`);
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Do you bake rye on Sundays?')).toBeVisible();
  await expect(messages.getByRole('link', { name: 'vera@example.com' })).toHaveAttribute(
    'href',
    'mailto:vera@example.com',
  );
  await expect(page.getByRole('heading', { name: 'Messages (1)' })).toBeVisible();
});

test('a client adds a custom domain and sees the TXT record that proves control next to the routing record', async ({
  page,
  signedIn: { accountId },
}) => {
  allowConsoleError(resourceError(400, '/domains'), 'an empty and an invalid domain, on purpose');
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Cora Studio');
  const sitePath = `/api/accounts/${accountId}/slots/${slot.id}`;
  await page.goto(`/cms/${accountId}/${slot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cora Studio' })).toBeVisible();

  // Custom domain: pending, with the TXT record that proves control and the CNAME record the API asks for.
  const domainsRegion = page.getByRole('region', { name: 'Custom domains' });
  await domainsRegion.getByRole('button', { name: 'Add domain' }).click();
  await expect(domainsRegion.getByText(SITE_TEXT.domainRequired)).toBeVisible();

  await domainsRegion.getByLabel('Domain', { exact: true }).fill('not a domain');
  await domainsRegion.getByRole('button', { name: 'Add domain' }).click();
  await expect(statusLine(page, `Error: ${SITE_TEXT.domainInvalid}`)).toBeVisible();

  const domainName = `www.${Math.random().toString(36).slice(2, 10)}.example.com`;
  await domainsRegion.getByLabel('Domain', { exact: true }).fill(domainName);
  await domainsRegion.getByRole('button', { name: 'Add domain' }).click();
  await expect(statusLine(page, SITE_TEXT.domainAdded)).toBeVisible();

  const listed = async () => {
    const { domains } = (await (await page.request.get(`${sitePath}/domains`)).json()) as { domains: SiteDomain[] };
    return domains.find((item) => item.domain === domainName)!;
  };
  const added = await listed();
  expect(['pending', 'error']).toContain(added.status);
  const cname = added.requiredRecords.find((record) => record.type === 'CNAME')!;
  expect(cname.value).toBe(new URL(test.info().project.use.baseURL!).hostname);

  const row = domainsRegion.getByRole('listitem', { name: domainName });
  await expect(row.getByText(added.status, { exact: true })).toBeVisible();
  expect(added.verified).toBe(false);
  const challenge = added.verificationRecord;
  expect(challenge).toMatchObject({ type: 'TXT', name: `_themeport-challenge.${domainName}` });
  await expect(row.getByText(/^Prove the domain is yours: create this TXT record/)).toBeVisible();
  const txtRow = row
    .getByRole('table', { name: `TXT record for ${domainName}` })
    .getByRole('row')
    .filter({ hasText: 'TXT' });
  await expect(txtRow.getByRole('cell').nth(0)).toHaveText('TXT');
  await expect(txtRow.getByRole('cell').nth(1)).toContainText(challenge.name);
  await expect(txtRow.getByRole('cell').nth(2)).toContainText(challenge.value);
  await expect(txtRow.getByRole('button', { name: `Copy name ${challenge.name}` })).toBeVisible();
  await expect(txtRow.getByRole('button', { name: `Copy value ${challenge.value}` })).toBeVisible();
  const records = row.getByRole('table', { name: `DNS records for ${domainName}` });
  const cnameRow = records.getByRole('row').filter({ hasText: 'CNAME' });
  await expect(cnameRow.getByRole('cell').nth(1)).toContainText(cname.name);
  await expect(cnameRow.getByRole('cell').nth(2)).toContainText(cname.value);

  // No DNS in tests: the check answers pending (or error) and the UI shows the API's own words.
  await row.getByRole('button', { name: 'Check status' }).click();
  await expect(statusLine(page, SITE_TEXT.domainStatusUpdated)).toBeVisible();
  const checked = await listed();
  expect(['pending', 'error']).toContain(checked.status);
  await expect(row.getByText(checked.status, { exact: true })).toBeVisible();
  if (checked.message) await expect(row.getByText(checked.message)).toBeVisible();
  await expect(row.getByText(/Last checked/)).toBeVisible();

  await row.getByRole('button', { name: `Remove ${domainName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Remove ${domainName}?` });
  await confirm.getByRole('button', { name: 'Remove domain' }).click();
  await expect(row).toHaveCount(0);
  await expect(domainsRegion.getByText(/No custom domains yet/)).toBeVisible();
});

test("a removed site asks for a theme, and the switcher opens the account's other site", async ({
  page,
  signedIn: { accountId },
}) => {
  const removed = await deployFreeTheme(page, accountId, 'Old Site');
  const removal = await page.request.delete(`/api/accounts/${accountId}/slots/${removed.id}`, {
    headers: originHeaders(),
  });
  expect(removal.status(), await removal.text()).toBe(200);
  const current = await deployFreeTheme(page, accountId, 'New Site');
  expect(current.id).not.toBe(removed.id);

  await page.goto(`/cms/${accountId}/${removed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Old Site' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Theme Setup Required' })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(page.getByRole('heading', { name: 'Theme Setup Required' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Site').selectOption(current.id);
  await expect(page).toHaveURL(new RegExp(`/cms/${accountId}/${current.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'New Site' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Pages \(\d+\)$/ })).toBeVisible();
});

test('the content manager fits a 375 px screen @mobile', async ({ page, signedIn: { accountId } }) => {
  const slot = await deployFreeTheme(page, accountId, 'Pocket Site');
  await page.goto(`/cms/${accountId}/${slot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pocket Site' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Pages \(\d+\)$/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
