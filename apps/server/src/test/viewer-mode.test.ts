// Viewer mode (issue 12): the portal shows a viewer's editing controls disabled and an editor's
// billing locked, but the server is the gate. A request forced past the UI is refused with 403 in
// each area, and changes nothing. (api-authz.test.ts walks every route; this names the areas.)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentInstances, sites, siteDomains } from '../db/schema.ts';
import { createTestApp, type TestApp } from './app.ts';
import { signedInMember, signedInOwner, type Client } from './auth.ts';
import { pngOfSize } from './images.ts';
import { insertSite, type TestSite } from './sites.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let viewer: Client;
let editor: Client;
let site: TestSite;
let slotBase: string;

beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
  owner = await signedInOwner(t);
  site = await insertSite(t.db, { accountId: owner.account.id });
  viewer = (await signedInMember(t, owner.account.id, 'viewer')).client;
  editor = (await signedInMember(t, owner.account.id, 'editor')).client;
  slotBase = `/api/accounts/${owner.account.id}/slots/${site.site.id}`;
});
afterAll(() => t.close());

async function expectForbidden(res: Response) {
  expect(res.status, await res.clone().text()).toBe(403);
  expect(((await res.json()) as { code: string }).code).toBe('FORBIDDEN');
}

describe('a viewer forcing a write is refused in every area, and nothing changes', () => {
  it('site slots: add, rename, remove', async () => {
    await expectForbidden(
      await viewer.post(`/api/accounts/${owner.account.id}/slots`, { themeId: site.theme.id, name: 'Sneaky' }),
    );
    await expectForbidden(await viewer.request(slotBase, { method: 'PATCH', json: { name: 'Renamed' } }));
    await expectForbidden(await viewer.request(slotBase, { method: 'DELETE' }));
    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.site.id));
    expect(row).toMatchObject({ name: 'My Bakery', status: 'active', removedAt: null });
  });

  it('content: settings, components and the image library', async () => {
    await expectForbidden(await viewer.request(`${slotBase}/settings`, { method: 'PATCH', json: { name: 'Hacked' } }));
    const [component] = await t.db
      .select()
      .from(componentInstances)
      .where(eq(componentInstances.siteId, site.site.id))
      .limit(1);
    await expectForbidden(await viewer.request(`${slotBase}/components/${component!.id}`, { method: 'DELETE' }));
    const form = new FormData();
    form.set('file', new File([pngOfSize()], 'a.png', { type: 'image/png' }));
    const cookie = [...viewer.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await expectForbidden(
      await t.app.request(`/api/accounts/${owner.account.id}/media`, {
        method: 'POST',
        headers: { origin: t.config.publicUrl, cookie, 'x-forwarded-for': viewer.ip },
        body: form,
      }),
    );
    const [after] = await t.db.select().from(componentInstances).where(eq(componentInstances.id, component!.id));
    expect(after!.deletedAt).toBeNull();
    expect((await t.db.select().from(sites).where(eq(sites.id, site.site.id)))[0]!.name).toBe('My Bakery');
  });

  it('custom domains and hosting', async () => {
    await expectForbidden(await viewer.post(`${slotBase}/domains`, { domain: 'viewer.example.com' }));
    expect(await t.db.select().from(siteDomains).where(eq(siteDomains.siteId, site.site.id))).toHaveLength(0);
    await expectForbidden(
      await viewer.request(`${slotBase}/deployment-url`, { method: 'PUT', json: { url: 'https://x.example.com' } }),
    );
    await expectForbidden(await viewer.post(`${slotBase}/rebuild`));
    await expectForbidden(await viewer.post(`${slotBase}/site`));
  });

  it('reads still work for the viewer', async () => {
    expect((await viewer.request(`/api/accounts/${owner.account.id}/slots`)).status).toBe(200);
    expect((await viewer.request(`${slotBase}/settings`)).status).toBe(200);
  });
});

describe('an editor edits sites but is refused billing', () => {
  it('may change the site, may not read or change the billing', async () => {
    const rename = await editor.request(`${slotBase}/settings`, { method: 'PATCH', json: { name: 'Editor was here' } });
    expect(rename.status).toBe(200);
    await expectForbidden(await editor.request(`/api/accounts/${owner.account.id}/billing`));
    await expectForbidden(await editor.post(`/api/accounts/${owner.account.id}/subscription`, { plan: 'pro' }));
    await expectForbidden(await viewer.request(`/api/accounts/${owner.account.id}/billing`));
  });
});
