import {
  THEME_CMS_TEXT,
  THEME_UPDATE_TEXT,
  formatMoney,
  type CheckoutSessionCreated,
  type SiteSlot,
  type ThemeDetail,
} from '@themeport/core';
import { pngOfSize } from '../../apps/server/src/test/images.ts';
import { DEMO, expect, signInAs, test } from './fixtures';
import { banner, expectAccessible, originHeaders, payOnTestCheckout, replaceJson } from './support';

// Issue 13, spec 001 §2.7: an admin makes a theme from nothing — images, a template page, its
// components — publishes it; a client finds it in the catalogue, buys and deploys it; the admin
// publishes an update, and the client's slot offers it and takes it.

test.use({ signUp: { prefix: 'theme-buyer', firstName: 'Tess', lastName: 'Buyer' } });

const HERO = {
  hero: {
    meta: { slug: 'hero', component: 'Hero', schemaVersion: 2, file: 'src/components/Hero.astro' },
    content: { title: { value: 'Calm waters for busy firms', elementType: 'h1' } },
    settings: { location: 'home', sort_order: 1 },
  },
};
const CTA = {
  cta: {
    meta: { slug: 'cta', component: 'CallToAction', schemaVersion: 2, file: 'src/components/CallToAction.astro' },
    content: { title: { value: 'Book a harbour tour', elementType: 'h2' } },
    settings: { location: 'home', sort_order: 2 },
  },
};

