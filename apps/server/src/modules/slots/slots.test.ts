import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  THEME_INSTALL_TEXT,
  type ContentKeyResponse,
  type SitePage,
  type SitePost,
  type SiteSlot,
  type SlotsResponse,
} from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLogs, blogPosts, componentInstances, siteDomains, sitePages, sites } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInMember, signedInOwner, type Client } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';
import { purgeExpiredSiteContent } from './clone.ts';
import { addToLibrary, createDeployableTheme, setPlan } from '../../test/slots.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

type ErrorBody = { error: string; code: string };

async function deploy(client: Client, accountId: string, themeId: string, name = 'My site') {
  const res = await client.post(`/api/accounts/${accountId}/slots`, { themeId, name });
  return { res, body: (await res.json()) as SiteSlot & ErrorBody };
}

async function slotsOf(client: Client, accountId: string) {
  const res = await client.request(`/api/accounts/${accountId}/slots`);
  expect(res.status).toBe(200);
  return (await res.json()) as SlotsResponse;
}

/** An owner whose library holds `count` deployable themes. */
async function ownerWithThemes(count = 1) {
  const owner = await signedInOwner(t);
  const themes = [];
  for (let i = 0; i < count; i++) themes.push(await createDeployableTheme(t.db));
  await addToLibrary(t.db, owner.account.id, ...themes.map((theme) => theme.id));
  return { ...owner, themes };
}

async function logMessages(accountId: string) {
  const rows = await t.db.select().from(appLogs).where(eq(appLogs.accountId, accountId)).orderBy(appLogs.createdAt);
  return rows.map((row) => `${row.level} ${row.category}: ${row.message}`);
}

