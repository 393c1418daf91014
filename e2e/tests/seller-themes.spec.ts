import type { ThemeDetail } from '@themeport/core';
import { DEMO, expect, signInAs, test } from './fixtures';
import { originHeaders, replaceJson } from './support';

// Issue 22: a developer builds a theme in the theme CMS, the automated check fails on a broken
// link, they fix it and submit; the admin asks for changes with a reason; the developer changes it
// and submits again; the admin approves, and the theme is on the storefront with its changelog.

const home = (link: string, heading: string) => ({
  intro: {
    meta: { slug: 'intro', component: 'Intro', schemaVersion: 2, file: 'src/components/Intro.astro' },
    content: { title: { value: heading, elementType: 'h1' }, cta: { value: link, elementType: 'a' } },
    settings: { location: 'home', sort_order: 1 },
  },
});

test('a developer submits a theme, fixes what the check and the reviewer ask, and it is published', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Tidewater ${Math.random().toString(36).slice(2, 7)}`;
  await signInAs(page, DEMO.developer);

  await test.step('My Themes: create a theme with the admin form’s fields', async () => {
    await page.goto('/developer-portal/themes');
    await expect(page.getByRole('heading', { name: 'My Themes' })).toBeVisible();
    await page.getByRole('button', { name: 'Create theme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Theme' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('A harbour-side theme for small consultancies.');
    await dialog.getByLabel('Price ($)').fill('59');
    await dialog.getByRole('button', { name: 'Create Theme' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  await test.step('Template Pages: a home page linking to a page that does not exist', async () => {
    await page.getByRole('tab', { name: 'Template Pages' }).click();
    const form = page.getByRole('form', { name: 'New page' });
    await form.getByLabel('Name').fill('index');
    await form.getByLabel('Title').fill('Home');
    await form.getByRole('button', { name: 'Add page' }).click();
    await expect(page.getByRole('button', { name: /^Home/ })).toContainText('/ · 0 components · draft');
    await replaceJson(page, home('/pricing', 'Calm advice by the water'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Components saved successfully (1)')).toBeVisible();
    await page.getByRole('button', { name: 'Publish page' }).click();
    await expect(page.getByRole('button', { name: /^Home/ })).toContainText('/ · 1 component');
  });

  await test.step('The check fails on the broken link and says where; submitting is not possible', async () => {
    await page.getByRole('tab', { name: 'Check and submit' }).click();
    await page.getByRole('button', { name: 'Run the check' }).click();
    const links = page.getByRole('listitem', { name: 'No broken internal links' });
    await expect(links).toContainText('No broken internal links: Must fix');
    await expect(links).toContainText('Home (/) › intro');
    await expect(links).toContainText('The link to /pricing goes nowhere');
    await expect(page.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('seller-check-failed.png'), fullPage: true });
  });

  await test.step('Fixed, the check passes and the theme is submitted with its changelog', async () => {
    await page.getByRole('tab', { name: 'Template Pages' }).click();
    await replaceJson(page, home('/', 'Calm advice by the water'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Components saved successfully (1)')).toBeVisible();
    await page.getByRole('tab', { name: 'Check and submit' }).click();
    await page.getByRole('button', { name: 'Run the check' }).click();
    await expect(page.getByText('The check passed: the theme can be submitted.')).toBeVisible();
    await page.getByLabel('What changed in this version').fill('First release: a home page.');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Submitted version 1.0.1 for review.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Review history' })).toContainText('In review');
  });

  const adminContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.81' },
  });
  const admin = await adminContext.newPage();
  await signInAs(admin, DEMO.admin);

  const review = async () => {
    await admin.goto('/admin-portal?tab=themes');
    const queue = admin.getByRole('list', { name: 'Submissions in review' });
    await queue.getByRole('button', { name: `Review ${name}` }).click();
    await expect(admin.getByRole('region', { name: 'Automated check' })).toContainText('The check passed');
    await expect(
      admin.frameLocator(`iframe[title="Preview of ${name}"]`).getByRole('heading', { level: 1 }),
    ).toBeVisible();
  };

  await test.step('The admin asks for a change, with the item and its reason', async () => {
    await review();
    await expect(admin.getByRole('group', { name: 'Changes against the published version' })).toContainText(
      'Pages added: Home (/)',
    );
    await admin.getByLabel('Request changes').check();
    await admin.getByLabel('Item 1').fill('Home › intro');
    await admin.getByLabel('Reason 1').fill('Say what the firm does in the heading');
    await admin.getByRole('button', { name: 'Send decision' }).click();
    await expect(admin.getByText(`Changes requested for ${name} successfully`)).toBeVisible();
  });

  await test.step('The developer reads the reason, changes the heading and submits again', async () => {
    await page.goto('/developer-portal/themes');
    const card = page.getByRole('listitem', { name });
    await expect(card).toContainText('Changes requested');
    await expect(card).toContainText('Home › intro: Say what the firm does in the heading');
    await card.getByRole('link', { name: `Open ${name}` }).click();
    await page.getByRole('tab', { name: 'Template Pages' }).click();
    await replaceJson(page, home('/', 'Tax advice for harbour businesses'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Components saved successfully (1)')).toBeVisible();
    await page.getByRole('tab', { name: 'Check and submit' }).click();
    await page.getByLabel('What changed in this version').fill('The heading says what the firm does.');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Submitted version 1.0.1 for review.')).toBeVisible();
  });

  await test.step('The admin approves: the theme is published', async () => {
    await review();
    await admin.getByRole('button', { name: 'Send decision' }).click();
    await expect(admin.getByText(`${name} 1.0.1 approved and published successfully`)).toBeVisible();
  });

  await test.step('The theme is on the storefront with its changelog', async () => {
    const themeId = page.url().match(/themes\/([0-9a-f-]{36})/)![1]!;
    const theme = (await (await page.request.get(`/api/themes/${themeId}`)).json()) as ThemeDetail;
    expect(theme).toMatchObject({ name, version: '1.0.1', price: 5900 });
    await page.goto(`/themes/${theme.slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const changelog = page.getByRole('region', { name: 'Changelog' });
    await expect(changelog).toContainText('Version 1.0.1');
    await expect(changelog).toContainText('The heading says what the firm does.');
  });
  await adminContext.close();
});

test('a developer deletes a draft never sent for review; a theme in review offers no Delete', async ({ page }) => {
  const name = `Scrap ${Math.random().toString(36).slice(2, 7)}`;
  await signInAs(page, DEMO.developer);
  const created = await page.request.post('/api/developer/themes', {
    data: {
      name,
      description: 'A draft that goes nowhere.',
      framework: 'astro',
      price: 0,
      industry: { category: 'business', type: 'consulting' },
    },
    headers: originHeaders(),
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/developer-portal/themes');
  // The demo theme waiting in the review queue keeps its history: no Delete.
  const inReview = page.getByRole('listitem', { name: 'Meridian Studio' });
  await expect(inReview).toContainText('In review');
  await expect(inReview.getByRole('button', { name: 'Delete Meridian Studio' })).toHaveCount(0);

  await page
    .getByRole('listitem', { name })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(confirm).toContainText('This will also delete all associated images.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Theme ${name} deleted successfully`)).toBeVisible();
  await expect(page.getByRole('listitem', { name })).toHaveCount(0);
});
