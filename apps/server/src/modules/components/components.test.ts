import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPONENT_TEXT,
  siteUrl,
  type ComponentInstance,
  type ComponentListResponse,
  type SchemaV2Component,
} from '@themeport/core';
import { componentInstances, sitePages } from '../../db/schema.ts';
import { INPUT_TEXT } from '../../http/safe-input.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInMember, signedInOwner, type Client } from '../../test/auth.ts';
import { insertSite, type TestSite } from '../../test/sites.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let viewer: Client;
let outsider: Awaited<ReturnType<typeof signedInOwner>>;
let site: TestSite;
let base: string;

function schemaV2(slug: string, location: string, title: string): SchemaV2Component {
  return {
    meta: { id: `${slug}-meta`, slug, component: slug, file: '', stage: 'published', schemaVersion: 2 },
    content: { title: { value: title, elementType: 'h2', cssClasses: ['big'] }, items: [{ uid: 'a', label: 'A' }] },
    settings: { location, sort_order: 1 },
  };
}

const body = (json: unknown) => ({ method: 'POST', json });

async function list(client: Client, query = ''): Promise<ComponentListResponse> {
  const res = await client.request(`${base}${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ComponentListResponse;
}

async function row(id: string) {
  const [found] = await t.db.select().from(componentInstances).where(eq(componentInstances.id, id));
  return found!;
}

async function create(overrides: Record<string, unknown> = {}): Promise<ComponentInstance> {
  const slug = `extra-${Math.random().toString(36).slice(2, 8)}`;
  const res = await owner.client.request(
    base,
    body({
      componentType: 'cta',
      componentName: 'Call to action',
      slug,
      pagePath: '/about',
      location: `ELID:about/${slug}`,
      data: schemaV2(slug, 'about', 'Come by'),
      ...overrides,
    }),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as ComponentInstance;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInOwner(t, { onboarded: true });
  viewer = (await signedInMember(t, owner.account.id, 'viewer')).client;
  outsider = await signedInOwner(t, { onboarded: true });
  site = await insertSite(t.db, { accountId: owner.account.id });
  base = `/api/accounts/${owner.account.id}/slots/${site.site.id}/components`;
}, 300_000);
afterAll(() => t?.close());

describe('reading components', () => {
  it("lists the site's components by sort order, then creation, with the count", async () => {
    const { components, total } = await list(owner.client);
    expect(total).toBe(3);
    expect(components.map((c) => c.slug).sort()).toEqual(['hero', 'site-header', 'story']);
    expect(components.every((c) => c.siteId === site.site.id && !c.isTemplate && c.version === 1)).toBe(true);
  });

  it('gets one live component by id, and 404 for an unknown or malformed id', async () => {
    const { components } = await list(owner.client, '?componentType=hero');
    const res = await owner.client.request(`${base}/${components[0]!.id}`);
    expect(res.status).toBe(200);
    const hero = (await res.json()) as ComponentInstance;
    expect(hero).toMatchObject({ slug: 'hero', pagePath: '/', location: 'ELID:home/hero', sortOrder: 1 });
    expect((hero.data as unknown as SchemaV2Component).meta.schemaVersion).toBe(2);
    const missing = await owner.client.request(`${base}/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'COMPONENT_NOT_FOUND' });
    expect((await owner.client.request(`${base}/not-a-uuid`)).status).toBe(404);
  });

  it('filters by type, types, page path, location and keys inside meta, content and settings', async () => {
    const slugs = async (query: string) => (await list(owner.client, query)).components.map((c) => c.slug).sort();
    expect(await slugs('?componentType=story')).toEqual(['story']);
    expect(await slugs('?componentTypes=hero,header')).toEqual(['hero', 'site-header']);
    expect(await slugs('?pagePath=%2Fabout')).toEqual(['story']);
    expect(await slugs('?location=ELID%3Aglobal%2Fsite-header')).toEqual(['site-header']);
    expect(await slugs('?meta.slug=hero')).toEqual(['hero']);
    expect(await slugs('?settings.location=about')).toEqual(['story']);
    expect(await slugs('?content.title=Since%201990')).toEqual(['story']);
    expect(await slugs('?meta.slug=hero&settings.location=about')).toEqual([]);
    expect(await slugs('?isTemplate=false&pagePath=%2F')).toEqual(['hero']);
  });

  it('orders by a given field and direction', async () => {
    const asc = (await list(owner.client, '?order=slug')).components.map((c) => c.slug);
    const desc = (await list(owner.client, '?order=slug&direction=desc')).components.map((c) => c.slug);
    expect(asc).toEqual(['hero', 'site-header', 'story']);
    expect(desc).toEqual(['story', 'site-header', 'hero']);
  });

  it('refuses an unknown order field or a bad limit with 400', async () => {
    expect((await owner.client.request(`${base}?order=data`)).status).toBe(400);
    expect((await owner.client.request(`${base}?limit=0`)).status).toBe(400);
  });
});

