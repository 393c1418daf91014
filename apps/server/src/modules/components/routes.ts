import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  COMPONENT_PAGE_WINDOW,
  cloneComponentSchema,
  createComponentSchema,
  updateComponentSchema,
} from '@themeport/core';
import { requireAccount } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, jsonBody, slotParamSchema } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { AppError } from '../../errors.ts';
import { registerComponentArrangeRoutes } from './arrange-routes.ts';
import type { KeyFilter } from './queries.ts';
import {
  ComponentInstanceSchema,
  ComponentListSchema,
  DeletedComponentSchema,
  componentParamSchema,
  listQuerySchema,
  pageQuerySchema,
} from './schemas.ts';
import {
  changeComponent,
  cloneComponent,
  createComponent,
  deleteComponent,
  getComponent,
  listComponents,
  listPageComponents,
  restoreComponent,
  type ComponentDeps,
} from './service.ts';

const tags = ['Components'];
const base = '/api/accounts/{accountId}/slots/{slotId}/components';
const readErrors = {
  403: json(ErrorSchema, 'Not a member of the account (FORBIDDEN)'),
  404: json(ErrorSchema, "SLOT_NOT_FOUND or COMPONENT_NOT_FOUND (another account's are not found)"),
  ...authErrors,
};
const writeErrors = {
  ...readErrors,
  403: json(ErrorSchema, 'Not a member of the account, or a viewer (FORBIDDEN)'),
  409: json(ErrorSchema, 'SLOT_INACTIVE: the site is removed or parked'),
};
const invalid = {
  400: json(
    ErrorSchema,
    "Invalid input, or INVALID_COMPONENT: data is not schema v2 (the spec's text, the rule in fields)",
  ),
};

const listRoute = createRoute({
  method: 'get',
  path: base,
  middleware: [requireAccount('content:read')],
  tags,
  summary: "The site's components, filtered (spec 000 §7 List; any member)",
  description:
    'Key filters inside data: `meta.<key>=…`, `settings.<key>=…`, `content.<key>=…` (a content field matches on its value). ' +
    'Order by `order` and `direction`, else sortOrder then createdAt. No limit and no offset: every row; ' +
    `an offset alone: a window of ${COMPONENT_PAGE_WINDOW}.`,
  request: { params: slotParamSchema, query: listQuerySchema },
  responses: { 200: json(ComponentListSchema, 'The components'), ...invalid, ...readErrors },
});

const byPageRoute = createRoute({
  method: 'get',
  path: `${base}/by-page`,
  middleware: [requireAccount('content:read')],
  tags,
  summary: "The site's live components of one page, sortOrder ascending (spec 000 §7 By page; any member)",
  request: { params: slotParamSchema, query: pageQuerySchema },
  responses: { 200: json(ComponentListSchema, 'The components'), ...invalid, ...readErrors },
});

const getRoute = createRoute({
  method: 'get',
  path: `${base}/{componentId}`,
  middleware: [requireAccount('content:read')],
  tags,
  summary: 'One live component (spec 000 §7 Get one; any member)',
  request: { params: componentParamSchema },
  responses: { 200: json(ComponentInstanceSchema, 'The component'), ...readErrors },
});

const createRouteDef = createRoute({
  method: 'post',
  path: base,
  middleware: [requireAccount('content:write')],
  tags,
  summary: 'Create a component, version 1 (spec 000 §7 Create; owner, admin, editor)',
  request: { params: slotParamSchema, ...jsonBody(createComponentSchema) },
  responses: { 201: json(ComponentInstanceSchema, 'Created'), ...invalid, ...writeErrors },
});

