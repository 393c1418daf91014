import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { RecreatePagesResponse } from '@themeport/core';
import { requireAccount } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, slotParamSchema } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { RecreatePostsResponseSchema } from '../posts/index.ts';
import { recreatePages, recreatePosts } from './recreate.ts';
import { SitePageSchema } from './schemas.ts';
import type { Actor, SlotDeps } from './slot.ts';

const RecreatePagesResponseSchema = z
  .object({
    pages: z.array(SitePageSchema),
    added: z.number().int().openapi({ description: 'Template pages the site had no copy of, copied afresh' }),
    restored: z
      .number()
      .int()
      .openapi({ description: 'Deleted copies of template pages, brought back with their edits' }),
  })
  .openapi('RecreatePagesResponse');

const tags = ['Site slots'];
const errors = {
  403: json(ErrorSchema, 'Not a member of the account, or a viewer (FORBIDDEN)'),
  404: json(ErrorSchema, "SLOT_NOT_FOUND (another account's slots are not found)"),
  409: json(ErrorSchema, 'SLOT_INACTIVE: the site is removed or parked, so it has no theme to recreate from'),
  ...authErrors,
};
const keeps =
  'Pages and posts the site has are kept with their edits (matched by their template, a page by its path, a post by its slug); ' +
  'deleted copies come back with their edits; only what is missing is copied afresh. Never duplicates. ';

const recreatePagesRoute = createRoute({
  method: 'post',
  path: '/api/accounts/{accountId}/slots/{slotId}/pages/recreate',
  middleware: [requireAccount('content:write')],
  tags,
  summary: "Recreate Pages: restore the site's pages from its theme's template (spec 000 §2 Pages panel)",
  description: `${keeps}A restored or added page comes with its components. Answers the site's pages afterwards.`,
  request: { params: slotParamSchema },
  responses: { 200: json(RecreatePagesResponseSchema, 'The pages afterwards'), ...errors },
});

const recreatePostsRoute = createRoute({
  method: 'post',
  path: '/api/accounts/{accountId}/slots/{slotId}/posts/recreate',
  middleware: [requireAccount('content:write')],
  tags,
  summary: "Recreate Posts: restore the site's posts from its theme's template",
  description: `${keeps}The client's own posts are never touched. Answers the site's posts afterwards.`,
  request: { params: slotParamSchema },
  responses: { 200: json(RecreatePostsResponseSchema, 'The posts afterwards'), ...errors },
});

function actorOf(c: Context<AppEnv>): Actor {
  const account = c.get('account');
  return { accountId: account.id, userId: c.get('user').id, role: account.role };
}

export function registerRecreateRoutes(app: OpenAPIHono<AppEnv>, { db, config, logger }: AppContext): void {
  const deps: SlotDeps = { db, config, logger };
  app.openapi(recreatePagesRoute, async (c) =>
    c.json(await recreatePages(deps, actorOf(c), c.req.valid('param').slotId), 200),
  );
  app.openapi(recreatePostsRoute, async (c) =>
    c.json(await recreatePosts(deps, actorOf(c), c.req.valid('param').slotId), 200),
  );
}

// Compile-time check that the OpenAPI shape matches the shared type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const check: Same<z.infer<typeof RecreatePagesResponseSchema>, RecreatePagesResponse> = true;
void check;