test('an admin creates and publishes a theme, a client buys and deploys it, and takes a published update', async ({
  page,
  browser,
  signedIn: { accountId },
}) => {
  test.slow();
  const name = `Harbour ${Math.random().toString(36).slice(2, 7)}`;
  const adminContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.79' },
  });
  const admin = await adminContext.newPage();
  await signInAs(admin, DEMO.admin);

  await test.step('Add Theme: every field, two images uploaded to storage', async () => {
    await admin.goto('/admin-portal');
    const themes = admin.getByRole('region', { name: 'Themes' });
    await themes.getByRole('button', { name: 'Add Theme' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Theme' });
    await dialog.getByRole('tab', { name: 'CMS Data' }).click();
    await expect(dialog.getByText('Save the theme first to edit its CMS data.')).toBeVisible();
    await dialog.getByRole('tab', { name: 'Theme Overview' }).click();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('A calm theme for coastal consultancies.');
    await dialog.getByLabel('Images').setInputFiles([
      { name: 'Harbour Cover.png', mimeType: 'image/png', buffer: Buffer.from(pngOfSize(2000)) },
      { name: 'Harbour Detail.png', mimeType: 'image/png', buffer: Buffer.from(pngOfSize(2100)) },
    ]);
    await expect(dialog.getByRole('img', { name: 'Image 2' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      /^\/uploads\/themes\/\d+-Harbour_Cover\.png$/,
    );
    // A high price keeps this theme away from the journeys that pick the cheapest or a free one.
    await dialog.getByLabel('Price ($)').fill('999');
    await dialog.getByLabel('Features').fill('Booking form, Case studies,  , Team pages');
    await dialog.getByLabel('Industry category').selectOption('business');
    await expect(dialog.getByLabel('Industry type')).toHaveValue('consulting');
    await dialog.getByRole('button', { name: 'Create Theme' }).click();
    await expect(banner(admin)).toHaveText(`Theme ${name} created successfully`);
    // Saved, the modal becomes the theme's Edit modal, with its CMS Data.
    const edit = admin.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByRole('tab', { name: 'CMS Data' }).click();
    await expect(edit.getByText('0 template pages · version 1.0.0 · draft')).toBeVisible();
    await edit.getByRole('link', { name: 'Open Theme CMS' }).click();
    await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  await test.step('Template Pages: a new page and its components, validated and saved', async () => {
    await admin.getByRole('tab', { name: 'Template Pages' }).click();
    const form = admin.getByRole('form', { name: 'New page' });
    await form.getByLabel('Name').fill('Index');
    await form.getByLabel('Title').fill('Home');
    await form.getByRole('button', { name: 'Add page' }).click();
    await expect(banner(admin)).toHaveText('Page index created successfully');
    await expect(admin.getByRole('button', { name: /^Home/ })).toContainText('/ · 0 components · draft');

    await replaceJson(admin, { hero: { ...HERO.hero, meta: { ...HERO.hero.meta, schemaVersion: 1 } } });
    await expect(admin.getByText('Unsaved Changes')).toBeVisible();
    await admin.getByRole('button', { name: 'Validate' }).click();
    await expect(admin.getByRole('alert')).toContainText('Component hero must use schema version 2 or higher');
    await expect(banner(admin)).toHaveText(THEME_CMS_TEXT.validationFailed);

    await replaceJson(admin, HERO);
    await admin.getByRole('button', { name: 'Validate' }).click();
    await expect(admin.getByText('Validated', { exact: true })).toBeVisible();
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(banner(admin)).toHaveText('Components saved successfully (1)');
    await expect(admin.getByText('Unsaved Changes')).toHaveCount(0);
    await admin.getByRole('button', { name: 'Publish page' }).click();
    await expect(admin.getByRole('button', { name: /^Home/ })).toContainText('/ · 1 component');
    await expectAccessible(admin);
    await admin.screenshot({ path: test.info().outputPath('theme-cms-pages.png'), fullPage: true });
  });

  await test.step('Preview renders the working copy', async () => {
    await admin.getByRole('tab', { name: 'Preview' }).click();
    const frame = admin.frameLocator(`iframe[title="Preview of ${name}"]`);
    await expect(frame.getByRole('heading', { name: 'Calm waters for busy firms' })).toBeVisible();
    await admin.getByRole('button', { name: 'Mobile' }).click();
    await expect(admin.getByText('375 px × 720 px')).toBeVisible();
    await admin.screenshot({ path: test.info().outputPath('theme-cms-preview.png'), fullPage: true });
  });

  await test.step('Publish: version 1.0.1, in the catalogue', async () => {
    await admin.getByRole('tab', { name: 'Overview' }).click();
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(banner(admin)).toHaveText(THEME_CMS_TEXT.published);
    await expect(admin.getByText('Published as v1.0.1')).toBeVisible();
  });

  const themeId = admin.url().match(/themes\/([0-9a-f-]{36})\/cms/)![1]!;
  const theme = (await (await page.request.get(`/api/themes/${themeId}`)).json()) as ThemeDetail;
  expect(theme).toMatchObject({
    name,
    version: '1.0.1',
    price: 99900,
    features: ['Booking form', 'Case studies', 'Team pages'],
  });

  await test.step('A client finds it, buys it and deploys it', async () => {
    await page.goto(`/themes/${theme.slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const checkout = await page.request.post(`/api/accounts/${accountId}/checkout/themes`, {
      data: { items: [{ themeId, quantity: 1 }] },
      headers: originHeaders(),
    });
    expect(checkout.status(), await checkout.text()).toBe(201);
    await page.goto(((await checkout.json()) as CheckoutSessionCreated).url);
    await expect(page.getByRole('button', { name: `Pay ${formatMoney(theme.price)}` })).toBeVisible();
    await payOnTestCheckout(page, '4242 4242 4242 4242');
    await expect(page.getByRole('region', { name: 'Theme Library' }).getByRole('link', { name })).toBeVisible();
    const deploy = await page.request.post(`/api/accounts/${accountId}/slots`, {
      data: { themeId, name: 'Tess Harbour' },
      headers: originHeaders(),
    });
    expect(deploy.status(), await deploy.text()).toBe(201);
    expect(await deploy.json()).toMatchObject({
      themeVersion: '1.0.1',
      updateAvailable: false,
    } satisfies Partial<SiteSlot>);
  });

  await test.step('The admin adds a component and publishes the update', async () => {
    await admin.getByRole('tab', { name: 'Template Pages' }).click();
    const saved = JSON.parse(await admin.getByRole('textbox', { name: 'Components of index' }).innerText()) as Record<
      string,
      unknown
    >;
    await replaceJson(admin, { ...saved, ...CTA });
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(banner(admin)).toHaveText('Components saved successfully (2)');
    await admin.getByRole('tab', { name: 'Overview' }).click();
    await expect(admin.getByText('Unpublished changes')).toBeVisible();
    await admin.getByRole('button', { name: 'Publish update' }).click();
    await expect(admin.getByText('Published as v1.0.2')).toBeVisible();
  });

  await test.step("The client's slot offers the update and takes it", async () => {
    await page.goto('/client-portal');
    const row = page.getByRole('region', { name: 'Site Slots' }).getByRole('listitem', { name: 'Slot 1' });
    await expect(row.getByText(THEME_UPDATE_TEXT.badge)).toBeVisible();
    await expect(row.getByText(THEME_UPDATE_TEXT.versions('1.0.1', '1.0.2'))).toBeVisible();
    await row.getByRole('button', { name: THEME_UPDATE_TEXT.button }).click();
    await expect(page.getByText(THEME_UPDATE_TEXT.updated('1.0.2', 0, 1))).toBeVisible();
    await expect(row.getByText(THEME_UPDATE_TEXT.badge)).toHaveCount(0);
  });
  await adminContext.close();
});
