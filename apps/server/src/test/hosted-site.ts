import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SchemaV2Component, TemplateDesign } from '@themeport/core';
import type { Database } from '../db/client.ts';
import { blogPosts, componentInstances, sitePages, sites, themes } from '../db/schema.ts';
import { createOwnedAccount } from '../modules/accounts/service.ts';
import { createPasswordUser } from '../modules/auth/users.ts';
import { fixturePasswordHash } from './auth.ts';
import { createTheme } from './factories.ts';
import { uniqueEmail } from './shared-data.ts';

// The site host's test site: an account and a site with pages, header, footer, components and posts
// written straight through Drizzle, so the host is tested on its own rows.

export const field = (value: string, elementType = 'p') => ({ value, elementType });

function schemaV2(
  location: string,
  slug: string,
  sortOrder: number,
  content: Record<string, unknown>,
): SchemaV2Component {
  return {
    meta: {
      id: `${location}-${slug}`,
      slug,
      component: slug,
      file: `src/components/${slug}.astro`,
      stage: 'published',
      schemaVersion: 2,
    },
    content: content as SchemaV2Component['content'],
    settings: { location, sort_order: sortOrder },
  };
}

export const DESIGN: TemplateDesign = {
  colors: { primary: '#0f766e', accent: '#f59e0b', background: '#ffffff', text: '#1c1917', muted: '#57534e' },
  fonts: { heading: 'Georgia', body: 'system-ui' },
  layout: 'centered',
};

interface SiteSetup {
  status?: 'active' | 'inactive';
  design?: TemplateDesign;
}

/** An account with a site of its own: pages (one draft), header, footer, page components and posts (one draft). */
export async function createSite(db: Database, { status = 'active', design = DESIGN }: SiteSetup = {}) {
  const user = await createPasswordUser(db, {
    email: uniqueEmail('host'),
    password: 'correct-horse',
    firstName: 'Sam',
    lastName: 'Host',
    role: 'client',
    passwordHash: await fixturePasswordHash('correct-horse'),
  });
  const account = await createOwnedAccount(db, { userId: user.id, name: 'Host Account' });
  const theme = await createTheme(db);
  await db
    .update(themes)
    .set({ templateConfig: { schemaVersion: 1, design, pages: [], globalComponents: {} } as never })
    .where(eq(themes.id, theme.id));
  const contentKey = randomBytes(24).toString('base64url');
  const [site] = await db
    .insert(sites)
    .values({
      accountId: account.id,
      themeId: status === 'active' ? theme.id : null,
      slotNumber: 1,
      status,
      name: 'Bakery <Site>',
      description: 'Fresh bread daily',
      contentKey,
    })
    .returning();
  const siteId = site!.id;

  const page = (name: string, path: string, title: string, extra: Partial<typeof sitePages.$inferInsert> = {}) => ({
    siteId,
    name,
    path,
    title,
    route: path,
    description: `${name} of the bakery`,
    ...extra,
  });
  const pages = await db
    .insert(sitePages)
    .values([
      page('Home', '/', 'Bakery – Home', { sortOrder: 1 }),
      page('About', '/about', 'About – Bakery', { sortOrder: 2 }),
      page('Blog', '/blog', 'Blog – Bakery', { sortOrder: 3 }),
      page('Blog Post', '/blog/[slug]', '{title} – Bakery', { sortOrder: 4, isDynamic: true }),
      page('Secret', '/secret', 'Secret – Bakery', { sortOrder: 5, status: 'draft' }),
    ])
    .returning();
  const pageId = (path: string) => pages.find((row) => row.path === path)!.id;

  const instance = (
    pagePath: string,
    location: string,
    slug: string,
    sortOrder: number,
    content: Record<string, unknown>,
  ) => ({
    accountId: account.id,
    siteId,
    componentType: slug,
    componentName: slug,
    slug,
    pagePath,
    pageId: pagePath === 'global' ? null : pageId(pagePath),
    location: `ELID:${location}/${slug}`,
    sortOrder,
    data: schemaV2(location, slug, sortOrder, content),
  });
  const components = await db
    .insert(componentInstances)
    .values([
      instance('global', 'global', 'site-header', 1, {
        logoText: field('Bakery', 'span'),
        items: [
          { uid: 'nav-1', label: field('Home', 'a'), href: field('/', 'a') },
          { uid: 'nav-2', label: field('About', 'a'), href: field('/about', 'a') },
          { uid: 'nav-3', label: field('Blog', 'a'), href: field('/blog', 'a') },
        ],
      }),
      instance('global', 'global', 'site-footer', 2, {
        copyright: field('© Bakery'),
        email: field('hello@bakery.example', 'a'),
      }),
      instance('/', 'home', 'hero', 1, {
        title: field('Bread <b>worth</b> waking up for', 'h1'),
        subtitle: field('Sourdough & more'),
        ctaLabel: field('Visit us', 'a'),
      }),
      instance('/', 'home', 'feature-grid', 2, {
        heading: field('Why us', 'h2'),
        items: [{ uid: 'f-1', title: field('Slow dough', 'h3'), body: field('48 hours') }],
      }),
      instance('/about', 'about', 'page-header', 1, { title: field('About us', 'h1'), subtitle: field('Since 1999') }),
      instance('/blog', 'blog', 'page-header', 1, { title: field('Journal', 'h1') }),
      instance('/blog', 'blog', 'post-list', 2, { heading: field('Latest posts', 'h2') }),
      instance('/blog/[slug]', 'blog-slug', 'post-header', 1, {
        title: field('{post.title}', 'h1'),
        date: field('{post.publish_date}', 'time'),
        author: field('{post.author}', 'span'),
      }),
      instance('/blog/[slug]', 'blog-slug', 'post-body', 2, { body: field('{post.content.body}', 'article') }),
    ])
    .returning();
  await db.insert(blogPosts).values([
    {
      accountId: account.id,
      siteId,
      slug: 'rye-season',
      title: 'Rye season <is here>',
      description: 'What we bake in autumn',
      content: {
        body: '## The loaves\n\nDark, dense and **good**.\n\n<script>alert(1)</script>',
        type: 'markdown',
        version: '1',
        author: 'Maya Chen',
        publish_date: '2025-10-01',
      },
    },
    {
      accountId: account.id,
      siteId,
      slug: 'unfinished',
      title: 'Unfinished draft',
      content: { body: 'Not yet', type: 'markdown', version: '1', status: 'draft' },
    },
  ]);
  return { siteId, account, contentKey, components };
}

export type TestSite = Awaited<ReturnType<typeof createSite>>;
