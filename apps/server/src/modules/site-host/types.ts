import type { MailSender } from '../../adapters/mail/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';

export interface SiteHostContext {
  db: Database;
  config: Config;
  logger: Logger;
  /** Sends the contact form's messages to the site's owners. */
  mail: MailSender;
}
