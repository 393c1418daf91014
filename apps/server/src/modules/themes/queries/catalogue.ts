import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { THEME_TOTAL_CAP, type ThemeListQuery } from '@themeport/core';
import type { Database } from '../../../db/client.ts';
import {
  accountLibrary,
  accountUsers,
  developerProfiles,
  profiles,
  sitePages,
  themeReviews,
  themes,
  type NewTheme,
  type ReviewStatus,
  type Theme,
  type ThemeReviewRow,
} from '../../../db/schema.ts';
import { afterCursor, cursorValues, decodeCursor, encodeCursor, orderBy, sortKeys } from './catalogue-keyset.ts';
import { correctedQuery, textSearch, type TextSearch } from './catalogue-search.ts';

/** The author's account (any they belong to) has the theme in its library: added free or bought. */
export function verifiedPurchaseSql(): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${accountLibrary}
    inner join ${accountUsers} on ${accountUsers.accountId} = ${accountLibrary.accountId}
    where ${accountLibrary.themeId} = ${themeReviews.themeId} and ${accountUsers.userId} = ${themeReviews.userId})`;
}

function summaryColumns() {
  return {
    id: themes.id,
    slug: themes.slug,
    name: themes.name,
    description: themes.description,
    previewUrl: themes.previewUrl,
    images: themes.images,
    framework: themes.framework,
    price: themes.price,
    industryCategory: themes.industryCategory,
    industryType: themes.industryType,
    features: themes.features,
    downloads: themes.downloads,
    // Kept by the reviews' triggers (migration 0024): no aggregate per request.
    rating: sql<number | null>`case when ${themes.ratingCount} > 0 then ${themes.ratingAverage} end`.mapWith((value) =>
      value === null ? null : Number(value),
    ),
    reviewCount: themes.ratingCount,
    version: themes.version,
    createdAt: themes.createdAt,
    updatedAt: themes.updatedAt,
    // The developer's store (issue 22); null for Themeport's own themes (no creator, or no store).
    sellerStoreName: developerProfiles.storeName,
    sellerSlug: developerProfiles.slug,
  };
}

/** The store of the theme's creator, joined to every catalogue read. */
const sellerJoin = eq(developerProfiles.userId, themes.creatorId);

export type ThemeSummaryRow = Awaited<ReturnType<typeof selectCreatorThemes>>[number];
export type ThemeDetailRow = NonNullable<Awaited<ReturnType<typeof selectThemeBy>>>;

function listFilters(query: ThemeListQuery, search: TextSearch | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(themes.published, true)];
  if (query.category) conditions.push(eq(themes.industryCategory, query.category));
  if (query.type) conditions.push(eq(themes.industryType, query.type));
  if (query.framework) conditions.push(eq(themes.framework, query.framework));
  if (query.pricing === 'free') conditions.push(eq(themes.price, 0));
  if (query.pricing === 'paid') conditions.push(gt(themes.price, 0));
  if (search) conditions.push(search.match);
  return and(...conditions);
}

export interface ThemePage {
  rows: ThemeSummaryRow[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

/**
 * One page of published themes: by `cursor` (keyset) when given, else by page number (offset),
 * with the matches counted up to a cap (THEME_TOTAL_CAP, or further when the page reaches past it).
 */
async function selectPage(db: Database, query: ThemeListQuery, search: TextSearch | null): Promise<ThemePage> {
  const sort = query.sort === 'relevance' && !search ? 'popular' : query.sort;
  const keys = sortKeys(sort, search?.rank);
  const where = listFilters(query, search);
  const after = query.cursor === undefined ? undefined : afterCursor(keys, decodeCursor(query.cursor, sort, keys));
  const offset = after ? 0 : (query.page - 1) * query.pageSize;
  const countUpTo = Math.max(THEME_TOTAL_CAP, offset + 2 * query.pageSize);

  // An offset page skips ids through the sort's index alone (no row read), then reads its own rows:
  // page 50 went from 5-13 ms to 0.5 ms at 10,000 themes.
  const pageIds =
    offset > 0
      ? db
          .select({ id: themes.id })
          .from(themes)
          .where(where)
          .orderBy(...orderBy(keys))
          .limit(query.pageSize + 1)
          .offset(offset)
      : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...summaryColumns(), cursor: cursorValues(keys) })
      .from(themes)
      .leftJoin(developerProfiles, sellerJoin)
      .where(pageIds ? inArray(themes.id, pageIds) : after ? and(where, after) : where)
      .orderBy(...orderBy(keys))
      .limit(query.pageSize + 1),
    db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(
      db
        .select({ one: sql`1` })
        .from(themes)
        .where(where)
        .limit(countUpTo + 1)
        .as('matches'),
    ),
  ]);
  const n = counted?.n ?? 0;
  const last = rows.length > query.pageSize ? rows[query.pageSize - 1] : undefined;
  return {
    rows: rows.slice(0, query.pageSize),
    total: Math.min(n, countUpTo),
    totalCapped: n > countUpTo,
    nextCursor: last ? encodeCursor(sort, last.cursor) : null,
  };
}

/**
 * The catalogue's list: filters, search and sort. A search that matches no word runs once more
 * with its words corrected from the catalogue's lexicon (typos), when any could be.
 */
export async function selectThemePage(db: Database, query: ThemeListQuery): Promise<ThemePage> {
  const page = await selectPage(db, query, query.q ? textSearch(query.q) : null);
  if (!query.q || page.total > 0) return page;
  const corrected = await correctedQuery(db, query.q);
  return corrected ? selectPage(db, query, textSearch(corrected)) : page;
}

/**
 * Whether the theme has a live demo to show: a published, live template page (the demo renders
 * the theme's templates; docs/decisions/021-live-demos.md). The stored demo_url is not used.
 */
export function themeHasDemo(): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${sitePages} where ${sitePages.themeId} = ${themes.id} and ${sitePages.isTemplate} and ${sitePages.status} = 'published' and ${sitePages.deletedAt} is null)`;
}

