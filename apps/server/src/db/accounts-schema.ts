import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    settings: jsonb().$type<AccountSettings>().notNull().default({ timezone: 'UTC', date_format: 'YYYY-MM-DD' }),
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

export const invitationStatusEnum = pgEnum('invitation_status', ['pending', 'accepted', 'expired', 'cancelled']);

/**
 * spec 001 §3 Invitation. The token is stored as its SHA-256 hash (hex) so a database read does
 * not hand out working links; the link carries the token itself. One pending invitation per
 * e-mail and account (case-insensitive), kept by a partial unique index.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: accountRoleEnum().notNull().default('viewer'),
    status: invitationStatusEnum().notNull().default('pending'),
    tokenHash: text().notNull().unique(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_account_created_idx').on(t.accountId, t.createdAt.desc()),
    uniqueIndex('invitations_pending_email_uq')
      .on(t.accountId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** API calls per account and calendar month (UTC, 'YYYY-MM'), counted by the content API. */
export const apiUsage = pgTable(
  'api_usage',
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    calls: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month] })],
);

export type Invitation = typeof invitations.$inferSelect;
