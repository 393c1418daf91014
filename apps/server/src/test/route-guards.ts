// What each route declares about who may call it, read from the route itself: the guard in its
// createRoute({ middleware: [...] }). @hono/zod-openapi registers a route's middleware, validators
// and handler in one call on exactly its method and path, so in app.routes they form one run of
// consecutive entries with that method and path, the handler last. Only a guard inside that run
// counts; a guard anywhere else (a path list, a wildcard, app.use) is reported as stray. (A guard
// registered with the same method and path immediately before the route cannot be told from the
// route's own, and runs exactly like it.)
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/types.ts';
import { accessOf, type RouteAccess } from '../http/route-access.ts';

export interface RouteDeclarations {
  /** 'GET /api/accounts/{accountId}/slots' → the access its guards declare, in order. */
  byRoute: Map<string, RouteAccess[]>;
  /** Guards registered outside a route's own run: 'ALL /api/admin/*'. */
  stray: string[];
}

/** '/api/accounts/:accountId/slots' → '/api/accounts/{accountId}/slots' (the OpenAPI spelling). */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)/g, '{$1}');
}

/** The declarations of these routes ('GET /api/health'), and every guard found anywhere else. */
export function readDeclarations(app: OpenAPIHono<AppEnv>, routes: Iterable<string>): RouteDeclarations {
  const runs: Array<{ key: string; access: RouteAccess[] }> = [];
  for (const route of app.routes) {
    const key = `${route.method} ${openApiPath(route.path)}`;
    const last = runs.at(-1);
    const run = last?.key === key ? last : { key, access: [] };
    if (run !== last) runs.push(run);
    const access = accessOf(route.handler);
    if (access) run.access.push(access);
  }
  // A route's own run is the last one with its method and path: app.openapi adds the handler last.
  const ownRun = new Map<string, (typeof runs)[number]>();
  for (const run of runs) ownRun.set(run.key, run);
  const byRoute = new Map<string, RouteAccess[]>();
  for (const route of routes) byRoute.set(route, ownRun.get(route)?.access ?? []);
  const stray = runs
    .filter((run) => run.access.length > 0 && !(byRoute.has(run.key) && ownRun.get(run.key) === run))
    .map((run) => run.key);
  return { byRoute, stray };
}
