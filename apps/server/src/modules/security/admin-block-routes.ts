// The admin's blocks and allowlist (issue 24): manual block, unblock, allow and remove; each audited,
// and a block or unblock also recorded as a security event about the address.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { securityAllowSchema, securityBlockSchema } from '@themeport/core';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { auditContext } from '../../http/audit-context.ts';
import { ErrorSchema, OkSchema, json, jsonBody, uuidParam } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import {
  allowRange,
  blockAddress,
  listAllowlist,
  listSecurityBlocks,
  removeAllowed,
  unblockAddress,
} from './admin-blocks.ts';
import { SecurityAllowEntrySchema, SecurityBlockSchema, SecurityBlockListSchema, adminOnly } from './admin-schemas.ts';
import { requestFacts } from './record.ts';

const tags = ['Admin: security'];
const guard = () => requirePlatformRole('admin');

const routes = {
  blocks: createRoute({
    method: 'get',
    path: '/api/admin/security/blocks',
    middleware: [guard()],
    tags,
    summary: 'Active blocks (soonest to end first) and the blocks lifted or ended in the last day',
    responses: { 200: json(SecurityBlockListSchema, 'The blocks'), ...adminOnly },
  }),
  block: createRoute({
    method: 'post',
    path: '/api/admin/security/blocks',
    middleware: [guard()],
    tags,
    summary: 'Block an address for some minutes (at most 24 hours); audited and recorded as ip_blocked',
    request: jsonBody(securityBlockSchema),
    responses: {
      201: json(SecurityBlockSchema, 'The block'),
      400: json(ErrorSchema, 'Not an IPv4 or IPv6 address, or minutes out of range'),
      409: json(ErrorSchema, 'ALLOWLISTED or ALREADY_BLOCKED'),
      ...adminOnly,
    },
  }),
  unblock: createRoute({
    method: 'delete',
    path: '/api/admin/security/blocks/{blockId}',
    middleware: [guard()],
    tags,
    summary: 'Lift a block now (the row is kept with who lifted it); audited and recorded as ip_unblocked',
    request: { params: z.object({ blockId: uuidParam('blockId') }) },
    responses: {
      200: json(SecurityBlockSchema, 'The lifted block'),
      404: json(ErrorSchema, 'NOT_FOUND: no such block'),
      409: json(ErrorSchema, 'BLOCK_NOT_ACTIVE: the block has already ended'),
      ...adminOnly,
    },
  }),
  allowlist: createRoute({
    method: 'get',
    path: '/api/admin/security/allowlist',
    middleware: [guard()],
    tags,
    summary: 'Addresses and ranges the monitor never blocks',
    responses: { 200: json(z.object({ items: z.array(SecurityAllowEntrySchema) }), 'The allowlist'), ...adminOnly },
  }),
  allow: createRoute({
    method: 'post',
    path: '/api/admin/security/allowlist',
    middleware: [guard()],
    tags,
    summary: 'Add an address or a CIDR range (stored as its network) with a note; audited',
    request: jsonBody(securityAllowSchema),
    responses: {
      201: json(SecurityAllowEntrySchema, 'The entry'),
      400: json(ErrorSchema, 'Not an address or a CIDR range'),
      409: json(ErrorSchema, 'ALREADY_ALLOWED'),
      ...adminOnly,
    },
  }),
  removeAllowed: createRoute({
    method: 'delete',
    path: '/api/admin/security/allowlist/{entryId}',
    middleware: [guard()],
    tags,
    summary: 'Remove an allowlist entry; audited',
    request: { params: z.object({ entryId: uuidParam('entryId') }) },
    responses: { 200: json(OkSchema, 'Removed'), 404: json(ErrorSchema, 'NOT_FOUND'), ...adminOnly },
  }),
};

export function registerSecurityBlockRoutes(
  app: OpenAPIHono<AppEnv>,
  { db, logger, config, security }: AppContext,
): void {
  const deps = { db, logger, security };

  app.openapi(routes.blocks, async (c) => c.json(await listSecurityBlocks(db), 200));
  app.openapi(routes.block, async (c) =>
    c.json(await blockAddress(deps, auditContext(c, config), c.req.valid('json'), requestFacts(c, config)), 201),
  );
  app.openapi(routes.unblock, async (c) =>
    c.json(
      await unblockAddress(deps, auditContext(c, config), c.req.valid('param').blockId, requestFacts(c, config)),
      200,
    ),
  );
  app.openapi(routes.allowlist, async (c) => c.json({ items: await listAllowlist(db) }, 200));
  app.openapi(routes.allow, async (c) =>
    c.json(await allowRange(deps, auditContext(c, config), c.req.valid('json')), 201),
  );
  app.openapi(routes.removeAllowed, async (c) => {
    await removeAllowed(deps, auditContext(c, config), c.req.valid('param').entryId);
    return c.json({ ok: true as const }, 200);
  });
}