/** A published theme by id or by slug, with its rating. */
export async function selectThemeBy(db: Database, by: { id: string } | { slug: string }) {
  const [row] = await db
    .select({
      ...summaryColumns(),
      longDescription: themes.longDescription,
      hasDemo: themeHasDemo(),
      lastUpdated: themes.lastUpdated,
    })
    .from(themes)
    .leftJoin(developerProfiles, sellerJoin)
    .where(and(eq(themes.published, true), 'id' in by ? eq(themes.id, by.id) : eq(themes.slug, by.slug)))
    .limit(1);
  return row ?? null;
}

/** The published themes of one creator, most popular first (a developer's public page). */
export async function selectCreatorThemes(db: Database, creatorId: string) {
  return db
    .select(summaryColumns())
    .from(themes)
    .leftJoin(developerProfiles, sellerJoin)
    .where(and(eq(themes.published, true), eq(themes.creatorId, creatorId)))
    .orderBy(...orderBy(sortKeys('popular')));
}

export async function selectApprovedReviews(db: Database, themeId: string, page: { limit: number; offset: number }) {
  const approved = and(eq(themeReviews.themeId, themeId), eq(themeReviews.status, 'approved'));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: themeReviews.id,
        rating: themeReviews.rating,
        reviewText: themeReviews.reviewText,
        createdAt: themeReviews.createdAt,
        // The author's profile as it is now; the copy taken at writing stands in for seeded samples.
        reviewerName: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${themeReviews.reviewerName})`,
        reviewerAvatarUrl: sql<string | null>`coalesce(${profiles.avatarUrl}, ${themeReviews.reviewerAvatarUrl})`,
        verifiedPurchase: verifiedPurchaseSql(),
      })
      .from(themeReviews)
      .leftJoin(profiles, eq(profiles.userId, themeReviews.userId))
      .where(approved)
      .orderBy(desc(themeReviews.createdAt), desc(themeReviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(themeReviews).where(approved),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function selectIndustryCounts(db: Database) {
  return db
    .select({ category: themes.industryCategory, type: themes.industryType, count: count() })
    .from(themes)
    .where(eq(themes.published, true))
    .groupBy(themes.industryCategory, themes.industryType);
}

export async function selectPublishedSlugs(db: Database) {
  return db
    .select({ slug: themes.slug, lastUpdated: themes.lastUpdated })
    .from(themes)
    .where(eq(themes.published, true))
    .orderBy(asc(themes.slug));
}

export async function insertTheme(db: Database, theme: NewTheme): Promise<Theme> {
  const [inserted] = await db.insert(themes).values(theme).returning();
  return inserted!;
}

export type NewThemeReview = typeof themeReviews.$inferInsert;

export async function insertThemeReview(db: Database, review: NewThemeReview): Promise<ThemeReviewRow> {
  const [inserted] = await db.insert(themeReviews).values(review).returning();
  return inserted!;
}

/** Sets a review's status (and the admin's notes, when given); undefined for an unknown review. */
export async function updateThemeReviewStatus(
  db: Database,
  reviewId: string,
  changes: { status: ReviewStatus; adminNotes?: string },
): Promise<ThemeReviewRow | undefined> {
  const [review] = await db.update(themeReviews).set(changes).where(eq(themeReviews.id, reviewId)).returning();
  return review;
}
