import { count } from 'drizzle-orm';
import type { StorageAdapter } from '../adapters/storage/index.ts';
import { syncThemeTemplates } from '../modules/themes/index.ts';
import type { Database } from '../db/client.ts';
import { themeReviews, themes, type NewTheme, type NewThemeReview } from '../db/schema.ts';
import { CATALOGUE_A } from './data/catalogue-a.ts';
import { CATALOGUE_B } from './data/catalogue-b.ts';
import { seedEmailTemplates } from './email-templates.ts';
import { GALLERY_VIEWS, renderGallerySvg } from './data/gallery.ts';
import { reviewsForTheme } from './data/reviews.ts';
import { buildTemplateConfig } from './data/template-config.ts';
import type { SeedTheme } from './data/types.ts';
import { notifyThemeChanged } from '../lib/domain-events.ts';
import { enqueueTemplateBackfill } from './backfill.ts';

export const SEED_THEMES: SeedTheme[] = [...CATALOGUE_A, ...CATALOGUE_B];
const DAY_MS = 86_400_000;

export function galleryKeys(slug: string): string[] {
  return GALLERY_VIEWS.map((_view, index) => `themes/${slug}-${index + 1}.svg`);
}

/** Writes the theme's gallery through the storage adapter and returns the public URLs. */
export async function writeGallery(storage: StorageAdapter, theme: SeedTheme): Promise<string[]> {
  const keys = galleryKeys(theme.slug);
  await Promise.all(
    GALLERY_VIEWS.map((view, index) => storage.put(keys[index]!, renderGallerySvg(theme, view), 'image/svg+xml')),
  );
  return keys.map((key) => storage.publicUrl(key));
}

export function themeRow(theme: SeedTheme, images: string[], now: number): NewTheme {
  const createdAt = new Date(now - theme.daysAgo * DAY_MS);
  const lastUpdated = new Date(Math.min(now, createdAt.getTime() + Math.floor(theme.daysAgo / 3) * DAY_MS));
  return {
    name: theme.name,
    slug: theme.slug,
    description: theme.description,
    longDescription: theme.about.join('\n'),
    previewUrl: images[0] ?? null,
    framework: theme.framework,
    price: theme.price,
    features: theme.features,
    images,
    downloads: theme.downloads,
    version: theme.version,
    templateConfig: buildTemplateConfig(theme, createdAt),
    industryCategory: theme.category,
    industryType: theme.type,
    published: true,
    createdAt,
    updatedAt: lastUpdated,
    lastUpdated,
  };
}

export interface SeedResult {
  seeded: boolean;
  themes: number;
  reviews: number;
  /** Themes whose template rows (pages, components, posts) were built by this run. */
  templates: number;
  /** Demo e-mail templates added (only to a database without any). */
  emailTemplates: number;
  /** On an existing database: whether this run queued the template backfill (seed/backfill.ts). */
  backfillQueued: boolean;
}

/**
 * Demo data for an empty database (a fixed size: start-up may wait for it). When any theme exists,
 * the work that grows with the database (templates for every theme) is queued as a job instead.
 */
export async function seed(db: Database, storage: StorageAdapter, now = Date.now()): Promise<SeedResult> {
  const emailTemplates = await seedEmailTemplates(db, now);
  const [existing] = await db.select({ total: count() }).from(themes);
  if ((existing?.total ?? 0) > 0) {
    const backfillQueued = await enqueueTemplateBackfill(db);
    return { seeded: false, themes: 0, reviews: 0, templates: 0, emailTemplates, backfillQueued };
  }

  const rows: NewTheme[] = [];
  for (const theme of SEED_THEMES) rows.push(themeRow(theme, await writeGallery(storage, theme), now));

  const result = await db.transaction(async (tx) => {
    const inserted = await tx.insert(themes).values(rows).returning({ id: themes.id, slug: themes.slug });
    const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
    const reviews: NewThemeReview[] = SEED_THEMES.flatMap((theme, index) =>
      reviewsForTheme(index).map((review) => ({
        themeId: idBySlug.get(theme.slug)!,
        reviewerName: review.reviewerName,
        rating: review.rating,
        reviewText: review.reviewText,
        status: review.status,
        createdAt: new Date(now - review.daysAgo * DAY_MS - index * 3_600_000),
      })),
    );
    if (reviews.length > 0) await tx.insert(themeReviews).values(reviews);
    for (const theme of inserted) await syncThemeTemplates(tx, theme.id);
    return {
      seeded: true,
      themes: inserted.length,
      reviews: reviews.length,
      templates: inserted.length,
      emailTemplates,
      backfillQueued: false,
    };
  });
  notifyThemeChanged(db);
  return result;
}
