// POST /api/dev/past-sales: registered only outside production (app.ts) and answering only this
// machine, as the dev mailbox. For journeys that need money past its hold (service.ts says why).
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { publicRoute } from '../../http/access.ts';
import { loopbackOnly } from '../../http/loopback.ts';
import { ErrorSchema, errorResponses, json, jsonBody } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { recordDevPastSale } from './service.ts';

const EARLIEST = Date.parse('2000-01-01T00:00:00.000Z');

const PastSaleBodySchema = z.object({
  themeId: z.uuid({ error: 'Enter the id of a theme.' }),
  at: z.iso.datetime({ error: 'Enter the time of the sale as an ISO date-time in UTC.' }).refine((value) => {
    const at = Date.parse(value);
    return at >= EARLIEST && at <= Date.now();
  }, 'The time of the sale must be in the past, from the year 2000 on.'),
});

const PastSaleSchema = z
  .object({
    purchaseId: z.string(),
    themeId: z.string(),
    buyer: z.string(),
    createdAt: z.string(),
    pricePaidCents: z.number().int(),
    developerShareCents: z.number().int(),
    platformShareCents: z.number().int(),
  })
  .openapi('DevPastSale');

const pastSaleRoute = createRoute({
  method: 'post',
  path: '/api/dev/past-sales',
  middleware: [publicRoute(), loopbackOnly('Recording past sales is only available on this machine.')],
  tags: ['Dev past sales'],
  summary: "Records a sale of a developer's published paid theme at a past time (absent in production; loopback only)",
  description:
    'A buyer account of its own, a paid local checkout, the purchase and its ledger lines, dated `at`; a sale is available 14 days after it. For journeys that cannot wait for the hold.',
  request: jsonBody(PastSaleBodySchema),
  responses: {
    201: json(PastSaleSchema, 'The sale, recorded'),
    400: errorResponses[400],
    403: json(ErrorSchema, 'LOOPBACK_ONLY: the request did not come from this machine'),
    404: json(ErrorSchema, 'THEME_NOT_FOUND: no published theme with this id'),
    409: json(ErrorSchema, 'NOT_A_DEVELOPER_SALE: the theme is free or has no developer'),
  },
});

export function registerDevPastSales(app: OpenAPIHono<AppEnv>, db: Database): void {
  app.openapi(pastSaleRoute, async (c) => {
    const { themeId, at } = c.req.valid('json');
    const { purchase, accountName } = await recordDevPastSale(db, { themeId, at: new Date(at) });
    return c.json(
      {
        purchaseId: purchase.id,
        themeId: purchase.themeId,
        buyer: accountName,
        createdAt: purchase.createdAt.toISOString(),
        pricePaidCents: purchase.pricePaid,
        developerShareCents: purchase.developerShare,
        platformShareCents: purchase.platformShare,
      },
      201,
    );
  });
}
