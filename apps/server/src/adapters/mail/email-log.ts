import type { Database } from '../../db/client.ts';
import { emailLogs } from '../../db/schema.ts';
import type { MailMessage } from './mail.ts';

/** spec 001 §3 Email log: every message is recorded, whichever adapter delivers it. */
export async function logEmail(
  db: Database,
  message: MailMessage,
  status: 'sent' | 'failed',
  error?: string,
): Promise<void> {
  await db.insert(emailLogs).values({
    type: message.type,
    status,
    metadata: {
      to: message.to,
      subject: message.subject,
      body: message.text,
      templateId: message.templateId ?? null,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    },
    html: message.html,
    text: message.text,
    error: error ?? null,
  });
}
