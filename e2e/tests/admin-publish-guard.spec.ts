import { THEME_CMS_TEXT, THEME_INSTALL_TEXT, type AdminTheme } from '@themeport/core';
import { DEMO, expect, signInAs, test } from './fixtures';
import { banner, expectAccessible, originHeaders, replaceJson } from './support';

// Issue 20: pages made with New page are drafts, and a deploy installs none of them. Publish used
// to release such a theme anyway ('Theme published successfully!'), so clients bought a theme
// that could not be installed. Now Publish refuses it, saying what is missing and where to fix it,
// and the installation test counts the pages the CMS lists and says the same.

test.use({ signUp: { prefix: 'publish-guard', firstName: 'Paula', lastName: 'Guard' } });

const HERO = {
  hero: {
    meta: { slug: 'hero', component: 'Hero', schemaVersion: 2, file: 'src/components/Hero.astro' },
    content: { title: { value: 'Quiet harbours, busy docks', elementType: 'h1' } },
    settings: { location: 'home', sort_order: 1 },
  },
};

test('an admin cannot publish a theme whose pages are drafts: Publish says where to fix it, then publishes', async ({
  page,
  signedIn: { accountId },
}) => {
  test.slow();
  const name = `Dockside ${Math.random().toString(36).slice(2, 7)}`;
  // The fresh client's account is the installation test's target; the admin works in a second page.
  const admin = await page
    .context()
    .browser()!
    .newContext({
      baseURL: test.info().project.use.baseURL!,
      extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.83' },
    });
  const adminPage = await admin.newPage();
  await signInAs(adminPage, DEMO.admin);
  const created = await adminPage.request.post('/api/admin/themes', {
    // A high price keeps this theme away from the journeys that pick the cheapest or a free one.
    data: {
      name,
      description: 'A theme for harbour businesses.',
      framework: 'astro',
      price: 99800,
      features: ['Berth booking'],
      industry: { category: 'business', type: 'consulting' },
    },
    headers: originHeaders(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const theme = (await created.json()) as AdminTheme;

  await test.step('New page with components: a draft', async () => {
    await adminPage.goto(`/admin/themes/${theme.id}/cms`);
    await expect(adminPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await adminPage.getByRole('tab', { name: 'Template Pages' }).click();
    const form = adminPage.getByRole('form', { name: 'New page' });
    await form.getByLabel('Name').fill('index');
    await form.getByLabel('Title').fill('Home');
    await form.getByRole('button', { name: 'Add page' }).click();
    await expect(banner(adminPage)).toHaveText('Page index created successfully');
    await replaceJson(adminPage, HERO);
    await adminPage.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(banner(adminPage)).toHaveText('Components saved successfully (1)');
    await expect(adminPage.getByRole('button', { name: /^Home/ })).toContainText('/ · 1 component · draft');
  });

  const refusal = THEME_INSTALL_TEXT.allDrafts(['Home']);

  await test.step('Publish is refused, saying what is missing and where to fix it; nothing changes', async () => {
    await adminPage.getByRole('tab', { name: 'Overview' }).click();
    await expect(adminPage.getByText(`Not ready to publish. ${refusal}`)).toBeVisible();
    await adminPage.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(banner(adminPage)).toHaveText(THEME_CMS_TEXT.publishFailed(refusal));
    await expect(banner(adminPage)).toContainText('Open Template Pages');
    await expect(banner(adminPage)).toContainText('Publish page');
    await expect(adminPage.getByText('Published as v')).toHaveCount(0);
    const facts = adminPage.locator('dl');
    await expect(facts.getByText('Draft', { exact: true })).toBeVisible();
    await expect(facts.getByText('1.0.0', { exact: true })).toBeVisible();
    await expect(facts.getByText('1 (1 draft)')).toBeVisible();
    expect((await page.request.get(`/api/themes/${theme.slug}`)).status()).toBe(404);
    await expectAccessible(adminPage);
  });

  await test.step('The installation test counts the same page and says the same', async () => {
    await adminPage.getByRole('tab', { name: 'Deployment' }).click();
    await adminPage.getByLabel('Test account ID').fill(accountId);
    await adminPage.getByRole('button', { name: 'Run installation test' }).click();
    const result = adminPage.getByRole('region', { name: 'Installation test result' });
    await expect(result).toContainText(refusal);
    await expect(result).toContainText('Installs 0 of 1 template page · drafts left out: Home');
  });

  await test.step('Publish page in Template Pages, then Publish succeeds', async () => {
    await adminPage.getByRole('tab', { name: 'Template Pages' }).click();
    await adminPage.getByRole('button', { name: 'Publish page' }).click();
    await expect(banner(adminPage)).toHaveText('Page Home published successfully');
    await expect(adminPage.getByRole('button', { name: /^Home/ })).not.toContainText('draft');
    await adminPage.getByRole('tab', { name: 'Overview' }).click();
    await expect(adminPage.getByText('Not ready to publish.')).toHaveCount(0);
    await adminPage.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(banner(adminPage)).toHaveText(THEME_CMS_TEXT.published);
    await expect(adminPage.getByText('Published as v1.0.1')).toBeVisible();
    expect((await page.request.get(`/api/themes/${theme.slug}`)).status()).toBe(200);
  });
  await admin.close();
});
