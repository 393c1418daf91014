// A developer's projects and time entries: the rules (core time-tracking.ts) on the rows of
// queries.ts. Every call takes the signed-in developer's id; another developer's rows are not found.
import {
  TIME_ENTRIES_MAX_ROWS,
  TIME_TEXT,
  exportFileName,
  hoursToHundredths,
  periodRange,
  timeEntriesCsv,
  timeEntryAmountCents,
  timeEntryDayProblem,
  timeTotals,
  utcDay,
  type CreateProjectInput,
  type CreateTimeEntryInput,
  type Project,
  type TimeEntriesQuery,
  type TimeEntriesResponse,
  type TimeEntry,
  type UpdateProjectInput,
  type UpdateTimeEntryInput,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  countSettledEntries,
  deletePendingEntry,
  deleteProjectRow,
  insertEntry,
  insertProject,
  selectDeveloperEntries,
  selectDeveloperEntry,
  selectOwnProject,
  selectOwnedAccountsByEmail,
  selectProjects,
  updateEntryInStatus,
  updateProjectRow,
  type ProjectListRow,
  type TimeEntryListRow,
} from './queries.ts';

export const projectNotFound = () => new AppError('PROJECT_NOT_FOUND', 404, TIME_TEXT.projectNotFound);
export const entryNotFound = () => new AppError('TIME_ENTRY_NOT_FOUND', 404, TIME_TEXT.entryNotFound);
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', 400, message, { [field]: message });

function toProject(row: ProjectListRow): Project {
  return {
    id: row.id,
    name: row.name,
    client: { accountId: row.clientAccountId, name: row.clientName },
    status: row.status,
    deadline: row.deadline,
    budgetCents: row.budgetCents,
    progress: row.progress,
    hours: row.hundredths / 100,
    amountCents: row.amountCents,
    pendingEntries: row.pendingEntries,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTimeEntry(row: TimeEntryListRow): TimeEntry {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: row.projectName,
    client: { accountId: row.clientAccountId, name: row.clientName },
    date: row.day,
    hours: row.hoursHundredths / 100,
    rateCents: row.rateCents,
    amountCents: row.amountCents,
    status: row.status,
    description: row.description,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listProjects(db: Database, developerId: string): Promise<Project[]> {
  return (await selectProjects(db, developerId)).map(toProject);
}

async function getProject(db: Database, developerId: string, projectId: string): Promise<Project> {
  const [row] = await selectProjects(db, developerId, projectId);
  if (!row) throw projectNotFound();
  return toProject(row);
}

/**
 * The client account a new project names: the account its owner's e-mail points to; when that
 * person owns several, the one named `accountName` (case-insensitive).
 */
async function resolveClientAccount(db: Database, email: string, accountName: string | undefined): Promise<string> {
  const owned = await selectOwnedAccountsByEmail(db, email);
  if (owned.length === 0)
    throw new AppError('CLIENT_NOT_FOUND', 400, TIME_TEXT.clientNotFound, { clientEmail: TIME_TEXT.clientNotFound });
  if (accountName) {
    const named = owned.find((account) => account.name.toLowerCase() === accountName.toLowerCase());
    if (!named)
      throw new AppError('CLIENT_NOT_FOUND', 400, TIME_TEXT.clientAccountNotFound, {
        clientAccount: TIME_TEXT.clientAccountNotFound,
      });
    return named.id;
  }
  if (owned.length > 1) throw invalid('clientAccount', TIME_TEXT.clientAccountAmbiguous);
  return owned[0]!.id;
}

export async function createProject(db: Database, developerId: string, input: CreateProjectInput): Promise<Project> {
  const clientAccountId = await resolveClientAccount(db, input.clientEmail, input.clientAccount || undefined);
  const id = await insertProject(db, {
    developerId,
    clientAccountId,
    name: input.name,
    status: input.status,
    deadline: input.deadline,
    budgetCents: input.budgetCents,
    progress: input.progress,
  });
  return getProject(db, developerId, id);
}

export async function updateProject(
  db: Database,
  developerId: string,
  projectId: string,
  input: UpdateProjectInput,
): Promise<Project> {
  if (!(await selectOwnProject(db, developerId, projectId))) throw projectNotFound();
  await updateProjectRow(db, developerId, projectId, input);
  return getProject(db, developerId, projectId);
}

/** Deletes a project and its pending time; one with approved or paid time stays (409): the client agreed to it. */
export async function deleteProject(db: Database, developerId: string, projectId: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await selectOwnProject(tx, developerId, projectId, { lock: true }))) throw projectNotFound();
    if ((await countSettledEntries(tx, projectId)) > 0)
      throw new AppError('PROJECT_HAS_APPROVED_TIME', 409, TIME_TEXT.projectHasApprovedTime);
    await deleteProjectRow(tx, developerId, projectId);
  });
}

