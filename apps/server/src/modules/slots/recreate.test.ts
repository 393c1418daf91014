import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SITE_TEXT,
  type BlogPost,
  type RecreatePagesResponse,
  type RecreatePostsResponse,
  type SiteSlot,
} from '@themeport/core';
import { appLogs, blogPosts, componentInstances, sitePages } from '../../db/schema.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInMember, signedInOwner, type Client } from '../../test/auth.ts';
import { addToLibrary, createDeployableTheme, setPlan } from '../../test/slots.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let viewer: Client;
let slot: SiteSlot;
let site: string;

async function deploy(name: string): Promise<SiteSlot> {
  const theme = await createDeployableTheme(t.db);
  await addToLibrary(t.db, owner.account.id, theme.id);
  const res = await owner.client.post(`/api/accounts/${owner.account.id}/slots`, { themeId: theme.id, name });
  expect(res.status).toBe(201);
  return (await res.json()) as SiteSlot;
}

async function recreate<T>(what: 'pages' | 'posts', client: Client = owner.client): Promise<T> {
  const res = await client.post(`${site}/${what}/recreate`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

const livePages = () =>
  t.db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.siteId, slot.id), isNull(sitePages.deletedAt)));
const livePosts = () =>
  t.db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.siteId, slot.id), isNull(blogPosts.deletedAt)));

async function livePage(path: string): Promise<{ status: number; html: string }> {
  const res = await t.app.request(`${slot.localUrl}${path.replace(/^\//, '')}`);
  return { status: res.status, html: await res.text() };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInOwner(t, { onboarded: true });
  viewer = (await signedInMember(t, owner.account.id, 'viewer')).client;
  await setPlan(t.db, owner.account.id, 'pro');
  slot = await deploy('Recreate site');
  site = `/api/accounts/${owner.account.id}/slots/${slot.id}`;
}, 300_000);
afterAll(() => t?.close());

describe('Recreate Posts', () => {
  it('changes nothing on a site that has all its template posts, and never duplicates', async () => {
    const before = await livePosts();
    const answer = await recreate<RecreatePostsResponse>('posts');
    expect(answer).toMatchObject({ added: 0, restored: 0 });
    expect(answer.posts.map((p) => p.id).sort()).toEqual(before.map((p) => p.id).sort());
    expect((await recreate<RecreatePostsResponse>('posts')).posts).toHaveLength(before.length);
  });

  it('brings a deleted template post back with its edits, on the live site at once', async () => {
    const [post] = await livePosts();
    const base = `${site}/posts/${post!.id}`;
    expect(
      (await owner.client.request(base, { method: 'PATCH', json: { title: 'My edited title', body: 'Edited' } }))
        .status,
    ).toBe(200);
    expect((await owner.client.request(base, { method: 'DELETE' })).status).toBe(200);
    expect((await livePage('/blog')).html).not.toContain('My edited title');

    const answer = await recreate<RecreatePostsResponse>('posts');
    expect(answer).toMatchObject({ added: 0, restored: 1 });
    const back = answer.posts.find((p) => p.id === post!.id);
    expect(back).toMatchObject({
      title: 'My edited title',
      content: { body: 'Edited' },
      originalPostId: post!.originalPostId,
    });
    expect((await livePage('/blog')).html).toContain('My edited title');
  });

  it('copies afresh a template post the site has no copy of', async () => {
    const [post] = await livePosts();
    await t.db.delete(blogPosts).where(eq(blogPosts.id, post!.id));
    const answer = await recreate<RecreatePostsResponse>('posts');
    expect(answer).toMatchObject({ added: 1, restored: 0 });
    const [template] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post!.originalPostId!));
    const copy = answer.posts.find((p) => p.originalPostId === post!.originalPostId);
    expect(copy).toMatchObject({ slug: template!.slug, title: template!.title, content: template!.content });
    expect(copy!.id).not.toBe(post!.id);
  });

  it("leaves the client's own posts alone and makes no second post with a slug the site uses", async () => {
    const own = (await (await owner.client.post(`${site}/posts`, { title: 'My own news' })).json()) as BlogPost;
    const deletedOwn = (await (await owner.client.post(`${site}/posts`, { title: 'Gone news' })).json()) as BlogPost;
    await owner.client.request(`${site}/posts/${deletedOwn.id}`, { method: 'DELETE' });
    // A template post deleted, and the client's own post has taken its slug meanwhile.
    const [template] = await livePosts();
    await owner.client.request(`${site}/posts/${template!.id}`, { method: 'DELETE' });
    const mine = (await (
      await owner.client.post(`${site}/posts`, { title: 'Mine', slug: template!.slug })
    ).json()) as BlogPost;

    const answer = await recreate<RecreatePostsResponse>('posts');
    expect(answer).toMatchObject({ added: 0, restored: 0 });
    const ids = answer.posts.map((p) => p.id);
    expect(ids).toContain(own.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(deletedOwn.id);
    expect(ids).not.toContain(template!.id);
    expect(answer.posts.filter((p) => p.slug === template!.slug)).toHaveLength(1);
  });

  it('writes what it did to the application log', async () => {
    const lines = await t.db.select().from(appLogs).where(eq(appLogs.siteId, slot.id));
    expect(lines.map((line) => line.message)).toContain(
      'Posts recreated from the theme template: 0 added, 1 restored.',
    );
  });
});

