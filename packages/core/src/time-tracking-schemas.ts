// Zod schemas of projects and time entries (issue 22, decision 032): the API's bodies and query,
// and the developer portal's forms, which take dollars and decimal hours as typed and give the
// API's cents and numbers. Texts and bounds are in time-tracking.ts.
import { z } from 'zod';
import {
  PROJECT_BUDGET_MAX_CENTS,
  PROJECT_NAME_MAX,
  PROJECT_STATUSES,
  TIME_EARLIEST_DAY,
  TIME_ENTRY_DESCRIPTION_MAX,
  TIME_ENTRY_HUNDREDTHS_MAX,
  TIME_ENTRY_HUNDREDTHS_MIN,
  TIME_ENTRY_STATUSES,
  TIME_LATEST_DEADLINE,
  TIME_PERIODS,
  TIME_RATE_MAX_CENTS,
  TIME_RATE_MIN_CENTS,
  TIME_TEXT,
  dollarsToCents,
  hoursToHundredths,
  isCalendarDay,
} from './time-tracking.ts';
import { isUuid } from './uuid.ts';

const name = z
  .string({ error: TIME_TEXT.nameRequired })
  .trim()
  .min(1, TIME_TEXT.nameRequired)
  .max(PROJECT_NAME_MAX, TIME_TEXT.nameTooLong);
const clientEmail = z
  .string({ error: TIME_TEXT.clientEmailInvalid })
  .trim()
  .toLowerCase()
  .max(254, TIME_TEXT.clientEmailInvalid)
  .email(TIME_TEXT.clientEmailInvalid);
const clientAccount = z.string().trim().max(50, TIME_TEXT.clientAccountTooLong);
const status = z.enum(PROJECT_STATUSES, { error: TIME_TEXT.statusInvalid });
const deadline = z
  .string({ error: TIME_TEXT.deadlineInvalid })
  .refine(
    (day) => isCalendarDay(day) && day >= TIME_EARLIEST_DAY && day <= TIME_LATEST_DEADLINE,
    TIME_TEXT.deadlineInvalid,
  );
const budgetCents = z
  .number({ error: TIME_TEXT.budgetInvalid })
  .int(TIME_TEXT.budgetInvalid)
  .min(0, TIME_TEXT.budgetInvalid)
  .max(PROJECT_BUDGET_MAX_CENTS, TIME_TEXT.budgetTooLarge);
const progress = z
  .number({ error: TIME_TEXT.progressInvalid })
  .int(TIME_TEXT.progressInvalid)
  .min(0, TIME_TEXT.progressInvalid)
  .max(100, TIME_TEXT.progressInvalid);

/** POST /api/developer/projects. The client is the account its owner's e-mail (and, if they own several, its name) points to. */
export const createProjectSchema = z
  .object({
    name,
    clientEmail,
    clientAccount: clientAccount.optional(),
    status: status.default('active'),
    deadline: deadline.nullable().default(null),
    budgetCents: budgetCents.default(0),
    progress: progress.default(0),
  })
  .strict();
export type CreateProjectInput = z.output<typeof createProjectSchema>;

/** PATCH /api/developer/projects/{projectId}: any of these (the client stays). */
export const updateProjectSchema = z
  .object({
    name: name.optional(),
    status: status.optional(),
    deadline: deadline.nullable().optional(),
    budgetCents: budgetCents.optional(),
    progress: progress.optional(),
  })
  .strict()
  .refine((value) => Object.values(value).some((v) => v !== undefined), TIME_TEXT.nothingToChange);
export type UpdateProjectInput = z.output<typeof updateProjectSchema>;

const day = z
  .string({ error: TIME_TEXT.dateInvalid })
  .refine(isCalendarDay, TIME_TEXT.dateInvalid)
  .refine((value) => value >= TIME_EARLIEST_DAY, TIME_TEXT.dateTooEarly);
