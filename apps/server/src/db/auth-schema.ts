import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PLATFORM_ROLES } from '@themeport/core';

const createdAt = timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp({ withTimezone: true }).notNull().defaultNow();

// better-auth's core models (user, session, account, verification) under our names; the mapping
// is in modules/auth/auth.ts (modelName). Its credential "account" is auth_accounts so that
// `accounts` stays the customer account of the spec.
export const users = pgTable('users', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  createdAt,
  updatedAt,
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt,
    updatedAt,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text().notNull(),
    providerId: text().notNull(),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt,
    updatedAt,
  },
  (t) => [index('auth_accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** The one rate limiter's counters (fixed window per key), shared by every replica. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
});

export const platformRoleEnum = pgEnum('platform_role', PLATFORM_ROLES);
export const profileStatusEnum = pgEnum('profile_status', ['active', 'suspended', 'inactive']);

/** spec 000 §3 Profile, keyed by the user's id. */
export const profiles = pgTable('profiles', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: platformRoleEnum().notNull().default('client'),
  fullName: text(),
  firstName: text(),
  lastName: text(),
  status: profileStatusEnum().notNull().default('active'),
  bio: text(),
  avatarUrl: text(),
  company: text(),
  websiteUrl: text(),
  phone: text(),
  socialLinks: jsonb().$type<Record<string, string>>().notNull().default({}),
  preferences: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  onboardingStage: text(),
  hasSelectedTheme: boolean().notNull().default(false),
  tosAgreedAt: timestamp({ withTimezone: true }),
  onboardingCompletedAt: timestamp({ withTimezone: true }),
  isSuperadmin: boolean().notNull().default(false),
  createdAt,
  updatedAt,
});

/** spec 001 §3 Email log; html and text keep the whole message for the dev mailbox. */
export const emailLogs = pgTable(
  'email_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text().notNull(),
    status: text().notNull(),
    metadata: jsonb()
      .$type<{ to: string; subject: string; body: string; templateId: string | null; replyTo?: string }>()
      .notNull(),
    html: text().notNull().default(''),
    text: text().notNull().default(''),
    error: text(),
    createdAt,
  },
  (t) => [index('email_logs_created_idx').on(t.createdAt.desc())],
);

/** spec 001 §3 Email template: what an admin's Create Email can start from (editable by admins). */
export const emailTemplates = pgTable('email_templates', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  createdAt,
  updatedAt,
});

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
export type EmailLog = typeof emailLogs.$inferSelect;
export type EmailTemplate = typeof emailTemplates.$inferSelect;
