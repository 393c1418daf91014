import { asc, eq } from 'drizzle-orm';
import { contactSalesSubject, type ContactSalesData } from '@themeport/core';
import type { MailMessage, MailSender } from '../../adapters/mail/index.ts';
import type { Database } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailDocument, mailHeading, mailQuote } from '../../lib/mail-layout.ts';

/** The e-mail addresses of every platform admin. */
export async function listAdminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.role, 'admin'))
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

/** One enquiry as a plain-text and an HTML message, every field escaped in the HTML. */
export function contactSalesEmail(to: string, enquiry: ContactSalesData): MailMessage {
  const subject = contactSalesSubject(enquiry.name);
  const company = enquiry.company ?? '—';
  const text = `New Enterprise enquiry from the pricing page.\n\nName: ${enquiry.name}\nEmail: ${enquiry.email}\nCompany: ${company}\n\nMessage:\n${enquiry.message}\n\nReply to this email to answer ${enquiry.name}.\n`;
  const row = (label: string, value: string) =>
    `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#475569;font-weight:600">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const html = mailDocument(
    subject,
    `${mailHeading('New Enterprise enquiry')}
<table role="presentation" style="margin:0 0 24px;font-size:15px">
${row('Name', enquiry.name)}
${row('Email', enquiry.email)}
${row('Company', company)}
</table>
<p style="margin:0 0 8px;font-weight:600">Message</p>
${mailQuote(enquiry.message, enquiry.name)}`,
  );
  return { to, type: 'contact_sales', subject, html, text, templateId: 'contact_sales', replyTo: enquiry.email };
}

/**
 * Sends the enquiry to every admin, or to `fallbackTo` (the sender address) when there is none,
 * so that a message is never dropped silently.
 */
export async function sendContactSalesEnquiry(
  db: Database,
  mail: MailSender,
  { enquiry, fallbackTo }: { enquiry: ContactSalesData; fallbackTo: string },
): Promise<void> {
  const admins = await listAdminEmails(db);
  const recipients = admins.length > 0 ? admins : [fallbackTo];
  for (const to of recipients) await mail.send(contactSalesEmail(to, enquiry));
}