describe('the default window of 50', () => {
  let other: TestSite;
  let otherBase: string;
  beforeAll(async () => {
    other = await insertSite(t.db, { accountId: owner.account.id, slotNumber: 2 });
    otherBase = `/api/accounts/${owner.account.id}/slots/${other.site.id}/components`;
    await t.db.insert(componentInstances).values(
      Array.from({ length: 57 }, (_, i) => ({
        accountId: owner.account.id,
        siteId: other.site.id,
        componentType: 'item',
        componentName: 'Item',
        slug: `item-${String(i).padStart(2, '0')}`,
        pagePath: '/',
        location: `ELID:home/item-${i}`,
        sortOrder: i + 10,
        data: schemaV2(`item-${i}`, 'home', `Item ${i}`),
      })),
    );
  });

  it('answers 50 rows when only an offset is given, every row without either, and a given limit', async () => {
    const get = async (query: string) => {
      const res = await owner.client.request(`${otherBase}${query}`);
      return (await res.json()) as ComponentListResponse;
    };
    const all = await get('');
    expect([all.components.length, all.total]).toEqual([60, 60]);
    const window = await get('?offset=0');
    expect([window.components.length, window.total]).toEqual([50, 60]);
    const second = await get('?offset=50');
    expect(second.components.map((c) => c.slug)).toEqual(all.components.slice(50).map((c) => c.slug));
    expect((await get('?limit=5&offset=3')).components.map((c) => c.slug)).toEqual(
      all.components.slice(3, 8).map((c) => c.slug),
    );
  });
});

