// Who may call a route, carried by the guard middleware itself (http/access.ts), which each route
// names in its own createRoute({ middleware: [...] }); the generated authorisation test reads it
// back from app.routes and holds the route to the permission matrix (decision 015).
import type { AccountResource, Permission, PlatformRole } from '@themeport/core';

/** 'slots:write': a resource and a permission of the matrix in packages/core/src/permissions.ts. */
export type AccountPermission = `${AccountResource}:${Permission}`;

export type RouteAccess =
  /** Anyone, signed in or not (the route may still prove the caller otherwise: a key, a token, a signature). */
  | { kind: 'public' }
  /** Any signed-in user; data is the user's own (or their current account's, chosen among their memberships). */
  | { kind: 'user' }
  /** A signed-in user with one of these platform roles. */
  | { kind: 'platform'; roles: readonly PlatformRole[] }
  /** A member of the account (from :accountId, else the current-account cookie) whose role holds the permission. */
  | { kind: 'account'; resource: AccountResource; permission: Permission };

// Functions are the keys: a guard built once and registered on many paths declares once.
const declared = new WeakMap<object, RouteAccess>();

/** Marks a middleware (a guard) with the access it enforces; returns the same middleware. */
export function declareAccess<T extends object>(middleware: T, access: RouteAccess): T {
  declared.set(middleware, access);
  return middleware;
}

/** The access a middleware declared, if it is a guard. */
export function accessOf(middleware: unknown): RouteAccess | undefined {
  return typeof middleware === 'function' ? declared.get(middleware) : undefined;
}

export function parseAccountPermission(value: AccountPermission): {
  resource: AccountResource;
  permission: Permission;
} {
  const [resource, permission] = value.split(':') as [AccountResource, Permission];
  return { resource, permission };
}
