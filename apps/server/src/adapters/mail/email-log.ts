import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailLogs } from '../../db/schema.ts';
import type { MailMessage } from './mail.ts';

/**
 * spec 001 §3 Email log: every message is recorded, whichever adapter delivers it. A message with
 * a `logId` already has its row (pending); that row gets the outcome, so one mail is one row.
 */
export async function logEmail(
  db: Database,
  message: MailMessage,
  status: 'sent' | 'failed',
  error?: string,
): Promise<void> {
  const row = {
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
  };
  if (message.logId) {
    const updated = await db
      .update(emailLogs)
      .set(row)
      .where(eq(emailLogs.id, message.logId))
      .returning({ id: emailLogs.id });
    if (updated.length > 0) return;
  }
  await db.insert(emailLogs).values(row);
}
