// A site's own content rows (pages, components, posts): the clone's inserts, the soft delete a
// removal or theme swap makes and the restore that undoes it, and the reads the recreate and
// theme-update plans are made from.
import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { blogPosts, componentInstances, sitePages, type SitePageRow } from '../../../db/schema.ts';

export type NewSitePage = typeof sitePages.$inferInsert;
export type NewComponentInstance = typeof componentInstances.$inferInsert;
export type NewBlogPost = typeof blogPosts.$inferInsert;

/** Inserts the pages and answers each one's id with the template page it was copied from. */
export async function insertSitePages(
  tx: Database,
  pages: NewSitePage[],
): Promise<{ id: string; templatePageId: string | null }[]> {
  return tx.insert(sitePages).values(pages).returning({ id: sitePages.id, templatePageId: sitePages.templatePageId });
}

export async function insertComponentInstances(tx: Database, components: NewComponentInstance[]): Promise<void> {
  await tx.insert(componentInstances).values(components);
}

export async function insertBlogPosts(tx: Database, posts: NewBlogPost[]): Promise<void> {
  await tx.insert(blogPosts).values(posts);
}

/**
 * Marks the site's live content deleted at `at`. The same instant, stored exactly, lets a restore
 * bring back this content and nothing that was deleted earlier (an old theme's, say).
 */
export async function softDeleteSiteContent(tx: Database, siteId: string, at: Date): Promise<void> {
  await tx
    .update(sitePages)
    .set({ deletedAt: at })
    .where(and(eq(sitePages.siteId, siteId), isNull(sitePages.deletedAt)));
  await tx
    .update(componentInstances)
    .set({ deletedAt: at })
    .where(and(eq(componentInstances.siteId, siteId), isNull(componentInstances.deletedAt)));
  await tx
    .update(blogPosts)
    .set({ deletedAt: at })
    .where(and(eq(blogPosts.siteId, siteId), isNull(blogPosts.deletedAt)));
}

/** Undoes softDeleteSiteContent(tx, siteId, at): the rows come back with their ids. */
export async function restoreSiteContent(tx: Database, siteId: string, at: Date): Promise<void> {
  await tx
    .update(sitePages)
    .set({ deletedAt: null })
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.deletedAt, at)));
  await tx
    .update(componentInstances)
    .set({ deletedAt: null })
    .where(and(eq(componentInstances.siteId, siteId), eq(componentInstances.deletedAt, at)));
  await tx
    .update(blogPosts)
    .set({ deletedAt: null })
    .where(and(eq(blogPosts.siteId, siteId), eq(blogPosts.deletedAt, at)));
}

/** Deletes for good the sites' content deleted before `cutoff` (template rows are the theme's: never here). */
export async function deleteSiteContentDeletedBefore(
  db: Database,
  cutoff: Date,
): Promise<{ pages: number; components: number; posts: number }> {
  const components = await db
    .delete(componentInstances)
    .where(and(isNotNull(componentInstances.siteId), lt(componentInstances.deletedAt, cutoff)))
    .returning({ id: componentInstances.id });
  const posts = await db
    .delete(blogPosts)
    .where(and(isNotNull(blogPosts.siteId), lt(blogPosts.deletedAt, cutoff)))
    .returning({ id: blogPosts.id });
  const pages = await db
    .delete(sitePages)
    .where(and(isNotNull(sitePages.siteId), lt(sitePages.deletedAt, cutoff)))
    .returning({ id: sitePages.id });
  return { pages: pages.length, components: components.length, posts: posts.length };
}

/** The site's live pages, in their order. */
export async function selectSitePages(db: Database, siteId: string) {
  return db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), isNull(sitePages.deletedAt)))
    .orderBy(asc(sitePages.sortOrder), asc(sitePages.createdAt));
}

/** Every page row of the site, deleted ones included. */
export async function selectSitePageRows(tx: Database, siteId: string): Promise<SitePageRow[]> {
  return tx.select().from(sitePages).where(eq(sitePages.siteId, siteId));
}

/** The paths of the site's live pages. */
export async function selectLiveSitePagePaths(db: Database, siteId: string): Promise<{ path: string }[]> {
  return db
    .select({ path: sitePages.path })
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), isNull(sitePages.deletedAt)));
}

/** Each page of the site (deleted ones included) with the template page it came from. */
export async function selectSitePageLinks(tx: Database, siteId: string) {
  return tx
    .select({
      id: sitePages.id,
      path: sitePages.path,
      templatePageId: sitePages.templatePageId,
      deletedAt: sitePages.deletedAt,
    })
    .from(sitePages)
    .where(eq(sitePages.siteId, siteId));
}

/** The template each of the site's components (deleted ones included) was copied from. */
export async function selectSiteComponentTemplateIds(
  tx: Database,
  { accountId, siteId }: { accountId: string; siteId: string },
): Promise<{ templateId: string | null }[]> {
  return tx
    .select({ templateId: componentInstances.templateId })
    .from(componentInstances)
    .where(and(eq(componentInstances.siteId, siteId), eq(componentInstances.accountId, accountId)));
}

/** Restores a deleted page and the components deleted with it (the same instant, on that page). */
export async function restoreSitePage(tx: Database, page: SitePageRow): Promise<void> {
  await tx
    .update(componentInstances)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(componentInstances.siteId, page.siteId!),
        eq(componentInstances.deletedAt, page.deletedAt!),
        or(eq(componentInstances.pageId, page.id), eq(componentInstances.pagePath, page.path)),
      ),
    );
  await tx
    .update(sitePages)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(and(eq(sitePages.siteId, page.siteId!), eq(sitePages.id, page.id)));
}

/** The site's own post rows (not templates), deleted ones included. */
export async function selectSitePostRows(tx: Database, siteId: string) {
  return tx
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.siteId, siteId), eq(blogPosts.isTemplate, false)));
}

/** Brings a deleted post of the site back. */
export async function restoreSitePost(tx: Database, siteId: string, postId: string): Promise<void> {
  await tx
    .update(blogPosts)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(and(eq(blogPosts.siteId, siteId), eq(blogPosts.id, postId)));
}
