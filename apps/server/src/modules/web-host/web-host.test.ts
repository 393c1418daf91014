import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTheme } from '../../test/factories.ts';
import { signedInDeveloper, storeBody } from '../../test/sellers.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Themeport</title>
    <meta name="description" content="Default description" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let dist: string;
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

beforeAll(async () => {
  // A tiny web build of our own, in a temp dir.
  dist = mkdtempSync(path.join(tmpdir(), 'themeport-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example', WEB_DIST_DIR: dist });
  await createTheme(t.db, {
    slug: 'quote-theme',
    name: 'Tom & "Jerry" <Deluxe> $& Co',
    description: 'Cats & mice, "quoted".',
    images: ['/uploads/themes/quote-theme-1.svg', '/uploads/themes/quote-theme-2.svg'],
    previewUrl: '/uploads/themes/quote-theme-1.svg',
  });
  await createTheme(t.db, { slug: 'hidden-draft', published: false });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves hashed assets for a year and other files briefly', async () => {
    const asset = await t.app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const favicon = await t.app.request('/favicon.svg');
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=300');
    expect(favicon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers 404, not the page, for missing files and paths outside the build', async () => {
    expect((await t.app.request('/assets/missing-123.js')).status).toBe(404);
    expect((await t.app.request('/missing.png')).status).toBe(404);
    expect((await t.app.request('/%2e%2e/%2e%2e/package.json')).status).toBe(404);
    expect((await t.app.request('/assets/%2e%2e%2f%2e%2e%2fpackage.json')).status).toBe(404);
  });
});

