import { and, eq } from 'drizzle-orm';
import {
  THEME_CMS_TEXT,
  THEME_INSTALL_TEXT,
  type AdminTheme,
  type ThemeCmsView,
  type ThemeDetail,
} from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, componentInstances, sitePages, sites, themes } from '../../db/schema.ts';
import { INPUT_TEXT } from '../../http/safe-input.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient, signedInOwner } from '../../test/auth.ts';
import { insertSiteRow } from '../../test/sites.ts';
import { uploadThemeImage } from '../../test/theme-images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For', SITES_ORIGIN: 'https://{slot}.sites.example.net' });
});
afterAll(() => t.close());

const admin = () => signedInClient(t, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
const uuid = () => globalThis.crypto.randomUUID();

let sequence = 0;
function themeBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `Harbor ${sequence} ${Date.now()}`,
    description: 'A calm theme for coastal businesses',
    framework: 'astro',
    price: 4900,
    features: ['Blog', 'Contact form'],
    industry: { category: 'business', type: 'consulting' },
    ...overrides,
  };
}

function hero(overrides: Record<string, unknown> = {}) {
  return {
    meta: { slug: 'hero', component: 'Hero', schemaVersion: 2, file: 'src/components/Hero.astro' },
    content: {
      title: { value: 'Welcome to the harbour', elementType: 'h1' },
      items: [{ label: { value: 'First' } }],
    },
    settings: { location: 'home', sort_order: 1 },
    ...overrides,
  };
}

async function newTheme(client: Client, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/admin/themes', themeBody(overrides));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AdminTheme;
}

/** A home page with a hero, published inside the working copy (what Publish and the test need). */
async function homeWithHero(client: Client, themeId: string) {
  await client.post(`/api/admin/themes/${themeId}/pages`, { name: 'index', title: 'Home' });
  await client.request(`/api/admin/themes/${themeId}/pages/index/components`, {
    method: 'PUT',
    json: { components: { hero: hero() } },
  });
  await client.request(`/api/admin/themes/${themeId}/pages/index`, { method: 'PATCH', json: { status: 'published' } });
}

async function cmsOf(res: Response): Promise<ThemeCmsView> {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as ThemeCmsView;
}

