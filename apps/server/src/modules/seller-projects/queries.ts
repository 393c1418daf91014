// The SQL of projects and time entries. Every developer query carries the developer's id and every
// client query the client account's id, so no caller reaches another's rows (decision 032).
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { isUuid, type TimeEntryStatus } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { accountUsers, accounts, developerProjects, timeEntries, users } from '../../db/schema.ts';

/** The accounts this e-mail's user owns, oldest first. */
export async function selectOwnedAccountsByEmail(db: Database, email: string) {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .innerJoin(accountUsers, and(eq(accountUsers.accountId, accounts.id), eq(accountUsers.role, 'owner')))
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
}

const projectColumns = {
  id: developerProjects.id,
  developerId: developerProjects.developerId,
  name: developerProjects.name,
  status: developerProjects.status,
  deadline: developerProjects.deadline,
  budgetCents: developerProjects.budgetCents,
  progress: developerProjects.progress,
  createdAt: developerProjects.createdAt,
  clientAccountId: developerProjects.clientAccountId,
  clientName: accounts.name,
};

/** A developer's projects with what is logged on them (every status), newest first. */
export async function selectProjects(db: Database, developerId: string, projectId?: string) {
  return db
    .select({
      ...projectColumns,
      hundredths: sql<number>`coalesce(sum(${timeEntries.hoursHundredths}), 0)::int`,
      amountCents: sql<number>`coalesce(sum(${timeEntries.amountCents}), 0)::bigint`.mapWith(Number),
      pendingEntries: sql<number>`count(${timeEntries.id}) filter (where ${timeEntries.status} = 'pending')::int`,
    })
    .from(developerProjects)
    .innerJoin(accounts, eq(accounts.id, developerProjects.clientAccountId))
    .leftJoin(timeEntries, eq(timeEntries.projectId, developerProjects.id))
    .where(
      and(eq(developerProjects.developerId, developerId), projectId ? eq(developerProjects.id, projectId) : undefined),
    )
    .groupBy(developerProjects.id, accounts.name)
    .orderBy(desc(developerProjects.createdAt), asc(developerProjects.id));
}
export type ProjectListRow = Awaited<ReturnType<typeof selectProjects>>[number];

