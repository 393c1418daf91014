// What each documented route declares about who may call it, read from the guard middlewares
// registered on it (app.routes) with Hono's own path matching.
import { TrieRouter } from 'hono/router/trie-router';
import type { App } from '../app.ts';
import { accessOf, type RouteAccess } from '../http/route-access.ts';

/** The declared access of every guard that runs for this method and concrete path, in order. */
export function guardsFor(app: App, method: string, path: string): RouteAccess[] {
  const router = new TrieRouter<RouteAccess>();
  for (const route of app.routes) {
    const access = accessOf(route.handler);
    if (access) router.add(route.method, route.path, access);
  }
  const [matches] = router.match(method, path);
  return matches.map(([access]) => access);
}

/**
 * The one access a route enforces: the strictest of its guards (an account permission or a
 * platform role over "signed in"), or undefined when no guard runs for it.
 */
export function declaredAccess(guards: RouteAccess[]): RouteAccess | undefined {
  return guards.find((g) => g.kind === 'account') ?? guards.find((g) => g.kind === 'platform') ?? guards[0];
}
