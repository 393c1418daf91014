import { LIBRARY_TEXT, isFree, type LibraryItem } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { getTheme, liveDemoUrl } from '../themes/index.ts';
import { incrementThemeDownloads, insertLibraryEntry, isThemeInLibrary, selectAccountLibrary } from './queries.ts';
import { notifyThemeChanged } from '../../lib/domain-events.ts';

export async function listLibrary(db: Database, accountId: string, sitesOrigin: string): Promise<LibraryItem[]> {
  const rows = await selectAccountLibrary(db, accountId);
  return rows.map((row) => ({
    templateId: row.themeId,
    templateName: row.name,
    slug: row.slug,
    description: row.description,
    previewUrl: row.previewUrl,
    demoUrl: liveDemoUrl(row, sitesOrigin),
    framework: row.framework,
    price: row.price,
    features: row.features,
    images: row.images,
    version: row.version || '1.0.0',
    purchasedAt: row.addedAt.toISOString(),
    source: row.source,
  }));
}

/**
 * spec 000 §7 add_free_theme_to_library: a free published theme enters the account library and
 * its download count rises by one, both or neither. Paid themes arrive through checkout.
 */
export async function addFreeTheme(
  db: Database,
  { accountId, themeIdOrSlug, sitesOrigin }: { accountId: string; themeIdOrSlug: string; sitesOrigin: string },
): Promise<LibraryItem> {
  const theme = await getTheme(db, themeIdOrSlug, sitesOrigin);
  if (!isFree(theme.price)) throw new AppError('PAYMENT_REQUIRED', 400, LIBRARY_TEXT.paymentRequired);
  const entry = await db.transaction(async (tx) => {
    const inserted = await insertLibraryEntry(tx, { accountId, themeId: theme.id, source: 'free' });
    if (inserted === null) throw new AppError('ALREADY_IN_LIBRARY', 409, LIBRARY_TEXT.alreadyInLibrary);
    await incrementThemeDownloads(tx, theme.id);
    return inserted;
  });
  // Downloads are part of the public catalogue (and its sort): drop the cached answers.
  notifyThemeChanged(db);
  return {
    templateId: theme.id,
    templateName: theme.name,
    slug: theme.slug,
    description: theme.description,
    previewUrl: theme.previewUrl,
    demoUrl: theme.demoUrl,
    framework: theme.framework,
    price: theme.price,
    features: theme.features,
    images: theme.images,
    version: theme.version || '1.0.0',
    purchasedAt: entry.addedAt.toISOString(),
    source: entry.source,
  };
}

/** Whether the theme (id or slug) is in the account's library; unknown themes → 404. */
export async function libraryStatus(
  db: Database,
  { accountId, themeIdOrSlug }: { accountId: string | null; themeIdOrSlug: string },
): Promise<boolean> {
  const theme = await getTheme(db, themeIdOrSlug);
  if (accountId === null) return false;
  return isThemeInLibrary(db, { accountId, themeId: theme.id });
}
