import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deploySiteSchema, updateSiteSchema } from '@themeport/core';
import { requireAccount } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, jsonBody, accountParamSchema, slotParamSchema } from '../../http/schemas.ts';
import {
  ContentKeySchema,
  SiteSlotSchema,
  SitePagesResponseSchema,
  SlotsResponseSchema,
  ThemeUpdateResponseSchema,
} from './schemas.ts';
import { listSitePages, siteContentKey } from './content.ts';
import { rotateContentKey } from './content-key.ts';
import { removeSite, restoreSite } from './removal.ts';
import { deploySite, listSlots, updateSite } from './service.ts';
import { updateSiteTheme } from './theme-update.ts';
import type { Actor, SlotDeps } from './slot.ts';

const forbidden = { 403: json(ErrorSchema, 'Not a member of the account, or a viewer (FORBIDDEN)') };
const notFound = {
  404: json(ErrorSchema, "SLOT_NOT_FOUND: no such slot in this account (another account's slots are not found)"),
};
const tags = ['Site slots'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/accounts/{accountId}/slots',
  middleware: [requireAccount('slots:read')],
  tags,
  summary: "The account's active slots, restorable removed slots, used/max and whether you may edit (any member)",
  request: { params: accountParamSchema },
  responses: { 200: json(SlotsResponseSchema, 'The slots'), ...forbidden, ...authErrors },
});

