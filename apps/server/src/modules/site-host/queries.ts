import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  isUuid,
  isValidSchemaV2Component,
  readSiteBranding,
  readSiteSettings,
  type SiteBranding,
  type SiteSettings,
  type TemplateDesign,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import {
  blogPosts,
  componentInstances,
  siteDomains,
  sitePages,
  sites,
  themes,
  type BlogPostRow,
  type ComponentInstanceRow,
} from '../../db/schema.ts';
import type { SiteContent } from './render-types.ts';
import { writeAppLog } from '../../lib/app-log.ts';
import { toSitePage, toSitePost } from './content-rows.ts';
import { publishedNewestFirst, toComponentView, toPageView, toPostView } from './content-views.ts';

export interface ActiveSite {
  id: string;
  name: string;
  description: string;
  contentKey: string;
  theme: { id: string; name: string; slug: string; design: Partial<TemplateDesign> | null };
  settings: SiteSettings;
  branding: SiteBranding;
  /** The newest change to the site, its theme or its content rows (an update or a soft delete). */
  changedAt: Date;
}

type ContentTable = 'site_pages' | 'component_instances' | 'blog_posts';

/**
 * The newest updated_at or deleted_at of a content table's rows of the outer query's site (or of a
 * theme's templates), NULL when there are none; each served by the table's site or theme index.
 */
const newestChange = (table: ContentTable, owner: 'site' | 'theme') =>
  sql.raw(
    owner === 'site'
      ? `(select max(greatest(c.updated_at, c.deleted_at)) from ${table} c where c.site_id = "sites"."id")`
      : `(select max(greatest(c.updated_at, c.deleted_at)) from ${table} c where c.theme_id = "themes"."id" and c.is_template)`,
  );

/** An active slot and its theme's look; undefined for unknown, malformed or inactive ids. */
export async function findActiveSite(db: Database, siteId: string): Promise<ActiveSite | undefined> {
  if (!isUuid(siteId)) return undefined;
  const [row] = await db
    .select({
      id: sites.id,
      name: sites.name,
      description: sites.description,
      contentKey: sites.contentKey,
      settings: sites.settings,
      branding: sites.branding,
      themeId: themes.id,
      themeName: themes.name,
      themeSlug: themes.slug,
      // Only the design: the rest of the template config is the theme's templates, not needed here.
      design: sql<Partial<TemplateDesign> | null>`${themes.templateConfig} -> 'design'`,
      // greatest() skips NULLs: a site without posts still has its own and its theme's times.
      changedAt:
        sql<Date>`greatest(${sites.updatedAt}, ${themes.updatedAt}, ${newestChange('site_pages', 'site')}, ${newestChange('component_instances', 'site')}, ${newestChange('blog_posts', 'site')})`.mapWith(
          sites.updatedAt,
        ),
    })
    .from(sites)
    .innerJoin(themes, eq(themes.id, sites.themeId))
    .where(and(eq(sites.id, siteId), eq(sites.status, 'active')))
    .limit(1);
  if (row === undefined) return undefined;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    contentKey: row.contentKey,
    theme: { id: row.themeId, name: row.themeName, slug: row.themeSlug, design: row.design },
    settings: readSiteSettings(row.settings),
    branding: readSiteBranding(row.branding),
    changedAt: row.changedAt,
  };
}

/** Published, not deleted pages of a site, by sort order. */
function selectPages(db: Database, siteId: string) {
  return db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.status, 'published'), isNull(sitePages.deletedAt)))
    .orderBy(asc(sitePages.sortOrder), asc(sitePages.path));
}

function selectComponents(db: Database, siteId: string): Promise<ComponentInstanceRow[]> {
  return db
    .select()
    .from(componentInstances)
    .where(and(eq(componentInstances.siteId, siteId), isNull(componentInstances.deletedAt)))
    .orderBy(asc(componentInstances.pagePath), asc(componentInstances.sortOrder));
}

// One log line per broken component version per process: the cache reloads a site every few seconds.
const reportedContentErrors = new Set<string>();

/**
 * Components whose data is not valid schema v2 (spec 000 §5) are left out of the page, and the
 * account's application log says which and where, so the owner can find and fix them.
 */
