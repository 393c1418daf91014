import type { MailSender } from '../adapters/mail/index.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AuthRateLimits, RateLimiter } from '../lib/rate-limiter.ts';
import type { Logger } from '../logger.ts';
// Type-only: the auth module builds it; nothing of it runs from here (docs/decisions/014).
import type { Auth } from '../modules/auth/auth.ts';
import type { SecurityMonitor } from '../modules/security/index.ts';
import type { AccessSource } from './types.ts';

/** The app's dependency bag, built once in app.ts and handed to each module's route registration. */
export interface AppContext {
  auth: Auth;
  db: Database;
  config: Config;
  limiter: RateLimiter;
  limits: AuthRateLimits;
  logger: Logger;
  mail: MailSender;
  /** Records security events and runs the detectors (modules/security). */
  security: SecurityMonitor;
  /** What the route guards need, put on every request by provideAccess (app.ts). */
  access: AccessSource;
}
