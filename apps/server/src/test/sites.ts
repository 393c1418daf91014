import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { emptyTemplateConfig, type SchemaV2Component, type TemplateDesign } from '@themeport/core';
import type { Database } from '../db/client.ts';
import { blogPosts, componentInstances, sitePages, sites, type SiteRow, type Theme } from '../db/schema.ts';
import { createTheme } from './factories.ts';
import { DAY } from './shared-data.ts';

// Sites written straight through Drizzle, for the suites about what happens to a site once it
// exists (the deploy flow has its own tests): a bare row, or a site with the pages, components and
// posts a clone leaves behind. The site host's richer test site is in hosted-site.ts.

/**
 * An active site row of the account (slot 1 and a fresh theme unless overridden), no content;
 * `daysAgo` sets its creation date.
 */
export async function insertSiteRow(
  db: Database,
  accountId: string,
  { daysAgo, ...overrides }: Partial<typeof sites.$inferInsert> & { daysAgo?: number } = {},
) {
  const themeId = 'themeId' in overrides ? overrides.themeId : (await createTheme(db)).id;
  const [site] = await db
    .insert(sites)
    .values({
      accountId,
      themeId,
      slotNumber: 1,
      status: 'active',
      name: 'Test site',
      contentKey: randomBytes(16).toString('hex'),
      ...(daysAgo === undefined ? {} : { createdAt: new Date(Date.now() - daysAgo * DAY) }),
      ...overrides,
    })
    .returning();
  return site!;
}

export async function siteRow(db: Database, accountId: string, siteId: string) {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.id, siteId)));
  return row!;
}

export const TEST_DESIGN: TemplateDesign = {
  colors: { primary: '#1d4ed8', accent: '#f59e0b', background: '#ffffff', text: '#111827', muted: '#6b7280' },
  fonts: { heading: 'Georgia', body: 'Inter' },
  layout: 'classic',
};

function component(slug: string, location: string, sortOrder: number, title: string): SchemaV2Component {
  return {
    meta: {
      id: `test-${location}-${slug}`,
      slug,
      component: slug,
      file: `src/components/${slug}.astro`,
      stage: 'published',
      schemaVersion: 2,
    },
    content: { title: { value: title, elementType: 'h1' }, items: [{ uid: 'item-1', label: { value: 'First item' } }] },
    settings: { location, sort_order: sortOrder },
  };
}

export interface TestSite {
  site: SiteRow;
  theme: Theme;
}

export async function insertSite(
  db: Database,
  {
    accountId,
    name = 'My Bakery',
    framework = 'astro',
    slotNumber = 1,
    status = 'active',
  }: {
    accountId: string;
    name?: string;
    framework?: 'astro' | 'nextjs';
    slotNumber?: number;
    status?: 'active' | 'inactive';
  },
): Promise<TestSite> {
  const theme = await createTheme(db, {
    framework,
    templateConfig: { ...emptyTemplateConfig(new Date('2025-01-01T00:00:00.000Z')), design: TEST_DESIGN },
  });
  const [site] = await db
    .insert(sites)
    .values({
      accountId,
      themeId: status === 'active' ? theme.id : null,
      slotNumber,
      status,
      name,
      description: 'Fresh bread every morning.',
      contentKey: randomBytes(16).toString('hex'),
      removedAt: status === 'active' ? null : new Date(),
    })
    .returning();
  const siteId = site!.id;
  const [home, about] = await db
    .insert(sitePages)
    .values([
      { siteId, name: 'Home', title: 'Home – My Bakery', description: 'Welcome', path: '/', route: '/', sortOrder: 1 },
      {
        siteId,
        name: 'About',
        title: 'About us',
        description: 'Our story',
        path: '/about',
        route: '/about',
        sortOrder: 2,
      },
      { siteId, name: 'Old page', title: 'Gone', path: '/old', route: '/old', sortOrder: 3, deletedAt: new Date() },
    ])
    .returning();
  await db.insert(componentInstances).values([
    {
      accountId,
      siteId,
      componentType: 'hero',
      componentName: 'Hero',
      slug: 'hero',
      pagePath: '/',
      pageId: home!.id,
      location: 'ELID:home/hero',
      sortOrder: 1,
      data: component('hero', 'home', 1, 'Bread, baked daily'),
    },
    {
      accountId,
      siteId,
      componentType: 'story',
      componentName: 'Story',
      slug: 'story',
      pagePath: '/about',
      pageId: about!.id,
      location: 'ELID:about/story',
      sortOrder: 1,
      data: component('story', 'about', 1, 'Since 1990'),
    },
    {
      accountId,
      siteId,
      componentType: 'header',
      componentName: 'Site header',
      slug: 'site-header',
      pagePath: 'global',
      location: 'ELID:global/site-header',
      sortOrder: 1,
      data: component('site-header', 'global', 1, 'My Bakery'),
    },
  ]);
  await db.insert(blogPosts).values([
    {
      accountId,
      siteId,
      slug: 'sourdough',
      title: 'Our sourdough',
      description: 'How we bake it',
      content: { body: '# Sourdough\n\nIt takes two days.', type: 'markdown', version: '1.0', status: 'published' },
    },
  ]);
  return { site: site!, theme };
}
