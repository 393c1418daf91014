import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { MailSender } from './mail.ts';
import { createOutboxSender } from './outbox.ts';
import { createSmtpSender } from './smtp.ts';

export type { MailMessage, MailSender } from './mail.ts';

/** SMTP when SMTP_URL and MAIL_FROM are set, otherwise the outbox (email log + dev mailbox). */
export function createMailSender(config: Pick<Config, 'smtp'>, db: Database): MailSender {
  return config.smtp ? createSmtpSender(db, config.smtp) : createOutboxSender(db);
}
