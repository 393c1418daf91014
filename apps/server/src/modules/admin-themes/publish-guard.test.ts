import { and, eq } from 'drizzle-orm';
import {
  THEME_INSTALL_TEXT,
  type AdminTheme,
  type CheckoutSessionCreated,
  type InstallationTestResult,
  type ThemeCmsView,
} from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountLibrary,
  accounts,
  blogPosts,
  checkoutSessions,
  invoices,
  purchases,
  sitePages,
  sites,
  themes,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { VISA } from '../../test/billing.ts';
import { signedInClient, signedInOwner, type Client } from '../../test/auth.ts';
import { notifyThemeChanged } from '../../lib/domain-events.ts';
import { syncThemeTemplates } from '../themes/index.ts';

// Issue 20: a theme a deploy cannot install is neither published nor sold; the installation test
// counts the pages the CMS lists; a client who bought such a theme reads what happened, keeps it,
// and deploys it without paying again once the theme is fixed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const admin = () => signedInClient(t, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });

function component(slug: string, title: string, location = 'home') {
  return {
    meta: { slug, component: 'Hero', schemaVersion: 2, file: 'src/components/Hero.astro' },
    content: { title: { value: title, elementType: 'h1' } },
    settings: { location, sort_order: 1 },
  };
}

let sequence = 0;
async function newTheme(client: Client): Promise<AdminTheme> {
  sequence += 1;
  const res = await client.post('/api/admin/themes', {
    name: `Guarded ${sequence} ${Date.now()}`,
    description: 'A theme that has to be installable before it is sold',
    framework: 'astro',
    price: 4900,
    features: ['Blog'],
    industry: { category: 'business', type: 'consulting' },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AdminTheme;
}

/** A page made with New page (a draft) and its saved components. */
async function draftPage(client: Client, themeId: string, name: string, title: string, components: object = {}) {
  expect((await client.post(`/api/admin/themes/${themeId}/pages`, { name, title })).status).toBe(201);
  const saved = await client.request(`/api/admin/themes/${themeId}/pages/${name}/components`, {
    method: 'PUT',
    json: { components },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

const publishPage = (client: Client, themeId: string, name: string) =>
  client.request(`/api/admin/themes/${themeId}/pages/${name}`, { method: 'PATCH', json: { status: 'published' } });

async function themeRow(id: string) {
  const [row] = await t.db.select().from(themes).where(eq(themes.id, id));
  return row!;
}

const templatePages = (themeId: string) =>
  t.db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.themeId, themeId), eq(sitePages.isTemplate, true)));

async function refusal(res: Response) {
  return { status: res.status, body: (await res.json()) as { error: string; code: string } };
}

describe('Publish checks what a deploy needs (issue 20)', () => {
  it('refuses a theme whose pages are all drafts, saying where to fix it, and changes nothing', async () => {
    const { client } = await admin();
    const theme = await newTheme(client);
    await draftPage(client, theme.id, 'index', 'Home', { hero: component('hero', 'Welcome aboard') });
    await draftPage(client, theme.id, 'about', 'About', { story: component('story', 'Our story', 'about') });
    const before = await themeRow(theme.id);

    const { status, body } = await refusal(await client.post(`/api/admin/themes/${theme.id}/publish`));
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'NOTHING_TO_PUBLISH', error: THEME_INSTALL_TEXT.allDrafts(['Home', 'About']) });
    expect(body.error).toBe(
      'Publish a page first: every template page is a draft (Home and About), and drafts are not installed. Open Template Pages, choose the page clients should get and press Publish page.',
    );

    const after = await themeRow(theme.id);
    expect({ published: after.published, version: after.version, lastUpdated: after.lastUpdated }).toEqual({
      published: false,
      version: '1.0.0',
      lastUpdated: before.lastUpdated,
    });
    expect(after.templateConfig).toEqual(before.templateConfig);
    expect(await templatePages(theme.id)).toEqual([]);
    expect((await t.app.request(`/api/themes/${theme.slug}`)).status).toBe(404);
  });

  it('names the missing piece: no pages at all, or published pages without components', async () => {
    const { client } = await admin();
    const theme = await newTheme(client);
    const publish = async () => refusal(await client.post(`/api/admin/themes/${theme.id}/publish`));

    const none = await publish();
    expect(none).toEqual({ status: 400, body: { code: 'NOTHING_TO_PUBLISH', error: THEME_INSTALL_TEXT.noPages } });
    expect(none.body.error).toMatch(/^No pages found for this theme\. Open Template Pages/);

    await draftPage(client, theme.id, 'index', 'Home');
    await draftPage(client, theme.id, 'about', 'About', { story: component('story', 'Our story', 'about') });
    await publishPage(client, theme.id, 'index');
    expect((await publish()).body.error).toBe(THEME_INSTALL_TEXT.emptyPages(['Home']));
    expect((await themeRow(theme.id)).published).toBe(false);
  });

  it('refuses (422) a theme whose real installation fails, and changes nothing', async () => {
    const { client } = await admin();
    const theme = await newTheme(client);
    await draftPage(client, theme.id, 'index', 'Home', { hero: component('hero', 'Welcome aboard') });
    await publishPage(client, theme.id, 'index');
    // Two template posts with one slug: their copies break blog_posts_site_slug when a site is made.
    const content = { body: 'One of two.', type: 'markdown' as const, version: '1' };
    const post = { themeId: theme.id, isTemplate: true, slug: 'twin', title: 'Twin', content };
    await t.db.insert(blogPosts).values([post, { ...post, title: 'Twin again' }]);

    const { status, body } = await refusal(await client.post(`/api/admin/themes/${theme.id}/publish`));
    expect(status).toBe(422);
    expect(body).toEqual({ code: 'INSTALL_TEST_FAILED', error: THEME_INSTALL_TEXT.installFailed });
    const row = await themeRow(theme.id);
    expect([row.published, row.version]).toEqual([false, '1.0.0']);
    expect(await templatePages(theme.id)).toEqual([]);
    expect(await t.db.select().from(sites).where(eq(sites.themeId, theme.id))).toEqual([]);
  });
});