describe('SPA fallback and head tags', () => {
  it('answers any other page with index.html, uncached, with default tags', async () => {
    const res = await t.app.request('/client-portal/slots/3');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Themeport</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(count(html, /<title>/g)).toBe(1);
  });

  it('answers a path that is no page of the web app with status 404, still with the app (its not-found page)', async () => {
    for (const path of ['/no-such-page', '/pricing/extra', '/themes/a/b', '/account', '/checkout']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(await res.text(), path).toContain('<div id="root"></div>');
    }
  });

  it('answers every page of the route table with status 200', async () => {
    for (const path of [
      '/',
      '/themes',
      '/themes/quote-theme',
      '/for-developers',
      '/pricing',
      '/cart',
      '/terms',
      '/signin',
      '/auth',
      '/signup',
      '/email-verification',
      '/forgot-password',
      '/update-password',
      '/accept-invitation/some-token',
      '/client-onboarding/profile',
      '/checkout/cs_test_1',
      '/account/settings',
      '/account/billing',
      '/account/profile',
      '/client-portal',
      '/client-portal/slots',
      '/cms/account-id/slot-id',
      '/developer-portal',
      '/admin-portal',
      '/admin/audit-logs/some-id',
      '/admin/themes/some-id/cms',
      '/dev/mailbox',
      '/editor-integration-test',
    ]) {
      expect((await t.app.request(path)).status, path).toBe(200);
    }
  });

  it('gives the public pages their own title, description and canonical URL', async () => {
    const html = await (await t.app.request('/pricing')).text();
    expect(html).toContain('<title>Pricing – Themeport</title>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/pricing">');
    expect(html).not.toContain('Default description');
    expect(count(html, /name="description"/g)).toBe(1);
    expect(await (await t.app.request('/')).text()).toContain(
      '<title>Themeport – Premium Themes for Astro.js and Next.js</title>',
    );
  });

  it('fills in the theme page tags on the server, HTML-escaped', async () => {
    const res = await t.app.request('/themes/quote-theme');
    expect(res.status).toBe(200);
    const html = await res.text();
    const name = 'Tom &amp; &quot;Jerry&quot; &lt;Deluxe&gt; $&amp; Co';
    expect(html).toContain(`<title>${name} – Themeport</title>`);
    expect(html).toContain('<meta name="description" content="Cats &amp; mice, &quot;quoted&quot;.">');
    expect(html).toContain(`<meta property="og:title" content="${name} – Themeport">`);
    expect(html).toContain('<meta property="og:description" content="Cats &amp; mice, &quot;quoted&quot;.">');
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example/uploads/themes/quote-theme-1.svg">',
    );
    expect(html).toContain('<meta property="og:url" content="https://shop.example/themes/quote-theme">');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/themes/quote-theme">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(count(html, /<title>/g)).toBe(1);
    expect(count(html, /name="description"/g)).toBe(1);
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('<title>'));
  });

  it('answers an unknown or unpublished theme with the SPA, status 404 and default tags', async () => {
    for (const slug of ['no-such-theme', 'hidden-draft']) {
      const res = await t.app.request(`/themes/${slug}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<title>Themeport</title>');
    }
  });

  it('keeps API paths out of the fallback', async () => {
    const res = await t.app.request('/api/unknown');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('asks for a build when there is no index.html, while the API keeps working', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.request('/themes');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
      expect((await bare.app.request('/api/health')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe("a developer's public page", () => {
  it('fills the head with the store, and answers 404 for an unknown store', async () => {
    const { user, profile } = await signedInDeveloper(t, {
      storeName: 'Meta & Co',
      bio: 'Fast themes for <b>teams</b>.',
    });
    await createTheme(t.db, { creatorId: user.id, slug: `meta-${profile.slug}` });
    const res = await t.app.request(`/developers/${profile.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Meta &amp; Co – Themeport</title>');
    expect(html).toContain('<meta name="description" content="Fast themes for &lt;b&gt;teams&lt;/b&gt;.">');
    expect(html).toContain(`<link rel="canonical" href="https://shop.example/developers/${profile.slug}">`);
    expect(html).not.toContain('noindex');
    expect((await t.app.request(`/developers/${profile.slug.toUpperCase()}`)).status).toBe(200);
    expect((await t.app.request('/developers/no-such-store')).status).toBe(404);
    expect((await t.app.request('/developers')).status).toBe(404);

    const sitemap = await (await t.app.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>https://shop.example/developers/${profile.slug}</loc>`);
  });

  it("redirects a store's former address to its current page for good (301), keeping the query", async () => {
    const { client, profile } = await signedInDeveloper(t);
    const slug = `${profile.slug}-moved`;
    const saved = await client.request('/api/developer/profile', {
      method: 'PUT',
      json: storeBody({ storeName: profile.storeName, slug }),
    });
    expect(saved.status).toBe(200);
    const old = await t.app.request(`/developers/${profile.slug}?ref=newsletter`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/developers/${slug}?ref=newsletter`);
    expect((await t.app.request(`/developers/${slug}`)).status).toBe(200);
  });
});

describe('sitemap, robots.txt and uploads', () => {
  it('lists the public pages and every published theme in the sitemap', async () => {
    const res = await t.app.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    for (const page of ['/', '/themes', '/for-developers', '/pricing'])
      expect(xml).toContain(`<loc>https://shop.example${page}</loc>`);
    expect(xml).toMatch(
      /<loc>https:\/\/shop\.example\/themes\/quote-theme<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/,
    );
    expect(xml).not.toContain('hidden-draft');
  });

  it('allows crawling except the API and the portals, and points to the sitemap', async () => {
    const text = await (await t.app.request('/robots.txt')).text();
    expect(text).toContain('User-agent: *\nAllow: /');
    for (const path of [
      '/api/',
      '/client-portal',
      '/admin-portal',
      '/admin',
      '/developer-portal',
      '/account',
      '/cms',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('serves stored uploads as sandboxed files and refuses odd keys', async () => {
    await createLocalStorage(t.config.uploadsDir).put(
      'themes/x-1.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'image/svg+xml',
    );
    const res = await t.app.request('/uploads/themes/x-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect((await t.app.request('/uploads/themes/missing.svg')).status).toBe(404);
    const traversal = await t.app.request('/uploads/themes/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json');
    expect(traversal.status).toBe(404);
    expect(await traversal.text()).not.toContain('"name"');
  });
});
