import type { OpenAPIHono } from '@hono/zod-openapi';
import { rateLimitMessage } from '@themeport/core';
import type { MailSender } from '../../adapters/mail/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { ErrorBody } from '../../errors.ts';
import type { AppEnv } from '../../http/types.ts';
import { type AuthRateLimits, createRateLimiter } from '../../lib/rate-limiter.ts';
import type { Logger } from '../../logger.ts';
import { CLIENT_IP_HEADER, createAuth } from './auth.ts';
import type { AuthContext } from './context.ts';
import { authHeaders, createGuards } from './guards.ts';

export interface AuthSetup {
  config: Config;
  db: Database;
  mail: MailSender;
  limits: AuthRateLimits;
  logger: Logger;
}

/** better-auth over our database, the one rate limiter and the guards, shared by the routes. */
export function createAuthContext({ config, db, mail, limits, logger }: AuthSetup): AuthContext {
  const limiter = createRateLimiter(db);
  const auth = createAuth({ config, db, mail, limiter, limits, logger });
  return { auth, db, config, limiter, limits, logger, guards: createGuards({ auth, db, config }) };
}

/**
 * better-auth's own handler for the /api/auth paths we do not wrap (our routes are registered
 * first and win). It sees the client IP we resolved, and its 429 is reshaped to ours.
 */
export function mountAuthHandler(app: OpenAPIHono<AppEnv>, { auth, config }: AuthContext): void {
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = authHeaders(c, config);
    const request = new Request(c.req.raw, { headers });
    const res = await auth.handler(request);
    if (res.status !== 429) return res;
    const retryAfter = Number(res.headers.get('X-Retry-After')) || 60;
    return c.json<ErrorBody>({ error: rateLimitMessage(retryAfter), code: 'RATE_LIMITED' }, 429, { 'Retry-After': String(retryAfter) });
  });
}

export { CLIENT_IP_HEADER };
