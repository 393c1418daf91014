import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STORE_BIO_MAX, STORE_NAME_MAX, STORE_SLUG_MAX, STORE_SLUG_MIN } from '@themeport/core';
import { users } from './auth-schema.ts';

/**
 * spec 000 §2 'developer_profile': a developer's store (issue 22). One per developer, keyed by the
 * user; the slug is the public page's address (/developers/{slug}), unique. The store's picture is
 * the user's avatar (profiles.avatar_url). A developer has no client workspace (decision 031).
 */
export const developerProfiles = pgTable(
  'developer_profiles',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeName: text().notNull(),
    slug: text().notNull().unique(),
    bio: text().notNull().default(''),
    websiteUrl: text(),
    /** ISO 3166-1 alpha-2 (PAYOUT_COUNTRIES in core). */
    payoutCountry: text().notNull(),
    /** ISO 4217 (PAYOUT_CURRENCIES in core). */
    payoutCurrency: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('developer_profiles_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      'developer_profiles_slug_length',
      sql.raw(`char_length(slug) between ${STORE_SLUG_MIN} and ${STORE_SLUG_MAX}`),
    ),
    check('developer_profiles_store_name_length', sql.raw(`char_length(store_name) between 1 and ${STORE_NAME_MAX}`)),
    check('developer_profiles_bio_length', sql.raw(`char_length(bio) <= ${STORE_BIO_MAX}`)),
    check('developer_profiles_payout_country', sql`${t.payoutCountry} ~ '^[A-Z]{2}$'`),
    check('developer_profiles_payout_currency', sql`${t.payoutCurrency} ~ '^[A-Z]{3}$'`),
  ],
);

export type DeveloperProfileRow = typeof developerProfiles.$inferSelect;

/**
 * A store's former addresses (decision 031, amendment): /developers/{slug} redirects to the store's
 * page and no other store may take the slug while it is held (RETIRED_STORE_SLUG_HOLD_DAYS after
 * `retired_at`). A row goes when its store takes the slug back, or another store takes it after the hold.
 */
export const retiredStoreSlugs = pgTable(
  'retired_store_slugs',
  {
    slug: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => developerProfiles.userId, { onDelete: 'cascade' }),
    retiredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retired_store_slugs_user_idx').on(t.userId)],
);
