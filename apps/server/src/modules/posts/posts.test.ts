import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POST_BODY_MAX,
  POST_TEXT,
  SITE_TEXT,
  type BlogPost,
  type BlogPostsResponse,
  type DeletedPostResponse,
  type SiteSlot,
} from '@themeport/core';
import { blogPosts, sites } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';
import { signedInMember, signedInOwner, type Client } from '../../test/auth.ts';
import { addToLibrary, createDeployableTheme, setPlan } from '../../test/slots.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let editor: Client;
let viewer: Client;
let outsider: Awaited<ReturnType<typeof signedInOwner>>;
let slot: SiteSlot;
let base: string;

/** A site deployed through the slots API, as a client's is: the theme's template posts are its own. */
async function deploy(client: Client, accountId: string, name: string): Promise<SiteSlot> {
  const theme = await createDeployableTheme(t.db);
  await addToLibrary(t.db, accountId, theme.id);
  const res = await client.post(`/api/accounts/${accountId}/slots`, { themeId: theme.id, name });
  expect(res.status).toBe(201);
  return (await res.json()) as SiteSlot;
}

async function list(client: Client = owner.client): Promise<BlogPost[]> {
  const res = await client.request(base);
  expect(res.status).toBe(200);
  return ((await res.json()) as BlogPostsResponse).posts;
}

async function create(json: Record<string, unknown>, client: Client = owner.client): Promise<BlogPost> {
  const res = await client.post(base, json);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as BlogPost;
}

/** The live site's page at a path, on the site's own origin. */
async function live(path: string): Promise<{ status: number; html: string }> {
  const res = await t.app.request(`${slot.localUrl}${path.replace(/^\//, '')}`);
  return { status: res.status, html: await res.text() };
}

/** The public content API's posts (the site's read key in X-Site-Key). */
async function contentApiSlugs(): Promise<string[]> {
  const [site] = await t.db.select({ key: sites.contentKey }).from(sites).where(eq(sites.id, slot.id));
  const res = await t.app.request(`/api/sites/${slot.id}/content`, { headers: { 'x-site-key': site!.key } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { posts: { slug: string }[] }).posts.map((post) => post.slug);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInOwner(t, { onboarded: true });
  editor = (await signedInMember(t, owner.account.id, 'editor')).client;
  viewer = (await signedInMember(t, owner.account.id, 'viewer')).client;
  outsider = await signedInOwner(t, { onboarded: true });
  await setPlan(t.db, owner.account.id, 'pro');
  slot = await deploy(owner.client, owner.account.id, 'Post site');
  base = `/api/accounts/${owner.account.id}/slots/${slot.id}/posts`;
}, 300_000);
afterAll(() => t?.close());

