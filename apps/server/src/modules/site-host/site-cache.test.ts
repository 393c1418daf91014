import { brotliDecompressSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, componentInstances } from '../../db/schema.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSite, type TestSite } from '../../test/hosted-site.ts';
import { createDeployableTheme } from '../../test/slots.ts';
import { SiteCache } from './cache.ts';

// Decision 045: the site cache bounded by bytes (least recently used out), validators and 304s on
// hosted pages and demos, and no script on a page unless the portal's editor frames it.

const PORTAL = 'https://portal.example.com';
const SITES_ORIGIN = 'https://{slot}.sites.example.net';
const HELPER = `<script src="${PORTAL}/site-bridge/helper.js" defer></script>`;
const at = (site: { siteId: string }, path = '') => `https://${site.siteId}.sites.example.net/${path}`;
const IN_EDITOR_FRAME = { 'Sec-Fetch-Dest': 'iframe' };

let t: TestApp;
let site: TestSite;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PORTAL, SITES_ORIGIN });
  site = await createSite(t.db);
});
afterAll(() => t.close());

describe('the site cache, bounded by bytes', () => {
  it('keeps the least recently used sites out once the pages and content it holds pass its limit', async () => {
    const three = [site, await createSite(t.db), await createSite(t.db)];
    // Measure one site with its home page, then allow a little more than two of them.
    const probe = new SiteCache();
    const one = (await probe.load(t.db, three[0]!.siteId))!;
    probe.page(one, '/', '/');
    const cache = new SiteCache({ maxBytes: Math.floor(probe.stats().bytes * 2.5) });

    for (const { siteId } of three.slice(0, 2)) cache.page((await cache.load(t.db, siteId))!, '/', '/');
    expect(cache.stats().sites).toBe(2);
    // The first site is used again: the second is now the least recently used.
    expect(cache.peek(three[0]!.siteId)).toBeDefined();
    cache.page((await cache.load(t.db, three[2]!.siteId))!, '/', '/');

    expect(cache.peek(three[1]!.siteId)).toBeUndefined();
    expect(cache.peek(three[0]!.siteId)).toBeDefined();
    expect(cache.peek(three[2]!.siteId)).toBeDefined();
    const { bytes, maxBytes } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(bytes).toBeGreaterThan(probe.stats().bytes);
  });

  it('counts compressed copies, and a smaller limit evicts at once; a site larger than the cache is served but not kept', async () => {
    const cache = new SiteCache();
    const entry = (await cache.load(t.db, site.siteId))!;
    const page = cache.page(entry, '/', '/');
    const before = cache.stats().bytes;
    const br = cache.encoded(entry, page, 'br')!;
    expect(cache.stats().bytes).toBe(before + br.byteLength);
    expect(brotliDecompressSync(br).equals(Buffer.from(page.bytes))).toBe(true);

    cache.setMaxBytes(before);
    expect(cache.stats()).toEqual({ bytes: 0, maxBytes: before, sites: 0 });
    const tiny = new SiteCache({ maxBytes: 1_000 });
    expect(await tiny.load(t.db, site.siteId)).toBeDefined();
    expect(tiny.stats().sites).toBe(0);
  });
});

