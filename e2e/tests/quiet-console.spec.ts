import { REVIEW_TEXT, type SiteDomain } from '@themeport/core';
import { RESOURCE_4XX, expect, latestMail, test, uniqueEmail } from './fixtures';
import { deployFreeTheme, listThemes, originHeaders } from './support';

// Every journey on the shared `test` fails on a console error (fixtures.ts, consoleGuard): these
// walk the pages every visitor opens, whose answers used to be 401s and 404s in the console.

test('an anonymous visitor browses home, the catalogue and a theme with a quiet console', async ({ page, request }) => {
  const { items } = await listThemes(request, 'sort=popular&pageSize=1');
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(await me.json()).toEqual({ user: null, sessionExpired: false });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Themes for Astro.js and Next.js' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Themes' }).first().click();
  await expect(page).toHaveURL(/\/themes$/);
  await page.goto(`/themes/${items[0]!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: items[0]!.name })).toBeVisible();
  // The header has read the session (signed out) by now.
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
});

test('a signed-in client opens a theme they have not reviewed with a quiet console', async ({
  signedInPage: page,
  request,
}) => {
  const { items } = await listThemes(request, 'sort=popular&pageSize=1');
  const theme = items[0]!;
  const mine = await page.request.get(`/api/themes/${theme.slug}/reviews/mine`);
  expect(mine.status()).toBe(200);
  expect(await mine.json()).toBeNull();
  await page.goto(`/themes/${theme.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: theme.name })).toBeVisible();
  // The page read the user's own review (none) and offers to write one.
  await expect(page.getByRole('button', { name: REVIEW_TEXT.writeReview })).toBeVisible();
});

test.describe('unknown addresses', () => {
  // The browser reports the document's own 404 status in the console: typing a wrong address is the cause.
  test.use({ allowConsoleErrors: [RESOURCE_4XX] });

  test('an unknown URL shows the not-found page with status 404; known pages answer 200', async ({ page }) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    for (const path of ['/', '/themes', '/pricing', '/signin', '/terms']) {
      expect((await page.request.get(path)).status(), path).toBe(200);
    }
    expect((await page.request.get('/themes/no-such-theme-slug')).status()).toBe(404);
  });
});

test("onboarding's Terms of Service link opens the terms", async ({ page }) => {
  const email = uniqueEmail('terms');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { firstName: 'Tess', lastName: 'Terms', email, password: 'terms-journey-1', role: 'client' },
    headers: originHeaders(),
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const mail = await latestMail(page.request, email);
  await page.goto(mail.links.find((link) => link.includes('verify-email'))!);
  await expect(page).toHaveURL(/\/client-onboarding\/profile/);

  const [terms] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('main').getByRole('link', { name: 'Terms of Service' }).click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(new URL(terms.url()).pathname).toBe('/terms');
  // The form stays as it was in its own tab.
  await expect(page.getByLabel('I agree to the Terms of Service')).not.toBeChecked();
});

test('@mobile the content manager shows DNS record values whole and the site switcher names the site', async ({
  page,
  signedIn: { accountId },
}) => {
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Harbour Bakery Site');
  const domainName = `www.${Math.random().toString(36).slice(2, 10)}.example.com`;
  const added = await page.request.post(`/api/accounts/${accountId}/slots/${slot.id}/domains`, {
    data: { domain: domainName },
    headers: originHeaders(),
  });
  expect(added.status(), await added.text()).toBe(201);
  const domain = (await added.json()) as SiteDomain;

  await page.goto(`/cms/${accountId}/${slot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Bakery Site' })).toBeVisible();

  const switcher = page.getByLabel('Site');
  await expect(switcher).toHaveValue(slot.id);
  await expect(switcher.locator('option:checked')).toHaveText(/^Harbour Bakery Site/);
  // The closed select shows the name, not a cut-off 'Slot': it is wide enough for it.
  const fits = await switcher.evaluate((select: HTMLSelectElement) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(select).font;
    probe.textContent = 'Harbour Bakery Site';
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return select.clientWidth >= width;
  });
  expect(fits).toBe(true);

  const row = page.getByRole('region', { name: 'Custom domains' }).getByRole('listitem', { name: domainName });
  const values = [
    domain.verificationRecord.name,
    domain.verificationRecord.value,
    ...domain.requiredRecords.flatMap((record) => [record.name, record.value]),
  ];
  for (const value of values) {
    const text = row.getByText(value, { exact: true }).first();
    await text.scrollIntoViewIfNeeded();
    const box = (await text.boundingBox())!;
    expect(box.x, value).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, value).toBeLessThanOrEqual(375);
    await expect(
      row.getByRole('button', { name: new RegExp(`^Copy (name|value) ${value.replace(/\./g, '\\.')}$`) }).first(),
    ).toBeVisible();
  }
  // Nothing scrolls sideways: each record table fits its box.
  const tables = row.getByRole('table');
  for (const table of await tables.all()) {
    const overflow = await table.evaluate((element) => {
      const box = element.parentElement!;
      return box.scrollWidth - box.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  }
  for (const value of values) {
    const overflow = await row
      .getByText(value, { exact: true })
      .first()
      .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, value).toBeLessThanOrEqual(0);
  }
});