describe('listing posts', () => {
  it("lists the site's template copies, published, newest first, with their template link", async () => {
    const posts = await list();
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((post) => post.status === 'published' && post.originalPostId !== null)).toBe(true);
    const times = posts.map((post) => Date.parse(post.publishedAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('lets a viewer read the posts and one post', async () => {
    const [first] = await list(viewer);
    const res = await viewer.request(`${base}/${first!.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as BlogPost).slug).toBe(first!.slug);
  });
});

describe('writing a post', () => {
  it('creates a draft with a slug from the title, markdown kept, optional fields in the content', async () => {
    const post = await create({
      title: 'Crème brûlée, 2 ways!',
      description: 'Two recipes',
      body: '## Custard\r\n\n- eggs\n- cream\n',
      author: 'Sam',
      image: '/images/creme.jpg',
      category: 'Recipes',
      tags: ['dessert', 'dessert', 'french'],
    });
    expect(post).toMatchObject({
      slug: 'creme-brulee-2-ways',
      title: 'Crème brûlée, 2 ways!',
      description: 'Two recipes',
      status: 'draft',
      publishedAt: null,
      originalPostId: null,
      content: {
        body: '## Custard\n\n- eggs\n- cream\n',
        type: 'markdown',
        version: '1.0',
        author: 'Sam',
        image: '/images/creme.jpg',
        category: 'Recipes',
        tags: ['dessert', 'french'],
        status: 'draft',
      },
    });
    expect((await list()).map((p) => p.id)).toContain(post.id);
  });

  it('numbers a slug derived from a title the site already has, and refuses a taken slug given outright', async () => {
    const first = await create({ title: 'Opening hours' });
    const second = await create({ title: 'Opening  Hours!' });
    expect([first.slug, second.slug]).toEqual(['opening-hours', 'opening-hours-2']);
    const taken = await owner.client.post(base, { title: 'Other', slug: 'opening-hours' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'POST_SLUG_TAKEN', error: POST_TEXT.slugTaken('opening-hours') });
    const renamed = await owner.client.request(`${base}/${second.id}`, {
      method: 'PATCH',
      json: { slug: 'opening-hours' },
    });
    expect(renamed.status).toBe(409);
    expect((await list()).filter((p) => p.slug.startsWith('opening-hours'))).toHaveLength(2);
  });

  it('allows the same slug on another site of the account', async () => {
    const other = await deploy(owner.client, owner.account.id, 'Second site');
    const res = await owner.client.post(`/api/accounts/${owner.account.id}/slots/${other.id}/posts`, {
      title: 'Opening hours',
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as BlogPost).slug).toBe('opening-hours');
  });

  it('refuses bad input with 400 and its text, and changes nothing', async () => {
    const before = (await list()).length;
    for (const [json, field, message] of [
      [{ title: '  ' }, 'title', POST_TEXT.titleRequired],
      [{ title: 'A', slug: 'Not a slug' }, 'slug', POST_TEXT.slugInvalid],
      [{ title: 'A', body: 'x'.repeat(POST_BODY_MAX + 1) }, 'body', POST_TEXT.bodyTooLong],
      [{ title: 'A', image: 'javascript:alert(1)' }, 'image', POST_TEXT.imageInvalid],
      [{ title: 'A', status: 'archived' }, 'status', undefined],
    ] as const) {
      const res = await owner.client.post(base, json);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { fields?: Record<string, string> };
      if (message) expect(answer.fields?.[field]).toBe(message);
      else expect(answer.fields).toHaveProperty(field);
    }
    expect((await list()).length).toBe(before);
  });

  it('changes only the fields sent; an empty optional field is removed', async () => {
    const post = await create({ title: 'Partial', author: 'Ann', category: 'News', body: 'One' });
    const res = await editor.request(`${base}/${post.id}`, {
      method: 'PATCH',
      json: { body: 'Two', author: '', slug: 'partial-update' },
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as BlogPost;
    expect(updated).toMatchObject({
      title: 'Partial',
      slug: 'partial-update',
      content: { body: 'Two', category: 'News' },
    });
    expect(updated.content).not.toHaveProperty('author');
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(post.updatedAt));
    const empty = await owner.client.request(`${base}/${post.id}`, { method: 'PATCH', json: {} });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ fields: { _: POST_TEXT.nothingToChange } });
  });

  it('answers 404 for an unknown or malformed post id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await owner.client.request(`${base}/${id}`, { method: 'PATCH', json: { title: 'X' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'POST_NOT_FOUND', error: POST_TEXT.notFound });
    }
  });
});

describe('publishing, and what the live site shows', () => {
  it('shows a draft nowhere, publishes it to the blog at once, and takes it away again on unpublish', async () => {
    // The blog index is read (and cached) first: the writes below must refresh it.
    expect((await live('/blog')).status).toBe(200);
    const post = await create({ title: 'Fresh from the oven', body: '## Rye\n\n1. flour\n2. water' });
    expect((await live('/blog')).html).not.toContain('Fresh from the oven');
    expect((await live(`/blog/${post.slug}`)).status).toBe(404);
    expect(await contentApiSlugs()).not.toContain(post.slug);

    const published = await owner.client.post(`${base}/${post.id}/publish`);
    expect(published.status).toBe(200);
    const answer = (await published.json()) as BlogPost;
    expect(answer.status).toBe('published');
    expect(answer.content.status).toBe('published');
    expect(Date.now() - Date.parse(answer.publishedAt!)).toBeLessThan(60_000);
    expect(answer.content.publish_date).toBe(answer.publishedAt);
    expect((await live('/blog')).html).toContain('Fresh from the oven');
    const page = await live(`/blog/${post.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h2>Rye</h2>');
    expect(page.html).toMatch(/<ol>\s*<li>flour<\/li>/);
    expect(await contentApiSlugs()).toContain(post.slug);

    const edited = await owner.client.request(`${base}/${post.id}`, {
      method: 'PATCH',
      json: { title: 'Fresh from the wood oven' },
    });
    expect(edited.status).toBe(200);
    expect((await live('/blog')).html).toContain('Fresh from the wood oven');

    const unpublished = await owner.client.post(`${base}/${post.id}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(((await unpublished.json()) as BlogPost).status).toBe('draft');
    expect((await live('/blog')).html).not.toContain('Fresh from the wood oven');
    expect((await live(`/blog/${post.slug}`)).status).toBe(404);
    expect(await contentApiSlugs()).not.toContain(post.slug);
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row).toMatchObject({ status: 'draft', content: { status: 'draft' } });
    expect(row!.publishedAt).not.toBeNull();
  });

  it('never shows a post whose status column is draft, whatever its content says', async () => {
    const post = await create({ title: 'Column draft', status: 'published' });
    expect((await live('/blog')).html).toContain('Column draft');
    await t.db.update(blogPosts).set({ status: 'draft' }).where(eq(blogPosts.id, post.id));
    notifySiteChanged(slot.id);
    expect((await live('/blog')).html).not.toContain('Column draft');
    expect((await live(`/blog/${post.slug}`)).status).toBe(404);
    expect(await contentApiSlugs()).not.toContain(post.slug);
    expect((await list()).find((p) => p.id === post.id)?.status).toBe('draft');
  });

  it('keeps the first publication date when a post is published again', async () => {
    const post = await create({ title: 'Twice', status: 'published' });
    expect(post.status).toBe('published');
    await owner.client.post(`${base}/${post.id}/unpublish`);
    const again = (await (await owner.client.post(`${base}/${post.id}/publish`)).json()) as BlogPost;
    expect(again.publishedAt).toBe(post.publishedAt);
  });

  it('deletes softly: gone from the list and the site at once, the row kept with deleted_at', async () => {
    const post = await create({ title: 'Short lived', status: 'published' });
    expect((await live('/blog')).html).toContain('Short lived');
    const res = await owner.client.request(`${base}/${post.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as DeletedPostResponse;
    expect(answer).toMatchObject({ success: true, post: { id: post.id } });
    expect((await list()).map((p) => p.id)).not.toContain(post.id);
    expect((await live('/blog')).html).not.toContain('Short lived');
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row!.deletedAt).not.toBeNull();
    expect((await owner.client.request(`${base}/${post.id}`, { method: 'DELETE' })).status).toBe(404);
    // Its slug is free again.
    expect((await create({ title: 'Short lived' })).slug).toBe('short-lived');
  });
});

describe('who may write', () => {
  it('refuses a viewer every write with 403 and changes nothing', async () => {
    const [post] = await list();
    for (const res of [
      await viewer.post(base, { title: 'Viewer post' }),
      await viewer.request(`${base}/${post!.id}`, { method: 'PATCH', json: { title: 'Viewer edit' } }),
      await viewer.post(`${base}/${post!.id}/unpublish`),
      await viewer.request(`${base}/${post!.id}`, { method: 'DELETE' }),
    ])
      expect(res.status).toBe(403);
    const after = (await list()).find((p) => p.id === post!.id);
    expect(after).toMatchObject({ title: post!.title, status: post!.status });
    expect((await list()).map((p) => p.title)).not.toContain('Viewer post');
  });

  it("does not find another account's site or posts, through its own account or the other's", async () => {
    const [post] = await list();
    const own = `/api/accounts/${outsider.account.id}/slots/${slot.id}/posts`;
    for (const res of [
      await outsider.client.request(own),
      await outsider.client.post(own, { title: 'Mine now' }),
      await outsider.client.request(`${own}/${post!.id}`, { method: 'PATCH', json: { title: 'Mine now' } }),
      await outsider.client.post(`${own}/${post!.id}/unpublish`),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'SLOT_NOT_FOUND', error: SITE_TEXT.slotNotFound });
    }
    for (const res of [
      await outsider.client.request(base),
      await outsider.client.request(`${base}/${post!.id}`, { method: 'DELETE' }),
    ])
      expect(res.status).toBe(403);
    expect((await list()).find((p) => p.id === post!.id)).toMatchObject({ title: post!.title, status: post!.status });
  });

  it('refuses writes to a removed site with 409, the content kept for its restore', async () => {
    const other = await deploy(owner.client, owner.account.id, 'Removed site');
    const otherBase = `/api/accounts/${owner.account.id}/slots/${other.id}/posts`;
    const [post] = await t.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.siteId, other.id)))
      .limit(1);
    expect(
      (await owner.client.request(`/api/accounts/${owner.account.id}/slots/${other.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    const res = await owner.client.post(`${otherBase}/${post!.id}/unpublish`);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'SLOT_INACTIVE' });
  });
});