const hours = z.number({ error: TIME_TEXT.hoursInvalid }).refine((value) => {
  const hundredths = hoursToHundredths(value);
  return hundredths !== null && hundredths >= TIME_ENTRY_HUNDREDTHS_MIN && hundredths <= TIME_ENTRY_HUNDREDTHS_MAX;
}, TIME_TEXT.hoursInvalid);
const rateCents = z
  .number({ error: TIME_TEXT.rateInvalid })
  .int(TIME_TEXT.rateInvalid)
  .min(TIME_RATE_MIN_CENTS, TIME_TEXT.rateInvalid)
  .max(TIME_RATE_MAX_CENTS, TIME_TEXT.rateInvalid);
const description = z.string().trim().max(TIME_ENTRY_DESCRIPTION_MAX, TIME_TEXT.descriptionTooLong);
const projectId = z.string({ error: TIME_TEXT.projectRequired }).refine(isUuid, TIME_TEXT.projectRequired);

/** POST /api/developer/time-entries: a pending entry (the day may be at most one day ahead of UTC, checked by the server). */
export const createTimeEntrySchema = z
  .object({ projectId, date: day, hours, rateCents, description: description.default('') })
  .strict();
export type CreateTimeEntryInput = z.output<typeof createTimeEntrySchema>;

/** PATCH /api/developer/time-entries/{entryId}: any of these, while the entry is pending. */
export const updateTimeEntrySchema = z
  .object({
    projectId: projectId.optional(),
    date: day.optional(),
    hours: hours.optional(),
    rateCents: rateCents.optional(),
    description: description.optional(),
  })
  .strict()
  .refine((value) => Object.values(value).some((v) => v !== undefined), TIME_TEXT.nothingToChange);
export type UpdateTimeEntryInput = z.output<typeof updateTimeEntrySchema>;

/** GET /api/developer/time-entries(/export): the period (week by default) holding `date` (today by default). */
export const timeEntriesQuerySchema = z.object({
  period: z.enum(TIME_PERIODS).default('week'),
  date: z
    .string()
    .refine(
      (value) => isCalendarDay(value) && value >= TIME_EARLIEST_DAY && value <= TIME_LATEST_DEADLINE,
      TIME_TEXT.periodDayInvalid,
    )
    .optional(),
  projectId: z.string().refine(isUuid, TIME_TEXT.projectRequired).optional(),
  status: z.enum(TIME_ENTRY_STATUSES).optional(),
});
export type TimeEntriesQuery = z.output<typeof timeEntriesQuerySchema>;

// The portal's forms: every field a string as typed.
const dollars = (message: string, min: number, max: number) =>
  z.string().refine((value) => {
    const cents = dollarsToCents(value);
    return cents !== null && cents >= min && cents <= max;
  }, message);

/** The project form: the budget in dollars (empty is $0), progress as typed, the deadline optional. */
export const projectFormSchema = z.object({
  name,
  clientEmail,
  clientAccount,
  status,
  deadline: z.union([z.literal(''), deadline]),
  budget: z.union([z.literal(''), dollars(TIME_TEXT.budgetInvalid, 0, PROJECT_BUDGET_MAX_CENTS)]),
  progress: z
    .string()
    .refine((value) => /^\d{1,3}$/.test(value.trim()) && Number(value) <= 100, TIME_TEXT.progressInvalid),
});

/** The time form: hours as decimal text, the rate in dollars per hour. */
export const timeEntryFormSchema = z.object({
  projectId,
  date: day,
  hours: z.string().refine((value) => {
    const hundredths = /^\d+(\.\d{1,2})?$/.test(value.trim()) ? hoursToHundredths(Number(value)) : null;
    return hundredths !== null && hundredths >= TIME_ENTRY_HUNDREDTHS_MIN && hundredths <= TIME_ENTRY_HUNDREDTHS_MAX;
  }, TIME_TEXT.hoursInvalid),
  rate: dollars(TIME_TEXT.rateInvalid, TIME_RATE_MIN_CENTS, TIME_RATE_MAX_CENTS),
  description,
});

/** The project form when editing: the client stays, so its fields are not asked again. */
export const projectEditFormSchema = projectFormSchema.omit({ clientEmail: true, clientAccount: true });
