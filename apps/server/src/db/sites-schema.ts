import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  APP_LOG_CATEGORIES,
  APP_LOG_LEVELS,
  DOMAIN_STATUSES,
  SLOT_STATUSES,
  type BlogPostContent,
  type DnsFound,
  type DnsRecord,
  type SchemaV2Component,
} from '@themeport/core';
import { accounts } from './accounts-schema.ts';
import { users } from './auth-schema.ts';
import { billingSubscriptions } from './billing-schema.ts';
import { themes } from './themes-schema.ts';

export const slotStatusEnum = pgEnum('slot_status', SLOT_STATUSES);
export const hostingProviderEnum = pgEnum('hosting_provider', ['local', 'netlify']);
export const pageStatusEnum = pgEnum('page_status', ['published', 'draft']);
export const domainStatusEnum = pgEnum('domain_status', DOMAIN_STATUSES);
export const appLogLevelEnum = pgEnum('app_log_level', APP_LOG_LEVELS);
export const appLogCategoryEnum = pgEnum('app_log_category', APP_LOG_CATEGORIES);

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/**
 * spec 000 §3 Subscription slot: a numbered site of an account. Content (pages, components,
 * posts) belongs to the site, so two slots never share it.
 */
export const sites = pgTable(
  'sites',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    billingSubscriptionId: uuid().references(() => billingSubscriptions.id, { onDelete: 'set null' }),
    themeId: uuid().references(() => themes.id, { onDelete: 'restrict' }),
    slotNumber: integer().notNull(),
    status: slotStatusEnum().notNull().default('active'),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** The theme version the site's content came from (deploy or update); behind themes.version → 'Update available'. */
    themeVersion: text(),
    /** spec: netlify_url — the site's public address. */
    netlifyUrl: text(),
    /** spec: github_repo_url. */
    githubRepoUrl: text(),
    hosting: hostingProviderEnum(),
    /** The Netlify site id (production adapter), for rebuilds. */
    providerSiteId: text(),
    /** Read key of the public content API (GET /api/sites/:id/content). */
    contentKey: text().notNull(),
    /** A removal keeps the theme here so it can be undone within SITE_RESTORE_DAYS. */
    removedAt: timestamp({ withTimezone: true }),
    removedThemeId: uuid().references(() => themes.id, { onDelete: 'set null' }),
    /** Parked: inactive because the plan shrank below the sites in use; theme and content kept. */
    parkedAt: timestamp({ withTimezone: true }),
    parkedReason: text(),
    /** Site settings (SEO defaults, favicon, footer text): core `SiteSettings`, validated on write. */
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** spec 000 §3 Branding profile (brand_assets.images, colours, fonts, content_defaults), applied by the live site. */
    branding: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    // One active site per slot number; inactive rows keep their old number for the record.
    uniqueIndex('sites_account_active_slot')
      .on(t.accountId, t.slotNumber)
      .where(sql`${t.status} = 'active'`),
    index('sites_account_idx').on(t.accountId, t.status, t.slotNumber),
    uniqueIndex('sites_content_key').on(t.contentKey),
    check('sites_slot_number_positive', sql`${t.slotNumber} > 0`),
    check('sites_active_has_theme', sql`${t.status} <> 'active' or ${t.themeId} is not null`),
  ],
);

/**
 * spec 000 §3 Page. Template pages (is_template, theme_id, no site) come from the theme's
 * template config; a site's own pages are cloned from them (template_page_id).
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: uuid().references(() => sites.id, { onDelete: 'cascade' }),
    themeId: uuid().references(() => themes.id, { onDelete: 'cascade' }),
    isTemplate: boolean().notNull().default(false),
    templatePageId: uuid().references((): AnyPgColumn => sitePages.id, { onDelete: 'set null' }),
    name: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** The URL path: '/', '/about', '/blog/[slug]'. */
    path: text().notNull(),
    filePath: text(),
    route: text().notNull(),
    isDynamic: boolean().notNull().default(false),
    layout: text(),
    status: pageStatusEnum().notNull().default('published'),
    sortOrder: integer().notNull().default(0),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('site_pages_site_idx').on(t.siteId, t.sortOrder),
    index('site_pages_theme_template_idx').on(t.themeId, t.isTemplate),
    check(
      'site_pages_owner',
      sql`(${t.isTemplate} and ${t.themeId} is not null and ${t.siteId} is null) or (not ${t.isTemplate} and ${t.siteId} is not null)`,
    ),
  ],
);

/**
 * spec 000 §3 Component instance (schema v2 data {meta, content, settings}); soft delete by
 * deleted_at. Templates belong to a theme; instances to an account's site.
 */
export const componentInstances = pgTable(
  'component_instances',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid().references(() => accounts.id, { onDelete: 'cascade' }),
    siteId: uuid().references(() => sites.id, { onDelete: 'cascade' }),
    themeId: uuid().references(() => themes.id, { onDelete: 'cascade' }),
    isTemplate: boolean().notNull().default(false),
    templateId: uuid().references((): AnyPgColumn => componentInstances.id, { onDelete: 'set null' }),
    componentType: text().notNull(),
    componentName: text().notNull(),
    slug: text().notNull(),
    data: jsonb().$type<SchemaV2Component>().notNull(),
    /** The page's path ('/', '/about'); 'global' for header and footer. */
    pagePath: text().notNull(),
    pageId: uuid().references(() => sitePages.id, { onDelete: 'set null' }),
    /** The ELID location marker, e.g. 'ELID:home/hero'. */
    location: text().notNull(),
    sortOrder: integer().notNull().default(0),
    version: integer().notNull().default(1),
    ...timestamps,
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('component_instances_site_page_idx').on(t.siteId, t.pagePath, t.sortOrder),
    index('component_instances_theme_template_idx').on(t.themeId, t.isTemplate),
    check(
      'component_instances_owner',
      sql`(${t.isTemplate} and ${t.themeId} is not null and ${t.siteId} is null) or (not ${t.isTemplate} and ${t.siteId} is not null and ${t.accountId} is not null)`,
    ),
  ],
);

