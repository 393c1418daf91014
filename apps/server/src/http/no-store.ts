import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types.ts';

/**
 * `Cache-Control: no-store` on every answer that did not choose its own caching: API answers carry
 * a user's or an account's data (or a session cookie, a one-time token's status), and no browser
 * or proxy may keep them. Answers meant to be cached say so themselves (the catalogue's
 * revalidation header, the docs page), and this leaves them alone. Errors are covered too.
 */
export function noStoreByDefault(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
