// spec 000 §2 'Developer dashboard' (Time Entries with the filter week, month or year; Active
// Projects), §3 developer sample entities (time entry: client, project, date, hours, rate, status;
// project: name, client, status, deadline, budget, progress), §4 'Time entry sample: pending,
// approved or paid'. Issue 22 makes them real: the rules both sides share live here (decision 032).
// The zod schemas are in time-tracking-schemas.ts.
import { toCsv } from './export-file.ts';
import { formatMoney } from './money.ts';

export const PROJECT_STATUSES = ['active', 'on_hold', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
};

/** spec 000 §4: pending → approved (by the client) → paid (marked by the developer). */
export const TIME_ENTRY_STATUSES = ['pending', 'approved', 'paid'] as const;
export type TimeEntryStatus = (typeof TIME_ENTRY_STATUSES)[number];
export const TIME_ENTRY_STATUS_LABELS: Record<TimeEntryStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  paid: 'Paid',
};

/** The one step each status may take, and who takes it. */
const NEXT_STATUS: Record<TimeEntryStatus, { to: TimeEntryStatus; by: 'client' | 'developer' } | null> = {
  pending: { to: 'approved', by: 'client' },
  approved: { to: 'paid', by: 'developer' },
  paid: null,
};

/** Whether an entry may move from one status to another: only one step forward, never back. */
export function canMoveTimeEntry(from: TimeEntryStatus, to: TimeEntryStatus): boolean {
  return NEXT_STATUS[from]?.to === to;
}

/** Who moves an entry on from this status (null once paid). */
export function nextTimeEntryStep(from: TimeEntryStatus): { to: TimeEntryStatus; by: 'client' | 'developer' } | null {
  return NEXT_STATUS[from];
}

/** Only a pending entry may be edited or deleted: the client has not agreed to it yet. */
export function isTimeEntryEditable(status: TimeEntryStatus): boolean {
  return status === 'pending';
}

// Bounds. Hours are kept as whole hundredths of an hour (1.25 h = 125) so that sums are exact.
export const PROJECT_NAME_MAX = 100;
export const TIME_ENTRY_DESCRIPTION_MAX = 500;
/** One entry is one day's work on one project: more than 24 hours is a typing mistake. */
export const TIME_ENTRY_HOURS_MAX = 24;
export const TIME_ENTRY_HUNDREDTHS_MIN = 1;
export const TIME_ENTRY_HUNDREDTHS_MAX = TIME_ENTRY_HOURS_MAX * 100;
/** An hourly rate from $1 to $1,000, in cents. */
export const TIME_RATE_MIN_CENTS = 100;
export const TIME_RATE_MAX_CENTS = 100_000;
/** A project budget from $0 to $1,000,000, in cents. */
export const PROJECT_BUDGET_MAX_CENTS = 100_000_000;
/** The first day an entry or a deadline may name. */
export const TIME_EARLIEST_DAY = '2000-01-01';
export const TIME_LATEST_DEADLINE = '2100-12-31';
/** An entry may be dated up to one day after today in UTC: a developer east of UTC is already there. */
export const TIME_ENTRY_FUTURE_DAYS = 1;
/** The entries of one period a list or export answers at most (a year of daily entries on many projects fits). */
export const TIME_ENTRIES_MAX_ROWS = 5_000;

/** Hours as typed (1.5) → hundredths (150); null when not a number with at most two decimals. */
export function hoursToHundredths(hours: number): number | null {
  if (!Number.isFinite(hours)) return null;
  const hundredths = Math.round(hours * 100);
  return Math.abs(hours * 100 - hundredths) < 1e-6 ? hundredths : null;
}

export function hundredthsToHours(hundredths: number): number {
  return hundredths / 100;
}

/**
 * The amount of an entry: hours × rate, rounded to the nearest cent, half a cent up (0.01 h at
 * $1.50 = 1.5 ¢ → 2 ¢). Integer arithmetic: hundredths × cents / 100, never a float of dollars.
 */
export function timeEntryAmountCents(hundredths: number, rateCents: number): number {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0 || !Number.isSafeInteger(rateCents) || rateCents < 0) {
    throw new RangeError(`hours and rate must be non-negative whole numbers, got ${hundredths} and ${rateCents}`);
  }
  const product = hundredths * rateCents;
  return Math.floor(product / 100) + (product % 100 >= 50 ? 1 : 0);
}

/** '$85.00' → 8500, '1,250' → 125000; null when not an amount with at most two decimals. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.') as [string, string?];
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 150 hundredths → '1.5', 125 → '1.25', 800 → '8'. */
export function formatHours(hundredths: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(hundredths / 100);
}

