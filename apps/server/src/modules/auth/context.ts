import type { MailSender } from '../../adapters/mail/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AccessSource } from '../../http/access.ts';
import type { AuthRateLimits, RateLimiter } from '../../lib/rate-limiter.ts';
import type { Logger } from '../../logger.ts';
import type { Auth } from './auth.ts';

/** What the auth, account, onboarding and admin routes share. */
export interface AuthContext {
  auth: Auth;
  db: Database;
  config: Config;
  limiter: RateLimiter;
  limits: AuthRateLimits;
  logger: Logger;
  mail: MailSender;
  /** What the route guards need, put on every request by provideAccess (app.ts). */
  access: AccessSource;
}
