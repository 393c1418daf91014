import {
  pageAddress,
  pageRouteFromFile,
  type InstallationTestResult,
  type SitePage,
  type SiteSlot,
  type ThemeCmsView,
} from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Theme } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInClient, signedInOwner, type Client } from '../../test/auth.ts';
import { addToLibrary, createDeployableTheme } from '../../test/slots.ts';

// Issue 20: a Next.js theme's pages are edited and previewed at their addresses ('/about'), the
// ones the site serves, never at their files ('/app/about/page').

const SITES_ORIGIN = 'https://{slot}.sites.example.net';

let t: TestApp;
let theme: Theme;
beforeAll(async () => {
  t = await createTestApp({ SITES_ORIGIN });
  theme = await createDeployableTheme(t.db, { framework: 'nextjs' });
});
afterAll(() => t.close());

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function deployed(): Promise<{ client: Client; slot: SiteSlot; pages: SitePage[] }> {
  const { client, account } = await signedInOwner(t);
  await addToLibrary(t.db, account.id, theme.id);
  const res = await client.post(`/api/accounts/${account.id}/slots`, { themeId: theme.id, name: 'Next site' });
  expect(res.status).toBe(201);
  const slot = (await res.json()) as SiteSlot;
  const list = await client.request(`/api/accounts/${account.id}/slots/${slot.id}/pages`);
  return { client, slot, pages: ((await list.json()) as { pages: SitePage[] }).pages };
}

describe("a Next.js theme's site", () => {
  it('serves every page at the address the editor and Preview Live open, not at its app/ file', async () => {
    const { slot, pages } = await deployed();
    const site = `https://${slot.id}.sites.example.net`;
    const about = pages.find((page) => page.route === '/about')!;
    expect(about.filePath).toBe('app/about/page.tsx');
    const fixed = pages.filter((page) => !page.isDynamic);
    expect(fixed.map(pageAddress)).toEqual(['/', '/about', '/contact', '/blog', '/privacy', '/terms']);
    for (const page of fixed) {
      const res = await t.app.request(`${site}${pageAddress(page)}`);
      expect(res.status, pageAddress(page)).toBe(200);
      expect(titleOf(await res.text())).toBe(page.title.replaceAll('{site.name}', 'Next site'));
    }
    expect((await t.app.request(`${site}/app/about/page`)).status).toBe(404);

    // The post page has no single address: it is dynamic, and each post is served under it.
    const post = pages.find((page) => page.isDynamic)!;
    expect(pageAddress(post)).toBe('/blog/[slug]');
    expect((await t.app.request(`${site}/blog/welcome-to-our-new-website`)).status).toBe(200);
  });
});

describe('a Next.js theme in the theme CMS', () => {
  const admin = () => signedInClient(t, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });

  it('lists each template page with its app/ file and the address Preview opens, and previews every one', async () => {
    const { client } = await admin();
    const cms = (await (await client.request(`/api/admin/themes/${theme.id}/cms`)).json()) as ThemeCmsView;
    expect(cms.pages.map((page) => [page.route, page.filePath])).toEqual([
      ['/', 'app/page.tsx'],
      ['/about', 'app/about/page.tsx'],
      ['/contact', 'app/contact/page.tsx'],
      ['/blog', 'app/blog/page.tsx'],
      ['/blog/[slug]', 'app/blog/[slug]/page.tsx'],
      ['/privacy', 'app/privacy/page.tsx'],
      ['/terms', 'app/terms/page.tsx'],
    ]);
    for (const page of cms.pages) {
      const res = await client.request(
        `/api/admin/themes/${theme.id}/preview?path=${encodeURIComponent(pageAddress(page))}&v=1`,
      );
      // The dynamic post page shows with the newest post rather than as a missing page.
      expect(res.status, page.route).toBe(200);
    }
  });

  it("names, in each component's rootLocation, the app/ file of the page it sits on", () => {
    for (const page of theme.templateConfig!.pages)
      for (const component of Object.values(page.components))
        expect(pageRouteFromFile(component.settings.rootLocation!), page.path).toBe(page.path);
  });

  it('the installation test renders every page at its address, the post page at a post of its own', async () => {
    const { client } = await admin();
    const { account } = await signedInOwner(t);
    const res = await client.post(`/api/admin/themes/${theme.id}/installation-test`, { accountId: account.id });
    expect(res.status).toBe(200);
    const result = (await res.json()) as InstallationTestResult;
    expect(result.ok).toBe(true);
    const paths = result.rendered.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/contact', '/blog', '/privacy', '/terms']));
    expect(paths.filter((path) => path.startsWith('/blog/'))).toEqual([expect.stringMatching(/^\/blog\/[a-z0-9-]+$/)]);
    expect(paths.some((path) => path.startsWith('/app/'))).toBe(false);
    expect(result.rendered.every((page) => page.status === 200)).toBe(true);
  });
});
