import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { deploymentUrlSchema } from '@themeport/core';
import { createSiteHostingProvider } from '../../adapters/sites/index.ts';
import { requireAccount } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, jsonBody, slotParamSchema } from '../../http/schemas.ts';
import { SiteSlotSchema } from '../slots/index.ts';
import {
  clearDeploymentUrl,
  createRepositoryAndSite,
  rebuildSite,
  repositoryArchive,
  saveDeploymentUrl,
  type HostingDeps,
} from './service.ts';

const CreatedSiteSchema = z
  .object({
    repository: z.object({ url: z.string() }),
    site: z.object({ url: z.string() }),
    hosting: z.enum(['local', 'netlify']).openapi({ description: 'Who hosts the site: Themeport (local) or Netlify' }),
  })
  .openapi('CreatedSite');
const RebuildSchema = z
  .object({ ok: z.literal(true), builtAt: z.string().openapi({ format: 'date-time' }) })
  .openapi('SiteRebuild');

const slotErrors = {
  403: json(ErrorSchema, 'Not a member of the account, or a viewer (owner, admin or editor only)'),
  404: json(ErrorSchema, "No such slot in this account (another account's slot is not found either)"),
  ...authErrors,
};
const tags = ['Hosting'];

const createSiteRoute = createRoute({
  method: 'post',
  path: '/api/accounts/{accountId}/slots/{slotId}/site',
  middleware: [requireAccount('hosting:write')],
  tags,
  summary: "Create the slot's repository and site (spec create-subscription-site); repeating it commits only changes",
  request: { params: slotParamSchema },
  responses: {
    200: json(CreatedSiteSchema, 'The repository and the live site'),
    409: json(ErrorSchema, 'NO_THEME_ASSIGNED: the slot is inactive or has no theme'),
    502: json(ErrorSchema, 'REPOSITORY_FAILED: the repository or site could not be created'),
    ...slotErrors,
  },
});

// The zip holds the site's whole source, so it needs the hosting write permission (owner, admin, editor) too.
const zipRoute = createRoute({
  method: 'get',
  path: '/api/accounts/{accountId}/slots/{slotId}/repository.zip',
  middleware: [requireAccount('hosting:write')],
  tags,
  summary: "The site's local git repository (working tree and .git) as a zip (owner, admin or editor)",
  request: { params: slotParamSchema },
  responses: {
    200: {
      content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
      description: 'The repository',
    },
    ...slotErrors,
  },
});

const deploymentUrlRoute = createRoute({
  method: 'put',
  path: '/api/accounts/{accountId}/slots/{slotId}/deployment-url',
  middleware: [requireAccount('hosting:write')],
  tags,
  summary: "Set the site's deployment (Netlify) URL by hand",
  request: { params: slotParamSchema, ...jsonBody(deploymentUrlSchema) },
  responses: {
    200: json(SiteSlotSchema, 'The slot with its new URL'),
    400: json(ErrorSchema, "'Please enter a Netlify URL', or not a URL"),
    409: json(ErrorSchema, 'NO_THEME_ASSIGNED: the slot is inactive or has no theme'),
    ...slotErrors,
  },
});

const clearDeploymentUrlRoute = createRoute({
  method: 'delete',
  path: '/api/accounts/{accountId}/slots/{slotId}/deployment-url',
  middleware: [requireAccount('hosting:write')],
  tags,
  summary: 'Clear the deployment URL set by hand: the site is at its local host address again',
  request: { params: slotParamSchema },
  responses: {
    200: json(SiteSlotSchema, 'The slot with its local address'),
    409: json(ErrorSchema, 'NO_THEME_ASSIGNED: the slot is inactive or has no theme'),
    ...slotErrors,
  },
});

const rebuildRoute = createRoute({
  method: 'post',
  path: '/api/accounts/{accountId}/slots/{slotId}/rebuild',
  middleware: [requireAccount('hosting:write')],
  tags,
  summary: 'Rebuild the site: the local host re-renders and re-exports the repository; Netlify builds again',
  request: { params: slotParamSchema },
  responses: {
    200: json(RebuildSchema, 'The rebuild was triggered'),
    409: json(ErrorSchema, 'NO_THEME_ASSIGNED: the slot is inactive or has no theme'),
    502: json(ErrorSchema, 'REBUILD_FAILED'),
    ...slotErrors,
  },
});

export interface HostingRouteOptions {
  /** Defaults to the adapter chosen by config (Netlify + GitHub, or local). */
  provider?: HostingDeps['provider'];
}

export function registerHostingRoutes(
  app: OpenAPIHono<AppEnv>,
  { db, config, logger }: AppContext,
  options: HostingRouteOptions = {},
): void {
  const deps: HostingDeps = {
    db,
    config,
    logger,
    provider: options.provider ?? createSiteHostingProvider(config),
  };

  app.openapi(createSiteRoute, async (c) => {
    const { slotId } = c.req.valid('param');
    const body = await createRepositoryAndSite(deps, {
      accountId: c.get('account').id,
      slotId,
      userId: c.get('user').id,
    });
    return c.json(body, 200);
  });

  app.openapi(zipRoute, async (c) => {
    const { slotId } = c.req.valid('param');
    const archive = await repositoryArchive(deps, { accountId: c.get('account').id, slotId });
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="${archive.filename}"`);
    return c.body(Buffer.from(archive.bytes), 200);
  });

  app.openapi(deploymentUrlRoute, async (c) => {
    const { slotId } = c.req.valid('param');
    const { url } = c.req.valid('json');
    return c.json(
      await saveDeploymentUrl(deps, { accountId: c.get('account').id, slotId, userId: c.get('user').id, url }),
      200,
    );
  });

  app.openapi(clearDeploymentUrlRoute, async (c) => {
    const { slotId } = c.req.valid('param');
    return c.json(
      await clearDeploymentUrl(deps, { accountId: c.get('account').id, slotId, userId: c.get('user').id }),
      200,
    );
  });

  app.openapi(rebuildRoute, async (c) => {
    const { slotId } = c.req.valid('param');
    return c.json(await rebuildSite(deps, { accountId: c.get('account').id, slotId, userId: c.get('user').id }), 200);
  });
}