const deployRoute = createRoute({
  method: 'post',
  path: '/api/accounts/{accountId}/slots',
  middleware: [requireAccount('slots:write')],
  tags,
  summary: 'Deploy a library theme into the lowest free slot (spec 000 §4 deploy flow, one transaction)',
  description:
    'Order: account, capacity (usage_limits.max_sites), library, clone (template pages, components, posts), slot. ' +
    'A theme already active in a slot answers 200 with that slot and is not cloned again.',
  request: { params: accountParamSchema, ...jsonBody(deploySiteSchema) },
  responses: {
    201: json(SiteSlotSchema, 'Deployed'),
    200: json(SiteSlotSchema, 'The theme was already active: its slot'),
    400: json(ErrorSchema, 'Invalid input, or THEME_NOT_IN_LIBRARY'),
    404: json(ErrorSchema, 'The account is gone'),
    409: json(
      ErrorSchema,
      'NO_AVAILABLE_SLOTS with the used/max text, or THEME_NOT_READY: the theme has no published template pages yet (nothing changed; it stays in the library)',
    ),
    500: json(ErrorSchema, 'DEPLOY_FAILED: nothing was kept'),
    ...forbidden,
    ...authErrors,
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/accounts/{accountId}/slots/{slotId}',
  middleware: [requireAccount('slots:write')],
  tags,
  summary:
    'Rename, describe, or swap the theme of an active slot (a new theme is cloned fresh; the old content is kept 30 days)',
  request: { params: slotParamSchema, ...jsonBody(updateSiteSchema) },
  responses: {
    200: json(SiteSlotSchema, 'Updated'),
    400: json(ErrorSchema, 'Invalid input, or THEME_NOT_IN_LIBRARY'),
    409: json(ErrorSchema, 'SLOT_INACTIVE, or THEME_NOT_READY (the new theme has no published template pages yet)'),
    ...notFound,
    ...forbidden,
    ...authErrors,
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/api/accounts/{accountId}/slots/{slotId}',
  middleware: [requireAccount('slots:write')],
  tags,
  summary: 'Remove the theme from a slot: inactive, URLs cleared, domains released, content kept 30 days',
  request: { params: slotParamSchema },
  responses: {
    200: json(SiteSlotSchema, 'Removed'),
    409: json(ErrorSchema, 'SLOT_INACTIVE'),
    ...notFound,
    ...forbidden,
    ...authErrors,
  },
});

const restoreRoute = createRoute({
  method: 'post',
  path: '/api/accounts/{accountId}/slots/{slotId}/restore',
  middleware: [requireAccount('slots:write')],
  tags,
  summary: 'Undo a removal within 30 days: the theme and content come back in the lowest free slot',
  request: { params: slotParamSchema },
  responses: {
    200: json(SiteSlotSchema, 'Restored'),
    409: json(ErrorSchema, 'NO_AVAILABLE_SLOTS, or SLOT_ACTIVE'),
    410: json(ErrorSchema, 'NOT_RESTORABLE: removed more than 30 days ago'),
    ...notFound,
    ...forbidden,
    ...authErrors,
  },
});

const themeUpdateRoute = createRoute({
  method: 'post',
  path: '/api/accounts/{accountId}/slots/{slotId}/theme-update',
  middleware: [requireAccount('slots:write')],
  tags,
  summary: "'Update available': bring the site up to its theme's current version, keeping its own content",
  description:
    'One transaction: template pages and components the site never had are copied in (components onto their page, ' +
    'with the template sort order); pages and components the site has keep their edits, and ones it deleted stay ' +
    "deleted; posts are not touched. The site's theme_version becomes the theme's version.",
  request: { params: slotParamSchema },
  responses: {
    200: json(ThemeUpdateResponseSchema, 'Updated: the slot afterwards and what was added'),
    409: json(ErrorSchema, 'THEME_UP_TO_DATE: already on the latest version; SLOT_INACTIVE: removed or parked'),
    ...notFound,
    ...forbidden,
    ...authErrors,
  },
});

const pagesRoute = createRoute({
  method: 'get',
  path: '/api/accounts/{accountId}/slots/{slotId}/pages',
  middleware: [requireAccount('slots:read')],
  tags,
  summary: "The site's own pages (any member)",
  request: { params: slotParamSchema },
  responses: { 200: json(SitePagesResponseSchema, 'The pages'), ...notFound, ...forbidden, ...authErrors },
});

const contentKeyRoute = createRoute({
  method: 'get',
  path: '/api/accounts/{accountId}/slots/{slotId}/content-key',
  middleware: [requireAccount('slots:read')],
  tags,
  summary: "The public content API's read key for themes built outside Themeport (any member)",
  request: { params: slotParamSchema },
  responses: {
    200: json(ContentKeySchema, 'The key and the URL to use it with'),
    ...notFound,
    ...forbidden,
    ...authErrors,
  },
});

const rotateContentKeyRoute = createRoute({
  method: 'post',
  path: '/api/accounts/{accountId}/slots/{slotId}/content-key/rotate',
  middleware: [requireAccount('slots:write')],
  tags,
  summary: "Replace the content API's read key; the old key stops working at once (owner, admin, editor)",
  request: { params: slotParamSchema },
  responses: {
    200: json(ContentKeySchema, 'The new key and the URL to use it with'),
    ...notFound,
    ...forbidden,
    ...authErrors,
  },
});

function actorOf(c: Context<AppEnv>): Actor {
  const account = c.get('account');
  return { accountId: account.id, userId: c.get('user').id, role: account.role };
}

export function registerSlotRoutes(app: OpenAPIHono<AppEnv>, { db, config, logger }: AppContext): void {
  const deps: SlotDeps = { db, config, logger };

  app.openapi(listRoute, async (c) => {
    return c.json(await listSlots(deps, actorOf(c)), 200);
  });

  app.openapi(deployRoute, async (c) => {
    const { slot: deployed, created } = await deploySite(deps, actorOf(c), c.req.valid('json'));
    return created ? c.json(deployed, 201) : c.json(deployed, 200);
  });

  app.openapi(updateRoute, async (c) =>
    c.json(await updateSite(deps, actorOf(c), c.req.valid('param').slotId, c.req.valid('json')), 200),
  );

  app.openapi(removeRoute, async (c) => c.json(await removeSite(deps, actorOf(c), c.req.valid('param').slotId), 200));

  app.openapi(restoreRoute, async (c) => c.json(await restoreSite(deps, actorOf(c), c.req.valid('param').slotId), 200));

  app.openapi(themeUpdateRoute, async (c) =>
    c.json(await updateSiteTheme(deps, actorOf(c), c.req.valid('param').slotId), 200),
  );

  app.openapi(pagesRoute, async (c) => {
    return c.json({ pages: await listSitePages(deps, actorOf(c), c.req.valid('param').slotId) }, 200);
  });

  app.openapi(contentKeyRoute, async (c) => {
    return c.json(await siteContentKey(deps, actorOf(c), c.req.valid('param').slotId), 200);
  });

  app.openapi(rotateContentKeyRoute, async (c) => {
    return c.json(await rotateContentKey(deps, actorOf(c), c.req.valid('param').slotId), 200);
  });
}
