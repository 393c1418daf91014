// A developer's projects for client accounts and the time logged on them (issue 22; spec 000 §3
// developer sample entities; decision 032). Money in integer cents; hours in hundredths.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  PROJECT_BUDGET_MAX_CENTS,
  PROJECT_NAME_MAX,
  PROJECT_STATUSES,
  TIME_ENTRY_DESCRIPTION_MAX,
  TIME_ENTRY_HUNDREDTHS_MAX,
  TIME_ENTRY_HUNDREDTHS_MIN,
  TIME_ENTRY_STATUSES,
  TIME_RATE_MAX_CENTS,
  TIME_RATE_MIN_CENTS,
} from '@themeport/core';
import { accounts } from './accounts-schema.ts';
import { users } from './auth-schema.ts';

/** A bound from core written into a check as a literal (checks take no parameters). */
const n = (value: number) => sql.raw(String(value));

export const projectStatusEnum = pgEnum('project_status', PROJECT_STATUSES);
export const timeEntryStatusEnum = pgEnum('time_entry_status', TIME_ENTRY_STATUSES);

/** spec 000 §3 project: name, client, status, deadline, budget, progress. */
export const developerProjects = pgTable(
  'developer_projects',
  {
    id: uuid().primaryKey().defaultRandom(),
    developerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client: an account on Themeport (its members see the project and approve its time). */
    clientAccountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    status: projectStatusEnum().notNull().default('active'),
    deadline: date({ mode: 'string' }),
    budgetCents: integer().notNull().default(0),
    progress: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('developer_projects_developer_idx').on(t.developerId, t.createdAt),
    index('developer_projects_client_idx').on(t.clientAccountId),
    check('developer_projects_name_length', sql`char_length(${t.name}) between 1 and ${n(PROJECT_NAME_MAX)}`),
    check('developer_projects_budget', sql`${t.budgetCents} between 0 and ${n(PROJECT_BUDGET_MAX_CENTS)}`),
    check('developer_projects_progress', sql`${t.progress} between 0 and 100`),
  ],
);

/** spec 000 §3 time entry: client (the project's), project, date, hours, rate, status. */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => developerProjects.id, { onDelete: 'cascade' }),
    /** The project's developer, kept on the entry so every developer query is scoped by it. */
    developerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    hoursHundredths: integer().notNull(),
    rateCents: integer().notNull(),
    /** hours × rate rounded half up to the cent (core timeEntryAmountCents); the check below holds it. */
    amountCents: integer().notNull(),
    status: timeEntryStatusEnum().notNull().default('pending'),
    description: text().notNull().default(''),
    approvedAt: timestamp({ withTimezone: true }),
    approvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_entries_developer_day_idx').on(t.developerId, t.day),
    index('time_entries_project_idx').on(t.projectId, t.day),
    check(
      'time_entries_hours',
      sql`${t.hoursHundredths} between ${n(TIME_ENTRY_HUNDREDTHS_MIN)} and ${n(TIME_ENTRY_HUNDREDTHS_MAX)}`,
    ),
    check('time_entries_rate', sql`${t.rateCents} between ${n(TIME_RATE_MIN_CENTS)} and ${n(TIME_RATE_MAX_CENTS)}`),
    check('time_entries_amount', sql`${t.amountCents} = (${t.hoursHundredths}::bigint * ${t.rateCents} + 50) / 100`),
    check('time_entries_description_length', sql`char_length(${t.description}) <= ${n(TIME_ENTRY_DESCRIPTION_MAX)}`),
    check(
      'time_entries_status_dates',
      sql`(${t.status} = 'pending') = (${t.approvedAt} is null) and (${t.status} = 'paid') = (${t.paidAt} is not null)`,
    ),
  ],
);

export type DeveloperProjectRow = typeof developerProjects.$inferSelect;
export type TimeEntryRow = typeof timeEntries.$inferSelect;
