import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  EMAIL_LOG_TEXT,
  MANUAL_EMAIL_TYPE,
  diffChanges,
  isUuid,
  type AdminEmailLog,
  type AdminEmailLogList,
  type EmailLogStatus,
} from '@themeport/core';
import type { MailMessage, MailSender } from '../../adapters/mail/index.ts';
import type { Database } from '../../db/client.ts';
import { emailLogs, emailTemplates, type EmailLog } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { audited, type AuditContext } from '../../lib/audit.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailDocument } from '../../lib/mail-layout.ts';
import type { Logger } from '../../logger.ts';

// spec 001 §2.10 Email Logs: the log of every message, an admin's own e-mail (spec 001 §4: type
// manual, pending until the mail adapter answers, then sent or failed with its error) and the
// resend of a failed one. The row is written before sending, in the audited transaction; the
// delivery runs after it commits, so a slow mail server holds no transaction open.

interface Deps {
  db: Database;
  logger: Logger;
  mail: MailSender;
}

const notFound = () => new AppError('EMAIL_LOG_NOT_FOUND', 404, EMAIL_LOG_TEXT.notFound);
const notFailed = () => new AppError('EMAIL_NOT_FAILED', 409, EMAIL_LOG_TEXT.notFailed);

function toAdminEmailLog(row: EmailLog): AdminEmailLog {
  return {
    id: row.id,
    type: row.type,
    status: row.status as EmailLogStatus,
    metadata: {
      to: row.metadata.to,
      subject: row.metadata.subject,
      // The product's own mails carry verification and reset links: an admin sees only their own text.
      body: row.type === MANUAL_EMAIL_TYPE ? row.metadata.body : null,
      templateId: row.metadata.templateId,
    },
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first, by status and/or type, with the exact total of the filter. */
export async function listEmailLogs(
  db: Database,
  query: { status?: EmailLogStatus | undefined; type?: string | undefined; page: number; pageSize: number },
): Promise<AdminEmailLogList> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(emailLogs.status, query.status));
  if (query.type) conditions.push(eq(emailLogs.type, query.type));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailLogs)
      .where(where)
      .orderBy(desc(emailLogs.createdAt), desc(emailLogs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(emailLogs).where(where),
  ]);
  return { items: rows.map(toAdminEmailLog), total: total?.n ?? 0 };
}

async function loadRow(db: Database, id: string): Promise<EmailLog> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(emailLogs).where(eq(emailLogs.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The message an admin wrote: the text as typed, and the same in the one HTML frame. */
export function manualEmail(input: { to: string; subject: string; body: string; templateId?: string | null }) {
  return {
    to: input.to,
    subject: input.subject,
    text: input.body,
    html: mailDocument(input.subject, `<p style="margin:0;white-space:pre-wrap">${escapeHtml(input.body)}</p>`),
    type: MANUAL_EMAIL_TYPE,
    templateId: input.templateId ?? null,
  } satisfies MailMessage;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);
const auditName = (to: string, subject: string) => `${to}: ${subject}`;

/**
 * Sends a message whose log row exists (pending): the adapter moves the row to sent or failed.
 * An adapter that throws before logging leaves it pending, so that case is marked failed here.
 */
async function deliver(deps: Deps, message: MailMessage & { logId: string }): Promise<AdminEmailLog> {
  try {
    await deps.mail.send(message);
  } catch (error) {
    deps.logger.warn({ err: error, emailLogId: message.logId }, 'e-mail not delivered');
    await deps.db
      .update(emailLogs)
      .set({ status: 'failed', error: errorText(error) })
      .where(and(eq(emailLogs.id, message.logId), eq(emailLogs.status, 'pending')));
  }
  return toAdminEmailLog(await loadRow(deps.db, message.logId));
}

/** spec 001 §2.10 Create Email: logged as manual and pending, then sent through the mail adapter. */
export async function createEmail(
  deps: Deps,
  ctx: AuditContext,
  input: { to: string; subject: string; body: string; templateId?: string | null | undefined },
): Promise<AdminEmailLog> {
  const templateId = input.templateId ?? null;
  if (templateId) {
    const [template] = await deps.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(eq(emailTemplates.id, templateId));
    if (!template)
      throw new AppError('EMAIL_TEMPLATE_NOT_FOUND', 400, EMAIL_LOG_TEXT.templateNotFound, {
        templateId: EMAIL_LOG_TEXT.templateNotFound,
      });
  }
  const message = manualEmail({ ...input, templateId });
  const logId = await audited(
    deps,
    ctx,
    { actionType: 'create', resourceType: 'email', resourceName: auditName(message.to, message.subject) },
    async (tx, note) => {
      const [row] = await tx
        .insert(emailLogs)
        .values({
          type: message.type,
          status: 'pending',
          metadata: { to: message.to, subject: message.subject, body: message.text, templateId },
          html: message.html,
          text: message.text,
        })
        .returning({ id: emailLogs.id });
      note({ resourceId: row!.id, metadata: { to: message.to, subject: message.subject, templateId } });
      return row!.id;
    },
  );
  return deliver(deps, { ...message, logId });
}

/** Sends a failed message again, as it was logged; the same row goes pending, then sent or failed. */
export async function resendEmail(deps: Deps, ctx: AuditContext, id: string): Promise<AdminEmailLog> {
  const before = await loadRow(deps.db, id);
  if (before.status !== 'failed') throw notFailed();
  const { to, subject, templateId, replyTo } = before.metadata;
  await audited(
    deps,
    ctx,
    { actionType: 'update', resourceType: 'email', resourceId: id, resourceName: auditName(to, subject) },
    async (tx, note) => {
      // Only while still failed: two admins pressing Resend at once send it once.
      const rows = await tx
        .update(emailLogs)
        .set({ status: 'pending', error: null })
        .where(and(eq(emailLogs.id, id), eq(emailLogs.status, 'failed')))
        .returning({ id: emailLogs.id });
      if (rows.length === 0) throw notFailed();
      note({
        changes: diffChanges({ status: 'failed', error: before.error }, { status: 'pending', error: null }),
        metadata: { resend: true, type: before.type },
      });
    },
  );
  return deliver(deps, {
    to,
    subject,
    html: before.html,
    text: before.text,
    type: before.type,
    templateId,
    ...(replyTo ? { replyTo } : {}),
    logId: id,
  });
}
