import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins our own pages are served from: PUBLIC_URL's origin, and when that is a loopback
 * address, its other spellings on the same port (the start-up line prints localhost, and people
 * open 127.0.0.1 as often).
 */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`);
}

/**
 * State changes come only from our own pages: a non-GET request to the API must carry an Origin
 * header that is one of trustedOrigins() (browsers send it on every POST, PUT and DELETE).
 * Exempt prefixes are for server-to-server calls that prove themselves otherwise (signed webhooks).
 */
export function originCheck(
  publicUrl: string,
  { exemptPrefixes = [] }: { exemptPrefixes?: string[] } = {},
): MiddlewareHandler {
  const allowed = new Set(trustedOrigins(publicUrl));
  return async (c, next) => {
    const origin = c.req.header('origin');
    const exempt = exemptPrefixes.some((prefix) => c.req.path.startsWith(prefix));
    if (!exempt && !SAFE_METHODS.has(c.req.method) && (origin === undefined || !allowed.has(origin))) {
      throw new AppError('FORBIDDEN_ORIGIN', 403, 'This request must come from the Themeport site.');
    }
    await next();
  };
}