/** One of the developer's projects (another's is not found), locked on request. */
export async function selectOwnProject(
  db: Database,
  developerId: string,
  projectId: string,
  { lock = false }: { lock?: boolean } = {},
) {
  if (!isUuid(projectId)) return null;
  const query = db
    .select()
    .from(developerProjects)
    .where(and(eq(developerProjects.developerId, developerId), eq(developerProjects.id, projectId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertProject(db: Database, values: typeof developerProjects.$inferInsert) {
  const [row] = await db.insert(developerProjects).values(values).returning({ id: developerProjects.id });
  return row!.id;
}

export async function updateProjectRow(
  db: Database,
  developerId: string,
  projectId: string,
  values: Partial<typeof developerProjects.$inferInsert>,
) {
  await db
    .update(developerProjects)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(developerProjects.developerId, developerId), eq(developerProjects.id, projectId)));
}

/** How many of the project's entries are approved or paid (which keep a project from being deleted). */
export async function countSettledEntries(db: Database, projectId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(timeEntries)
    .where(and(eq(timeEntries.projectId, projectId), inArray(timeEntries.status, ['approved', 'paid'])));
  return row?.total ?? 0;
}

export async function deleteProjectRow(db: Database, developerId: string, projectId: string) {
  await db
    .delete(developerProjects)
    .where(and(eq(developerProjects.developerId, developerId), eq(developerProjects.id, projectId)));
}

const entryColumns = {
  id: timeEntries.id,
  projectId: timeEntries.projectId,
  projectName: developerProjects.name,
  clientAccountId: developerProjects.clientAccountId,
  clientName: accounts.name,
  day: timeEntries.day,
  hoursHundredths: timeEntries.hoursHundredths,
  rateCents: timeEntries.rateCents,
  amountCents: timeEntries.amountCents,
  status: timeEntries.status,
  description: timeEntries.description,
  approvedAt: timeEntries.approvedAt,
  paidAt: timeEntries.paidAt,
  createdAt: timeEntries.createdAt,
};

function entriesWithProject(db: Database) {
  return db
    .select(entryColumns)
    .from(timeEntries)
    .innerJoin(developerProjects, eq(developerProjects.id, timeEntries.projectId))
    .innerJoin(accounts, eq(accounts.id, developerProjects.clientAccountId));
}
export type TimeEntryListRow = Awaited<ReturnType<ReturnType<typeof entriesWithProject>['execute']>>[number];

export interface EntryFilter {
  from: string;
  to: string;
  projectId?: string | undefined;
  status?: TimeEntryStatus | undefined;
}

/** The developer's entries from one day to another (inclusive), newest day first, at most `limit`. */
export async function selectDeveloperEntries(db: Database, developerId: string, filter: EntryFilter, limit: number) {
  return entriesWithProject(db)
    .where(
      and(
        eq(timeEntries.developerId, developerId),
        gte(timeEntries.day, filter.from),
        lte(timeEntries.day, filter.to),
        filter.projectId ? eq(timeEntries.projectId, filter.projectId) : undefined,
        filter.status ? eq(timeEntries.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(timeEntries.day), desc(timeEntries.createdAt), asc(timeEntries.id))
    .limit(limit);
}

/** One of the developer's entries with its project and client (another's is not found). */
export async function selectDeveloperEntry(db: Database, developerId: string, entryId: string) {
  if (!isUuid(entryId)) return null;
  const [row] = await entriesWithProject(db)
    .where(and(eq(timeEntries.developerId, developerId), eq(timeEntries.id, entryId)))
    .limit(1);
  return row ?? null;
}

export async function insertEntry(db: Database, values: typeof timeEntries.$inferInsert) {
  const [row] = await db.insert(timeEntries).values(values).returning({ id: timeEntries.id });
  return row!.id;
}

/**
 * Changes one of the developer's entries only while it is in `from` (one statement, so a client's
 * approval and the developer's edit cannot both win); true when a row changed.
 */
export async function updateEntryInStatus(
  db: Database,
  developerId: string,
  entryId: string,
  from: TimeEntryStatus,
  values: Partial<typeof timeEntries.$inferInsert>,
): Promise<boolean> {
  if (!isUuid(entryId)) return false;
  const rows = await db
    .update(timeEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(timeEntries.developerId, developerId), eq(timeEntries.id, entryId), eq(timeEntries.status, from)))
    .returning({ id: timeEntries.id });
  return rows.length > 0;
}

/** Deletes one of the developer's pending entries; true when one went. */
export async function deletePendingEntry(db: Database, developerId: string, entryId: string): Promise<boolean> {
  if (!isUuid(entryId)) return false;
  const rows = await db
    .delete(timeEntries)
    .where(
      and(eq(timeEntries.developerId, developerId), eq(timeEntries.id, entryId), eq(timeEntries.status, 'pending')),
    )
    .returning({ id: timeEntries.id });
  return rows.length > 0;
}

/** The projects naming this client account, with the developer's display name, newest first. */
export async function selectClientProjects(db: Database, accountId: string) {
  return db
    .select({
      id: developerProjects.id,
      name: developerProjects.name,
      status: developerProjects.status,
      deadline: developerProjects.deadline,
      budgetCents: developerProjects.budgetCents,
      progress: developerProjects.progress,
      developerName: users.name,
    })
    .from(developerProjects)
    .innerJoin(users, eq(users.id, developerProjects.developerId))
    .where(eq(developerProjects.clientAccountId, accountId))
    .orderBy(desc(developerProjects.createdAt), asc(developerProjects.id));
}

/** The entries of these projects of the client account, newest day first. */
export async function selectClientEntries(db: Database, accountId: string, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return entriesWithProject(db)
    .where(and(eq(developerProjects.clientAccountId, accountId), inArray(timeEntries.projectId, projectIds)))
    .orderBy(desc(timeEntries.day), desc(timeEntries.createdAt), asc(timeEntries.id));
}

/** One entry on a project naming the client account (another account's is not found). */
export async function selectClientEntry(db: Database, accountId: string, entryId: string) {
  if (!isUuid(entryId)) return null;
  const [row] = await entriesWithProject(db)
    .where(and(eq(developerProjects.clientAccountId, accountId), eq(timeEntries.id, entryId)))
    .limit(1);
  return row ?? null;
}

/** Approves a pending entry on a project naming the account, in one statement; true when it did. */
export async function approvePendingEntry(db: Database, accountId: string, entryId: string, userId: string) {
  const rows = await db
    .update(timeEntries)
    .set({ status: 'approved', approvedAt: new Date(), approvedBy: userId, updatedAt: new Date() })
    .where(
      and(
        eq(timeEntries.id, entryId),
        eq(timeEntries.status, 'pending'),
        inArray(
          timeEntries.projectId,
          db
            .select({ id: developerProjects.id })
            .from(developerProjects)
            .where(eq(developerProjects.clientAccountId, accountId)),
        ),
      ),
    )
    .returning({ id: timeEntries.id });
  return rows.length > 0;
}
