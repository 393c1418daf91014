import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { logEmail } from './email-log.ts';
import type { MailSender } from './mail.ts';

/** SMTP via nodemailer (SMTP_URL, MAIL_FROM); the message is logged as sent or failed. */
export function createSmtpSender(db: Database, smtp: { url: string; mailFrom: string }): MailSender {
  const transport = nodemailer.createTransport(smtp.url);
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from: smtp.mailFrom,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          replyTo: message.replyTo,
        });
      } catch (err) {
        await logEmail(db, message, 'failed', err instanceof Error ? err.message : String(err));
        throw err;
      }
      await logEmail(db, message, 'sent');
    },
  };
}
