import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { SITE_TEXT, isUuid } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { requireAccount } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, slotParamSchema } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { listSiteMessages } from './service.ts';

const SiteMessageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('SiteMessage');

const listRoute = createRoute({
  method: 'get',
  path: '/api/accounts/{accountId}/slots/{slotId}/messages',
  middleware: [requireAccount('content:read')],
  tags: ['Sites'],
  summary: "Messages visitors sent through the site's contact form, newest first (the last 100; any member)",
  request: { params: slotParamSchema },
  responses: {
    200: json(z.object({ messages: z.array(SiteMessageSchema) }), 'The messages'),
    404: json(ErrorSchema, 'No such site in this account'),
    ...authErrors,
  },
});

export function registerSiteMessageRoutes(app: OpenAPIHono<AppEnv>, { db }: AppContext): void {
  app.openapi(listRoute, async (c) => {
    const { accountId, slotId } = c.req.valid('param');
    if (!isUuid(slotId)) throw new AppError('SLOT_NOT_FOUND', 404, SITE_TEXT.slotNotFound);
    return c.json({ messages: await listSiteMessages(db, { accountId, siteId: slotId }) }, 200);
  });
}
