// A client account's side of its developers' projects (issue 22): every member sees the projects
// naming the account and their time; owners and admins approve pending time (the route's
// 'projects:write', core permissions.ts). Another account's projects are not found.
import { TIME_TEXT, timeTotals, type ClientProject, type TimeEntry } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { approvePendingEntry, selectClientEntries, selectClientEntry, selectClientProjects } from './queries.ts';
import { entryNotFound, toTimeEntry } from './service.ts';

export async function listClientProjects(db: Database, accountId: string): Promise<ClientProject[]> {
  const projects = await selectClientProjects(db, accountId);
  const entries = (
    await selectClientEntries(
      db,
      accountId,
      projects.map((project) => project.id),
    )
  ).map(toTimeEntry);
  return projects.map((project) => {
    const own = entries.filter((entry) => entry.projectId === project.id);
    return { ...project, entries: own, totals: timeTotals(own) };
  });
}

/** pending → approved, by an owner or admin of the account the project names. */
export async function approveTimeEntry(
  db: Database,
  accountId: string,
  entryId: string,
  userId: string,
): Promise<TimeEntry> {
  if (!(await selectClientEntry(db, accountId, entryId))) throw entryNotFound();
  if (!(await approvePendingEntry(db, accountId, entryId, userId)))
    throw new AppError('TIME_ENTRY_STATUS', 409, TIME_TEXT.notPending);
  return toTimeEntry((await selectClientEntry(db, accountId, entryId))!);
}