const cloneRoute = createRoute({
  method: 'post',
  path: `${base}/clone`,
  middleware: [requireAccount('content:write')],
  tags,
  summary: "Clone a template of the site's theme: slug plus a random suffix, data keys overridden (spec 000 §7)",
  request: { params: slotParamSchema, ...jsonBody(cloneComponentSchema) },
  responses: {
    201: json(ComponentInstanceSchema, 'Created'),
    ...invalid,
    ...writeErrors,
    404: json(ErrorSchema, "TEMPLATE_NOT_FOUND 'Template {id} not found', or SLOT_NOT_FOUND"),
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: `${base}/{componentId}`,
  middleware: [requireAccount('content:write')],
  tags,
  summary: 'Change columns and keys inside meta, content, settings; the version goes up by one (spec 000 §7 Update)',
  request: { params: componentParamSchema, ...jsonBody(updateComponentSchema) },
  responses: { 200: json(ComponentInstanceSchema, 'Updated'), ...invalid, ...writeErrors },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${base}/{componentId}`,
  middleware: [requireAccount('content:write')],
  tags,
  summary: 'Soft delete: sets deletedAt; the version goes up by one (spec 000 §7 Delete)',
  request: { params: componentParamSchema },
  responses: { 200: json(DeletedComponentSchema, 'Deleted'), ...writeErrors },
});

const restoreRoute = createRoute({
  method: 'post',
  path: `${base}/{componentId}/restore`,
  middleware: [requireAccount('content:write')],
  tags,
  summary: 'Undo a delete: deletedAt cleared; the version goes up by one',
  request: { params: componentParamSchema },
  responses: { 200: json(ComponentInstanceSchema, 'Restored'), ...writeErrors },
});

const KEY_FILTER = /^(meta|content|settings)\.([A-Za-z0-9_-]{1,64})$/;
const MAX_KEY_FILTERS = 10;

/** The `meta.<key>`, `content.<key>` and `settings.<key>` query parameters. */
function keyFilters(c: Context<AppEnv>): KeyFilter[] {
  const filters: KeyFilter[] = [];
  for (const [name, values] of Object.entries(c.req.queries())) {
    const match = KEY_FILTER.exec(name);
    if (!match) continue;
    for (const value of values) {
      if (value.length > 500 || filters.length >= MAX_KEY_FILTERS)
        throw new AppError('VALIDATION_ERROR', 400, 'Please check your input and try again.', {
          [name]: `At most ${MAX_KEY_FILTERS} key filters of 500 characters`,
        });
      filters.push({ section: match[1] as KeyFilter['section'], key: match[2]!, value });
    }
  }
  return filters;
}

function target(c: Context<AppEnv>) {
  return { accountId: c.get('account').id, slotId: c.req.param('slotId')! };
}

export function registerComponentRoutes(app: OpenAPIHono<AppEnv>, { db, config }: AppContext): void {
  const deps: ComponentDeps = { db, config };

  app.openapi(listRoute, async (c) => {
    const { componentTypes, limit, offset, ...query } = c.req.valid('query');
    const types = componentTypes
      ?.split(',')
      .map((type) => type.trim())
      .filter(Boolean);
    // spec 000 §7: a default window of 50 when only an offset is given.
    const window = limit ?? (offset !== undefined ? COMPONENT_PAGE_WINDOW : undefined);
    const list = await listComponents(deps, target(c), {
      ...query,
      componentTypes: types,
      limit: window,
      offset,
      keys: keyFilters(c),
    });
    return c.json(list, 200);
  });

  // Before {componentId}, which would otherwise take 'by-page' and 'clone'.
  app.openapi(byPageRoute, async (c) =>
    c.json(await listPageComponents(deps, target(c), c.req.valid('query').pagePath), 200),
  );
  app.openapi(cloneRoute, async (c) => c.json(await cloneComponent(deps, target(c), c.req.valid('json')), 201));

  app.openapi(getRoute, async (c) =>
    c.json(await getComponent(deps, target(c), c.req.valid('param').componentId), 200),
  );
  app.openapi(createRouteDef, async (c) => c.json(await createComponent(deps, target(c), c.req.valid('json')), 201));
  app.openapi(updateRoute, async (c) =>
    c.json(await changeComponent(deps, target(c), c.req.valid('param').componentId, c.req.valid('json')), 200),
  );
  app.openapi(deleteRoute, async (c) =>
    c.json(await deleteComponent(deps, target(c), c.req.valid('param').componentId), 200),
  );
  app.openapi(restoreRoute, async (c) =>
    c.json(await restoreComponent(deps, target(c), c.req.valid('param').componentId), 200),
  );
  registerComponentArrangeRoutes(app, deps);
}
