import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_ROLES, PLANS } from '@themeport/core';
import { users } from './auth-schema.ts';

export const planEnum = pgEnum('account_plan', PLANS);
export const accountStatusEnum = pgEnum('account_status', ['active', 'suspended', 'cancelled']);
export const accountRoleEnum = pgEnum('account_role', ACCOUNT_ROLES);

export interface AccountSettings {
  timezone: string;
  date_format: string;
}
export interface AccountBranding {
  primary_color: string;
  custom_domain: string | null;
}
export interface UsageLimits {
  max_users: number;
  max_storage_mb: number;
  max_sites: number;
  max_api_calls_per_month: number;
}

/** spec 001 §3 Account (the customer's workspace; not better-auth's credential account). */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text(),
    plan: planEnum().notNull().default('free'),
    status: accountStatusEnum().notNull().default('active'),
    settings: jsonb().$type<AccountSettings>().notNull().default({ timezone: 'UTC', date_format: 'MM/dd/yyyy' }),
    branding: jsonb().$type<AccountBranding>().notNull().default({ primary_color: '#3b82f6', custom_domain: null }),
    usageLimits: jsonb().$type<UsageLimits>().notNull(),
    stripeCustomerId: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('accounts_name_length', sql`char_length(${t.name}) between 2 and 50`)],
);

/** spec 001 §3 Account user (membership). */
export const accountUsers = pgTable(
  'account_users',
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: accountRoleEnum().notNull().default('viewer'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index('account_users_user_idx').on(t.userId)],
);

export type Account = typeof accounts.$inferSelect;
export type AccountUser = typeof accountUsers.$inferSelect;
