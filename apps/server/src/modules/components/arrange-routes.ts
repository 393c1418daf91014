import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { addComponentSchema, reorderComponentsSchema } from '@themeport/core';
import { requireAccount } from '../../http/access.ts';
import { ErrorSchema, authErrors, json, jsonBody, slotParamSchema } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { addComponent, duplicateComponent, reorderComponents } from './arrange.ts';
import { ComponentInstanceSchema, ComponentListSchema, componentParamSchema } from './schemas.ts';
import type { ComponentDeps } from './service.ts';

// The Components tab's arranging routes (issue 11); the others are in routes.ts.
const tags = ['Components'];
const base = '/api/accounts/{accountId}/slots/{slotId}/components';
const writeErrors = {
  403: json(ErrorSchema, 'Not a member of the account, or a viewer (FORBIDDEN)'),
  404: json(ErrorSchema, "SLOT_NOT_FOUND or COMPONENT_NOT_FOUND (another account's are not found)"),
  409: json(ErrorSchema, 'SLOT_INACTIVE: the site is removed or parked'),
  ...authErrors,
};
const invalid = {
  400: json(ErrorSchema, 'Invalid input, or INVALID_COMPONENT: the result is not schema v2'),
};

const reorderRoute = createRoute({
  method: 'put',
  path: `${base}/order`,
  middleware: [requireAccount('content:write')],
  tags,
  summary: "Put a page's components in order: sortOrder 1, 2, 3… at once; each moved one gets a new version",
  description:
    "`componentIds` names each live component of the page once (else 400 VALIDATION_ERROR). Answers the page's components in their new order.",
  request: { params: slotParamSchema, ...jsonBody(reorderComponentsSchema) },
  responses: { 200: json(ComponentListSchema, "The page's components"), ...invalid, ...writeErrors },
});

const duplicateRoute = createRoute({
  method: 'post',
  path: `${base}/{componentId}/duplicate`,
  middleware: [requireAccount('content:write')],
  tags,
  summary: 'A copy right after the component (the ones after move down one), version 1',
  description:
    "The copy's slug is the slug without its suffix plus a new random one; its ELID location ends in that slug.",
  request: { params: componentParamSchema },
  responses: { 201: json(ComponentInstanceSchema, 'The copy'), ...invalid, ...writeErrors },
});

const addRoute = createRoute({
  method: 'post',
  path: `${base}/add`,
  middleware: [requireAccount('content:write')],
  tags,
  summary: "Add one of the theme's component types (a template, see ?isTemplate=true) at the end of a page",
  description: "`pagePath` is a live page of the site, or 'global' for the header and footer.",
  request: { params: slotParamSchema, ...jsonBody(addComponentSchema) },
  responses: {
    201: json(ComponentInstanceSchema, 'Added'),
    ...invalid,
    ...writeErrors,
    404: json(ErrorSchema, "TEMPLATE_NOT_FOUND 'Template {id} not found', NOT_FOUND (no such page), or SLOT_NOT_FOUND"),
  },
});

export function registerComponentArrangeRoutes(app: OpenAPIHono<AppEnv>, deps: ComponentDeps): void {
  const target = (accountId: string, slotId: string) => ({ accountId, slotId });
  app.openapi(reorderRoute, async (c) =>
    c.json(
      await reorderComponents(deps, target(c.get('account').id, c.req.valid('param').slotId), c.req.valid('json')),
      200,
    ),
  );
  app.openapi(duplicateRoute, async (c) => {
    const { slotId, componentId } = c.req.valid('param');
    return c.json(await duplicateComponent(deps, target(c.get('account').id, slotId), componentId), 201);
  });
  app.openapi(addRoute, async (c) =>
    c.json(
      await addComponent(deps, target(c.get('account').id, c.req.valid('param').slotId), c.req.valid('json')),
      201,
    ),
  );
}