describe('writing components', () => {
  it('creates a component at version 1 with sort order 0 and the page of its path', async () => {
    const created = await create();
    expect(created).toMatchObject({ version: 1, sortOrder: 0, pagePath: '/about', isTemplate: false });
    expect(created.pageId).not.toBeNull();
    expect((await owner.client.request(`${base}/${created.id}`)).status).toBe(200);
  });

  it("refuses data that is not schema v2 with the spec's create text, and keeps nothing", async () => {
    const before = (await list(owner.client)).total;
    const data = schemaV2('bad', 'about', 'Bad');
    (data.meta as unknown as Record<string, unknown>).id = 7;
    const res = await owner.client.request(
      base,
      body({
        componentType: 'cta',
        componentName: 'Bad',
        slug: 'bad',
        pagePath: '/',
        location: 'ELID:home/bad',
        data,
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Failed to create component: meta.id must be text',
      code: 'INVALID_COMPONENT',
      fields: { 'data.meta.id': 'meta.id must be text' },
    });
    expect((await list(owner.client)).total).toBe(before);
  });

  it('merges changed keys into meta, content and settings, keeps the rest and bumps the version', async () => {
    const created = await create();
    const res = await owner.client.request(`${base}/${created.id}`, {
      method: 'PATCH',
      json: {
        componentName: 'Renamed',
        data: {
          content: { title: { value: 'New title' } },
          settings: { rootLocation: 'main' },
          meta: { stage: 'draft' },
        },
      },
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as ComponentInstance;
    const data = updated.data as unknown as SchemaV2Component;
    expect(updated.version).toBe(2);
    expect(updated.componentName).toBe('Renamed');
    expect(data.content.title).toEqual({ value: 'New title', elementType: 'h2', cssClasses: ['big'] });
    expect(data.content.items).toEqual([{ uid: 'a', label: 'A' }]);
    expect(data.settings).toEqual({ location: 'about', sort_order: 1, rootLocation: 'main' });
    expect(data.meta).toMatchObject({ stage: 'draft', schemaVersion: 2, slug: created.slug });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
  });

  it("refuses a change that breaks schema v2 with the spec's update text, and changes nothing", async () => {
    const created = await create();
    for (const [change, message] of [
      [{ settings: { sort_order: 0 } }, 'settings.sort_order must be a non-zero number'],
      [{ meta: { schemaVersion: 1 } }, 'meta.schemaVersion must be a number of 2 or more'],
      [{ content: { items: [{ label: 'no uid' }] } }, 'every item must have a text uid'],
    ] as const) {
      const res = await owner.client.request(`${base}/${created.id}`, { method: 'PATCH', json: { data: change } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: `Failed to update component: ${message}`,
        code: 'INVALID_COMPONENT',
      });
    }
    const stored = await row(created.id);
    expect(stored.version).toBe(1);
    expect(stored.data).toEqual(created.data);
  });

  it("refuses a pageId of another account's site or an unknown page with 400, and changes nothing", async () => {
    const created = await create();
    const theirs = await insertSite(t.db, { accountId: outsider.account.id });
    const [theirPage] = await t.db.select().from(sitePages).where(eq(sitePages.siteId, theirs.site.id)).limit(1);
    const [deletedPage] = await t.db
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.siteId, site.site.id), isNotNull(sitePages.deletedAt)));
    for (const pageId of [theirPage!.id, '00000000-0000-4000-8000-000000000000', deletedPage!.id]) {
      const res = await owner.client.request(`${base}/${created.id}`, { method: 'PATCH', json: { pageId } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: COMPONENT_TEXT.updateFailed(COMPONENT_TEXT.pageNotOnSite),
        code: 'INVALID_COMPONENT',
        fields: { pageId: COMPONENT_TEXT.pageNotOnSite },
      });
    }
    const stored = await row(created.id);
    expect(stored.version).toBe(1);
    expect(stored.pageId).toBe(created.pageId);
    // A page of the same site, and none, are taken.
    const [home] = await t.db
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.siteId, site.site.id), eq(sitePages.path, '/')));
    const moved = await owner.client.request(`${base}/${created.id}`, { method: 'PATCH', json: { pageId: home!.id } });
    expect(((await moved.json()) as ComponentInstance).pageId).toBe(home!.id);
    const cleared = await owner.client.request(`${base}/${created.id}`, { method: 'PATCH', json: { pageId: null } });
    expect(((await cleared.json()) as ComponentInstance).pageId).toBeNull();
  });

  it('refuses data nested 5,000 deep with 400 before it is parsed, and changes nothing', async () => {
    const created = await create();
    const deep = '{"next":'.repeat(5000) + '"bottom"' + '}'.repeat(5000);
    const res = await owner.client.request(`${base}/${created.id}`, {
      method: 'PATCH',
      jsonText: `{"data":{"content":{"deep":${deep}}}}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: INPUT_TEXT.tooDeep, code: 'JSON_TOO_DEEP' });
    const stored = await row(created.id);
    expect(stored.version).toBe(1);
    expect(stored.data).toEqual(created.data);
  });

  it('soft deletes and restores, each a new version; deleted rows only listed with deleted=true', async () => {
    const created = await create();
    const deleted = await owner.client.request(`${base}/${created.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    const answer = (await deleted.json()) as { success: true; component: ComponentInstance };
    expect(answer.success).toBe(true);
    expect(answer.component.deletedAt).not.toBeNull();
    expect(answer.component.version).toBe(2);
    expect((await owner.client.request(`${base}/${created.id}`)).status).toBe(404);
    expect((await list(owner.client)).components.some((c) => c.id === created.id)).toBe(false);
    expect((await list(owner.client, '?deleted=true')).components.some((c) => c.id === created.id)).toBe(true);
    expect((await owner.client.request(`${base}/${created.id}`, { method: 'DELETE' })).status).toBe(404);

    const restored = await owner.client.request(`${base}/${created.id}/restore`, { method: 'POST' });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ deletedAt: null, version: 3 });
    expect((await owner.client.request(`${base}/${created.id}`)).status).toBe(200);
  });

  it('writes to an active site only: a removed site answers 409 and keeps its content as it was', async () => {
    const removed = await insertSite(t.db, { accountId: owner.account.id, slotNumber: 4, status: 'inactive' });
    const removedBase = `/api/accounts/${owner.account.id}/slots/${removed.site.id}/components`;
    const { components } = (await (await owner.client.request(removedBase)).json()) as ComponentListResponse;
    const story = components.find((c) => c.slug === 'story')!;
    const res = await owner.client.request(`${removedBase}/${story.id}`, {
      method: 'PATCH',
      json: { componentName: 'Changed' },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'SLOT_INACTIVE' });
    expect((await row(story.id)).componentName).toBe('Story');
  });

  it('lists the live components of a page by sort order', async () => {
    const res = await owner.client.request(`${base}/by-page?pagePath=${encodeURIComponent('/')}`);
    expect(res.status).toBe(200);
    const { components } = (await res.json()) as ComponentListResponse;
    expect(components.map((c) => c.slug)).toEqual(['hero']);
  });
});

