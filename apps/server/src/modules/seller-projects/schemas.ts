import { z } from '@hono/zod-openapi';
import {
  PROJECT_STATUSES,
  TIME_ENTRY_STATUSES,
  TIME_PERIODS,
  type ClientProjectsResponse,
  type Project,
  type ProjectsResponse,
  type TimeEntriesResponse,
  type TimeEntry,
} from '@themeport/core';
import { accountParamSchema, uuidParam } from '../../http/schemas.ts';

/** OpenAPI shapes of projects and time entries; the compile-time checks below keep them equal to @themeport/core. */
const ClientSchema = z
  .object({ accountId: z.string().openapi({ format: 'uuid' }), name: z.string() })
  .openapi('ProjectClient');

const day = (description: string) => z.string().openapi({ format: 'date', example: '2026-11-27', description });

export const ProjectSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    name: z.string(),
    client: ClientSchema,
    status: z.enum(PROJECT_STATUSES),
    deadline: day('The deadline, or null').nullable(),
    budgetCents: z.number().int().openapi({ description: 'The budget in cents' }),
    progress: z.number().int().openapi({ description: '0 to 100 (%)' }),
    hours: z.number().openapi({ description: 'Hours logged on it, every status' }),
    amountCents: z.number().int().openapi({ description: 'Their amount in cents' }),
    pendingEntries: z.number().int().openapi({ description: 'Entries waiting for the client’s approval' }),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Project');

export const ProjectsResponseSchema = z.object({ projects: z.array(ProjectSchema) }).openapi('ProjectsResponse');

export const TimeEntrySchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    projectId: z.string().openapi({ format: 'uuid' }),
    projectName: z.string(),
    client: ClientSchema,
    date: day('The day worked'),
    hours: z.number().openapi({ description: 'Decimal hours, at most two decimals', example: 1.5 }),
    rateCents: z.number().int().openapi({ description: 'Cents per hour', example: 8500 }),
    amountCents: z.number().int().openapi({ description: 'hours × rate, rounded half up to the cent', example: 12750 }),
    status: z.enum(TIME_ENTRY_STATUSES),
    description: z.string(),
    approvedAt: z.string().nullable().openapi({ format: 'date-time' }),
    paidAt: z.string().nullable().openapi({ format: 'date-time' }),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('TimeEntry');

const TotalsSchema = z
  .object({
    hundredths: z.number().int().openapi({ description: 'Hours in hundredths (exact)' }),
    hours: z.number(),
    amountCents: z.number().int(),
    byStatus: z.object({ pending: z.number().int(), approved: z.number().int(), paid: z.number().int() }),
  })
  .openapi('TimeTotals');

export const TimeEntriesResponseSchema = z
  .object({
    period: z.enum(TIME_PERIODS),
    range: z.object({ from: day('First day'), to: day('Last day') }),
    entries: z.array(TimeEntrySchema),
    totals: TotalsSchema,
  })
  .openapi('TimeEntriesResponse');

export const ClientProjectsResponseSchema = z
  .object({
    projects: z.array(
      z.object({
        id: z.string().openapi({ format: 'uuid' }),
        name: z.string(),
        developerName: z.string(),
        status: z.enum(PROJECT_STATUSES),
        deadline: z.string().nullable(),
        budgetCents: z.number().int(),
        progress: z.number().int(),
        entries: z.array(TimeEntrySchema),
        totals: TotalsSchema,
      }),
    ),
  })
  .openapi('ClientProjectsResponse');

export const projectParamSchema = z.object({ projectId: uuidParam('projectId') });
export const entryParamSchema = z.object({ entryId: uuidParam('entryId') });
export const clientEntryParamSchema = accountParamSchema.extend({ entryId: uuidParam('entryId') });

// Compile-time checks that the OpenAPI shapes match the shared types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const checks: [
  Same<z.infer<typeof ProjectSchema>, Project>,
  Same<z.infer<typeof ProjectsResponseSchema>, ProjectsResponse>,
  Same<z.infer<typeof TimeEntrySchema>, TimeEntry>,
  Same<z.infer<typeof TimeEntriesResponseSchema>, TimeEntriesResponse>,
  Same<z.infer<typeof ClientProjectsResponseSchema>, ClientProjectsResponse>,
] = [true, true, true, true, true];
void checks;
