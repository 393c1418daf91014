import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ThemeListQuery } from '@themeport/core';
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

/** The author's account (any they belong to) has the theme in its library: added free or bought. */
export function verifiedPurchaseSql(): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${accountLibrary}
    inner join ${accountUsers} on ${accountUsers.accountId} = ${accountLibrary.accountId}
    where ${accountLibrary.themeId} = ${themeReviews.themeId} and ${accountUsers.userId} = ${themeReviews.userId})`;
}

/** Average of approved reviews (one decimal) and their count, per theme, computed in SQL. */
function approvedRatings(db: Database) {
  return db
    .select({
      themeId: themeReviews.themeId,
      rating: sql<number>`round(avg(${themeReviews.rating})::numeric, 1)::float8`.as('rating'),
      reviewCount: sql<number>`count(*)::int`.as('review_count'),
    })
    .from(themeReviews)
    .where(eq(themeReviews.status, 'approved'))
    .groupBy(themeReviews.themeId)
    .as('ratings');
}

function summaryColumns(ratings: ReturnType<typeof approvedRatings>) {
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
    rating: sql<number | null>`${ratings.rating}`.mapWith((value) => (value === null ? null : Number(value))),
    reviewCount: sql<number>`coalesce(${ratings.reviewCount}, 0)`.mapWith(Number),
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

export type ThemeSummaryRow = Awaited<ReturnType<typeof selectThemePage>>['rows'][number];
export type ThemeDetailRow = NonNullable<Awaited<ReturnType<typeof selectThemeBy>>>;

/** '%' and '_' typed by a person are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function listFilters(query: ThemeListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(themes.published, true)];
  if (query.category) conditions.push(eq(themes.industryCategory, query.category));
  if (query.type) conditions.push(eq(themes.industryType, query.type));
  if (query.framework) conditions.push(eq(themes.framework, query.framework));
  if (query.pricing === 'free') conditions.push(eq(themes.price, 0));
  if (query.pricing === 'paid') conditions.push(gt(themes.price, 0));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(themes.name, pattern),
        ilike(themes.description, pattern),
        sql`array_to_string(${themes.features}, ' ') ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

function listOrder(sort: ThemeListQuery['sort'], ratings: ReturnType<typeof approvedRatings>): SQL[] {
  // Every order ends with the id so that pages never repeat or skip a theme.
  switch (sort) {
    case 'newest':
      return [desc(themes.createdAt), asc(themes.id)];
    case 'rating':
      return [
        sql`${ratings.rating} desc nulls last`,
        sql`coalesce(${ratings.reviewCount}, 0) desc`,
        desc(themes.downloads),
        asc(themes.id),
      ];
    case 'price-asc':
      return [asc(themes.price), desc(themes.downloads), asc(themes.id)];
    case 'price-desc':
      return [desc(themes.price), desc(themes.downloads), asc(themes.id)];
    case 'popular':
      return [desc(themes.downloads), desc(themes.createdAt), asc(themes.id)];
  }
}

/** One page of published themes plus the total that match the filters. */
export async function selectThemePage(db: Database, query: ThemeListQuery) {
  const ratings = approvedRatings(db);
  const where = listFilters(query);
  const rows = await db
    .select({ ...summaryColumns(ratings), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(themes)
    .leftJoin(ratings, eq(ratings.themeId, themes.id))
    .leftJoin(developerProfiles, sellerJoin)
    .where(where)
    .orderBy(...listOrder(query.sort, ratings))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await db.select({ total: count() }).from(themes).where(where);
    total = counted?.total ?? 0;
  }
  return { rows, total };
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
  const ratings = approvedRatings(db);
  const [row] = await db
    .select({
      ...summaryColumns(ratings),
      longDescription: themes.longDescription,
      hasDemo: themeHasDemo(),
      lastUpdated: themes.lastUpdated,
    })
    .from(themes)
    .leftJoin(ratings, eq(ratings.themeId, themes.id))
    .leftJoin(developerProfiles, sellerJoin)
    .where(and(eq(themes.published, true), 'id' in by ? eq(themes.id, by.id) : eq(themes.slug, by.slug)))
    .limit(1);
  return row ?? null;
}

/** The published themes of one creator, most popular first (a developer's public page). */
export async function selectCreatorThemes(db: Database, creatorId: string) {
  const ratings = approvedRatings(db);
  return db
    .select(summaryColumns(ratings))
    .from(themes)
    .leftJoin(ratings, eq(ratings.themeId, themes.id))
    .leftJoin(developerProfiles, sellerJoin)
    .where(and(eq(themes.published, true), eq(themes.creatorId, creatorId)))
    .orderBy(...listOrder('popular', ratings));
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
