import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  ACCOUNT_RESOURCES,
  ACCOUNT_ROLES,
  APP_LOG_CATEGORIES,
  APP_LOG_LEVELS,
  DOMAIN_STATUSES,
  PERMISSIONS,
  SLOT_STATUSES,
  type AccessCheckResponse,
  type AppLogsResponse,
  type DiagnosticsReport,
} from '@themeport/core';
import { requireAccount } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, accountParamSchema } from '../../http/schemas.ts';
import { runAccessCheck } from './access-check.ts';
import { buildDiagnostics, clearAppLogs, listAppLogs } from './service.ts';

const AppLogEntrySchema = z
  .object({
    id: z.string(),
    level: z.enum(APP_LOG_LEVELS),
    category: z.enum(APP_LOG_CATEGORIES),
    message: z.string(),
    siteId: z.string().nullable(),
    slotNumber: z.number().int().nullable(),
    userEmail: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('AppLogEntry');
const AppLogsResponseSchema = z.object({ entries: z.array(AppLogEntrySchema) }).openapi('AppLogsResponse');

const logQuerySchema = z.object({
  level: z.enum(APP_LOG_LEVELS).optional(),
  category: z.enum(APP_LOG_CATEGORIES).optional(),
  q: z.string().trim().max(200).optional().openapi({ description: 'Words to find in the message' }),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

const DiagnosticsSchema = z
  .object({
    generatedAt: z.string(),
    account: z.object({
      id: z.string(),
      name: z.string(),
      plan: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
    plan: z.object({ id: z.string(), maxSites: z.number().int(), usedSites: z.number().int() }),
    limits: z.record(z.string(), z.number()),
    hosting: z.object({ adapter: z.enum(['local', 'netlify']), sitesHost: z.string(), sitesIp: z.string().nullable() }),
    slots: z.array(
      z.object({
        id: z.string(),
        slotNumber: z.number().int(),
        status: z.enum(SLOT_STATUSES),
        name: z.string(),
        theme: z.object({ id: z.string(), name: z.string() }).nullable(),
        hosting: z.enum(['local', 'netlify']).nullable(),
        deploymentUrl: z.string().nullable(),
        repositoryUrl: z.string().nullable(),
        removedAt: z.string().nullable(),
        pageCount: z.number().int(),
        componentCount: z.number().int(),
        postCount: z.number().int(),
      }),
    ),
    domains: z.array(
      z.object({
        id: z.string(),
        domain: z.string(),
        slotNumber: z.number().int(),
        status: z.enum(DOMAIN_STATUSES),
        message: z.string().nullable(),
        lastCheckedAt: z.string().nullable(),
      }),
    ),
    recentErrors: z.array(AppLogEntrySchema),
  })
  .openapi('DiagnosticsReport');

const AccessCheckSchema = z
  .object({
    user: z.object({ id: z.string(), email: z.string() }),
    role: z.enum(ACCOUNT_ROLES),
    checks: z.array(
      z.object({
        resource: z.enum(ACCOUNT_RESOURCES),
        permission: z.enum(PERMISSIONS),
        action: z.string(),
        allowed: z.boolean().openapi({ description: 'The role matrix grants it to your role' }),
        passed: z.boolean().openapi({ description: "The server's own check let you through (and reads returned)" }),
        detail: z.string(),
      }),
    ),
    generatedAt: z.string(),
  })
  .openapi('AccessCheckResponse');

// Compile-time checks that the OpenAPI shapes match the shared types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const checks: [
  Same<z.infer<typeof AppLogsResponseSchema>, AppLogsResponse>,
  Same<z.infer<typeof DiagnosticsSchema>, DiagnosticsReport>,
  Same<z.infer<typeof AccessCheckSchema>, AccessCheckResponse>,
] = [true, true, true];
void checks;

const forbidden = { 403: json(ErrorSchema, 'Not a member of the account, or a role that may not do this') };
const tags = ['Application log'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/accounts/{accountId}/logs',
  middleware: [requireAccount('logs:read')],
  tags,
  summary: "The account's application log, newest first, filtered (any member)",
  request: { params: accountParamSchema, query: logQuerySchema },
  responses: {
    200: json(AppLogsResponseSchema, 'The log lines'),
    400: json(ErrorSchema, 'Invalid filter'),
    ...forbidden,
    ...authErrors,
  },
});

const clearRoute = createRoute({
  method: 'delete',
  path: '/api/accounts/{accountId}/logs',
  middleware: [requireAccount('logs:delete')],
  tags,
  summary: 'Clear All: delete every line of the application log (owner or admin)',
  request: { params: accountParamSchema },
  responses: {
    200: json(z.object({ deleted: z.number().int() }).openapi('LogsCleared'), 'How many lines went'),
    ...forbidden,
    ...authErrors,
  },
});

const diagnosticsRoute = createRoute({
  method: 'get',
  path: '/api/accounts/{accountId}/diagnostics',
  middleware: [requireAccount('logs:read')],
  tags,
  summary:
    'Download Diagnostic: the account, plan, limits, slots with counts, domains, hosting adapter and last 20 errors (any member)',
  request: { params: accountParamSchema },
  responses: { 200: json(DiagnosticsSchema, 'The report'), ...forbidden, ...authErrors },
});

const accessCheckRoute = createRoute({
  method: 'get',
  path: '/api/accounts/{accountId}/access-check',
  middleware: [requireAccount('logs:read')],
  tags,
  summary:
    "What the current user's role may do in the account, and whether each server check passed (replaces 'Debug RLS')",
  request: { params: accountParamSchema },
  responses: { 200: json(AccessCheckSchema, 'The checks'), ...forbidden, ...authErrors },
});

export function registerAppLogRoutes(app: OpenAPIHono<AppEnv>, { db, config }: AppContext): void {
  app.openapi(listRoute, async (c) => {
    const body: AppLogsResponse = { entries: await listAppLogs(db, c.get('account').id, c.req.valid('query')) };
    return c.json(body, 200);
  });

  app.openapi(clearRoute, async (c) => c.json({ deleted: await clearAppLogs(db, c.get('account').id) }, 200));

  app.openapi(diagnosticsRoute, async (c) => {
    return c.json(await buildDiagnostics(db, config, c.get('account').id), 200);
  });

  app.openapi(accessCheckRoute, async (c) => {
    return c.json(await runAccessCheck(db, c), 200);
  });
}
