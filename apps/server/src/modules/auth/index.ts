import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MailSender } from '../../adapters/mail/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, MESSAGES } from '../../errors.ts';
import type { AppEnv } from '../../http/types.ts';
import type { AuthRateLimits, RateLimiter } from '../../lib/rate-limiter.ts';
import type { SecurityMonitor } from '../security/index.ts';
import type { Logger } from '../../logger.ts';
import { CLIENT_IP_HEADER, createAuth } from './auth.ts';
import type { AppContext } from '../../http/app-context.ts';
import { createAccessSource } from './guards.ts';

export interface AuthSetup {
  config: Config;
  db: Database;
  mail: MailSender;
  /** The one limiter: app.ts also counts per-address limits with it before bodies are read. */
  limiter: RateLimiter;
  limits: AuthRateLimits;
  logger: Logger;
  security: SecurityMonitor;
}

/** better-auth over our database, the one rate limiter and what the route guards need, shared by the routes. */
export function createAuthContext({ config, db, mail, limiter, limits, logger, security }: AuthSetup): AppContext {
  const auth = createAuth({ config, db, mail, logger });
  return {
    auth,
    db,
    config,
    limiter,
    limits,
    logger,
    mail,
    security,
    access: createAccessSource({ auth, db, config }),
  };
}

/**
 * The /api/auth paths the product uses are exactly the routes registered in routes.ts and
 * password-routes.ts (each validates with the shared schemas and calls auth.api itself); they are
 * registered before this and win. better-auth's own HTTP handler is passed nothing: every other
 * /api/auth path (update-user, change-email, delete-user, list-sessions, ...) is our 404, so a
 * route of the library we never reviewed cannot write to an account. To expose one, wrap it in a
 * route of ours. (docs/decisions/003)
 */
export function mountAuthHandler(app: OpenAPIHono<AppEnv>, _context: AppContext): void {
  app.all('/api/auth/*', () => {
    throw new AppError('NOT_FOUND', 404, MESSAGES.notFound);
  });
}

export { CLIENT_IP_HEADER };

// The rest of the auth module's face: what other modules, seed/ and scripts/ may use (docs/decisions/014).
export { createPlatformAdmin, adminEmailFrom } from './platform-admin.ts';
export { findUserByEmail, loadSessionUser } from './service.ts';
export { createPasswordUser } from './users.ts';