describe('deploying a library theme into a slot', () => {
  it("clones the theme's template pages, components and posts into the site's own rows, in slot 1", async () => {
    const { client, account, themes, user } = await ownerWithThemes();
    const theme = themes[0]!;
    const { res, body } = await deploy(client, account.id, theme.id, 'Main site');
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      accountId: account.id,
      slotNumber: 1,
      status: 'active',
      name: 'Main site',
      theme: { id: theme.id, name: theme.name, slug: theme.slug, framework: 'astro' },
      hosting: 'local',
      // The site's own origin (SITES_ORIGIN's default for a local portal), never the portal's.
      deploymentUrl: `http://${body.id}.sites.localhost:3000/`,
      localUrl: `http://${body.id}.sites.localhost:3000/`,
      repositoryUrl: null,
      pageCount: 7,
      postCount: 4,
      removedAt: null,
    });

    const templatePages = await t.db
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.themeId, theme.id), eq(sitePages.isTemplate, true)));
    const pages = await t.db.select().from(sitePages).where(eq(sitePages.siteId, body.id));
    expect(pages.map((p) => p.templatePageId).sort()).toEqual(templatePages.map((p) => p.id).sort());
    expect(pages.every((p) => !p.isTemplate && p.themeId === null)).toBe(true);
    expect(pages.map((p) => p.filePath).sort()).toEqual([
      'src/pages/about.astro',
      'src/pages/blog.astro',
      'src/pages/blog/[slug].astro',
      'src/pages/contact.astro',
      'src/pages/index.astro',
      'src/pages/privacy.astro',
      'src/pages/terms.astro',
    ]);

    const templates = await t.db.select().from(componentInstances).where(eq(componentInstances.themeId, theme.id));
    const components = await t.db.select().from(componentInstances).where(eq(componentInstances.siteId, body.id));
    expect(components).toHaveLength(templates.length);
    const byId = new Map(templates.map((c) => [c.id, c]));
    const pageIds = new Set(pages.map((p) => p.id));
    for (const component of components) {
      const template = byId.get(component.templateId!)!;
      expect(component).toMatchObject({
        accountId: account.id,
        isTemplate: false,
        componentType: template.componentType,
        componentName: template.componentName,
        pagePath: template.pagePath,
        location: template.location,
        sortOrder: template.sortOrder,
        version: 1,
        data: template.data,
      });
      expect(component.location).toContain('ELID:');
      expect(component.slug).toMatch(new RegExp(`^${template.slug}-[0-9a-f]{8}$`));
      if (component.pagePath === 'global') expect(component.pageId).toBeNull();
      else expect(pageIds.has(component.pageId!)).toBe(true);
    }

    const posts = await t.db.select().from(blogPosts).where(eq(blogPosts.siteId, body.id));
    expect(posts).toHaveLength(4);
    expect(
      posts.every((p) => p.originalPostId !== null && p.accountId === account.id && p.content.type === 'markdown'),
    ).toBe(true);

    const [site] = await t.db.select().from(sites).where(eq(sites.id, body.id));
    expect(site!.contentKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [log] = await t.db.select().from(appLogs).where(eq(appLogs.accountId, account.id));
    expect(log).toMatchObject({
      level: 'info',
      category: 'deploy',
      message: `Deployed ${theme.name} to Slot 1`,
      siteId: body.id,
      userId: user.id,
    });
  });

  it('answers the existing slot (200) for a theme already active, and clones nothing again', async () => {
    const { client, account, themes } = await ownerWithThemes();
    const first = await deploy(client, account.id, themes[0]!.id);
    const again = await deploy(client, account.id, themes[0]!.slug, 'Another name');
    expect(again.res.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, slotNumber: 1, name: 'My site' });
    expect(await t.db.select().from(sitePages).where(eq(sitePages.siteId, first.body.id))).toHaveLength(7);
    expect(await t.db.select().from(sites).where(eq(sites.accountId, account.id))).toHaveLength(1);
  });

  it.each([
    ['free', 1],
    ['starter', 3],
    ['pro', 10],
  ] as const)('fills the %s plan up to %i slots, then refuses with the capacity message', async (plan, max) => {
    const { client, account, themes } = await ownerWithThemes(max + 1);
    await setPlan(t.db, account.id, plan);
    for (let i = 0; i < max; i++) {
      const { res, body } = await deploy(client, account.id, themes[i]!.id, `Site ${i + 1}`);
      expect(res.status).toBe(201);
      expect(body.slotNumber).toBe(i + 1);
    }
    const { res, body } = await deploy(client, account.id, themes[max]!.id);
    expect(res.status).toBe(409);
    expect(body).toEqual({
      error: `No available slots. Account has ${max}/${max} slots used. Please upgrade your plan.`,
      code: 'NO_AVAILABLE_SLOTS',
    });
    const listed = await slotsOf(client, account.id);
    expect([listed.used, listed.max, listed.slots.length]).toEqual([max, max, max]);
    expect((await logMessages(account.id)).at(-1)).toBe(
      `error deploy: Theme deployment failed: No available slots. Account has ${max}/${max} slots used. Please upgrade your plan.`,
    );
  });

  it('refuses a theme that is not in the library, naming it', async () => {
    const { client, account } = await signedInOwner(t);
    const theme = await createDeployableTheme(t.db);
    const { res, body } = await deploy(client, account.id, theme.id);
    expect(res.status).toBe(400);
    expect(body).toEqual({
      error: `Theme ${theme.id} not found in account library. Please add theme to library first.`,
      code: 'THEME_NOT_IN_LIBRARY',
    });
    const unknown = await deploy(client, account.id, 'no-such-theme');
    expect(unknown.body.error).toBe(
      'Theme no-such-theme not found in account library. Please add theme to library first.',
    );
    expect(await t.db.select().from(sites).where(eq(sites.accountId, account.id))).toEqual([]);
  });

  it('refuses a theme without template pages in words a client can act on, never its id (issue 20)', async () => {
    const { client, account } = await signedInOwner(t);
    const bare = await createTheme(t.db);
    await addToLibrary(t.db, account.id, bare.id);
    const { res, body } = await deploy(client, account.id, bare.id);
    expect(res.status).toBe(409);
    expect(body).toEqual({ error: THEME_INSTALL_TEXT.notReady(bare.name), code: 'THEME_NOT_READY' });
    expect(body.error).not.toContain(bare.id);
    expect(await t.db.select().from(sites).where(eq(sites.accountId, account.id))).toEqual([]);
  });

  it('rolls everything back when the clone fails half-way: no slot, no pages, components or posts', async () => {
    const { client, account, themes } = await ownerWithThemes();
    const theme = themes[0]!;
    // Two template posts with one slug: the site's copies break blog_posts_site_slug after pages and components went in.
    const [post] = await t.db.select().from(blogPosts).where(eq(blogPosts.themeId, theme.id)).limit(1);
    await t.db
      .insert(blogPosts)
      .values({ themeId: theme.id, isTemplate: true, slug: post!.slug, title: 'Twin', content: post!.content });

    const { res, body } = await deploy(client, account.id, theme.id);
    expect(res.status).toBe(500);
    expect(body).toEqual({ error: 'Theme deployment failed', code: 'DEPLOY_FAILED' });
    expect(await t.db.select().from(sites).where(eq(sites.accountId, account.id))).toEqual([]);
    expect(await t.db.select().from(componentInstances).where(eq(componentInstances.accountId, account.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(blogPosts).where(eq(blogPosts.accountId, account.id))).toEqual([]);
    const templatePageIds = (await t.db.select().from(sitePages).where(eq(sitePages.themeId, theme.id))).map(
      (p) => p.id,
    );
    expect(await t.db.select().from(sitePages).where(inArray(sitePages.templatePageId, templatePageIds))).toEqual([]);
    // The failure is logged after the rollback, so it survives it.
    const logs = await logMessages(account.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^error deploy: Theme deployment failed: Theme cloning failed: .+/);
  });

  it('lets two concurrent deploys on a free account make exactly one slot', async () => {
    const { client, account, themes } = await ownerWithThemes(2);
    const results = await Promise.all(themes.map((theme) => deploy(client, account.id, theme.id)));
    expect(results.map((r) => r.res.status).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(sites).where(eq(sites.accountId, account.id))).toHaveLength(1);

    const same = await ownerWithThemes(1);
    const twice = await Promise.all([1, 2].map(() => deploy(same.client, same.account.id, same.themes[0]!.id)));
    expect(twice.map((r) => r.res.status).sort()).toEqual([200, 201]);
    expect(twice[0]!.body.id).toBe(twice[1]!.body.id);
    expect(await t.db.select().from(sitePages).where(eq(sitePages.siteId, twice[0]!.body.id))).toHaveLength(7);
  });

  it('keeps content per site: two slots with different themes share no rows', async () => {
    const { client, account, themes } = await ownerWithThemes(2);
    await setPlan(t.db, account.id, 'starter');
    const one = (await deploy(client, account.id, themes[0]!.id, 'One')).body;
    const two = (await deploy(client, account.id, themes[1]!.id, 'Two')).body;
    const pagesOf = async (slot: SiteSlot) =>
      (
        (await (await client.request(`/api/accounts/${account.id}/slots/${slot.id}/pages`)).json()) as {
          pages: SitePage[];
        }
      ).pages;
    const [pagesOne, pagesTwo] = [await pagesOf(one), await pagesOf(two)];
    expect(pagesOne).toHaveLength(7);
    expect(pagesOne.map((p) => p.id).filter((id) => pagesTwo.some((p) => p.id === id))).toEqual([]);
    const templatesOne = new Set(
      (await t.db.select().from(sitePages).where(eq(sitePages.themeId, themes[0]!.id))).map((p) => p.id),
    );
    expect(pagesOne.every((p) => templatesOne.has(p.templatePageId!))).toBe(true);
    expect(pagesTwo.some((p) => templatesOne.has(p.templatePageId!))).toBe(false);
  });
});

