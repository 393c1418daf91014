import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State changes come only from our own pages: a non-GET request to the API must carry an Origin
 * header equal to PUBLIC_URL's origin (browsers send it on every POST, PUT and DELETE).
 */
export function originCheck(publicUrl: string): MiddlewareHandler {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && c.req.header('origin') !== allowed) {
      throw new AppError('FORBIDDEN_ORIGIN', 403, 'This request must come from the Themeport site.');
    }
    await next();
  };
}
