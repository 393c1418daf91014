import type { Database } from '../../db/client.ts';
import { logEmail } from './email-log.ts';
import type { MailSender } from './mail.ts';

/** The embedded default: the message is stored in the email log and read in the dev mailbox. */
export function createOutboxSender(db: Database): MailSender {
  return { send: (message) => logEmail(db, message, 'sent') };
}
