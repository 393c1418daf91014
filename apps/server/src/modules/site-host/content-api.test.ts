import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appLogs } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInMember, signedInOwner } from '../../test/auth.ts';
import { keysMatch } from './content-api.ts';
import { createSite, type TestSite } from '../../test/hosted-site.ts';

let t: TestApp;
let site: TestSite;
beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
});
afterAll(() => t.close());

const url = () => `/api/sites/${site.siteId}/content`;

interface ContentBody {
  site: { id: string; name: string; theme: { id: string; name: string; slug: string } };
  pages: { path: string; status: string }[];
  components: { id: string; slug: string; pagePath: string; location: string; data: { meta: { slug: string } } }[];
  posts: { slug: string; content: { body: string } }[];
}

describe('GET /api/sites/{slotId}/content', () => {
  it("answers the site's published pages, components and posts for the read key in X-Site-Key, to any origin", async () => {
    const res = await t.app.request(url(), {
      headers: { 'X-Site-Key': site.contentKey, Origin: 'https://my-astro-build.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as ContentBody;
    expect(body.site).toMatchObject({ id: site.siteId, name: 'Bakery <Site>' });
    expect(body.site.theme.slug).toMatch(/^test-theme-/);
    expect(body.pages.map((page) => page.path).sort()).toEqual(['/', '/about', '/blog', '/blog/[slug]']);
    expect(body.pages.every((page) => page.status === 'published')).toBe(true);
    expect(body.components).toHaveLength(site.components.length);
    const hero = body.components.find((component) => component.slug === 'hero')!;
    expect(hero).toMatchObject({ pagePath: '/', location: 'ELID:home/hero', data: { meta: { slug: 'hero' } } });
    expect(body.posts.map((post) => post.slug)).toEqual(['rye-season']);
    expect(body.posts[0]!.content.body).toContain('## The loaves');
  });

  it('refuses a key in the address (even the right one) with 400 SITE_KEY_IN_QUERY: keys travel in the header only', async () => {
    for (const query of [`key=${encodeURIComponent(site.contentKey)}`, 'key=', 'key=wrong&x=1']) {
      const res = await t.app.request(`${url()}?${query}`, { headers: { 'X-Site-Key': site.contentKey } });
      expect(res.status, query).toBe(400);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.json()).toEqual({
        error: 'Send the read key in the X-Site-Key header, not in the address.',
        code: 'SITE_KEY_IN_QUERY',
      });
    }
  });

  it('answers 401 INVALID_SITE_KEY for a missing or wrong key, still readable cross-origin', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'X-Site-Key': 'wrong' },
      { 'X-Site-Key': `${site.contentKey}x` },
      { 'X-Site-Key': site.contentKey.slice(0, -1) },
    ]) {
      const res = await t.app.request(url(), { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ error: 'Invalid site key', code: 'INVALID_SITE_KEY' });
    }
    const other = await createSite(t.db);
    const crossed = await t.app.request(url(), { headers: { 'X-Site-Key': other.contentKey } });
    expect(crossed.status).toBe(401);
  });

  it('answers 404 for an inactive or unknown slot', async () => {
    const inactive = await createSite(t.db, { status: 'inactive' });
    for (const id of [inactive.siteId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.request(`/api/sites/${id}/content`, { headers: { 'X-Site-Key': inactive.contentKey } });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('SITE_NOT_FOUND');
    }
  });

  it('answers the CORS preflight for the X-Site-Key header', async () => {
    const res = await t.app.request(url(), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://my-astro-build.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-site-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe('X-Site-Key');
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: unknown }>;
    };
    expect(doc.paths['/api/sites/{slotId}/content']?.get).toBeDefined();
  });
});

describe('POST /api/accounts/{accountId}/slots/{slotId}/content-key/rotate', () => {
  const rotatePath = (accountId: string, slotId: string) =>
    `/api/accounts/${accountId}/slots/${slotId}/content-key/rotate`;
  const read = (own: { siteId: string }, key: string) =>
    t.app.request(`/api/sites/${own.siteId}/content`, { headers: { 'X-Site-Key': key } });

  it('gives an editor a new key at once; the old key stops working, and the log says so', async () => {
    const own = await createSite(t.db);
    const editor = await signedInMember(t, own.account.id, 'editor');
    expect((await read(own, own.contentKey)).status).toBe(200);

    const res = await editor.client.post(rotatePath(own.account.id, own.siteId));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rotated = (await res.json()) as { key: string; url: string };
    expect(rotated.url).toBe(`${t.config.publicUrl}/api/sites/${own.siteId}/content`);
    expect(rotated.key).toMatch(/^[\w-]{43}$/);
    expect(rotated.key).not.toBe(own.contentKey);

    expect((await read(own, own.contentKey)).status).toBe(401);
    expect((await read(own, rotated.key)).status).toBe(200);
    const shown = await editor.client.request(`/api/accounts/${own.account.id}/slots/${own.siteId}/content-key`);
    expect(((await shown.json()) as { key: string }).key).toBe(rotated.key);

    const lines = await t.db.select().from(appLogs).where(eq(appLogs.siteId, own.siteId));
    const line = lines.find((entry) => entry.message.startsWith('Rotated the content API read key'));
    expect(line).toMatchObject({ level: 'info', category: 'update', userId: editor.user.id });
    expect(JSON.stringify(line)).not.toContain(rotated.key);
  });

  it("is refused to viewers (403), strangers (404 for another account's slot), the signed-out (401) and other origins (403); the key stays", async () => {
    const own = await createSite(t.db);
    const viewer = await signedInMember(t, own.account.id, 'viewer');
    expect((await viewer.client.post(rotatePath(own.account.id, own.siteId))).status).toBe(403);

    const stranger = await signedInOwner(t);
    expect((await stranger.client.post(rotatePath(stranger.account.id, own.siteId))).status).toBe(404);
    expect((await stranger.client.post(rotatePath(own.account.id, own.siteId))).status).toBe(403);

    expect((await new Client(t).post(rotatePath(own.account.id, own.siteId))).status).toBe(401);

    const owner = await signedInMember(t, own.account.id, 'owner');
    const forged = await owner.client.request(rotatePath(own.account.id, own.siteId), {
      method: 'POST',
      headers: { origin: `https://${own.siteId}.sites.localhost` },
    });
    expect(forged.status).toBe(403);

    expect((await read(own, own.contentKey)).status).toBe(200);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { post?: unknown }>;
    };
    expect(doc.paths['/api/accounts/{accountId}/slots/{slotId}/content-key/rotate']?.post).toBeDefined();
  });
});

describe('keysMatch', () => {
  it('matches equal keys only', () => {
    expect(keysMatch('abc', 'abc')).toBe(true);
    expect(keysMatch('abc', 'abd')).toBe(false);
    expect(keysMatch('ab', 'abc')).toBe(false);
    expect(keysMatch('', 'abc')).toBe(false);
  });
});
