// The developer's projects and time entries (issue 22, decision 032): a developer reaches only
// their own (another's are not found); clients and admins are refused (403).
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  createProjectSchema,
  createTimeEntrySchema,
  timeEntriesQuerySchema,
  updateProjectSchema,
  updateTimeEntrySchema,
} from '@themeport/core';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, OkSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import {
  ProjectSchema,
  ProjectsResponseSchema,
  TimeEntriesResponseSchema,
  TimeEntrySchema,
  entryParamSchema,
  projectParamSchema,
} from './schemas.ts';
import {
  createProject,
  createTimeEntry,
  deleteProject,
  deleteTimeEntry,
  exportTimeEntries,
  listProjects,
  listTimeEntries,
  markTimeEntryPaid,
  updateProject,
  updateTimeEntry,
} from './service.ts';

const tags = ['Developer projects and time'];
const developer = requirePlatformRole('developer');
const access = { 403: json(ErrorSchema, 'Not a developer (FORBIDDEN)'), ...authErrors };
const invalid = { 400: json(ErrorSchema, 'Invalid input: the field and its message in `fields`') };
const projectMissing = { 404: json(ErrorSchema, 'PROJECT_NOT_FOUND (another developer’s is not found)') };
const entryMissing = { 404: json(ErrorSchema, 'TIME_ENTRY_NOT_FOUND (another developer’s is not found)') };
const locked = { 409: json(ErrorSchema, 'TIME_ENTRY_LOCKED: the entry is approved or paid') };

const routes = {
  listProjects: createRoute({
    method: 'get',
    path: '/api/developer/projects',
    middleware: [developer],
    tags,
    summary: 'The developer’s projects, newest first, with the hours and amount logged on each',
    responses: { 200: json(ProjectsResponseSchema, 'The projects'), ...access },
  }),
  createProject: createRoute({
    method: 'post',
    path: '/api/developer/projects',
    middleware: [developer],
    tags,
    summary: 'Add a project for a client account, named by its owner’s e-mail',
    description:
      'The client is the account whose owner has `clientEmail`; when that person owns several accounts, ' +
      '`clientAccount` names one. No such owner: 400 CLIENT_NOT_FOUND. Budget in cents (0 to $1,000,000), progress 0–100.',
    request: jsonBody(createProjectSchema),
    responses: { 201: json(ProjectSchema, 'Added'), ...invalid, ...access },
  }),
  updateProject: createRoute({
    method: 'patch',
    path: '/api/developer/projects/{projectId}',
    middleware: [developer],
    tags,
    summary: 'Change the name, status, deadline, budget or progress (the client stays)',
    request: { params: projectParamSchema, ...jsonBody(updateProjectSchema) },
    responses: { 200: json(ProjectSchema, 'Saved'), ...invalid, ...projectMissing, ...access },
  }),
  deleteProject: createRoute({
    method: 'delete',
    path: '/api/developer/projects/{projectId}',
    middleware: [developer],
    tags,
    summary: 'Delete a project with its pending time; one with approved or paid time stays (409)',
    request: { params: projectParamSchema },
    responses: {
      200: json(OkSchema, 'Deleted'),
      409: json(ErrorSchema, 'PROJECT_HAS_APPROVED_TIME'),
      ...projectMissing,
      ...access,
    },
  }),
  listEntries: createRoute({
    method: 'get',
    path: '/api/developer/time-entries',
    middleware: [developer],
    tags,
    summary: 'Time Entries of a week, month or year (spec 000 §2), newest day first, with totals',
    description:
      'The period holding `date` (today in UTC by default): the ISO week (Monday to Sunday), the month or the year. ' +
      'Optional `projectId` and `status` narrow it; totals are of the entries answered.',
    request: { query: timeEntriesQuerySchema },
    responses: { 200: json(TimeEntriesResponseSchema, 'The entries and totals'), ...invalid, ...access },
  }),
  exportEntries: createRoute({
    method: 'get',
    path: '/api/developer/time-entries/export',
    middleware: [developer],
    tags,
    summary: 'The same entries as a CSV file (a download)',
    request: { query: timeEntriesQuerySchema },
    responses: {
      200: {
        content: { 'text/csv': { schema: z.string() } },
        description: 'Date, Client, Project, Hours, Rate, Amount, Status, Description',
      },
      ...invalid,
      ...access,
    },
  }),
  createEntry: createRoute({
    method: 'post',
    path: '/api/developer/time-entries',
    middleware: [developer],
    tags,
    summary: 'Log time on one of the developer’s projects: a pending entry for the client to approve',
    description:
      'Hours 0.01–24 with at most two decimals; rate in cents per hour, $1–$1,000; the day from 2000-01-01 to one day after today (UTC). ' +
      'The amount is hours × rate rounded half up to the cent.',
    request: jsonBody(createTimeEntrySchema),
    responses: { 201: json(TimeEntrySchema, 'Logged'), ...invalid, ...access },
  }),
  updateEntry: createRoute({
    method: 'patch',
    path: '/api/developer/time-entries/{entryId}',
    middleware: [developer],
    tags,
    summary: 'Change a pending entry (approved and paid ones are locked: 409)',
    request: { params: entryParamSchema, ...jsonBody(updateTimeEntrySchema) },
    responses: { 200: json(TimeEntrySchema, 'Saved'), ...invalid, ...entryMissing, ...locked, ...access },
  }),
  deleteEntry: createRoute({
    method: 'delete',
    path: '/api/developer/time-entries/{entryId}',
    middleware: [developer],
    tags,
    summary: 'Delete a pending entry (approved and paid ones are locked: 409)',
    request: { params: entryParamSchema },
    responses: { 200: json(OkSchema, 'Deleted'), ...entryMissing, ...locked, ...access },
  }),
  markPaid: createRoute({
    method: 'post',
    path: '/api/developer/time-entries/{entryId}/paid',
    middleware: [developer],
    tags,
    summary: 'Mark an approved entry paid (approved → paid)',
    request: { params: entryParamSchema },
    responses: {
      200: json(TimeEntrySchema, 'Paid'),
      409: json(ErrorSchema, 'TIME_ENTRY_STATUS: the entry is not approved (pending, or already paid)'),
      ...entryMissing,
      ...access,
    },
  }),
};

