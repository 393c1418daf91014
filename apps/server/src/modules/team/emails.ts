import { ACCOUNT_ROLE_LABELS, TEAM_TEXT, type AccountRole } from '@themeport/core';
import type { MailMessage } from '../../adapters/mail/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailDocument, mailHeading } from '../../lib/mail-layout.ts';

export interface InvitationMailInput {
  to: string;
  accountName: string;
  role: AccountRole;
  inviterName: string | null;
  link: string;
  expiresAt: Date;
}

/** '24 November 2026, 14:00 UTC': the expiry in words nobody misreads. */
function expiryText(date: Date): string {
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}

/** The invitation: who invites, to which account, as which role, the link and when it expires. */
export function invitationMail({
  to,
  accountName,
  role,
  inviterName,
  link,
  expiresAt,
}: InvitationMailInput): MailMessage {
  const subject = TEAM_TEXT.mailSubject(accountName);
  const who = inviterName ? `${inviterName} invited you` : 'You have been invited';
  const intro = `${who} to join ${accountName} on Themeport as ${ACCOUNT_ROLE_LABELS[role]}.`;
  const expiry = `This invitation expires on ${expiryText(expiresAt)}.`;
  const safeLink = escapeHtml(link);
  const html = mailDocument(
    subject,
    `${mailHeading(subject)}
<p style="margin:0 0 24px">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px"><a href="${safeLink}" style="display:inline-block;background:#3b82f6;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">Accept invitation</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#475569">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all"><a href="${safeLink}">${safeLink}</a></p>
<p style="margin:0;font-size:14px;color:#475569">${escapeHtml(expiry)} If you did not expect it, you can ignore this email.</p>`,
  );
  const text = `${intro}\n\nAccept invitation: ${link}\n\n${expiry} If you did not expect it, you can ignore this email.\n`;
  return { to, type: 'invitation', subject, html, text, templateId: 'invitation' };
}
