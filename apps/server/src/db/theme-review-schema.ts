import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type AdminThemeInput,
  type ReviewNote,
  type TemplateConfig,
  type ThemeCheckReport,
} from '@themeport/core';
import { users } from './auth-schema.ts';
import { themes } from './themes-schema.ts';

// Issue 22: a developer's submissions of a theme and the reviewer's answers (docs/decisions/030).

export const themeSubmissionStatusEnum = pgEnum('theme_submission_status', SUBMISSION_STATUSES);
export const themeSubmissionKindEnum = pgEnum('theme_submission_kind', SUBMISSION_KINDS);

export const themeSubmissions = pgTable(
  'theme_submissions',
  {
    id: uuid().primaryKey().defaultRandom(),
    themeId: uuid()
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    developerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: themeSubmissionKindEnum().notNull(),
    /** The version it will be published as (the version rule of Publish). */
    version: text().notNull(),
    changelog: text().notNull(),
    status: themeSubmissionStatusEnum().notNull().default('in_review'),
    /** The automated check's report when it was sent. */
    checks: jsonb().$type<ThemeCheckReport>().notNull(),
    /** The working copy sent: what the reviewer reviewed and what approval publishes. */
    snapshot: jsonb().$type<TemplateConfig>().notNull(),
    /** The listing fields (name, price, …) as they were when sent. */
    listing: jsonb().$type<Partial<AdminThemeInput>>().notNull(),
    reviewerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** 'Changes requested': one reason per item. */
    notes: jsonb().$type<ReviewNote[]>().notNull().default([]),
    /** A general note of the reviewer, or the reason of a rejection. */
    reviewerMessage: text(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The queue: oldest first among those in review.
    index('theme_submissions_status_idx').on(t.status, t.submittedAt, t.id),
    index('theme_submissions_theme_idx').on(t.themeId, t.submittedAt.desc()),
    // One submission of a theme in review at a time, even with two tabs submitting at once.
    uniqueIndex('theme_submissions_one_in_review')
      .on(t.themeId)
      .where(sql`${t.status} = 'in_review'`),
    check('theme_submissions_reviewed_has_time', sql`(${t.status} = 'in_review') = (${t.reviewedAt} is null)`),
  ],
);

export type ThemeSubmissionRow = typeof themeSubmissions.$inferSelect;
