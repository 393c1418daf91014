import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { MailSender } from './mail.ts';
import { createOutboxSender } from './outbox.ts';

export type { MailMessage, MailSender } from './mail.ts';

/**
 * SMTP when SMTP_URL and MAIL_FROM are set, otherwise the outbox (email log + dev mailbox).
 * nodemailer loads with the first message: a server without SMTP never holds it (decision 044).
 */
export function createMailSender(config: Pick<Config, 'smtp'>, db: Database): MailSender {
  const smtp = config.smtp;
  if (!smtp) return createOutboxSender(db);
  let sender: Promise<MailSender> | undefined;
  return {
    async send(message) {
      sender ??= import('./smtp.ts').then((module) => module.createSmtpSender(db, smtp));
      return (await sender).send(message);
    },
  };
}
