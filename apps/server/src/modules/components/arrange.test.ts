import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl, type ComponentInstance, type ComponentListResponse, type SchemaV2Component } from '@themeport/core';
import { componentInstances } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInMember, signedInOwner, type Client } from '../../test/auth.ts';
import { insertSite, type TestSite } from '../../test/sites.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let viewer: Client;
let outsider: Awaited<ReturnType<typeof signedInOwner>>;
let site: TestSite;
let base: string;
let templateId: string;

function schemaV2(slug: string, location: string, sortOrder: number, title: string): SchemaV2Component {
  return {
    meta: { id: `t-${location}-${slug}`, slug, component: slug, file: '', stage: 'published', schemaVersion: 2 },
    content: { title: { value: title, elementType: 'h2' }, items: [{ uid: 'a', label: { value: 'A' } }] },
    settings: { location, sort_order: sortOrder },
  };
}

const dataOf = (component: ComponentInstance) => component.data as unknown as SchemaV2Component;

async function page(path: string): Promise<ComponentInstance[]> {
  const res = await owner.client.request(`${base}/by-page?pagePath=${encodeURIComponent(path)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ComponentListResponse).components;
}

async function stored(id: string) {
  const [row] = await t.db.select().from(componentInstances).where(eq(componentInstances.id, id));
  return row!;
}

/** Three components on /about besides the story: story (1), then the three below. */
async function addAboutComponents(count: number) {
  const rows = await t.db
    .insert(componentInstances)
    .values(
      Array.from({ length: count }, (_, i) => ({
        accountId: owner.account.id,
        siteId: site.site.id,
        componentType: 'card',
        componentName: `Card ${i + 1}`,
        slug: `card-${i + 1}`,
        pagePath: '/about',
        location: `ELID:about/card-${i + 1}`,
        sortOrder: i + 2,
        data: schemaV2(`card-${i + 1}`, 'about', i + 2, `Card ${i + 1}`),
      })),
    )
    .returning();
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInOwner(t, { onboarded: true });
  viewer = (await signedInMember(t, owner.account.id, 'viewer')).client;
  outsider = await signedInOwner(t, { onboarded: true });
  site = await insertSite(t.db, { accountId: owner.account.id });
  base = `/api/accounts/${owner.account.id}/slots/${site.site.id}/components`;
  const [template] = await t.db
    .insert(componentInstances)
    .values({
      themeId: site.theme.id,
      isTemplate: true,
      componentType: 'CallToAction',
      componentName: 'Call To Action',
      slug: 'call-to-action',
      pagePath: '/',
      location: 'ELID:home/call-to-action',
      sortOrder: 4,
      data: schemaV2('call-to-action', 'home', 4, 'Ready when you are'),
    })
    .returning();
  templateId = template!.id;
  await addAboutComponents(3);
}, 300_000);
afterAll(() => t?.close());

describe('putting a page in order', () => {
  it('sets sort orders 1, 2, 3… in the order given, bumping only the moved ones', async () => {
    const before = await page('/about');
    expect(before.map((c) => c.slug)).toEqual(['story', 'card-1', 'card-2', 'card-3']);
    const order = [before[0]!, before[2]!, before[1]!, before[3]!];
    const res = await owner.client.request(`${base}/order`, {
      method: 'PUT',
      json: { pagePath: '/about', componentIds: order.map((c) => c.id) },
    });
    expect(res.status).toBe(200);
    const { components } = (await res.json()) as ComponentListResponse;
    expect(components.map((c) => c.slug)).toEqual(['story', 'card-2', 'card-1', 'card-3']);
    expect(components.map((c) => c.sortOrder)).toEqual([1, 2, 3, 4]);
    expect(components.map((c) => dataOf(c).settings.sort_order)).toEqual([1, 2, 3, 4]);
    expect(components.map((c) => c.version)).toEqual([1, 2, 2, 1]);
    expect((await page('/about')).map((c) => c.slug)).toEqual(['story', 'card-2', 'card-1', 'card-3']);
  });

  it('refuses an order that leaves out, repeats or adds a component with 400, and changes nothing', async () => {
    const current = await page('/about');
    const ids = current.map((c) => c.id);
    const [hero] = await page('/');
    for (const componentIds of [ids.slice(1), [ids[0], ...ids], [...ids.slice(1), hero!.id], [...ids, hero!.id]]) {
      const res = await owner.client.request(`${base}/order`, {
        method: 'PUT',
        json: { pagePath: '/about', componentIds: componentIds.reverse() },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const after = await page('/about');
    expect(after.map((c) => [c.id, c.version])).toEqual(current.map((c) => [c.id, c.version]));
  });
});

describe('duplicating a component', () => {
  it('places a copy right after the original with a new slug, ELID location and meta.id; later ones move down', async () => {
    const before = await page('/about');
    const original = before[1]!;
    const res = await owner.client.request(`${base}/${original.id}/duplicate`, { method: 'POST' });
    expect(res.status).toBe(201);
    const copy = (await res.json()) as ComponentInstance;
    expect(copy.slug).toMatch(new RegExp(`^${original.slug}-[0-9a-f]{8}$`));
    expect(copy.location).toBe(`ELID:about/${copy.slug}`);
    expect(copy).toMatchObject({ version: 1, sortOrder: 3, pagePath: '/about', componentType: 'card' });
    expect(copy.pageId).toBe(before[0]!.pageId);
    expect(dataOf(copy).meta.id).toBe(`${dataOf(original).meta.id}-${copy.slug.slice(-8)}`);
    expect(dataOf(copy).settings).toMatchObject({ location: 'about', sort_order: 3 });
    expect(dataOf(copy).content).toEqual(dataOf(original).content);

    const after = await page('/about');
    expect(after.map((c) => c.id)).toEqual([before[0]!.id, original.id, copy.id, ...before.slice(2).map((c) => c.id)]);
    expect(after.map((c) => c.sortOrder)).toEqual([1, 2, 3, 4, 5]);
    // The original keeps its version; the ones that moved down get a new one.
    expect(after[1]!.version).toBe(original.version);
    expect(after[3]!.version).toBe(before[2]!.version + 1);
  });

  it('a copy of a copy takes a fresh suffix, not a second one', async () => {
    const [, , copy] = await page('/about');
    const res = await owner.client.request(`${base}/${copy!.id}/duplicate`, { method: 'POST' });
    const again = (await res.json()) as ComponentInstance;
    expect(again.slug).toMatch(/^card-2-[0-9a-f]{8}$/);
    expect(again.slug).not.toBe(copy!.slug);
  });

  it('answers 404 for a deleted or unknown component', async () => {
    const [, victim] = await page('/about');
    await owner.client.request(`${base}/${victim!.id}`, { method: 'DELETE' });
    for (const id of [victim!.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await owner.client.request(`${base}/${id}/duplicate`, { method: 'POST' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'COMPONENT_NOT_FOUND' });
    }
    await owner.client.request(`${base}/${victim!.id}/restore`, { method: 'POST' });
  });
});

describe("adding one of the theme's component types", () => {
  it('adds the template at the end of the page, linked to it, with its default data', async () => {
    const before = await page('/');
    const res = await owner.client.request(`${base}/add`, {
      method: 'POST',
      json: { templateId, pagePath: '/' },
    });
    expect(res.status).toBe(201);
    const added = (await res.json()) as ComponentInstance;
    expect(added).toMatchObject({
      templateId,
      isTemplate: false,
      siteId: site.site.id,
      componentType: 'CallToAction',
      pagePath: '/',
      version: 1,
      sortOrder: Math.max(...before.map((c) => c.sortOrder)) + 1,
    });
    expect(added.slug).toMatch(/^call-to-action-[0-9a-f]{8}$/);
    expect(added.location).toBe(`ELID:home/${added.slug}`);
    expect(added.pageId).not.toBeNull();
    expect(dataOf(added).content.title).toEqual({ value: 'Ready when you are', elementType: 'h2' });
    expect((await page('/')).at(-1)!.id).toBe(added.id);
  });

  it("adds to another page and to the header and footer ('global'), in that page's ELID name", async () => {
    const about = (await (
      await owner.client.request(`${base}/add`, { method: 'POST', json: { templateId, pagePath: '/about' } })
    ).json()) as ComponentInstance;
    expect(about.location).toBe(`ELID:about/${about.slug}`);
    expect(dataOf(about).settings.location).toBe('about');
    const global = (await (
      await owner.client.request(`${base}/add`, { method: 'POST', json: { templateId, pagePath: 'global' } })
    ).json()) as ComponentInstance;
    expect(global).toMatchObject({ pagePath: 'global', pageId: null, sortOrder: 2 });
    expect(global.location).toBe(`ELID:global/${global.slug}`);
  });

  it("answers 404 for a page the site does not have, or a template that is not the site's theme's", async () => {
    const noPage = await owner.client.request(`${base}/add`, {
      method: 'POST',
      json: { templateId, pagePath: '/old' },
    });
    expect(noPage.status).toBe(404);
    expect(await noPage.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Page /old not found' });
    const [hero] = await page('/');
    const notTemplate = await owner.client.request(`${base}/add`, {
      method: 'POST',
      json: { templateId: hero!.id, pagePath: '/' },
    });
    expect(notTemplate.status).toBe(404);
    expect(await notTemplate.json()).toMatchObject({ code: 'TEMPLATE_NOT_FOUND' });
  });
});

describe('who may arrange', () => {
  it('refuses a viewer (403) on each, and nothing changes', async () => {
    const before = await page('/about');
    const attempts = [
      viewer.request(`${base}/order`, {
        method: 'PUT',
        json: { pagePath: '/about', componentIds: before.map((c) => c.id).reverse() },
      }),
      viewer.request(`${base}/${before[0]!.id}/duplicate`, { method: 'POST' }),
      viewer.request(`${base}/add`, { method: 'POST', json: { templateId, pagePath: '/about' } }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    const after = await page('/about');
    expect(after.map((c) => [c.id, c.version])).toEqual(before.map((c) => [c.id, c.version]));
  });

  it("refuses another account's owner, on the target account (403) and through their own (404)", async () => {
    const before = await page('/about');
    const ids = before.map((c) => c.id).reverse();
    const ownBase = `/api/accounts/${outsider.account.id}/slots/${site.site.id}/components`;
    for (const url of [base, ownBase]) {
      const attempts = [
        outsider.client.request(`${url}/order`, { method: 'PUT', json: { pagePath: '/about', componentIds: ids } }),
        outsider.client.request(`${url}/${before[0]!.id}/duplicate`, { method: 'POST' }),
        outsider.client.request(`${url}/add`, { method: 'POST', json: { templateId, pagePath: '/about' } }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(url === base ? 403 : 404);
    }
    const after = await page('/about');
    expect(after.map((c) => [c.id, c.version])).toEqual(before.map((c) => [c.id, c.version]));
  });

  it('writes to an active site only (409)', async () => {
    const removed = await insertSite(t.db, { accountId: owner.account.id, slotNumber: 3, status: 'inactive' });
    const removedBase = `/api/accounts/${owner.account.id}/slots/${removed.site.id}/components`;
    const [story] = await t.db.select().from(componentInstances).where(eq(componentInstances.siteId, removed.site.id));
    const res = await owner.client.request(`${removedBase}/${story!.id}/duplicate`, { method: 'POST' });
    expect(res.status).toBe(409);
    expect((await stored(story!.id)).version).toBe(1);
  });
});

describe('the live site', () => {
  it('shows a new order and a copy at once', async () => {
    const url = `${siteUrl(t.config.sites.origin, site.site.id)}about`;
    const html = async () => (await t.app.request(url)).text();
    const about = await page('/about');
    const reversed = [...about].reverse();
    await owner.client.request(`${base}/order`, {
      method: 'PUT',
      json: { pagePath: '/about', componentIds: reversed.map((c) => c.id) },
    });
    const text = await html();
    const positions = reversed.map((c) => text.indexOf(`data-elid="${c.id}"`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const copy = (await (
      await owner.client.request(`${base}/${reversed[0]!.id}/duplicate`, { method: 'POST' })
    ).json()) as ComponentInstance;
    expect(await html()).toContain(`data-elid="${copy.id}"`);
  });
});
