import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountLibrary, themes, type AccountLibraryRow } from '../../db/schema.ts';
import { themeHasDemo } from '../themes/index.ts';

/** The account's library, newest first, with the theme fields a library item shows. */
export async function selectAccountLibrary(db: Database, accountId: string) {
  return db
    .select({
      themeId: themes.id,
      name: themes.name,
      slug: themes.slug,
      description: themes.description,
      previewUrl: themes.previewUrl,
      hasDemo: themeHasDemo(),
      framework: themes.framework,
      price: themes.price,
      features: themes.features,
      images: themes.images,
      version: themes.version,
      addedAt: accountLibrary.addedAt,
      source: accountLibrary.source,
    })
    .from(accountLibrary)
    .innerJoin(themes, eq(themes.id, accountLibrary.themeId))
    .where(eq(accountLibrary.accountId, accountId))
    .orderBy(desc(accountLibrary.addedAt), desc(accountLibrary.id));
}

export async function isThemeInLibrary(
  db: Database,
  { accountId, themeId }: { accountId: string; themeId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: accountLibrary.id })
    .from(accountLibrary)
    .where(and(eq(accountLibrary.accountId, accountId), eq(accountLibrary.themeId, themeId)))
    .limit(1);
  return row !== undefined;
}

/** The new entry, or null when the account already holds the theme (unique account_id, theme_id). */
export async function insertLibraryEntry(
  db: Database,
  entry: { accountId: string; themeId: string; source: AccountLibraryRow['source'] },
): Promise<AccountLibraryRow | null> {
  const [row] = await db.insert(accountLibrary).values(entry).onConflictDoNothing().returning();
  return row ?? null;
}

export async function incrementThemeDownloads(db: Database, themeId: string): Promise<void> {
  await db
    .update(themes)
    .set({ downloads: sql`${themes.downloads} + 1` })
    .where(eq(themes.id, themeId));
}

/** Takes a theme out of the account's library (a refunded licence is revoked, decision 029); true when it was there. */
export async function removeLibraryEntry(
  db: Database,
  { accountId, themeId }: { accountId: string; themeId: string },
): Promise<boolean> {
  const removed = await db
    .delete(accountLibrary)
    .where(and(eq(accountLibrary.accountId, accountId), eq(accountLibrary.themeId, themeId)))
    .returning({ id: accountLibrary.id });
  return removed.length > 0;
}
