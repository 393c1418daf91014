import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { pingDatabase } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { publicRoute } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';

const HealthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) }).openapi('Health');

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  middleware: [publicRoute()],
  tags: ['System'],
  summary: 'Liveness and database check (select 1)',
  responses: {
    200: {
      content: { 'application/json': { schema: HealthSchema } },
      description: 'The server and its database answer',
    },
    503: { content: { 'application/json': { schema: HealthSchema } }, description: 'The database does not answer' },
  },
});

export function registerSystemRoutes(app: OpenAPIHono<AppEnv>, db: Database, logger: Logger): void {
  app.openapi(healthRoute, async (c) => {
    try {
      await pingDatabase(db);
      return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
    } catch (err) {
      logger.error({ err, requestId: c.get('requestId') }, 'health check: database unavailable');
      return c.json({ status: 'error' as const, database: 'error' as const }, 503);
    }
  });
}
