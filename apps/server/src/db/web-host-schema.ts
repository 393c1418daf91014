import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The storefront's server-rendered pages (decision 042): since when each page has looked as it
// does now, its Last-Modified. Every process reads and writes the same rows, so two servers never
// send one page with two dates.

export const pageVersions = pgTable('page_versions', {
  /** The page's path, without a query (pages with one carry only their ETag). */
  path: text().primaryKey(),
  /** The ETag of the page as last rendered. */
  etag: text().notNull(),
  /** When a render first gave that ETag, in whole seconds: later than any earlier version's. */
  since: timestamp({ withTimezone: true }).notNull(),
});
