import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogPosts, componentInstances, mediaFiles, sites, type MediaFileRow } from '../../db/schema.ts';

export type NewMediaFile = typeof mediaFiles.$inferInsert;

export async function insertMediaFile(db: Database, row: NewMediaFile): Promise<MediaFileRow> {
  const [inserted] = await db.insert(mediaFiles).values(row).returning();
  return inserted!;
}

/** The account's images, newest first. */
export function selectMediaFiles(db: Database, accountId: string): Promise<MediaFileRow[]> {
  return db
    .select()
    .from(mediaFiles)
    .where(eq(mediaFiles.accountId, accountId))
    .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id));
}

export async function selectMediaFile(db: Database, accountId: string, id: string): Promise<MediaFileRow | null> {
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.accountId, accountId), eq(mediaFiles.id, id)))
    .limit(1);
  return row ?? null;
}

export async function deleteMediaFileRow(db: Database, accountId: string, id: string): Promise<MediaFileRow | null> {
  const [row] = await db
    .delete(mediaFiles)
    .where(and(eq(mediaFiles.accountId, accountId), eq(mediaFiles.id, id)))
    .returning();
  return row ?? null;
}

/** Which of these storage keys are images of the account (another account's are never found). */
export async function selectOwnMediaKeys(db: Database, accountId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: mediaFiles.storageKey })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.accountId, accountId), inArray(mediaFiles.storageKey, keys)));
  return new Set(rows.map((row) => row.storageKey));
}

/** Whether a site of the account has this id (an upload may name the site it came from). */
export async function isAccountSite(db: Database, accountId: string, siteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.id, siteId)))
    .limit(1);
  return row !== undefined;
}

/** One place an image's storage key was found. */
export type UsageHit =
  | { mediaId: string; siteId: string; siteName: string; kind: 'component'; name: string; pagePath: string }
  | { mediaId: string; siteId: string; siteName: string; kind: 'post'; title: string }
  | { mediaId: string; siteId: string; siteName: string; kind: 'settings' | 'branding' };

/**
 * Where the account's sites use its images: the storage key appears in a live component's data,
 * a live post's content or metadata (its image, its markdown), or a site's settings or branding.
 * The key is unique to one upload, so it matches an absolute URL as well as '/uploads/{key}'.
 */
export async function selectUsage(db: Database, accountId: string, mediaIds?: string[]): Promise<UsageHit[]> {
  const media = and(
    eq(mediaFiles.accountId, accountId),
    mediaIds === undefined ? undefined : inArray(mediaFiles.id, mediaIds),
  );
  const contains = (column: unknown) => sql`strpos(${column}::text, ${mediaFiles.storageKey}) > 0`;

  const [components, posts, siteRows] = await Promise.all([
    db
      .select({
        mediaId: mediaFiles.id,
        siteId: sites.id,
        siteName: sites.name,
        name: componentInstances.componentName,
        pagePath: componentInstances.pagePath,
      })
      .from(mediaFiles)
      .innerJoin(
        componentInstances,
        and(
          eq(componentInstances.accountId, mediaFiles.accountId),
          eq(componentInstances.isTemplate, false),
          isNull(componentInstances.deletedAt),
          contains(componentInstances.data),
        ),
      )
      .innerJoin(sites, and(eq(sites.id, componentInstances.siteId), eq(sites.accountId, mediaFiles.accountId)))
      .where(media)
      .orderBy(sites.slotNumber, componentInstances.pagePath, componentInstances.sortOrder),
    db
      .select({ mediaId: mediaFiles.id, siteId: sites.id, siteName: sites.name, title: blogPosts.title })
      .from(mediaFiles)
      .innerJoin(
        blogPosts,
        and(
          eq(blogPosts.accountId, mediaFiles.accountId),
          eq(blogPosts.isTemplate, false),
          isNull(blogPosts.deletedAt),
          sql`(${contains(blogPosts.content)} or ${contains(blogPosts.metadata)})`,
        ),
      )
      .innerJoin(sites, and(eq(sites.id, blogPosts.siteId), eq(sites.accountId, mediaFiles.accountId)))
      .where(media)
      .orderBy(sites.slotNumber, blogPosts.title),
    db
      .select({
        mediaId: mediaFiles.id,
        siteId: sites.id,
        siteName: sites.name,
        inSettings: sql<boolean>`${contains(sites.settings)}`,
        inBranding: sql<boolean>`${contains(sites.branding)}`,
      })
      .from(mediaFiles)
      .innerJoin(
        sites,
        and(
          eq(sites.accountId, mediaFiles.accountId),
          sql`(${contains(sites.settings)} or ${contains(sites.branding)})`,
        ),
      )
      .where(media)
      .orderBy(sites.slotNumber),
  ]);

  const hits: UsageHit[] = [];
  for (const row of components) hits.push({ ...row, kind: 'component' });
  for (const row of posts) hits.push({ ...row, kind: 'post' });
  for (const { inSettings, inBranding, ...row } of siteRows) {
    if (inSettings) hits.push({ ...row, kind: 'settings' });
    if (inBranding) hits.push({ ...row, kind: 'branding' });
  }
  return hits;
}