describe('slot pages, posts and content key', () => {
  it("lists the site's pages in order, its posts newest first, and its read key", async () => {
    const { client, account, themes } = await ownerWithThemes();
    const slot = (await deploy(client, account.id, themes[0]!.id)).body;
    const { pages } = (await (await client.request(`/api/accounts/${account.id}/slots/${slot.id}/pages`)).json()) as {
      pages: SitePage[];
    };
    expect(pages.map((p) => [p.path, p.isDynamic])).toEqual([
      ['/', false],
      ['/about', false],
      ['/contact', false],
      ['/blog', false],
      ['/blog/[slug]', true],
      ['/privacy', false],
      ['/terms', false],
    ]);
    const { posts } = (await (await client.request(`/api/accounts/${account.id}/slots/${slot.id}/posts`)).json()) as {
      posts: SitePost[];
    };
    expect(posts).toHaveLength(4);
    const dates = posts.map((p) => p.content.publish_date!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts.every((p) => p.content.body.length > 200 && !/lorem/i.test(p.content.body))).toBe(true);

    const key = (await (
      await client.request(`/api/accounts/${account.id}/slots/${slot.id}/content-key`)
    ).json()) as ContentKeyResponse;
    const [site] = await t.db.select().from(sites).where(eq(sites.id, slot.id));
    expect(key).toEqual({ key: site!.contentKey, url: `${t.config.publicUrl}/api/sites/${slot.id}/content` });
  });
});

