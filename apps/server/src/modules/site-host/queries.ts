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
  type SitePageRow,
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
}

type ContentTable = 'site_pages' | 'component_instances' | 'blog_posts';

/**
 * The newest updated_at or deleted_at of a theme's template rows in a content table (the outer
 * query's theme), NULL when there are none; served by the table's theme index.
 */
const newestTemplateChange = (table: ContentTable) =>
  sql.raw(
    `(select max(greatest(c.updated_at, c.deleted_at)) from ${table} c where c.theme_id = "themes"."id" and c.is_template)`,
  );

/** A site's own columns and its theme's look, as the site host and the content API read them. */
const siteColumns = {
  id: sites.id,
  name: sites.name,
  description: sites.description,
  settings: sites.settings,
  branding: sites.branding,
  themeId: themes.id,
  themeName: themes.name,
  themeSlug: themes.slug,
  // Only the design: the rest of the template config is the theme's templates, not needed here.
  design: sql<Partial<TemplateDesign> | null>`${themes.templateConfig} -> 'design'`,
};

/** An active slot and its theme's look; undefined for unknown, malformed or inactive ids. */
export async function findActiveSite(db: Database, siteId: string): Promise<ActiveSite | undefined> {
  if (!isUuid(siteId)) return undefined;
  const [row] = await db
    .select({ ...siteColumns, contentKey: sites.contentKey })
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

type ValidatedComponent = Pick<
  ComponentInstanceRow,
  'id' | 'accountId' | 'siteId' | 'slug' | 'pagePath' | 'location' | 'data' | 'updatedAt'
>;

// One log line per broken component version per process: the cache reloads a site every few seconds.
const reportedContentErrors = new Set<string>();

/**
 * Components whose data is not valid schema v2 (spec 000 §5) are left out of the page, and the
 * account's application log says which and where, so the owner can find and fix them.
 */
async function keepValidComponents<T extends ValidatedComponent>(db: Database, components: T[]): Promise<T[]> {
  const valid: T[] = [];
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

/** The newest updated_at or deleted_at of the site's rows of a table (live or not), and the rows served. */
interface ContentRows<T> {
  changedAt: string | null;
  rows: T[];
}

/**
 * One content table's rows of the outer query's site as JSON text ({changedAt, rows}), in one scan
 * of the table's site index: every row counts for the newest change (a soft delete too), only those
 * `served` are listed, in `order`. Text rather than json: parsed here, its length is the cache's
 * size estimate without serialising the content again.
 */
const contentRows = (table: ContentTable, fields: Record<string, string>, served: string, order: string) =>
  sql<string>`${sql.raw(
    `(select json_build_object('changedAt', max(greatest(c.updated_at, c.deleted_at)), 'rows', ` +
      `coalesce(json_agg(json_build_object(${Object.entries(fields)
        .map(([key, column]) => `'${key}', c.${column}`)
        .join(', ')}) order by ${order}) filter (where ${served}), '[]'))::text` +
      ` from ${table} c where c.site_id = "sites"."id")`,
  )}`;

const PAGE_FIELDS = {
  id: 'id',
  name: 'name',
  title: 'title',
  description: 'description',
  path: 'path',
  route: 'route',
  filePath: 'file_path',
  isDynamic: 'is_dynamic',
  sortOrder: 'sort_order',
} as const;
const COMPONENT_FIELDS = {
  id: 'id',
  accountId: 'account_id',
  siteId: 'site_id',
  slug: 'slug',
  componentName: 'component_name',
  pagePath: 'page_path',
  pageId: 'page_id',
  location: 'location',
  sortOrder: 'sort_order',
  data: 'data',
  updatedAt: 'updated_at',
} as const;
const POST_FIELDS = {
  id: 'id',
  slug: 'slug',
  title: 'title',
  description: 'description',
  content: 'content',
  status: 'status',
  createdAt: 'created_at',
} as const;
type PageJson = Pick<SitePageRow, keyof typeof PAGE_FIELDS>;
type ComponentJson = Omit<Pick<ComponentInstanceRow, keyof typeof COMPONENT_FIELDS>, 'updatedAt'> & {
  updatedAt: string;
};
type PostJson = Omit<Pick<BlogPostRow, keyof typeof POST_FIELDS>, 'createdAt'> & { createdAt: string };

/** The site's row, its theme's look and its content, by the site's id: one statement, prepared. */
function prepareSiteContentQuery(db: Database) {
  return db
    .select({
      ...siteColumns,
      siteChangedAt: sites.updatedAt,
      themeChangedAt: themes.updatedAt,
      pages: contentRows(
        'site_pages',
        PAGE_FIELDS,
        `c.status = 'published' and c.deleted_at is null`,
        'c.sort_order, c.path',
      ),
      components: contentRows(
        'component_instances',
        COMPONENT_FIELDS,
        'c.deleted_at is null',
        'c.page_path, c.sort_order',
      ),
      posts: contentRows('blog_posts', POST_FIELDS, `c.status = 'published' and c.deleted_at is null`, 'c.created_at'),
    })
    .from(sites)
    .innerJoin(themes, eq(themes.id, sites.themeId))
    .where(and(eq(sites.id, sql.placeholder('siteId')), eq(sites.status, 'active')))
    .limit(1)
    .prepare('site_host_content');
}

// Prepared once per database handle: PostgreSQL parses and plans it once per connection.
const siteContentQueries = new WeakMap<Database, ReturnType<typeof prepareSiteContentQuery>>();

/**
 * Everything the renderer needs of an active site, or undefined when there is no active site: one
 * statement, one round trip (the first byte of a site not in the cache). The site's row and its
 * theme's look, its published pages, live components and published posts, and the newest change of
 * all of them (the pages' Last-Modified).
 */
export async function loadSiteContent(db: Database, siteId: string): Promise<SiteContent | undefined> {
  if (!isUuid(siteId)) return undefined;
  let query = siteContentQueries.get(db);
  if (query === undefined) {
    query = prepareSiteContentQuery(db);
    siteContentQueries.set(db, query);
  }
  const [row] = await query.execute({ siteId });
  if (row === undefined) return undefined;
  const pages = JSON.parse(row.pages) as ContentRows<PageJson>;
  const components = JSON.parse(row.components) as ContentRows<ComponentJson>;
  const posts = JSON.parse(row.posts) as ContentRows<PostJson>;
  const valid = await keepValidComponents(
    db,
    components.rows.map((component) => ({ ...component, updatedAt: new Date(component.updatedAt) })),
  );
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    theme: { id: row.themeId, name: row.themeName, slug: row.themeSlug, design: row.design },
    settings: readSiteSettings(row.settings),
    branding: readSiteBranding(row.branding),
    pages: pages.rows.map(toPageView),
    components: valid.map(toComponentView),
    posts: publishedNewestFirst(posts.rows.map((post) => ({ ...post, createdAt: new Date(post.createdAt) }))).map(
      toPostView,
    ),
    updatedAt: newest([row.siteChangedAt, row.themeChangedAt, pages.changedAt, components.changedAt, posts.changedAt]),
    jsonLength:
      row.pages.length +
      row.components.length +
      row.posts.length +
      JSON.stringify([row.name, row.description, row.settings, row.branding, row.design]).length,
  };
}

/** The latest of some timestamps (NULLs skipped, as greatest() does). */
function newest(times: (string | Date | null)[]): Date {
  let latest = 0;
  for (const time of times) {
    if (time !== null) latest = Math.max(latest, new Date(time).getTime());
  }
  return new Date(latest);
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
        sql<Date>`greatest(${themes.updatedAt}, ${newestTemplateChange('site_pages')}, ${newestTemplateChange('component_instances')}, ${newestTemplateChange('blog_posts')})`.mapWith(
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
