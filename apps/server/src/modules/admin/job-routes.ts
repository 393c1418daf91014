import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { JOB_STATES } from '../../db/schema.ts';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { QUEUES, listJobs, type QueueName } from '../../jobs/index.ts';

// The background job queue as an operator sees it (docs/decisions/036): failed jobs stay here
// with their last error until they are 90 days old.

const QUEUE_NAMES = Object.keys(QUEUES) as [QueueName, ...QueueName[]];

const AdminJobSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    queue: z.string().openapi({ example: 'billing.local-renewals' }),
    state: z.enum(JOB_STATES),
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    runAt: z.string().openapi({ format: 'date-time', description: 'When it runs next, or last ran' }),
    lastError: z.string().nullable(),
    scheduleName: z.string().nullable(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    finishedAt: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('AdminJob');

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/jobs',
  middleware: [requirePlatformRole('admin')],
  tags: ['Admin: jobs'],
  summary: 'The newest 100 background jobs, by state (e.g. failed) and queue',
  request: {
    query: z.object({ state: z.enum(JOB_STATES).optional(), queue: z.enum(QUEUE_NAMES).optional() }),
  },
  responses: {
    200: json(z.object({ items: z.array(AdminJobSchema) }), 'The jobs, newest first'),
    400: json(ErrorSchema, 'Unknown state or queue'),
    403: json(ErrorSchema, 'FORBIDDEN: not a platform admin'),
    ...authErrors,
  },
});

export function registerAdminJobRoutes(app: OpenAPIHono<AppEnv>, { db }: AppContext): void {
  app.openapi(listRoute, async (c) => {
    const rows = await listJobs(db, c.req.valid('query'));
    const items = rows.map((row) => ({
      id: row.id,
      queue: row.queue,
      state: row.state,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
      runAt: row.runAt.toISOString(),
      lastError: row.lastError,
      scheduleName: row.scheduleName,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    }));
    return c.json({ items }, 200);
  });
}
