import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { FRAMEWORKS, INDUSTRY_TAXONOMY, type TemplateConfig } from '@themeport/core';

export const frameworkEnum = pgEnum('theme_framework', FRAMEWORKS);
export const reviewStatusEnum = pgEnum('review_status', ['pending', 'approved', 'rejected', 'hidden']);
export type ReviewStatus = (typeof reviewStatusEnum.enumValues)[number];

// spec 000 §3: a type is valid only under its own category; the code checks it too (isIndustryType).
const industryPairs = Object.entries(INDUSTRY_TAXONOMY)
  .flatMap(([category, types]) => types.map((type) => `'${category}/${type}'`))
  .join(', ');

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const themes = pgTable(
  'themes',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text().notNull().default(''),
    longDescription: text().notNull().default(''),
    previewUrl: text(),
    demoUrl: text(),
    framework: frameworkEnum().notNull(),
    /** Integer cents; 0 is free (spec 000 §9). */
    price: integer().notNull().default(0),
    // Users arrive in the next issue; the foreign key to users follows then.
    creatorId: uuid(),
    features: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: jsonb().$type<string[]>().notNull().default([]),
    downloads: integer().notNull().default(0),
    version: text().notNull().default('1.0.0'),
    templateConfig: jsonb().$type<TemplateConfig>(),
    industryCategory: text().notNull().default('misc'),
    industryType: text().notNull().default('general'),
    published: boolean().notNull().default(true),
    ...timestamps,
    lastUpdated: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Approved reviews only, kept by triggers on theme_reviews in the writer's transaction
    // (migration 0024, docs/decisions/043-catalogue-search.md); the catalogue never aggregates.
    ratingCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    /** One decimal; 0 without approved reviews (the API answers null then). */
    ratingAverage: doublePrecision()
      .notNull()
      .generatedAlwaysAs(sql`coalesce(round(rating_sum::numeric / nullif(rating_count, 0), 1), 0)::float8`),
    // Search (decision 043): words weighted name A, description B, features and industry C (GIN).
    // themes_search_words() is array_to_string() declared immutable, as a generated column needs
    // (migration 0024).
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B') || setweight(to_tsvector('english'::regconfig, themes_search_words(features) || ' ' || industry_category || ' ' || industry_type), 'C')`,
      ),
  },
  (t) => [
    check('themes_price_not_negative', sql`${t.price} >= 0`),
    check('themes_downloads_not_negative', sql`${t.downloads} >= 0`),
    check('themes_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('themes_industry_valid', sql.raw(`industry_category || '/' || industry_type IN (${industryPairs})`)),
    // One btree per browse sort, in the sort's exact order (queries/catalogue-keyset.ts).
    index('themes_popular_idx').on(t.published, t.downloads.desc(), t.createdAt.desc(), t.id),
    index('themes_newest_idx').on(t.published, t.createdAt.desc(), t.id),
    index('themes_price_idx').on(t.published, t.price, t.downloads.desc(), t.id),
    index('themes_price_desc_idx').on(t.published, t.price.desc(), t.downloads.desc(), t.id),
    index('themes_rating_idx').on(t.published, t.ratingAverage.desc(), t.ratingCount.desc(), t.downloads.desc(), t.id),
    index('themes_industry_idx').on(t.industryCategory, t.industryType),
    index('themes_search_vector_idx').using('gin', t.searchVector),
  ],
);

/**
 * Every word of the themes' names, descriptions and features (lower case, 3+ characters), for typo
 * correction: a search that matches no word looks here for the closest (pg_trgm GIN) and searches
 * again with it. A few thousand rows whatever the catalogue's size; kept by a trigger on themes
 * (migration 0024); a word no theme uses any more stays, harmlessly (it finds nothing).
 */
export const themeSearchWords = pgTable('theme_search_words', { word: text().primaryKey() }, (t) => [
  index('theme_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

export const themeReviews = pgTable(
  'theme_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    themeId: uuid()
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    // No foreign key yet: users and profiles come next issue.
    userId: uuid(),
    // Stand-ins until profiles exist: the join to profiles (full_name, avatar_url) replaces these.
    reviewerName: text().notNull().default(''),
    reviewerAvatarUrl: text(),
    rating: smallint().notNull(),
    reviewText: text().notNull().default(''),
    status: reviewStatusEnum().notNull().default('pending'),
    adminNotes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('theme_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('theme_reviews_theme_status_idx').on(t.themeId, t.status, t.createdAt.desc()),
    // One review per user per theme; rows without a user (seeded samples) are not constrained.
    unique('theme_reviews_theme_user_key').on(t.themeId, t.userId),
  ],
);

export type Theme = typeof themes.$inferSelect;
export type NewTheme = typeof themes.$inferInsert;
export type ThemeReviewRow = typeof themeReviews.$inferSelect;
export type NewThemeReview = typeof themeReviews.$inferInsert;