describe('cloning a template', () => {
  let templateId: string;
  beforeAll(async () => {
    const [template] = await t.db
      .insert(componentInstances)
      .values({
        themeId: site.theme.id,
        isTemplate: true,
        componentType: 'testimonial',
        componentName: 'Testimonial',
        slug: 'testimonial',
        pagePath: '/about',
        location: 'ELID:about/testimonial',
        sortOrder: 4,
        data: schemaV2('testimonial', 'about', 'Loved it'),
      })
      .returning();
    templateId = template!.id;
  });

  it("lists the theme's templates with isTemplate=true", async () => {
    const { components } = await list(owner.client, '?isTemplate=true');
    expect(components.map((c) => c.id)).toEqual([templateId]);
  });

  it('clones with the template slug plus a random suffix, linked, with data keys overridden', async () => {
    const res = await owner.client.request(`${base}/clone`, {
      method: 'POST',
      json: { templateId, data: { content: { title: { value: 'Best bread in town' } } } },
    });
    expect(res.status).toBe(201);
    const clone = (await res.json()) as ComponentInstance;
    expect(clone.slug).toMatch(/^testimonial-[0-9a-f]{8}$/);
    expect(clone).toMatchObject({
      templateId,
      isTemplate: false,
      siteId: site.site.id,
      accountId: owner.account.id,
      componentType: 'testimonial',
      componentName: 'Testimonial',
      pagePath: '/about',
      location: 'ELID:about/testimonial',
      sortOrder: 4,
      version: 1,
    });
    expect((clone.data as unknown as SchemaV2Component).content.title).toEqual({
      value: 'Best bread in town',
      elementType: 'h2',
      cssClasses: ['big'],
    });
    const again = (await (
      await owner.client.request(`${base}/clone`, { method: 'POST', json: { templateId } })
    ).json()) as ComponentInstance;
    expect(again.slug).not.toBe(clone.slug);
  });

  it("answers 404 with 'Template {id} not found' for an unknown template or a site's own component", async () => {
    const { components } = await list(owner.client, '?componentType=hero');
    for (const id of ['00000000-0000-4000-8000-000000000000', components[0]!.id]) {
      const res = await owner.client.request(`${base}/clone`, { method: 'POST', json: { templateId: id } });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: `Template ${id} not found`, code: 'TEMPLATE_NOT_FOUND' });
    }
  });
});

describe('who may do what', () => {
  it('lets a viewer read but not write (403), and nothing changes', async () => {
    const created = await create();
    expect((await viewer.request(base)).status).toBe(200);
    expect((await viewer.request(`${base}/${created.id}`)).status).toBe(200);
    const attempts = [
      viewer.request(`${base}/${created.id}`, { method: 'PATCH', json: { componentName: 'Viewer was here' } }),
      viewer.request(`${base}/${created.id}`, { method: 'DELETE' }),
      viewer.request(base, { method: 'POST', json: { ...created, slug: 'viewer' } }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    const stored = await row(created.id);
    expect([stored.componentName, stored.version, stored.deletedAt]).toEqual(['Call to action', 1, null]);
  });

  it("refuses another account's member, who reaches nothing of the site through their own account either", async () => {
    const { components } = await list(owner.client);
    const target = components[0]!;
    const forbidden = await outsider.client.request(`${base}/${target.id}`, {
      method: 'PATCH',
      json: { componentName: 'Taken' },
    });
    expect(forbidden.status).toBe(403);
    const ownBase = `/api/accounts/${outsider.account.id}/slots/${site.site.id}/components`;
    expect((await outsider.client.request(`${ownBase}/${target.id}`)).status).toBe(404);
    const viaOwn = await outsider.client.request(`${ownBase}/${target.id}`, {
      method: 'PATCH',
      json: { componentName: 'Taken' },
    });
    expect(viaOwn.status).toBe(404);
    expect((await row(target.id)).componentName).toBe(target.componentName);
  });
});

describe('the live site', () => {
  it('shows an edit at once (the cache is invalidated by the write)', async () => {
    const home = siteUrl(t.config.sites.origin, site.site.id);
    const before = await t.app.request(home);
    expect(before.status).toBe(200);
    expect(await before.text()).toContain('Bread, baked daily');
    const { components } = await list(owner.client, '?componentType=hero');
    const res = await owner.client.request(`${base}/${components[0]!.id}`, {
      method: 'PATCH',
      json: { data: { content: { title: { value: 'Rye, fresh at seven' } } } },
    });
    expect(res.status).toBe(200);
    const after = await (await t.app.request(home)).text();
    expect(after).toContain('Rye, fresh at seven');
    expect(after).not.toContain('Bread, baked daily');

    await owner.client.request(`${base}/${components[0]!.id}`, { method: 'DELETE' });
    expect(await (await t.app.request(home)).text()).not.toContain('Rye, fresh at seven');
  });
});