/** spec 000 §3 Blog post: template posts belong to a theme; a site's posts are copies (original_post_id). */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid().references(() => accounts.id, { onDelete: 'cascade' }),
    siteId: uuid().references(() => sites.id, { onDelete: 'cascade' }),
    themeId: uuid().references(() => themes.id, { onDelete: 'cascade' }),
    isTemplate: boolean().notNull().default(false),
    originalPostId: uuid().references((): AnyPgColumn => blogPosts.id, { onDelete: 'set null' }),
    /** spec: name/slug. */
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    content: jsonb().$type<BlogPostContent>().notNull(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Drafts are listed in the content manager but never shown by the live site. */
    status: pageStatusEnum().notNull().default('published'),
    publishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('blog_posts_site_idx').on(t.siteId),
    index('blog_posts_theme_template_idx').on(t.themeId, t.isTemplate),
    uniqueIndex('blog_posts_site_slug')
      .on(t.siteId, t.slug)
      .where(sql`${t.siteId} is not null and ${t.deletedAt} is null`),
    check(
      'blog_posts_owner',
      sql`(${t.isTemplate} and ${t.themeId} is not null and ${t.siteId} is null) or (not ${t.isTemplate} and ${t.siteId} is not null)`,
    ),
  ],
);

/**
 * spec 000 §3 Domain: one account's claim on a custom domain for a site. Several accounts may
 * claim the same name; only the claim whose TXT value was found in DNS (proven_at) can turn
 * active, and at most one claim per name is proven or active (decision 008).
 */
export const siteDomains = pgTable(
  'site_domains',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: uuid()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Lowercase hostname; once per account, once among proven or active claims. */
    domain: text().notNull(),
    status: domainStatusEnum().notNull().default('pending'),
    message: text(),
    requiredRecords: jsonb().$type<DnsRecord[]>().notNull().default([]),
    /** This claim's value for the TXT record at _themeport-challenge.{domain} (random, 122 bits). */
    verificationToken: text()
      .notNull()
      .default(sql`('themeport-verify=' || replace(gen_random_uuid()::text, '-', ''))`),
    /** When this claim's TXT value was found: from then on it holds the name until another claim proves control. */
    provenAt: timestamp({ withTimezone: true }),
    /** What the last check found in DNS; kept only for the proven claim. */
    foundRecords: jsonb().$type<DnsFound>(),
    checkAttempts: integer().notNull().default(0),
    lastCheckedAt: timestamp({ withTimezone: true }),
    nextCheckAt: timestamp({ withTimezone: true }),
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_domains_site_idx').on(t.siteId),
    index('site_domains_next_check_idx').on(t.status, t.nextCheckAt),
    // One claim per account and name; also the index the per-name look-ups use.
    uniqueIndex('site_domains_domain_account_idx').on(t.domain, t.accountId),
    // An unproven claim never blocks anyone: uniqueness holds only among proven or active claims.
    uniqueIndex('site_domains_proven_domain_idx')
      .on(t.domain)
      .where(sql`${t.provenAt} is not null or ${t.status} = 'active'`),
  ],
);

/** The account's application log: every deploy, removal, rebuild, domain check and content error. */
export const appLogs = pgTable(
  'app_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    siteId: uuid().references(() => sites.id, { onDelete: 'set null' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    level: appLogLevelEnum().notNull(),
    category: appLogCategoryEnum().notNull(),
    message: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_logs_account_created_idx').on(t.accountId, t.createdAt.desc())],
);

/** Messages visitors send through a hosted site's contact form, for the site's owners to read. */
export const siteMessages = pgTable(
  'site_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: uuid()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_messages_site_created_idx').on(t.siteId, t.createdAt.desc())],
);

/**
 * Images an account uploaded (spec 000 §5 image upload): the bytes live in the storage adapter
 * under storage_key, served at /uploads/{storage_key}; the content type was read from the bytes.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The site it was uploaded from, if any; the image belongs to the account. */
    siteId: uuid().references(() => sites.id, { onDelete: 'set null' }),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    storageKey: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    bytes: integer().notNull(),
    width: integer(),
    height: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_files_storage_key').on(t.storageKey),
    index('media_files_account_created_idx').on(t.accountId, t.createdAt.desc()),
    check('media_files_bytes_positive', sql`${t.bytes} > 0`),
  ],
);

export type SiteRow = typeof sites.$inferSelect;
export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type SitePageRow = typeof sitePages.$inferSelect;
export type ComponentInstanceRow = typeof componentInstances.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type SiteDomainRow = typeof siteDomains.$inferSelect;
export type AppLogRow = typeof appLogs.$inferSelect;
export type SiteMessageRow = typeof siteMessages.$inferSelect;
