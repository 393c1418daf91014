import type { Context } from 'hono';
import type { MailSender } from '../../adapters/mail/index.ts';
import type { ErrorReporter } from '../../adapters/errors/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import type { Logger } from '../../logger.ts';
import { runDetectors } from './detectors.ts';
import { recordQuietly, requestFacts, type SecurityEventInput } from './record.ts';

/** What the monitor needs from the app (built once in app.ts). */
export interface SecurityDeps {
  db: Database;
  config: Config;
  logger: Logger;
  mail: MailSender;
  /** Alerts also go here with the severity's level (spec 001 §9); Sentry when configured. */
  errorReporter?: ErrorReporter | null;
}

/** The server's security monitor (docs/security-monitor.md): every module records through it. */
export interface SecurityMonitor {
  /** Records an event and runs the detectors on it (which may block, alert, mail); never throws. */
  record(input: SecurityEventInput): Promise<void>;
  /** record, with the request's address, agent, endpoint, request id and signed-in user filled in. */
  recordRequest(c: Context<AppEnv>, input: SecurityEventInput): Promise<void>;
}

export function createSecurityMonitor(deps: SecurityDeps): SecurityMonitor {
  const record = (input: SecurityEventInput) => recordQuietly(deps, input, (event) => runDetectors(deps, event));
  return {
    record,
    recordRequest: (c, input) => record({ ...requestFacts(c, deps.config), ...input }),
  };
}
