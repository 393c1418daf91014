// A client account's view of the projects naming it, and approval of their time (issue 22,
// decision 032): every member reads ('projects:read'); owners and admins approve ('projects:write').
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requireAccount } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, accountParamSchema, authErrors, json } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { approveTimeEntry, listClientProjects } from './client.ts';
import { ClientProjectsResponseSchema, TimeEntrySchema, clientEntryParamSchema } from './schemas.ts';

const tags = ['Developer projects and time'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/accounts/{accountId}/developer-projects',
  middleware: [requireAccount('projects:read')],
  tags,
  summary: 'The projects developers run for this account, with their time entries (any member)',
  request: { params: accountParamSchema },
  responses: {
    200: json(ClientProjectsResponseSchema, 'The projects, newest first, each with its entries and totals'),
    403: json(ErrorSchema, 'Not a member of the account (FORBIDDEN)'),
    ...authErrors,
  },
});

const approveRoute = createRoute({
  method: 'post',
  path: '/api/accounts/{accountId}/time-entries/{entryId}/approve',
  middleware: [requireAccount('projects:write')],
  tags,
  summary: 'Approve a pending time entry (owner, admin): pending → approved',
  request: { params: clientEntryParamSchema },
  responses: {
    200: json(TimeEntrySchema, 'Approved'),
    403: json(ErrorSchema, 'Not an owner or admin of the account (FORBIDDEN)'),
    404: json(ErrorSchema, 'TIME_ENTRY_NOT_FOUND (an entry on another account’s project is not found)'),
    409: json(ErrorSchema, 'TIME_ENTRY_STATUS: the entry is already approved or paid'),
    ...authErrors,
  },
});

export function registerClientProjectRoutes(app: OpenAPIHono<AppEnv>, { db }: AppContext): void {
  app.openapi(listRoute, async (c) => c.json({ projects: await listClientProjects(db, c.get('account').id) }, 200));
  app.openapi(approveRoute, async (c) =>
    c.json(await approveTimeEntry(db, c.get('account').id, c.req.valid('param').entryId, c.get('user').id), 200),
  );
}