describe('admin themes (spec 001 §2.7)', () => {
  it('refuses everyone but platform admins', async () => {
    const { client } = await signedInClient(t);
    expect((await client.request('/api/admin/themes')).status).toBe(403);
    expect((await client.post('/api/admin/themes', themeBody())).status).toBe(403);
    expect((await new Client(t).request('/api/admin/themes')).status).toBe(401);
  });

  it('creates a draft theme with uploaded images (themes/{timestamp}-{name}), audited, out of the catalogue', async () => {
    const { client, user } = await admin();
    const up = await uploadThemeImage(client, 'My Cover Photo.png');
    expect(up.status, await up.clone().text()).toBe(201);
    const { url } = (await up.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/themes\/\d{13}-My_Cover_Photo\.png$/);
    const second = (await (await uploadThemeImage(client, 'My Cover Photo.png')).json()) as { url: string };
    expect(second.url).not.toBe(url);
    expect((await t.app.request(url)).status).toBe(200);
    expect((await uploadThemeImage(client, 'fake.png', { bytes: new TextEncoder().encode('<html>') })).status).toBe(
      400,
    );

    const theme = await newTheme(client, { images: [url, second.url] });
    expect(theme).toMatchObject({
      published: false,
      version: '1.0.0',
      price: 4900,
      pageCount: 0,
      images: [url, second.url],
    });
    const [row] = await t.db.select().from(themes).where(eq(themes.id, theme.id));
    expect(row!.creatorId).toBe(user.id);
    const [entry] = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, theme.id));
    expect(entry).toMatchObject({ actionType: 'create', resourceType: 'theme', status: 'success' });
    expect((await t.app.request(`/api/themes/${theme.slug}`)).status).toBe(404);

    // Dropping an image from the list deletes the stored file.
    const saved = await client.request(`/api/admin/themes/${theme.id}`, {
      method: 'PUT',
      json: themeBody({ name: theme.name, images: [second.url] }),
    });
    expect(saved.status).toBe(200);
    expect((await t.app.request(url)).status).toBe(404);
    expect((await t.app.request(second.url)).status).toBe(200);
  });

  it('refuses bad fields with a 400 and changes nothing', async () => {
    const { client } = await admin();
    const bad = await client.post('/api/admin/themes', themeBody({ industry: { category: 'business', type: 'saas' } }));
    expect(bad.status).toBe(400);
    expect((await client.post('/api/admin/themes', themeBody({ price: -1 }))).status).toBe(400);
    expect((await client.post('/api/admin/themes', themeBody({ framework: 'vue' }))).status).toBe(400);
    expect((await client.request('/api/admin/themes/not-a-uuid/cms')).status).toBe(404);
  });

  it('template pages: name normalised, default file path and route, a draft; required fields', async () => {
    const { client } = await admin();
    const theme = await newTheme(client);
    const missing = await client.post(`/api/admin/themes/${theme.id}/pages`, { name: '', title: 'x' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, string> }).fields.name).toBe(
      THEME_CMS_TEXT.requiredFields,
    );
    const cms = await cmsOf(
      await client.post(`/api/admin/themes/${theme.id}/pages`, { name: 'About Us!', title: 'About' }),
    );
    expect(cms.pages).toEqual([
      expect.objectContaining({
        name: 'aboutus',
        route: '/aboutus',
        filePath: 'src/pages/aboutus.astro',
        status: 'draft',
      }),
    ]);
    const index = await cmsOf(
      await client.post(`/api/admin/themes/${theme.id}/pages`, { name: 'index', title: 'Home' }),
    );
    expect(index.pages.find((page) => page.name === 'index')).toMatchObject({ route: '/' });
    expect((await client.post(`/api/admin/themes/${theme.id}/pages`, { name: 'index', title: 'Again' })).status).toBe(
      409,
    );
  });

  it('component JSON: the spec rules in its words; missing ids generated on save', async () => {
    const { client } = await admin();
    const theme = await newTheme(client);
    await client.post(`/api/admin/themes/${theme.id}/pages`, { name: 'index', title: 'Home' });
    const url = `/api/admin/themes/${theme.id}/pages/index/components`;
    const bad = await client.request(url, {
      method: 'PUT',
      json: {
        components: {
          hero: hero({ meta: { component: 'Hero', schemaVersion: 1, id: 'nope' } }),
          broken: 'text',
          list: hero({ content: { items: [{ uid: 'x-1' }] } }),
        },
      },
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe(THEME_CMS_TEXT.validationFailed);
    expect(Object.values(body.fields)).toEqual([
      'Component hero missing required meta.slug',
      'Component hero must use schema version 2 or higher',
      'Component hero has invalid UUID format in meta.id',
      'Component broken is not an object',
      'Component list item 1 has invalid UUID format in uid',
    ]);
    const [unchanged] = await t.db.select().from(themes).where(eq(themes.id, theme.id));
    expect(unchanged!.templateConfig!.pages[0]!.components).toEqual({});

    const ok = await client.request(url, { method: 'PUT', json: { components: { hero: hero() } } });
    expect(ok.status).toBe(200);
    const saved = (
      (await ok.json()) as {
        components: Record<string, { meta: { id: string; stage: string }; content: { items: { uid: string }[] } }>;
      }
    ).components;
    expect(saved.hero!.meta.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.hero!.meta.stage).toBe('production');
    expect(saved.hero!.content.items[0]!.uid).toMatch(/^[0-9a-f-]{36}$/);
    const read = (await (await client.request(url)).json()) as { components: typeof saved };
    expect(read.components.hero!.meta.id).toBe(saved.hero!.meta.id);
  });

  it('refuses component JSON nested 5,000 deep with 400 before it is parsed, and stores nothing', async () => {
    const { client } = await admin();
    const theme = await newTheme(client);
    await client.post(`/api/admin/themes/${theme.id}/pages`, { name: 'index', title: 'Home' });
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const body = JSON.stringify({ components: { hero: hero({ content: { deep: 'DEEP' } }) } });
    const res = await client.request(`/api/admin/themes/${theme.id}/pages/index/components`, {
      method: 'PUT',
      jsonText: body.replace('"DEEP"', deep),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: INPUT_TEXT.tooDeep, code: 'JSON_TOO_DEEP' });
    const [unchanged] = await t.db.select().from(themes).where(eq(themes.id, theme.id));
    expect(unchanged!.templateConfig!.pages[0]!.components).toEqual({});
  });

  it('publish: needs pages and a component, raises the version, reaches the catalogue and the templates, audited draft → published', async () => {
    const { client } = await admin();
    const theme = await newTheme(client);
    const publish = () => client.post(`/api/admin/themes/${theme.id}/publish`);
    const none = await publish();
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: string }).error).toBe(THEME_INSTALL_TEXT.noPages);
    await client.post(`/api/admin/themes/${theme.id}/pages`, { name: 'index', title: 'Home' });
    expect((await publish()).status).toBe(400);
    await client.request(`/api/admin/themes/${theme.id}/pages/index/components`, {
      method: 'PUT',
      json: { components: { hero: hero() } },
    });
    await client.request(`/api/admin/themes/${theme.id}/pages/index`, {
      method: 'PATCH',
      json: { status: 'published' },
    });

    const first = await publish();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ version: '1.0.1', message: THEME_CMS_TEXT.published });
    const detail = (await (await t.app.request(`/api/themes/${theme.slug}`)).json()) as ThemeDetail;
    expect(detail.version).toBe('1.0.1');
    const templates = await t.db
      .select()
      .from(componentInstances)
      .where(and(eq(componentInstances.themeId, theme.id), eq(componentInstances.isTemplate, true)));
    expect(templates.map((row) => row.slug)).toEqual(['hero']);
    const entries = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, theme.id));
    const published = entries.find(
      (entry) => entry.status === 'success' && (entry.metadata as { action?: string }).action === 'publish',
    );
    expect(entries.filter((entry) => entry.status === 'failed')).toHaveLength(2);
    expect(published!.changes).toMatchObject({
      before: { status: 'draft' },
      after: { status: 'published', version: '1.0.1' },
    });

    // The live demo shows each publish at once (its cache is dropped), and only what was published.
    const demo = `https://demo-${theme.slug}.sites.example.net/`;
    expect(await (await t.app.request(demo)).text()).toContain('Welcome to the harbour');
    await client.request(`/api/admin/themes/${theme.id}/pages/index/components`, {
      method: 'PUT',
      json: { components: { hero: hero({ content: { title: { value: 'Fair winds', elementType: 'h1' } } }) } },
    });
    expect(await (await t.app.request(demo)).text()).toContain('Welcome to the harbour');
    expect(await (await publish()).json()).toMatchObject({ version: '1.0.2' });
    expect(await (await t.app.request(demo)).text()).toContain('Fair winds');
    await t.db.update(themes).set({ version: '7' }).where(eq(themes.id, theme.id));
    expect(await (await publish()).json()).toMatchObject({ version: '1.0.1' });
  });

  it('preview renders the working copy, drafts included, sandboxed', async () => {
    const { client } = await admin();
    const theme = await newTheme(client);
    await homeWithHero(client, theme.id);
    await client.request(`/api/admin/themes/${theme.id}/pages/index`, { method: 'PATCH', json: { status: 'draft' } });
    const res = await client.request(`/api/admin/themes/${theme.id}/preview?path=/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await res.text()).toContain('Welcome to the harbour');
    expect((await client.request(`/api/admin/themes/${theme.id}/preview?path=/nowhere`)).status).toBe(404);
  });

  it('installation test installs into the account and renders, then keeps nothing', async () => {
    const { client } = await admin();
    const { account } = await signedInOwner(t);
    const theme = await newTheme(client);
    const url = `/api/admin/themes/${theme.id}/installation-test`;
    const noAccount = await client.post(url, { accountId: '' });
    expect(((await noAccount.json()) as { fields: Record<string, string> }).fields.accountId).toBe(
      THEME_CMS_TEXT.testAccountRequired,
    );
    expect((await client.post(url, { accountId: uuid() })).status).toBe(404);
    await homeWithHero(client, theme.id);
    const res = await client.post(url, { accountId: account.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      pages: 1,
      components: 1,
      rendered: [{ path: '/', status: 200 }],
    });
    expect(await t.db.select().from(sites).where(eq(sites.accountId, account.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(sitePages)
        .where(and(eq(sitePages.themeId, theme.id), eq(sitePages.isTemplate, true))),
    ).toEqual([]);
  });

  it('deletes a theme and its images; refuses while a site uses it', async () => {
    const { client } = await admin();
    const { url } = (await (await uploadThemeImage(client, 'gone.png')).json()) as { url: string };
    const theme = await newTheme(client, { images: [url] });
    const res = await client.request(`/api/admin/themes/${theme.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await t.app.request(url)).status).toBe(404);
    expect(await t.db.select().from(themes).where(eq(themes.id, theme.id))).toEqual([]);
    expect((await client.request(`/api/admin/themes/${theme.id}`, { method: 'DELETE' })).status).toBe(404);

    const used = await newTheme(client);
    const { account } = await signedInOwner(t);
    await insertSiteRow(t.db, account.id, { themeId: used.id });
    const refused = await client.request(`/api/admin/themes/${used.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(THEME_CMS_TEXT.themeInUse(1));
    expect(await t.db.select().from(themes).where(eq(themes.id, used.id))).toHaveLength(1);
  });
});
