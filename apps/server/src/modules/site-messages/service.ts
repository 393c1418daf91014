import { and, desc, eq } from 'drizzle-orm';
import { SITE_CONTACT_TEXT, type SiteMessage, type SiteMessageInput } from '@themeport/core';
import type { MailMessage, MailSender } from '../../adapters/mail/index.ts';
import type { Database } from '../../db/client.ts';
import { accountUsers, siteMessages, sites, users } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailDocument, mailHeading, mailQuote } from '../../lib/mail-layout.ts';

const LISTED = 100;

/** The owners' addresses: they answer the site's visitors. */
async function ownerEmails(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.role, 'owner')));
  return rows.map((row) => row.email);
}

function messageMail(to: string, siteName: string, input: SiteMessageInput): MailMessage {
  const subject = SITE_CONTACT_TEXT.mailSubject(siteName);
  const text = `${input.name} <${input.email}> wrote through the contact form of ${siteName}:\n\n${input.message}\n\nReply to this email to answer ${input.name}.\n`;
  const html = mailDocument(
    subject,
    `${mailHeading(subject)}
<p style="margin:0 0 16px">${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt; wrote:</p>
${mailQuote(input.message, input.name)}`,
  );
  return { to, type: 'site_message', subject, html, text, templateId: 'site_message', replyTo: input.email };
}

/**
 * A visitor's message to an active site: stored for the content manager and mailed to the
 * account's owners. Answers false (and stores nothing) when the site is not active.
 */
export async function receiveSiteMessage(
  { db, mail }: { db: Database; mail: MailSender },
  siteId: string,
  input: SiteMessageInput,
): Promise<boolean> {
  const [site] = await db
    .select({ id: sites.id, accountId: sites.accountId, name: sites.name })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.status, 'active')));
  if (!site) return false;
  await db.insert(siteMessages).values({ siteId: site.id, accountId: site.accountId, ...input });
  for (const to of await ownerEmails(db, site.accountId)) await mail.send(messageMail(to, site.name, input));
  return true;
}

/** The site's newest messages first. */
export async function listSiteMessages(
  db: Database,
  { accountId, siteId }: { accountId: string; siteId: string },
): Promise<SiteMessage[]> {
  const rows = await db
    .select()
    .from(siteMessages)
    .where(and(eq(siteMessages.accountId, accountId), eq(siteMessages.siteId, siteId)))
    .orderBy(desc(siteMessages.createdAt))
    .limit(LISTED);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }));
}
