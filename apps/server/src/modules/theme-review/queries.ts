import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  developerProfiles,
  profiles,
  themeSubmissions,
  themes,
  users,
  type Theme,
  type ThemeSubmissionRow,
} from '../../db/schema.ts';

type NewThemeSubmissionRow = typeof themeSubmissions.$inferInsert;
import type { SubmissionStatus } from '@themeport/core';

// The SQL of theme submissions and reviews (issue 22).

export interface SubmissionWithNames {
  submission: ThemeSubmissionRow;
  themeName: string;
  themeSlug: string;
  developerEmail: string;
  developerName: string;
}

const withNames = {
  submission: themeSubmissions,
  themeName: themes.name,
  themeSlug: themes.slug,
  developerEmail: users.email,
  developerName: users.name,
};

const joined = (db: Database) =>
  db
    .select(withNames)
    .from(themeSubmissions)
    .innerJoin(themes, eq(themes.id, themeSubmissions.themeId))
    .innerJoin(users, eq(users.id, themeSubmissions.developerId));

/** The newest submission of a theme, or none. */
export async function latestSubmission(db: Database, themeId: string): Promise<ThemeSubmissionRow | null> {
  const [row] = await db
    .select()
    .from(themeSubmissions)
    .where(eq(themeSubmissions.themeId, themeId))
    .orderBy(desc(themeSubmissions.submittedAt), desc(themeSubmissions.id))
    .limit(1);
  return row ?? null;
}

/** The newest submission of each of these themes. */
export async function latestSubmissions(db: Database, themeIds: string[]): Promise<Map<string, SubmissionWithNames>> {
  if (themeIds.length === 0) return new Map();
  const rows = await joined(db)
    .where(inArray(themeSubmissions.themeId, themeIds))
    .orderBy(desc(themeSubmissions.submittedAt), desc(themeSubmissions.id));
  const latest = new Map<string, SubmissionWithNames>();
  for (const row of rows) if (!latest.has(row.submission.themeId)) latest.set(row.submission.themeId, row);
  return latest;
}

/** How many times a theme was sent for review, whatever became of it. */
export async function countSubmissions(db: Database, themeId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(themeSubmissions)
    .where(eq(themeSubmissions.themeId, themeId));
  return row?.n ?? 0;
}

/** A developer's own themes (created by them), newest first. */
export function developerThemes(db: Database, userId: string) {
  return db.select().from(themes).where(eq(themes.creatorId, userId)).orderBy(desc(themes.createdAt), desc(themes.id));
}

/** Who made a theme, or undefined for no such theme. */
export async function themeCreator(db: Database, themeId: string): Promise<{ creatorId: string | null } | undefined> {
  const [row] = await db.select({ creatorId: themes.creatorId }).from(themes).where(eq(themes.id, themeId));
  return row;
}

export function submissionHistory(db: Database, themeId: string) {
  return joined(db)
    .where(eq(themeSubmissions.themeId, themeId))
    .orderBy(desc(themeSubmissions.submittedAt), desc(themeSubmissions.id));
}

/** The review queue: in review, oldest first (as sent); other statuses newest first. */
export function reviewQueue(db: Database, status: SubmissionStatus, limit: number) {
  const order =
    status === 'in_review'
      ? [asc(themeSubmissions.submittedAt), asc(themeSubmissions.id)]
      : [desc(themeSubmissions.reviewedAt), desc(themeSubmissions.id)];
  return joined(db)
    .where(eq(themeSubmissions.status, status))
    .orderBy(...order)
    .limit(limit);
}

export async function submissionById(db: Database, id: string): Promise<SubmissionWithNames | undefined> {
  const [row] = await joined(db).where(eq(themeSubmissions.id, id));
  return row;
}

/** The submission, locked for its review. */
export async function lockSubmission(db: Database, id: string): Promise<ThemeSubmissionRow | undefined> {
  const [row] = await db.select().from(themeSubmissions).where(eq(themeSubmissions.id, id)).for('update');
  return row;
}

/** The approved versions of a theme, newest first: its changelog. */
export function approvedVersions(db: Database, themeId: string) {
  return db
    .select({
      version: themeSubmissions.version,
      changelog: themeSubmissions.changelog,
      reviewedAt: themeSubmissions.reviewedAt,
    })
    .from(themeSubmissions)
    .where(and(eq(themeSubmissions.themeId, themeId), eq(themeSubmissions.status, 'approved')))
    .orderBy(desc(themeSubmissions.reviewedAt), desc(themeSubmissions.id))
    .limit(50);
}

/** A theme by id or slug (the public changelog's path). */
export async function themeIdByIdOrSlug(db: Database, idOrSlug: string, isId: boolean): Promise<string | undefined> {
  const [row] = await db
    .select({ id: themes.id })
    .from(themes)
    .where(isId ? eq(themes.id, idOrSlug) : eq(themes.slug, idOrSlug));
  return row?.id;
}

/** How many submissions wait in the queue before this one (for the developer: 'position 3'). */
export async function queuePosition(db: Database, submittedAt: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(themeSubmissions)
    .where(and(eq(themeSubmissions.status, 'in_review'), sql`${themeSubmissions.submittedAt} < ${submittedAt}`));
  return (row?.n ?? 0) + 1;
}

export async function selectThemePublished(db: Database, themeId: string) {
  const [theme] = await db.select({ published: themes.published }).from(themes).where(eq(themes.id, themeId));
  return theme;
}

export async function selectThemeRow(db: Database, themeId: string): Promise<Theme | undefined> {
  const [theme] = await db.select().from(themes).where(eq(themes.id, themeId));
  return theme;
}

/** The theme row, locked for the submission's transaction. */
export async function lockThemeRow(db: Database, themeId: string): Promise<Theme | undefined> {
  const [theme] = await db.select().from(themes).where(eq(themes.id, themeId)).for('update');
  return theme;
}

export async function insertSubmission(db: Database, row: NewThemeSubmissionRow): Promise<{ id: string }> {
  const [inserted] = await db.insert(themeSubmissions).values(row).returning({ id: themeSubmissions.id });
  return inserted!;
}

export async function recordDecision(
  db: Database,
  id: string,
  decision: Pick<
    NewThemeSubmissionRow,
    'status' | 'version' | 'notes' | 'reviewerMessage' | 'reviewerId' | 'reviewedAt'
  >,
): Promise<void> {
  await db.update(themeSubmissions).set(decision).where(eq(themeSubmissions.id, id));
}

/**
 * Whether a developer's sales of this theme would be paid: its creator is a platform developer
 * with a store (seller-money pays only those). True for a theme that no developer made.
 */
export async function creatorIsPayable(db: Database, themeId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: profiles.role, store: developerProfiles.userId })
    .from(themes)
    .leftJoin(profiles, eq(profiles.userId, themes.creatorId))
    .leftJoin(developerProfiles, eq(developerProfiles.userId, themes.creatorId))
    .where(eq(themes.id, themeId));
  return row?.role !== 'developer' || row.store !== null;
}
