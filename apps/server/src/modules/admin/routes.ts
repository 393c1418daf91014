import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { count } from 'drizzle-orm';
import { themeReviews, themes, users } from '../../db/schema.ts';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json } from '../../http/schemas.ts';
import { registerAdminAuditRoutes } from './audit-routes.ts';
import { registerAdminEmailLogRoutes } from './email-log-routes.ts';
import { registerAdminEmailTemplateRoutes } from './email-template-routes.ts';
import { registerAdminJobRoutes } from './job-routes.ts';
import { registerAdminReviewRoutes } from './review-routes.ts';
import { registerAdminUserRoutes } from './user-routes.ts';

const summaryRoute = createRoute({
  method: 'get',
  path: '/api/admin/summary',
  middleware: [requirePlatformRole('admin')],
  tags: ['Admin'],
  summary: 'Counts of users, themes and reviews (admin only)',
  responses: {
    200: json(z.object({ users: z.number().int(), themes: z.number().int(), reviews: z.number().int() }), 'The counts'),
    403: json(ErrorSchema, 'FORBIDDEN: not an admin'),
    ...authErrors,
  },
});

export function registerAdminRoutes(app: OpenAPIHono<AppEnv>, context: AppContext): void {
  const { db } = context;
  registerAdminReviewRoutes(app, context);
  registerAdminUserRoutes(app, context);
  registerAdminAuditRoutes(app, context);
  registerAdminEmailLogRoutes(app, context);
  registerAdminEmailTemplateRoutes(app, context);
  registerAdminJobRoutes(app, context);
  app.openapi(summaryRoute, async (c) => {
    const [[u], [t], [r]] = await Promise.all([
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(themes),
      db.select({ n: count() }).from(themeReviews),
    ]);
    return c.json({ users: u?.n ?? 0, themes: t?.n ?? 0, reviews: r?.n ?? 0 }, 200);
  });
}
