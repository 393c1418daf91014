import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  LIBRARY_SOURCES,
  addToLibrarySchema,
  FRAMEWORKS,
  type LibraryResponse,
  type LibraryStatusResponse,
} from '@themeport/core';
import { requireAccount, requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, jsonBody, accountParamSchema } from '../../http/schemas.ts';
import { idOrSlugParamSchema } from '../themes/index.ts';
import { addFreeTheme, libraryStatus, listLibrary } from './service.ts';

const LibraryItemSchema = z
  .object({
    templateId: z.string().openapi({ format: 'uuid' }),
    templateName: z.string(),
    slug: z.string(),
    description: z.string(),
    previewUrl: z.string().nullable(),
    demoUrl: z.string().nullable().openapi({
      description: "The theme's live demo on the sites origin (demo-{slug}); null when it has no template pages.",
    }),
    framework: z.enum(FRAMEWORKS),
    price: z.number().int().openapi({ description: 'Price in cents; 0 is free.' }),
    features: z.array(z.string()),
    images: z.array(z.string()),
    version: z.string(),
    purchasedAt: z.string().openapi({ format: 'date-time' }),
    source: z.enum(LIBRARY_SOURCES),
  })
  .openapi('LibraryItem');

const LibraryResponseSchema = z.object({ items: z.array(LibraryItemSchema) }).openapi('LibraryResponse');
const LibraryStatusSchema = z.object({ inLibrary: z.boolean() }).openapi('LibraryStatus');

const forbidden = { 403: json(ErrorSchema, 'Not a member of the account, or a role that may not do this') };

const listRoute = createRoute({
  method: 'get',
  path: '/api/accounts/{accountId}/library',
  middleware: [requireAccount('account:read')],
  tags: ['Library'],
  summary: "The account's theme library, newest first (any member)",
  request: { params: accountParamSchema },
  responses: { 200: json(LibraryResponseSchema, 'The library'), ...forbidden, ...authErrors },
});

const addRoute = createRoute({
  method: 'post',
  path: '/api/accounts/{accountId}/library',
  middleware: [requireAccount('slots:write')],
  tags: ['Library'],
  summary: 'Add a free theme to the account library (owner, admin or editor); downloads rise by one',
  request: { params: accountParamSchema, ...jsonBody(addToLibrarySchema) },
  responses: {
    201: json(LibraryItemSchema, 'Added'),
    400: json(ErrorSchema, 'Invalid input, or PAYMENT_REQUIRED for a paid theme'),
    404: json(ErrorSchema, 'Theme not found'),
    409: json(ErrorSchema, 'ALREADY_IN_LIBRARY'),
    ...forbidden,
    ...authErrors,
  },
});

const statusRoute = createRoute({
  method: 'get',
  path: '/api/themes/{idOrSlug}/library-status',
  middleware: [requireUser({ currentAccount: true })],
  tags: ['Library'],
  summary: "Whether the theme is in the current account's library (tp_account, else the user's first owned account)",
  request: { params: idOrSlugParamSchema },
  responses: { 200: json(LibraryStatusSchema, 'The status'), 404: json(ErrorSchema, 'Theme not found'), ...authErrors },
});

export function registerLibraryRoutes(app: OpenAPIHono<AppEnv>, { db, config }: AppContext): void {
  const sitesOrigin = config.sites.origin;
  app.openapi(listRoute, async (c) => {
    const body: LibraryResponse = { items: await listLibrary(db, c.get('account').id, sitesOrigin) };
    return c.json(body, 200);
  });

  app.openapi(addRoute, async (c) => {
    const { themeId } = c.req.valid('json');
    return c.json(await addFreeTheme(db, { accountId: c.get('account').id, themeIdOrSlug: themeId, sitesOrigin }), 201);
  });

  app.openapi(statusRoute, async (c) => {
    const { idOrSlug } = c.req.valid('param');
    // The same current account as /api/me: the cookie's while still a member, else the first owned one.
    const accountId = c.var.currentAccount?.id ?? null;
    const body: LibraryStatusResponse = { inLibrary: await libraryStatus(db, { accountId, themeIdOrSlug: idOrSlug }) };
    return c.json(body, 200);
  });
}