describe('Recreate Pages', () => {
  it('changes nothing when every template page is there, edits kept', async () => {
    const [home] = (await livePages()).filter((page) => page.path === '/');
    await t.db.update(sitePages).set({ title: 'Our own home title' }).where(eq(sitePages.id, home!.id));
    const before = await livePages();
    const answer = await recreate<RecreatePagesResponse>('pages');
    expect(answer).toMatchObject({ added: 0, restored: 0 });
    expect(answer.pages).toHaveLength(before.length);
    expect(answer.pages.find((page) => page.path === '/')?.title).toBe('Our own home title');
  });

  it('restores a deleted page with the components deleted with it, and serves it at once', async () => {
    const [about] = (await livePages()).filter((page) => page.path === '/about');
    const at = new Date();
    await t.db.update(sitePages).set({ deletedAt: at }).where(eq(sitePages.id, about!.id));
    await t.db
      .update(componentInstances)
      .set({ deletedAt: at })
      .where(and(eq(componentInstances.siteId, slot.id), eq(componentInstances.pagePath, '/about')));
    notifySiteChanged(slot.id);
    expect((await livePage('/about')).status).toBe(404);
    const answer = await recreate<RecreatePagesResponse>('pages');
    expect(answer).toMatchObject({ added: 0, restored: 1 });
    expect(answer.pages.find((page) => page.path === '/about')?.id).toBe(about!.id);
    const components = await t.db
      .select()
      .from(componentInstances)
      .where(and(eq(componentInstances.siteId, slot.id), eq(componentInstances.pagePath, '/about')));
    expect(components.length).toBeGreaterThan(0);
    expect(components.every((component) => component.deletedAt === null)).toBe(true);
    expect((await livePage('/about')).status).toBe(200);
  });

  it('copies afresh a page the site has no copy of, with its components, and is served at once', async () => {
    const [terms] = (await livePages()).filter((page) => page.path === '/terms');
    await t.db
      .delete(componentInstances)
      .where(and(eq(componentInstances.siteId, slot.id), eq(componentInstances.pagePath, '/terms')));
    await t.db.delete(sitePages).where(eq(sitePages.id, terms!.id));
    notifySiteChanged(slot.id);
    expect((await livePage('/terms')).status).toBe(404);
    const answer = await recreate<RecreatePagesResponse>('pages');
    expect(answer).toMatchObject({ added: 1, restored: 0 });
    const fresh = answer.pages.find((page) => page.path === '/terms');
    expect(fresh).toMatchObject({ title: terms!.title, templatePageId: terms!.templatePageId });
    const components = await t.db
      .select()
      .from(componentInstances)
      .where(and(eq(componentInstances.siteId, slot.id), eq(componentInstances.pageId, fresh!.id)));
    expect(components.length).toBeGreaterThan(0);
    expect((await livePage('/terms')).status).toBe(200);
    expect(answer.pages.filter((page) => page.path === '/terms')).toHaveLength(1);
  });
});

describe('who may recreate', () => {
  it('refuses a viewer with 403 and changes nothing', async () => {
    const [post] = await livePosts();
    await t.db.update(blogPosts).set({ deletedAt: new Date() }).where(eq(blogPosts.id, post!.id));
    for (const what of ['pages', 'posts']) expect((await viewer.post(`${site}/${what}/recreate`)).status).toBe(403);
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post!.id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it("does not find another account's site", async () => {
    const outsider = await signedInOwner(t, { onboarded: true });
    for (const what of ['pages', 'posts']) {
      const res = await outsider.client.post(`/api/accounts/${outsider.account.id}/slots/${slot.id}/${what}/recreate`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'SLOT_NOT_FOUND', error: SITE_TEXT.slotNotFound });
      expect((await outsider.client.post(`${site}/${what}/recreate`)).status).toBe(403);
    }
  });

  it('refuses a removed site with 409: it has no theme to recreate from', async () => {
    const removed = await deploy('Removed');
    const path = `/api/accounts/${owner.account.id}/slots/${removed.id}`;
    expect((await owner.client.request(path, { method: 'DELETE' })).status).toBe(200);
    for (const what of ['pages', 'posts']) {
      const res = await owner.client.post(`${path}/${what}/recreate`);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'SLOT_INACTIVE', error: SITE_TEXT.noThemeAssigned });
    }
  });
});