function checkDay(day: string) {
  const problem = timeEntryDayProblem(day, utcDay(new Date()));
  if (problem) throw invalid('date', problem);
}

async function getEntry(db: Database, developerId: string, entryId: string): Promise<TimeEntry> {
  const row = await selectDeveloperEntry(db, developerId, entryId);
  if (!row) throw entryNotFound();
  return toTimeEntry(row);
}

/** Hours and rate as stored: hundredths, cents and their amount. */
function money(hours: number, rateCents: number) {
  const hoursHundredths = hoursToHundredths(hours);
  if (hoursHundredths === null) throw invalid('hours', TIME_TEXT.hoursInvalid);
  return { hoursHundredths, rateCents, amountCents: timeEntryAmountCents(hoursHundredths, rateCents) };
}

/** Logs time on one of the developer's projects: a pending entry the client then approves. */
export async function createTimeEntry(
  db: Database,
  developerId: string,
  input: CreateTimeEntryInput,
): Promise<TimeEntry> {
  checkDay(input.date);
  if (!(await selectOwnProject(db, developerId, input.projectId)))
    throw new AppError('PROJECT_NOT_FOUND', 400, TIME_TEXT.projectNotFound, { projectId: TIME_TEXT.projectNotFound });
  const id = await insertEntry(db, {
    projectId: input.projectId,
    developerId,
    day: input.date,
    description: input.description,
    ...money(input.hours, input.rateCents),
  });
  return getEntry(db, developerId, id);
}

/** The entry must exist (404) and be pending (409 TIME_ENTRY_LOCKED) for an edit or a delete. */
async function lockedOrMissing(db: Database, developerId: string, entryId: string): Promise<AppError> {
  const row = await selectDeveloperEntry(db, developerId, entryId);
  return row ? new AppError('TIME_ENTRY_LOCKED', 409, TIME_TEXT.entryLocked) : entryNotFound();
}

export async function updateTimeEntry(
  db: Database,
  developerId: string,
  entryId: string,
  input: UpdateTimeEntryInput,
): Promise<TimeEntry> {
  const current = await selectDeveloperEntry(db, developerId, entryId);
  if (!current) throw entryNotFound();
  if (input.date !== undefined) checkDay(input.date);
  if (input.projectId !== undefined && !(await selectOwnProject(db, developerId, input.projectId)))
    throw new AppError('PROJECT_NOT_FOUND', 400, TIME_TEXT.projectNotFound, { projectId: TIME_TEXT.projectNotFound });
  const hours = input.hours ?? current.hoursHundredths / 100;
  const rateCents = input.rateCents ?? current.rateCents;
  const changed = await updateEntryInStatus(db, developerId, entryId, 'pending', {
    ...(input.projectId !== undefined ? { projectId: input.projectId } : {}),
    ...(input.date !== undefined ? { day: input.date } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...money(hours, rateCents),
  });
  if (!changed) throw await lockedOrMissing(db, developerId, entryId);
  return getEntry(db, developerId, entryId);
}

export async function deleteTimeEntry(db: Database, developerId: string, entryId: string): Promise<void> {
  if (!(await deletePendingEntry(db, developerId, entryId))) throw await lockedOrMissing(db, developerId, entryId);
}

/** approved → paid, by the developer once the client has paid them. */
export async function markTimeEntryPaid(db: Database, developerId: string, entryId: string): Promise<TimeEntry> {
  const changed = await updateEntryInStatus(db, developerId, entryId, 'approved', {
    status: 'paid',
    paidAt: new Date(),
  });
  if (!changed) {
    if (!(await selectDeveloperEntry(db, developerId, entryId))) throw entryNotFound();
    throw new AppError('TIME_ENTRY_STATUS', 409, TIME_TEXT.notApproved);
  }
  return getEntry(db, developerId, entryId);
}

/** spec 000 §2 Time Entries: the period (week, month or year) holding the day, its entries and totals. */
export async function listTimeEntries(
  db: Database,
  developerId: string,
  query: TimeEntriesQuery,
): Promise<TimeEntriesResponse> {
  const range = periodRange(query.period, query.date ?? utcDay(new Date()));
  const rows = await selectDeveloperEntries(db, developerId, { ...range, ...query }, TIME_ENTRIES_MAX_ROWS);
  const entries = rows.map(toTimeEntry);
  return { period: query.period, range, entries, totals: timeTotals(entries) };
}

/** The same period as CSV (core export-file.ts): time-entries-{period}-{first day}-{timestamp}.csv. */
export async function exportTimeEntries(db: Database, developerId: string, query: TimeEntriesQuery) {
  const { range, entries } = await listTimeEntries(db, developerId, query);
  const fileName = exportFileName(`time-entries-${query.period}-${range.from}`, 'csv', new Date());
  return { csv: timeEntriesCsv(entries), fileName };
}
