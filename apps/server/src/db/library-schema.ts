import { index, pgEnum, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { LIBRARY_SOURCES } from '@themeport/core';
import { accounts } from './accounts-schema.ts';
import { themes } from './themes-schema.ts';

export const librarySourceEnum = pgEnum('library_source', LIBRARY_SOURCES);

/** spec 000 §3 Account library entry: a theme the account may deploy (added free or bought). */
export const accountLibrary = pgTable(
  'account_library',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    themeId: uuid()
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    source: librarySourceEnum().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('account_library_account_theme_key').on(t.accountId, t.themeId),
    index('account_library_theme_idx').on(t.themeId),
  ],
);

export type AccountLibraryRow = typeof accountLibrary.$inferSelect;
