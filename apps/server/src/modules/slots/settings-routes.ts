import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { siteBrandingSchema, siteSettingsSchema, updateSiteSettingsSchema } from '@themeport/core';
import { requireAccount } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import type { AppEnv } from '../../http/types.ts';
import { ErrorSchema, authErrors, json, jsonBody, slotParamSchema } from '../../http/schemas.ts';
import { getSiteBranding, getSiteSettings, replaceSiteBranding, updateSiteSettings } from './settings.ts';
import type { Actor, SlotDeps } from './slot.ts';

const tags = ['Site settings'];
const SettingsSchema = siteSettingsSchema.extend({ name: z.string(), description: z.string() });

const readErrors = {
  403: json(ErrorSchema, 'Not a member of the account (FORBIDDEN)'),
  404: json(ErrorSchema, "SLOT_NOT_FOUND: no such slot in this account (another account's slots are not found)"),
  ...authErrors,
};
const writeErrors = {
  ...readErrors,
  400: json(ErrorSchema, 'Invalid input; `fields` names each problem'),
  403: json(ErrorSchema, 'Not a member of the account, or a viewer (FORBIDDEN)'),
  409: json(ErrorSchema, 'SLOT_INACTIVE: the site is removed or parked'),
};

const getSettingsRoute = createRoute({
  method: 'get',
  path: '/api/accounts/{accountId}/slots/{slotId}/settings',
  middleware: [requireAccount('content:read')],
  tags,
  summary: "The site's name, description, SEO defaults, favicon and footer text (any member)",
  request: { params: slotParamSchema },
  responses: { 200: json(SettingsSchema, 'The settings'), ...readErrors },
});

const patchSettingsRoute = createRoute({
  method: 'patch',
  path: '/api/accounts/{accountId}/slots/{slotId}/settings',
  middleware: [requireAccount('content:write')],
  tags,
  summary: 'Rename the site, or change its description, SEO defaults, favicon or footer text (owner, admin, editor)',
  description: "Fields left out stay as they are; '' clears a setting. The live site shows the change at once.",
  request: { params: slotParamSchema, ...jsonBody(updateSiteSettingsSchema) },
  responses: { 200: json(SettingsSchema, 'The settings as saved'), ...writeErrors },
});

const getBrandingRoute = createRoute({
  method: 'get',
  path: '/api/accounts/{accountId}/slots/{slotId}/branding',
  middleware: [requireAccount('content:read')],
  tags,
  summary: "The site's branding profile: brand images, colours, fonts, content defaults (any member)",
  request: { params: slotParamSchema },
  responses: { 200: json(siteBrandingSchema, 'The branding profile'), ...readErrors },
});

const putBrandingRoute = createRoute({
  method: 'put',
  path: '/api/accounts/{accountId}/slots/{slotId}/branding',
  middleware: [requireAccount('content:write')],
  tags,
  summary: 'Replace the branding profile (owner, admin, editor); what is left unset is the theme’s',
  request: { params: slotParamSchema, ...jsonBody(siteBrandingSchema) },
  responses: { 200: json(siteBrandingSchema, 'The branding profile as saved'), ...writeErrors },
});

function actorOf(c: Context<AppEnv>): Actor {
  const account = c.get('account');
  return { accountId: account.id, userId: c.get('user').id, role: account.role };
}

export function registerSiteSettingsRoutes(app: OpenAPIHono<AppEnv>, { db, config, logger }: AppContext): void {
  const deps: SlotDeps = { db, config, logger };

  app.openapi(getSettingsRoute, async (c) =>
    c.json(await getSiteSettings(deps, actorOf(c), c.req.valid('param').slotId), 200),
  );
  app.openapi(patchSettingsRoute, async (c) =>
    c.json(await updateSiteSettings(deps, actorOf(c), c.req.valid('param').slotId, c.req.valid('json')), 200),
  );
  app.openapi(getBrandingRoute, async (c) =>
    c.json(await getSiteBranding(deps, actorOf(c), c.req.valid('param').slotId), 200),
  );
  app.openapi(putBrandingRoute, async (c) =>
    c.json(await replaceSiteBranding(deps, actorOf(c), c.req.valid('param').slotId, c.req.valid('json')), 200),
  );
}
