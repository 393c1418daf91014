// A theme's template rows (site_pages, component_instances and blog_posts with is_template): what
// a sync writes from the template config and what a deploy clones.
import { and, count, eq, isNotNull, isNull, notExists } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  blogPosts,
  componentInstances,
  sitePages,
  themes,
  type ComponentInstanceRow,
  type SitePageRow,
} from '../../../db/schema.ts';

type TemplateFields = 'themeId' | 'isTemplate';
export type NewTemplatePage = Omit<typeof sitePages.$inferInsert, TemplateFields>;
export type NewTemplateComponent = Omit<typeof componentInstances.$inferInsert, TemplateFields>;
export type NewTemplatePost = Omit<typeof blogPosts.$inferInsert, TemplateFields>;

/** The theme's row, locked until the transaction ends: concurrent syncs of one theme take turns. */
export async function lockTheme(tx: Database, themeId: string) {
  const [theme] = await tx.select().from(themes).where(eq(themes.id, themeId)).for('update');
  return theme;
}

/** Every template page of the theme, deleted ones included. */
export async function selectTemplatePageRows(tx: Database, themeId: string): Promise<SitePageRow[]> {
  return tx
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.themeId, themeId), eq(sitePages.isTemplate, true)));
}

export async function insertTemplatePage(tx: Database, themeId: string, page: NewTemplatePage): Promise<string> {
  const [inserted] = await tx
    .insert(sitePages)
    .values({ ...page, themeId, isTemplate: true })
    .returning({ id: sitePages.id });
  return inserted!.id;
}

export async function updateTemplatePage(
  tx: Database,
  pageId: string,
  changes: Partial<NewTemplatePage>,
): Promise<void> {
  await tx.update(sitePages).set(changes).where(eq(sitePages.id, pageId));
}

/** Every template component of the theme, deleted ones included. */
export async function selectTemplateComponentRows(tx: Database, themeId: string): Promise<ComponentInstanceRow[]> {
  return tx
    .select()
    .from(componentInstances)
    .where(and(eq(componentInstances.themeId, themeId), eq(componentInstances.isTemplate, true)));
}

export async function insertTemplateComponents(
  tx: Database,
  themeId: string,
  components: NewTemplateComponent[],
): Promise<void> {
  await tx
    .insert(componentInstances)
    .values(components.map((component) => ({ ...component, themeId, isTemplate: true })));
}

export async function updateTemplateComponent(
  tx: Database,
  componentId: string,
  changes: Partial<NewTemplateComponent>,
): Promise<void> {
  await tx.update(componentInstances).set(changes).where(eq(componentInstances.id, componentId));
}

/** How many template posts the theme has, deleted ones included. */
export async function countTemplatePosts(tx: Database, themeId: string): Promise<number> {
  const [posts] = await tx
    .select({ total: count() })
    .from(blogPosts)
    .where(and(eq(blogPosts.themeId, themeId), eq(blogPosts.isTemplate, true)));
  return posts?.total ?? 0;
}

export async function insertTemplatePosts(tx: Database, themeId: string, posts: NewTemplatePost[]): Promise<void> {
  await tx.insert(blogPosts).values(posts.map((post) => ({ ...post, themeId, isTemplate: true })));
}

/** Themes with a template config but neither template pages nor template components. */
export async function selectThemesWithoutTemplates(db: Database): Promise<{ id: string }[]> {
  return db
    .select({ id: themes.id })
    .from(themes)
    .where(
      and(
        isNotNull(themes.templateConfig),
        notExists(
          db
            .select({ id: sitePages.id })
            .from(sitePages)
            .where(and(eq(sitePages.themeId, themes.id), eq(sitePages.isTemplate, true))),
        ),
        notExists(
          db
            .select({ id: componentInstances.id })
            .from(componentInstances)
            .where(and(eq(componentInstances.themeId, themes.id), eq(componentInstances.isTemplate, true))),
        ),
      ),
    );
}

/** The theme's template pages a deploy clones: published, not deleted. */
const installableTemplatePages = (themeId: string) =>
  and(
    eq(sitePages.themeId, themeId),
    eq(sitePages.isTemplate, true),
    eq(sitePages.status, 'published'),
    isNull(sitePages.deletedAt),
  );

/** Whether a deploy of the theme has a published template page to clone (what checkout sells). */
export async function hasInstallablePages(db: Database, themeId: string): Promise<boolean> {
  const [row] = await db.select({ id: sitePages.id }).from(sitePages).where(installableTemplatePages(themeId)).limit(1);
  return row !== undefined;
}

/** The theme's published, live template pages, in their order. */
export async function selectInstallableTemplatePages(db: Database, themeId: string): Promise<SitePageRow[]> {
  return db
    .select()
    .from(sitePages)
    .where(installableTemplatePages(themeId))
    .orderBy(sitePages.sortOrder, sitePages.createdAt);
}

/** The theme's live template components, by page path and order. */
export async function selectLiveTemplateComponents(db: Database, themeId: string): Promise<ComponentInstanceRow[]> {
  return db
    .select()
    .from(componentInstances)
    .where(
      and(
        eq(componentInstances.themeId, themeId),
        eq(componentInstances.isTemplate, true),
        isNull(componentInstances.deletedAt),
      ),
    )
    .orderBy(componentInstances.pagePath, componentInstances.sortOrder, componentInstances.createdAt);
}

/** The theme's live template posts, oldest first. */
export async function selectLiveTemplatePosts(db: Database, themeId: string) {
  return db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.themeId, themeId), eq(blogPosts.isTemplate, true), isNull(blogPosts.deletedAt)))
    .orderBy(blogPosts.createdAt, blogPosts.slug);
}