// The spec's filter: week, month or year.
export const TIME_PERIODS = ['week', 'month', 'year'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];
export const TIME_PERIOD_LABELS: Record<TimePeriod, string> = { week: 'Week', month: 'Month', year: 'Year' };

export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function dayDate(day: string): Date {
  if (!isCalendarDay(day)) throw new RangeError(`Not a day: ${day}`);
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return toDay(new Date(dayDate(day).getTime() + days * 86_400_000));
}

/** The period holding `day`: its ISO week (Monday to Sunday), its calendar month or its year. */
export function periodRange(period: TimePeriod, day: string): DayRange {
  const date = dayDate(day);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (period) {
    case 'week': {
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      const from = addDays(day, -sinceMonday);
      return { from, to: addDays(from, 6) };
    }
    case 'month':
      return { from: toDay(new Date(Date.UTC(year, month, 1))), to: toDay(new Date(Date.UTC(year, month + 1, 0))) };
    case 'year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
}

/** A day in the period before (-1) or after (+1) the one holding `day`: its first day. */
export function shiftPeriod(period: TimePeriod, day: string, step: -1 | 1): string {
  const { from, to } = periodRange(period, day);
  return step === 1 ? addDays(to, 1) : periodRange(period, addDays(from, -1)).from;
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Nov 23 – Nov 29, 2026', 'November 2026', '2026'. */
export function periodLabel(period: TimePeriod, day: string): string {
  const { from, to } = periodRange(period, day);
  if (period === 'year') return from.slice(0, 4);
  if (period === 'month') return MONTH.format(dayDate(from));
  return `${SHORT.format(dayDate(from))} – ${SHORT.format(dayDate(to))}, ${to.slice(0, 4)}`;
}

/** Whether an entry's day is allowed on `today` (UTC): from 2000-01-01 to one day ahead. */
export function timeEntryDayProblem(day: string, today: string): string | null {
  if (!isCalendarDay(day)) return TIME_TEXT.dateInvalid;
  if (day < TIME_EARLIEST_DAY) return TIME_TEXT.dateTooEarly;
  if (day > addDays(today, TIME_ENTRY_FUTURE_DAYS)) return TIME_TEXT.dateInFuture;
  return null;
}

export interface TimeTotals {
  /** Hundredths of an hour. */
  hundredths: number;
  hours: number;
  amountCents: number;
  /** Per status: the amount in cents. */
  byStatus: Record<TimeEntryStatus, number>;
}

/** The totals of a list of entries: hours, amount, and the amount per status. */
export function timeTotals(
  entries: readonly { hours: number; amountCents: number; status: TimeEntryStatus }[],
): TimeTotals {
  const byStatus: Record<TimeEntryStatus, number> = { pending: 0, approved: 0, paid: 0 };
  let hundredths = 0;
  let amountCents = 0;
  for (const entry of entries) {
    hundredths += Math.round(entry.hours * 100);
    amountCents += entry.amountCents;
    byStatus[entry.status] += entry.amountCents;
  }
  return { hundredths, hours: hundredths / 100, amountCents, byStatus };
}

/** Who a project is for: a client account on Themeport. */
export interface ProjectClient {
  accountId: string;
  name: string;
}

/** A developer's project, as its developer sees it (GET /api/developer/projects). */
export interface Project {
  id: string;
  name: string;
  client: ProjectClient;
  status: ProjectStatus;
  /** 'YYYY-MM-DD' or null. */
  deadline: string | null;
  budgetCents: number;
  /** 0 to 100. */
  progress: number;
  /** All its entries, every status. */
  hours: number;
  amountCents: number;
  pendingEntries: number;
  createdAt: string;
}

export interface TimeEntry {
  id: string;
  projectId: string;
  projectName: string;
  client: ProjectClient;
  date: string;
  /** Decimal hours, at most two decimals. */
  hours: number;
  rateCents: number;
  /** hours × rate, rounded to the cent (timeEntryAmountCents). */
  amountCents: number;
  status: TimeEntryStatus;
  description: string;
  approvedAt: string | null;
  paidAt: string | null;
  createdAt: string;
}

export interface ProjectsResponse {
  projects: Project[];
}

/** GET /api/developer/time-entries: one period's entries, newest day first, and their totals. */
export interface TimeEntriesResponse {
  period: TimePeriod;
  range: DayRange;
  entries: TimeEntry[];
  totals: TimeTotals;
}

/** A project naming the client's account, as the client sees it (no rates of other clients, no developer e-mail). */
export interface ClientProject {
  id: string;
  name: string;
  developerName: string;
  status: ProjectStatus;
  deadline: string | null;
  budgetCents: number;
  progress: number;
  entries: TimeEntry[];
  totals: TimeTotals;
}

export interface ClientProjectsResponse {
  projects: ClientProject[];
}

export const TIME_TEXT = {
  // spec 000 §2.
  timeEntries: 'Time Entries',
  activeProjects: 'Active Projects',
  // Ours, in the same voice.
  projects: 'Projects',
  nameRequired: 'Give the project a name.',
  nameTooLong: `Keep the project name under ${PROJECT_NAME_MAX} characters.`,
  clientEmailInvalid: "Enter your client's e-mail address, such as owner@studio.com.",
  clientNotFound:
    'No client account on Themeport has an owner with this e-mail. Ask your client to sign up, then add the project.',
  clientAccountAmbiguous: 'This client owns several accounts: name the account too.',
  clientAccountNotFound: 'This client owns no account with that name.',
  clientAccountTooLong: 'Account names are at most 50 characters.',
  budgetInvalid: 'Enter the budget in dollars, such as 4500 or 4500.50.',
  budgetTooLarge: `Budgets are at most ${formatMoney(PROJECT_BUDGET_MAX_CENTS)}.`,
  progressInvalid: 'Progress is a whole number from 0 to 100.',
  deadlineInvalid: `Use a date from ${TIME_EARLIEST_DAY} to ${TIME_LATEST_DEADLINE}.`,
  statusInvalid: 'Choose active, on hold or completed.',
  projectRequired: 'Choose a project.',
  dateInvalid: 'Use a date as YYYY-MM-DD.',
  periodDayInvalid: `Use a date as YYYY-MM-DD from ${TIME_EARLIEST_DAY} to ${TIME_LATEST_DEADLINE}.`,
  dateTooEarly: `Entries start on ${TIME_EARLIEST_DAY}.`,
  dateInFuture: "Time can't be logged for a day that has not come yet.",
  hoursInvalid: `Hours are from 0.01 to ${TIME_ENTRY_HOURS_MAX}, with at most two decimals.`,
  rateInvalid: `Enter an hourly rate from ${formatMoney(TIME_RATE_MIN_CENTS)} to ${formatMoney(TIME_RATE_MAX_CENTS)}.`,
  descriptionTooLong: `Keep the description under ${TIME_ENTRY_DESCRIPTION_MAX} characters.`,
  nothingToChange: 'Nothing to change.',
  projectNotFound: 'Project not found',
  entryNotFound: 'Time entry not found',
  entryLocked: 'Only pending time entries can be changed or deleted: this one is already approved or paid.',
  notPending: 'Only a pending time entry can be approved.',
  notApproved: 'Only an approved time entry can be marked paid.',
  projectHasApprovedTime: 'This project has approved or paid time: it cannot be deleted. Mark it completed instead.',
  projectAdded: 'Project added.',
  projectSaved: 'Project saved.',
  projectDeleted: 'Project deleted.',
  entryLogged: 'Time logged.',
  entrySaved: 'Time entry saved.',
  entryDeleted: 'Time entry deleted.',
  entryApproved: 'Time entry approved.',
  entryPaid: 'Marked paid.',
  confirmDeleteProject: (name: string) => `Delete the project “${name}”? Its pending time entries are deleted with it.`,
  confirmDeleteEntry: 'Delete this pending time entry? Your client has not approved it yet.',
  noProjects: 'No projects yet',
  noProjectsBody: 'Add a project for a client account on Themeport, then log time against it.',
  noEntries: 'No time entries in this period',
  noEntriesBody: 'Log time on a project, or look at another week, month or year.',
  noActiveProjects: 'No active projects',
  noClientProjects: 'No developer has named this account on a project yet.',
  loadFailed: 'Could not load your projects.',
  entriesLoadFailed: 'Could not load time entries.',
} as const;

/** The CSV of a period's entries: one line per entry, the amount in dollars as a spreadsheet reads it. */
export function timeEntriesCsv(entries: readonly TimeEntry[]): string {
  return toCsv(
    ['Date', 'Client', 'Project', 'Hours', 'Rate (USD/hour)', 'Amount (USD)', 'Status', 'Description'],
    entries.map((entry) => [
      entry.date,
      entry.client.name,
      entry.projectName,
      entry.hours.toFixed(2),
      (entry.rateCents / 100).toFixed(2),
      (entry.amountCents / 100).toFixed(2),
      TIME_ENTRY_STATUS_LABELS[entry.status],
      entry.description,
    ]),
  );
}
