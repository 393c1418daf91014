import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CONTACT_PATH, type LibraryItem, type ThemeDetail } from '@themeport/core';
import { emailLogs, siteMessages, themes, type Theme } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInOwner } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';
import { createDeployableTheme } from '../../test/slots.ts';
import { DEMO_TEXT } from './demo-host.ts';

const PORTAL = 'https://portal.example.com';
const SITES_ORIGIN = 'https://{slot}.sites.example.net';
const demoOrigin = (slug: string) => `https://demo-${slug}.sites.example.net`;

let t: TestApp;
let theme: Theme;
let demo: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PORTAL, SITES_ORIGIN });
  theme = await createDeployableTheme(t.db);
  demo = demoOrigin(theme.slug);
});
afterAll(() => t.close());

/** Every href of a page, in order. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** Ids that differ between two renders of the same content (row ids, the clone's slug suffixes). */
const withoutIds = (html: string) =>
  html.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID');

describe("a theme's live demo on the sites origin", () => {
  it('answers every template page of the theme with its title, marked noindex', async () => {
    const config = theme.templateConfig!;
    const pages = config.pages.filter((page) => !page.is_dynamic && page.status === 'published');
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const page of pages) {
      const res = await t.app.request(`${demo}${page.path}`);
      expect(res.status, page.path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${PORTAL}`);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(titleOf(html)).toBe(page.title.replaceAll('{site.name}', theme.name).replaceAll('&', '&amp;'));
    }
  });

  it('shows the blog and each template post', async () => {
    const blog = await t.app.request(`${demo}/blog`);
    expect(blog.status).toBe(200);
    const html = await blog.text();
    expect(html).toContain('href="/blog/welcome-to-our-new-website"');
    const post = await t.app.request(`${demo}/blog/welcome-to-our-new-website`);
    expect(post.status).toBe(200);
    const body = await post.text();
    expect(titleOf(body)).toContain(`Welcome to the new ${theme.name}`);
    expect(body).toContain('<meta name="robots" content="noindex">');
  });

  it('keeps every link inside the demo, and every page it links to answers', async () => {
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    while (queue.length > 0) {
      const path = queue.shift()!;
      const res = await t.app.request(`${demo}${path}`);
      expect(res.status, path).toBe(200);
      for (const href of hrefs(await res.text())) {
        if (href.startsWith('data:') || href.startsWith('mailto:') || href.startsWith('tel:') || href.startsWith('#'))
          continue;
        // Site-relative only: never the portal, another site, or an outside demo address.
        expect(href, `${path} links to ${href}`).toMatch(/^\/(?!\/)/);
        const target = href.split('#')[0]!;
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    expect(seen).toContain('/blog');
    expect([...seen].some((path) => path.startsWith('/blog/'))).toBe(true);
    expect(seen.size).toBeGreaterThanOrEqual(6);
  });

  it('looks exactly like a fresh site of the theme (same pages, but for ids and noindex)', async () => {
    const { client, account } = await signedInOwner(t);
    await client.post(`/api/accounts/${account.id}/library`, { themeId: theme.id });
    const res = await client.post(`/api/accounts/${account.id}/slots`, {
      themeId: theme.id,
      name: theme.name,
      description: theme.description,
    });
    expect(res.status).toBe(201);
    const slot = (await res.json()) as { id: string };
    const site = `https://${slot.id}.sites.example.net`;
    for (const path of ['/', '/about', '/contact', '/blog', '/blog/behind-the-scenes', '/no-such-page']) {
      const [fromDemo, fromSite] = await Promise.all([
        t.app.request(`${demo}${path}`),
        t.app.request(`${site}${path}`),
      ]);
      expect(fromDemo.status, path).toBe(fromSite.status);
      const demoHtml = withoutIds(await fromDemo.text()).replace('<meta name="robots" content="noindex">\n', '');
      const siteHtml = withoutIds(await fromSite.text()).replace(/(c-[a-z-]+?)-[0-9a-f]{8}/g, '$1');
      expect(demoHtml, path).toBe(siteHtml.replace('<meta name="robots" content="noindex">\n', ''));
    }
  });

  it('answers 304 to a repeat with its ETag', async () => {
    const first = await t.app.request(`${demo}/`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.request(`${demo}/`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});

describe("the demo's contact form", () => {
  it('stores no message and mails no one, and says so', async () => {
    const contact = await (await t.app.request(`${demo}/contact`)).text();
    expect(contact).toContain(`action="${SITE_CONTACT_PATH}"`);
    const messagesBefore = await t.db.select({ n: count() }).from(siteMessages);
    const mailsBefore = await t.db.select({ n: count() }).from(emailLogs);

    const res = await t.app.request(`${demo}${SITE_CONTACT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `${demo}/contact` },
      body: new URLSearchParams({ name: 'Ada', email: 'ada@example.com', message: 'Hello there', return: '/contact' }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(DEMO_TEXT.contactNotice);
    expect(html).toContain('href="/contact"');
    expect(await t.db.select({ n: count() }).from(siteMessages)).toEqual(messagesBefore);
    expect(await t.db.select({ n: count() }).from(emailLogs)).toEqual(mailsBefore);
  });

  it('links back home when the post came from elsewhere', async () => {
    const res = await t.app.request(`${demo}${SITE_CONTACT_PATH}`, {
      method: 'POST',
      headers: { Referer: 'https://elsewhere.example.com/contact' },
      body: 'name=x',
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(`href="/">${DEMO_TEXT.back}`);
  });

  it('refuses other writes like a site does', async () => {
    const res = await t.app.request(`${demo}/`, { method: 'PUT' });
    expect(res.status).toBe(405);
  });
});

describe('demos that do not exist', () => {
  it("answers 'Site not found' (404) for an unknown slug, an unpublished theme and a theme without templates", async () => {
    const hidden = await createDeployableTheme(t.db);
    await t.db.update(themes).set({ published: false }).where(eq(themes.id, hidden.id));
    const bare = await createTheme(t.db);
    for (const host of [
      demoOrigin('no-such-theme'),
      demoOrigin(hidden.slug),
      demoOrigin(bare.slug),
      'https://demo-.sites.example.net',
      `https://x.demo-${theme.slug}.sites.example.net`,
    ]) {
      const res = await t.app.request(`${host}/`);
      expect(res.status, host).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title>Site not found</title>');
      expect(html).not.toContain(theme.name);
    }
  });

  it('an unknown path of a demo is its 404 page in the theme look', async () => {
    const res = await t.app.request(`${demo}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });
});

describe('demoUrl in API answers', () => {
  it('the theme detail carries the computed demo address; a theme without templates none, whatever its stored demo_url', async () => {
    const detail = (await (await t.app.request(`/api/themes/${theme.slug}`)).json()) as ThemeDetail;
    expect(detail.demoUrl).toBe(`${demoOrigin(theme.slug)}/`);
    const bare = await createTheme(t.db, { demoUrl: 'https://made-up.example.com' });
    const bareDetail = (await (await t.app.request(`/api/themes/${bare.slug}`)).json()) as ThemeDetail;
    expect(bareDetail.demoUrl).toBeNull();
  });

  it('library items carry it too, when added and when listed', async () => {
    const { client, account } = await signedInOwner(t);
    const added = await client.post(`/api/accounts/${account.id}/library`, { themeId: theme.slug });
    expect(added.status).toBe(201);
    expect(((await added.json()) as LibraryItem).demoUrl).toBe(`${demoOrigin(theme.slug)}/`);
    const listed = (await (await client.request(`/api/accounts/${account.id}/library`)).json()) as {
      items: LibraryItem[];
    };
    expect(listed.items.map((item) => item.demoUrl)).toEqual([`${demoOrigin(theme.slug)}/`]);
  });

  it('the address it gives answers the demo', async () => {
    const detail = (await (await t.app.request(`/api/themes/${theme.id}`)).json()) as ThemeDetail;
    const res = await t.app.request(detail.demoUrl!);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<meta property="og:site_name" content="${theme.name}">`);
  });
});
