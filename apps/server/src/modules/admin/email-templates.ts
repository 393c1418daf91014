import { desc, eq } from 'drizzle-orm';
import { EMAIL_LOG_TEXT, diffChanges, isUuid, type EmailTemplate } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { emailTemplates, type EmailTemplate as EmailTemplateRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { audited, type AuditContext } from '../../lib/audit.ts';
import type { Logger } from '../../logger.ts';

// spec 001 §3 Email template, §7.3 (read all newest first): what Create Email starts from. Admins
// add, edit and delete them; each change is audited as an 'email' resource (decision 023).

interface Deps {
  db: Database;
  logger: Logger;
}

interface TemplateInput {
  name: string;
  subject: string;
  body: string;
}

const notFound = () => new AppError('EMAIL_TEMPLATE_NOT_FOUND', 404, EMAIL_LOG_TEXT.templateNotFound);
const auditName = (name: string) => `Email template: ${name}`;

const toEmailTemplate = (row: EmailTemplateRow): EmailTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const fields = ({ name, subject, body }: TemplateInput) => ({ name, subject, body });

export async function listEmailTemplates(db: Database): Promise<EmailTemplate[]> {
  const rows = await db.select().from(emailTemplates).orderBy(desc(emailTemplates.createdAt), desc(emailTemplates.id));
  return rows.map(toEmailTemplate);
}

async function loadTemplate(db: Database, id: string): Promise<EmailTemplateRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function createEmailTemplate(deps: Deps, ctx: AuditContext, input: TemplateInput): Promise<EmailTemplate> {
  const row = await audited(
    deps,
    ctx,
    { actionType: 'create', resourceType: 'email', resourceName: auditName(input.name) },
    async (tx, note) => {
      const [created] = await tx.insert(emailTemplates).values(fields(input)).returning();
      note({ resourceId: created!.id, changes: diffChanges({}, fields(input)), metadata: { kind: 'template' } });
      return created!;
    },
  );
  return toEmailTemplate(row);
}

export async function updateEmailTemplate(
  deps: Deps,
  ctx: AuditContext,
  id: string,
  input: TemplateInput,
): Promise<EmailTemplate> {
  const before = await loadTemplate(deps.db, id);
  const row = await audited(
    deps,
    ctx,
    { actionType: 'update', resourceType: 'email', resourceId: id, resourceName: auditName(input.name) },
    async (tx, note) => {
      const [updated] = await tx
        .update(emailTemplates)
        .set({ ...fields(input), updatedAt: new Date() })
        .where(eq(emailTemplates.id, id))
        .returning();
      if (!updated) throw notFound();
      note({ changes: diffChanges(fields(before), fields(updated)), metadata: { kind: 'template' } });
      return updated;
    },
  );
  return toEmailTemplate(row);
}

/** Deletes a template; the e-mails sent from it keep its id in their metadata. */
export async function deleteEmailTemplate(deps: Deps, ctx: AuditContext, id: string): Promise<void> {
  const before = await loadTemplate(deps.db, id);
  await audited(
    deps,
    ctx,
    { actionType: 'delete', resourceType: 'email', resourceId: id, resourceName: auditName(before.name) },
    async (tx, note) => {
      const rows = await tx
        .delete(emailTemplates)
        .where(eq(emailTemplates.id, id))
        .returning({ id: emailTemplates.id });
      if (rows.length === 0) throw notFound();
      note({ changes: diffChanges(fields(before), {}), metadata: { kind: 'template' } });
    },
  );
}