describe('hosted pages: validators and 304s', () => {
  it('sends an ETag and Last-Modified, and answers 304 to If-None-Match and to If-Modified-Since', async () => {
    const res = await t.app.request(at(site));
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag')!;
    const lastModified = res.headers.get('last-modified')!;
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Sec-Fetch-Dest');

    const byTag = await t.app.request(at(site), { headers: { 'If-None-Match': etag } });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('etag')).toBe(etag);
    expect(await byTag.text()).toBe('');
    const byDate = await t.app.request(at(site), { headers: { 'If-Modified-Since': lastModified } });
    expect(byDate.status).toBe(304);
    const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await t.app.request(at(site), { headers: { 'If-Modified-Since': older } })).status).toBe(200);
    // If-None-Match decides when both are sent (RFC 9110 §13.2.2).
    const stale = await t.app.request(at(site), {
      headers: { 'If-None-Match': '"other"', 'If-Modified-Since': lastModified },
    });
    expect(stale.status).toBe(200);
  });

  it('moves Last-Modified and the ETag when the content changes', async () => {
    const first = await t.app.request(at(site));
    const lastModified = first.headers.get('last-modified')!;
    const hero = site.components.find((component) => component.slug === 'hero')!;
    const changedAt = new Date(Date.parse(lastModified) + 5_000);
    await t.db
      .update(componentInstances)
      .set({
        data: { ...hero.data, content: { ...hero.data.content, title: { value: 'Rye at dawn' } } },
        updatedAt: changedAt,
      })
      .where(eq(componentInstances.id, hero.id));
    notifySiteChanged(site.siteId);

    const res = await t.app.request(at(site), {
      headers: { 'If-None-Match': first.headers.get('etag')!, 'If-Modified-Since': lastModified },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Rye at dawn');
    expect(res.headers.get('last-modified')).toBe(changedAt.toUTCString());
    const since = await t.app.request(at(site), { headers: { 'If-Modified-Since': lastModified } });
    expect(since.status).toBe(200);
  });

  it('sends Brotli to a browser that takes it and gzip to one that takes only gzip', async () => {
    const plain = await (await t.app.request(at(site))).text();
    const br = await t.app.request(at(site), { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(plain);
    const gzip = await t.app.request(at(site), { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it("answers a theme's live demo with an ETag and Last-Modified, and 304 to either", async () => {
    const theme = await createDeployableTheme(t.db);
    const demo = `https://demo-${theme.slug}.sites.example.net/`;
    const res = await t.app.request(demo);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('<script');
    const etag = res.headers.get('etag')!;
    const lastModified = res.headers.get('last-modified')!;
    expect(lastModified).toMatch(/ GMT$/);
    expect((await t.app.request(demo, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await t.app.request(demo, { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304);
  });
});

describe("the editor's helper script", () => {
  it('is on no hosted page a visitor opens, and on every page the portal frames, 404 included', async () => {
    for (const path of ['', 'about', 'blog/rye-season', 'nope']) {
      const visitor = await (await t.app.request(at(site, path))).text();
      expect(visitor, path).not.toContain('<script');
      const framed = await (await t.app.request(at(site, path), { headers: IN_EDITOR_FRAME })).text();
      expect(framed, path).toContain(HELPER);
      expect(framed.match(/<script/g), path).toHaveLength(1);
    }
  });

  it("addresses uploaded images on the portal on a visitor's page as on the framed one", async () => {
    const covered = await createSite(t.db);
    await t.db
      .update(blogPosts)
      .set({ content: sql`${blogPosts.content} || '{"image": "/uploads/media/cover.png"}'::jsonb` })
      .where(and(eq(blogPosts.siteId, covered.siteId), eq(blogPosts.slug, 'rye-season')));
    const cache = new SiteCache();
    const entry = (await cache.load(t.db, covered.siteId))!;
    for (const editor of [false, true]) {
      const page = cache.page(entry, '/', '/blog/rye-season', { portal: PORTAL, editor });
      const html = Buffer.from(page.bytes).toString('utf8');
      expect(html, `editor: ${editor}`).toContain(`src="${PORTAL}/uploads/media/cover.png"`);
    }
  });

  it('keeps the framed and the visited page apart in caches: each has its own ETag', async () => {
    const visitor = await t.app.request(at(site));
    const framed = await t.app.request(at(site), { headers: IN_EDITOR_FRAME });
    expect(framed.headers.get('etag')).not.toBe(visitor.headers.get('etag'));
    const revalidated = await t.app.request(at(site), {
      headers: { ...IN_EDITOR_FRAME, 'If-None-Match': visitor.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(200);
    expect(await revalidated.text()).toContain(HELPER);
  });
});