export function registerDeveloperProjectRoutes(app: OpenAPIHono<AppEnv>, { db }: AppContext): void {
  const me = (c: Context<AppEnv>) => c.get('user').id;
  app.openapi(routes.listProjects, async (c) => c.json({ projects: await listProjects(db, me(c)) }, 200));
  app.openapi(routes.createProject, async (c) => c.json(await createProject(db, me(c), c.req.valid('json')), 201));
  app.openapi(routes.updateProject, async (c) =>
    c.json(await updateProject(db, me(c), c.req.valid('param').projectId, c.req.valid('json')), 200),
  );
  app.openapi(routes.deleteProject, async (c) => {
    await deleteProject(db, me(c), c.req.valid('param').projectId);
    return c.json({ ok: true as const }, 200);
  });
  app.openapi(routes.listEntries, async (c) => c.json(await listTimeEntries(db, me(c), c.req.valid('query')), 200));
  // Before {entryId}: registered in this order, 'export' is never taken for an id.
  app.openapi(routes.exportEntries, async (c) => {
    const { csv, fileName } = await exportTimeEntries(db, me(c), c.req.valid('query'));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    return c.body(csv) as never;
  });
  app.openapi(routes.createEntry, async (c) => c.json(await createTimeEntry(db, me(c), c.req.valid('json')), 201));
  app.openapi(routes.updateEntry, async (c) =>
    c.json(await updateTimeEntry(db, me(c), c.req.valid('param').entryId, c.req.valid('json')), 200),
  );
  app.openapi(routes.deleteEntry, async (c) => {
    await deleteTimeEntry(db, me(c), c.req.valid('param').entryId);
    return c.json({ ok: true as const }, 200);
  });
  app.openapi(routes.markPaid, async (c) =>
    c.json(await markTimeEntryPaid(db, me(c), c.req.valid('param').entryId), 200),
  );
}
