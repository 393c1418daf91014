import { and, eq, isNull, ne } from 'drizzle-orm';
import { isUuid } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { blogPosts, sites, type BlogPostRow } from '../../db/schema.ts';

/** The account's site named by the route; every query below carries the account and the site. */
export interface PostScope {
  accountId: string;
  siteId: string;
}

/** The site's id and status, by account and id (another account's site is not found); locked on request. */
export async function selectSiteForPosts(
  db: Database,
  { accountId, slotId }: { accountId: string; slotId: string },
  { lock = false }: { lock?: boolean } = {},
) {
  if (!isUuid(slotId)) return null;
  const query = db
    .select({ id: sites.id, status: sites.status, themeId: sites.themeId })
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.id, slotId)))
    .limit(1);
  const [site] = lock ? await query.for('update') : await query;
  return site ?? null;
}

function scopeWhere({ accountId, siteId }: PostScope) {
  return and(eq(blogPosts.accountId, accountId), eq(blogPosts.siteId, siteId), eq(blogPosts.isTemplate, false));
}

/** The site's live posts (drafts included), newest first: by publish date, else creation. */
export async function selectPostRows(db: Database, scope: PostScope): Promise<BlogPostRow[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(scopeWhere(scope), isNull(blogPosts.deletedAt)));
  return rows.sort((a, b) => postTime(b) - postTime(a) || a.slug.localeCompare(b.slug));
}

function postTime(row: BlogPostRow): number {
  const date = Date.parse(row.content?.publish_date ?? '');
  return Number.isNaN(date) ? (row.publishedAt ?? row.createdAt).getTime() : date;
}

/** One live post of the scope by id. */
export async function selectPost(
  db: Database,
  scope: PostScope,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<BlogPostRow | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(blogPosts)
    .where(and(scopeWhere(scope), eq(blogPosts.id, id), isNull(blogPosts.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether a live post of the site other than `exceptId` has this slug (slugs are unique per site). */
export async function slugInUse(db: Database, scope: PostScope, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.siteId, scope.siteId),
        eq(blogPosts.slug, slug),
        isNull(blogPosts.deletedAt),
        exceptId ? ne(blogPosts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPost(db: Database, values: typeof blogPosts.$inferInsert): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  return row!;
}

/** Sets the given columns of a live post, by account, site and id. */
export async function updatePostRow(
  db: Database,
  scope: PostScope,
  id: string,
  values: Partial<typeof blogPosts.$inferInsert>,
): Promise<BlogPostRow | null> {
  const [row] = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(scopeWhere(scope), eq(blogPosts.id, id), isNull(blogPosts.deletedAt)))
    .returning();
  return row ?? null;
}