describe('the installation test counts the pages the CMS lists (issue 20)', () => {
  it('says what it installs and which drafts it leaves out; not installable, it says why as Publish does', async () => {
    const { client } = await admin();
    const { account } = await signedInOwner(t);
    const theme = await newTheme(client);
    await draftPage(client, theme.id, 'index', 'Home', { hero: component('hero', 'Welcome aboard') });
    await draftPage(client, theme.id, 'about', 'About', { story: component('story', 'Our story', 'about') });
    const cms = (await (await client.request(`/api/admin/themes/${theme.id}/cms`)).json()) as ThemeCmsView;
    expect(cms.pages).toHaveLength(2);
    const test = async () => {
      const res = await client.post(`/api/admin/themes/${theme.id}/installation-test`, { accountId: account.id });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as InstallationTestResult;
    };

    const drafts = await test();
    const publishRefusal = (await (await client.post(`/api/admin/themes/${theme.id}/publish`)).json()) as {
      error: string;
    };
    expect(drafts).toMatchObject({
      ok: false,
      templatePages: cms.pages.length,
      draftPages: ['Home', 'About'],
      pages: 0,
      message: publishRefusal.error,
    });

    await publishPage(client, theme.id, 'index');
    const one = await test();
    expect(one).toMatchObject({
      ok: true,
      templatePages: 2,
      draftPages: ['About'],
      pages: 1,
      components: 1,
      rendered: [{ path: '/', status: 200 }],
    });
    expect(one.message).toMatch(
      /^Installation test passed: 1 of 2 template pages, 1 component and \d+ posts installed/,
    );
    expect(one.message).toContain('About is a draft and was left out: Publish page in Template Pages adds it.');
    expect(await t.db.select().from(sites).where(eq(sites.accountId, account.id))).toEqual([]);
  });
});

describe('a client who bought a theme that cannot be installed (issue 20)', () => {
  it('refuses to sell a theme published before Publish checked its pages, before any charge', async () => {
    const { client: adminClient } = await admin();
    const theme = await newTheme(adminClient);
    await draftPage(adminClient, theme.id, 'index', 'Home', { hero: component('hero', 'Welcome aboard') });
    // Published before Publish checked its pages (existing data): on sale, every page a draft.
    await t.db.update(themes).set({ published: true, version: '1.0.1' }).where(eq(themes.id, theme.id));
    await syncThemeTemplates(t.db, theme.id);
    notifyThemeChanged(t.db);

    const { client, account } = await signedInOwner(t);
    const res = await client.post(`/api/accounts/${account.id}/checkout/themes`, {
      items: [{ themeId: theme.id, quantity: 1 }],
    });
    expect(await refusal(res)).toEqual({
      status: 409,
      body: { code: 'THEME_NOT_READY', error: THEME_INSTALL_TEXT.notForSale(theme.name) },
    });
    expect(await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.accountId, account.id))).toEqual([]);
  });

  it('reads what happened instead of an id, keeps the theme, and deploys it without paying again once fixed', async () => {
    const { client: adminClient } = await admin();
    const theme = await newTheme(adminClient);
    await draftPage(adminClient, theme.id, 'index', 'Home', { hero: component('hero', 'Welcome aboard') });
    await publishPage(adminClient, theme.id, 'index');
    expect((await adminClient.post(`/api/admin/themes/${theme.id}/publish`)).status).toBe(200);

    const { client, account } = await signedInOwner(t);
    const session = (await (
      await client.post(`/api/accounts/${account.id}/checkout/themes`, { items: [{ themeId: theme.id, quantity: 1 }] })
    ).json()) as CheckoutSessionCreated;
    expect((await client.post(`/api/checkout/sessions/${session.id}/pay`, VISA)).status).toBe(200);
    // Bought, then left with draft pages only, as themes published before issue 20 are.
    await t.db
      .update(sitePages)
      .set({ status: 'draft' })
      .where(and(eq(sitePages.themeId, theme.id), eq(sitePages.isTemplate, true)));
    const deploy = () => client.post(`/api/accounts/${account.id}/slots`, { themeId: theme.id, name: 'Harbour Cafe' });

    const failed = await refusal(await deploy());
    expect(failed).toEqual({
      status: 409,
      body: { code: 'THEME_NOT_READY', error: THEME_INSTALL_TEXT.notReady(theme.name) },
    });
    expect(failed.body.error).not.toContain(theme.id);
    expect(failed.body.error).toContain('the theme stays in your library');
    expect(await t.db.select().from(sites).where(eq(sites.accountId, account.id))).toEqual([]);
    expect(await t.db.select().from(accountLibrary).where(eq(accountLibrary.accountId, account.id))).toHaveLength(1);

    expect((await adminClient.post(`/api/admin/themes/${theme.id}/publish`)).status).toBe(200);
    // Publish's installation test ran in a throwaway account that was rolled back with its site.
    expect(await t.db.select().from(accounts).where(eq(accounts.name, 'Installation test'))).toEqual([]);
    expect(await t.db.select().from(sites).where(eq(sites.themeId, theme.id))).toEqual([]);

    const deployed = await deploy();
    expect(deployed.status, await deployed.clone().text()).toBe(201);
    expect(await t.db.select().from(purchases).where(eq(purchases.accountId, account.id))).toHaveLength(1);
    expect(await t.db.select().from(invoices).where(eq(invoices.accountId, account.id))).toHaveLength(1);
  });
});