describe('renaming and swapping the theme', () => {
  it('renames an active slot, swaps its theme with a fresh clone, and refuses an inactive one', async () => {
    const { client, account, themes } = await ownerWithThemes(2);
    const slot = (await deploy(client, account.id, themes[0]!.id)).body;
    const path = `/api/accounts/${account.id}/slots/${slot.id}`;

    const renamed = await client.request(path, { method: 'PATCH', json: { name: 'Renamed', description: 'Our shop' } });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      name: 'Renamed',
      description: 'Our shop',
      theme: { id: themes[0]!.id },
    });

    const oldPages = await t.db.select().from(sitePages).where(eq(sitePages.siteId, slot.id));
    const swapped = await client.request(path, { method: 'PATCH', json: { themeId: themes[1]!.id } });
    expect(swapped.status).toBe(200);
    expect(await swapped.json()).toMatchObject({
      name: 'Renamed',
      theme: { id: themes[1]!.id },
      pageCount: 7,
      postCount: 4,
    });
    const live = await t.db
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.siteId, slot.id), isNull(sitePages.deletedAt)));
    expect(live.map((p) => p.id).some((id) => oldPages.some((old) => old.id === id))).toBe(false);
    const kept = await t.db
      .select()
      .from(sitePages)
      .where(
        inArray(
          sitePages.id,
          oldPages.map((p) => p.id),
        ),
      );
    expect(kept.every((p) => p.deletedAt !== null)).toBe(true);
    expect(await logMessages(account.id)).toContain(`info update: Switched Slot 1 to ${themes[1]!.name}`);

    await client.request(path, { method: 'DELETE' });
    const inactive = await client.request(path, { method: 'PATCH', json: { name: 'Again' } });
    expect(inactive.status).toBe(409);
    expect(await inactive.json()).toEqual({ error: 'Failed to update slot', code: 'SLOT_INACTIVE' });
  });
});

describe('removing and restoring', () => {
  it('removes per the spec (theme null, inactive, URLs cleared, domains released), then restores the same content', async () => {
    const { client, account, themes } = await ownerWithThemes();
    const slot = (await deploy(client, account.id, themes[0]!.id)).body;
    const before = (await t.db.select().from(sitePages).where(eq(sitePages.siteId, slot.id))).map((p) => p.id).sort();
    await t.db
      .insert(siteDomains)
      .values({ siteId: slot.id, accountId: account.id, domain: `shop-${slot.id.slice(0, 8)}.example.com` });

    const removed = await client.request(`/api/accounts/${account.id}/slots/${slot.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    const body = (await removed.json()) as SiteSlot;
    expect(body).toMatchObject({
      status: 'inactive',
      deploymentUrl: null,
      repositoryUrl: null,
      localUrl: null,
      pageCount: 7,
    });
    expect(Date.parse(body.restorableUntil!) - Date.parse(body.removedAt!)).toBe(30 * 86_400_000);
    const [row] = await t.db.select().from(sites).where(eq(sites.id, slot.id));
    expect(row).toMatchObject({
      themeId: null,
      removedThemeId: themes[0]!.id,
      status: 'inactive',
      netlifyUrl: null,
      githubRepoUrl: null,
    });
    expect(await t.db.select().from(siteDomains).where(eq(siteDomains.siteId, slot.id))).toEqual([]);
    expect(await t.db.select().from(sitePages).where(eq(sitePages.siteId, slot.id))).toHaveLength(7);

    const listed = await slotsOf(client, account.id);
    expect([listed.slots.length, listed.used, listed.removed.map((s) => s.id)]).toEqual([0, 0, [slot.id]]);
    const pagesWhileRemoved = (await (
      await client.request(`/api/accounts/${account.id}/slots/${slot.id}/pages`)
    ).json()) as { pages: SitePage[] };
    expect(pagesWhileRemoved.pages).toEqual([]);

    const restored = await client.post(`/api/accounts/${account.id}/slots/${slot.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({
      status: 'active',
      slotNumber: 1,
      theme: { id: themes[0]!.id },
      deploymentUrl: `http://${slot.id}.sites.localhost:3000/`,
      removedAt: null,
      pageCount: 7,
      postCount: 4,
    });
    const after = await t.db
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.siteId, slot.id), isNull(sitePages.deletedAt)));
    expect(after.map((p) => p.id).sort()).toEqual(before);
    expect(await logMessages(account.id)).toEqual([
      `info deploy: Deployed ${themes[0]!.name} to Slot 1`,
      `info remove: Removed ${themes[0]!.name} from Slot 1`,
      `info restore: Restored ${themes[0]!.name} to Slot 1`,
    ]);
  });

  it('refuses a restore 31 days after the removal, and no longer lists the slot', async () => {
    const { client, account, themes } = await ownerWithThemes();
    const slot = (await deploy(client, account.id, themes[0]!.id)).body;
    await client.request(`/api/accounts/${account.id}/slots/${slot.id}`, { method: 'DELETE' });
    await t.db
      .update(sites)
      .set({ removedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(sites.id, slot.id));
    const res = await client.post(`/api/accounts/${account.id}/slots/${slot.id}/restore`);
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ error: 'This site can no longer be restored.', code: 'NOT_RESTORABLE' });
    expect((await slotsOf(client, account.id)).removed).toEqual([]);
  });

  it('purges content set aside more than 30 days ago, and nothing younger', async () => {
    const { client, account, themes } = await ownerWithThemes(2);
    const old = (await deploy(client, account.id, themes[0]!.id)).body;
    await client.request(`/api/accounts/${account.id}/slots/${old.id}`, { method: 'DELETE' });
    const young = (await deploy(client, account.id, themes[1]!.id)).body;
    await client.request(`/api/accounts/${account.id}/slots/${young.id}`, { method: 'DELETE' });
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    for (const table of [sitePages, componentInstances, blogPosts])
      await t.db.update(table).set({ deletedAt: longAgo }).where(eq(table.siteId, old.id));

    const purged = await purgeExpiredSiteContent(t.db);
    expect(purged.pages).toBeGreaterThanOrEqual(5);
    expect(await t.db.select().from(sitePages).where(eq(sitePages.siteId, old.id))).toEqual([]);
    expect(await t.db.select().from(blogPosts).where(eq(blogPosts.siteId, old.id))).toEqual([]);
    expect(await t.db.select().from(sitePages).where(eq(sitePages.siteId, young.id))).toHaveLength(7);
    expect(await t.db.select().from(sitePages).where(eq(sitePages.themeId, themes[0]!.id))).toHaveLength(7);
  });

  it('checks capacity on restore with the same message', async () => {
    const { client, account, themes } = await ownerWithThemes(2);
    const first = (await deploy(client, account.id, themes[0]!.id)).body;
    await client.request(`/api/accounts/${account.id}/slots/${first.id}`, { method: 'DELETE' });
    expect((await deploy(client, account.id, themes[1]!.id)).body.slotNumber).toBe(1);
    const res = await client.post(`/api/accounts/${account.id}/slots/${first.id}/restore`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: 'No available slots. Account has 1/1 slots used. Please upgrade your plan.',
      code: 'NO_AVAILABLE_SLOTS',
    });
  });
});