async function keepValidComponents(db: Database, components: ComponentInstanceRow[]): Promise<ComponentInstanceRow[]> {
  const valid: ComponentInstanceRow[] = [];
  for (const component of components) {
    if (isValidSchemaV2Component(component.data)) {
      valid.push(component);
      continue;
    }
    const key = `${component.id}@${component.updatedAt.toISOString()}`;
    if (reportedContentErrors.has(key) || component.accountId === null) continue;
    reportedContentErrors.add(key);
    await writeAppLog(db, {
      accountId: component.accountId,
      siteId: component.siteId,
      level: 'error',
      category: 'content',
      message: `Component ${component.slug} on ${component.pagePath} is not a valid schema v2 component and was left out of the page.`,
      details: { componentId: component.id, pagePath: component.pagePath, location: component.location },
    });
  }
  return valid;
}

/** Published posts (the status column, and not marked draft in their content), newest first. */
async function selectPosts(db: Database, siteId: string): Promise<BlogPostRow[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.siteId, siteId), eq(blogPosts.status, 'published'), isNull(blogPosts.deletedAt)));
  return publishedNewestFirst(rows);
}

/**
 * Everything the renderer needs of an active site, or undefined when there is no active site. The
 * four reads go out together (one round trip's wait, not two: the first byte of a site not in the
 * cache); the rows of an inactive or unknown site are dropped unread.
 */
export async function loadSiteContent(db: Database, siteId: string): Promise<SiteContent | undefined> {
  if (!isUuid(siteId)) return undefined;
  const [site, pages, components, posts] = await Promise.all([
    findActiveSite(db, siteId),
    selectPages(db, siteId),
    selectComponents(db, siteId),
    selectPosts(db, siteId),
  ]);
  if (site === undefined) return undefined;
  return {
    id: site.id,
    name: site.name,
    description: site.description,
    theme: site.theme,
    settings: site.settings,
    branding: site.branding,
    pages: pages.map(toPageView),
    components: (await keepValidComponents(db, components)).map(toComponentView),
    posts: posts.map(toPostView),
    updatedAt: site.changedAt,
  };
}

/** A published theme by its slug, with only the design of its template config (its live demo's look). */
export async function selectPublishedThemeBySlug(db: Database, themeSlug: string) {
  const [theme] = await db
    .select({
      id: themes.id,
      name: themes.name,
      slug: themes.slug,
      description: themes.description,
      design: sql<Partial<TemplateDesign> | null>`${themes.templateConfig} -> 'design'`,
      changedAt:
        sql<Date>`greatest(${themes.updatedAt}, ${newestChange('site_pages', 'theme')}, ${newestChange('component_instances', 'theme')}, ${newestChange('blog_posts', 'theme')})`.mapWith(
          themes.updatedAt,
        ),
    })
    .from(themes)
    .where(and(eq(themes.slug, themeSlug), eq(themes.published, true)))
    .limit(1);
  return theme;
}

/** A theme's whole row (its working copy's template config included), published or not. */
export async function selectThemeRow(db: Database, themeId: string) {
  const [theme] = await db.select().from(themes).where(eq(themes.id, themeId));
  return theme;
}

/** Active custom domains of active sites: hostname → site id. */
export async function listActiveDomains(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ domain: siteDomains.domain, siteId: siteDomains.siteId })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(and(eq(siteDomains.status, 'active'), eq(sites.status, 'active')));
  return new Map(rows.map((row) => [row.domain.toLowerCase(), row.siteId]));
}

/** The public content API's answer: the site's published pages, live components and posts. */
export async function selectPublicContent(db: Database, siteId: string) {
  const [pages, components, posts] = await Promise.all([
    selectPages(db, siteId),
    selectComponents(db, siteId),
    selectPosts(db, siteId),
  ]);
  return {
    pages: pages.map(toSitePage),
    components: components.map((component) => ({
      id: component.id,
      slug: component.slug,
      componentType: component.componentType,
      componentName: component.componentName,
      pagePath: component.pagePath,
      pageId: component.pageId,
      location: component.location,
      sortOrder: component.sortOrder,
      version: component.version,
      data: component.data,
      updatedAt: component.updatedAt.toISOString(),
    })),
    posts: posts.map(toSitePost),
  };
}