describe('who may see and change slots', () => {
  it('lets a viewer list but not deploy, rename, remove or restore (403); an editor may', async () => {
    const { client, account, themes } = await ownerWithThemes(2);
    const slot = (await deploy(client, account.id, themes[0]!.id)).body;
    const viewer = (await signedInMember(t, account.id, 'viewer')).client;
    const listed = await slotsOf(viewer, account.id);
    expect([listed.slots.map((s) => s.id), listed.canEdit]).toEqual([[slot.id], false]);
    expect((await slotsOf(client, account.id)).canEdit).toBe(true);

    const path = `/api/accounts/${account.id}/slots/${slot.id}`;
    const refused = [
      await viewer.post(`/api/accounts/${account.id}/slots`, { themeId: themes[1]!.id, name: 'Nope' }),
      await viewer.request(path, { method: 'PATCH', json: { name: 'Nope' } }),
      await viewer.request(path, { method: 'DELETE' }),
      await viewer.post(`${path}/restore`),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: 'You do not have permission to access this resource',
        code: 'FORBIDDEN',
      });
    }
    expect((await viewer.request(`${path}/pages`)).status).toBe(200);
    expect((await t.db.select().from(sites).where(eq(sites.id, slot.id)))[0]!.name).toBe('My site');

    const editor = (await signedInMember(t, account.id, 'editor')).client;
    expect((await editor.request(path, { method: 'PATCH', json: { name: 'By editor' } })).status).toBe(200);
  });

  it("keeps another account's slot invisible: 403 on its account, 404 through one's own", async () => {
    const a = await ownerWithThemes();
    const slot = (await deploy(a.client, a.account.id, a.themes[0]!.id)).body;
    const b = await signedInOwner(t);
    expect((await b.client.request(`/api/accounts/${a.account.id}/slots`)).status).toBe(403);
    expect((await slotsOf(b.client, b.account.id)).slots).toEqual([]);
    const path = `/api/accounts/${b.account.id}/slots/${slot.id}`;
    for (const res of [
      await b.client.request(path, { method: 'PATCH', json: { name: 'Mine now' } }),
      await b.client.request(path, { method: 'DELETE' }),
      await b.client.post(`${path}/restore`),
      await b.client.request(`${path}/pages`),
      await b.client.request(`${path}/content-key`),
      await b.client.request(`/api/accounts/${b.account.id}/slots/not-a-uuid/posts`),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: 'No slot found for this subscription. Please contact support.',
        code: 'SLOT_NOT_FOUND',
      });
    }
    expect((await t.db.select().from(sites).where(eq(sites.id, slot.id)))[0]).toMatchObject({
      status: 'active',
      name: 'My site',
    });
  });
});
