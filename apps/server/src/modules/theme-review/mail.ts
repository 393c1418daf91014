import { THEME_REVIEW_TEXT, type ReviewNote, type ThemeCheckReport } from '@themeport/core';
import type { MailMessage } from '../../adapters/mail/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailDocument, mailHeading } from '../../lib/mail-layout.ts';

// The mails a developer gets about a submission (issue 22): sent, approved, changes requested
// (each item with its reason), rejected (with the reason). Every transition mails.

export interface ReviewMail {
  to: string;
  themeName: string;
  version: string;
  /** Where the developer reads and acts: their theme in My Themes. */
  link: string;
}

const paragraph = (text: string) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(text)}</p>`;
const button = (href: string, label: string) =>
  `<p style="margin:24px 0 0"><a href="${escapeHtml(href)}" style="background:#0f172a;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

function message(mail: ReviewMail, type: string, subject: string, lines: string[], html: string): MailMessage {
  const text = `${lines.join('\n\n')}\n\n${mail.link}\n`;
  return {
    to: mail.to,
    type,
    templateId: type,
    subject,
    text,
    html: mailDocument(subject, `${mailHeading(subject)}\n${html}\n${button(mail.link, 'Open My Themes')}`),
  };
}

export function submittedMail(mail: ReviewMail, checks: ThemeCheckReport): MailMessage {
  const subject = THEME_REVIEW_TEXT.mailSubject.submitted(mail.themeName, mail.version);
  const warnings = checks.checks.filter((check) => check.status === 'warning').length;
  const lines = [
    `We received ${mail.themeName} ${mail.version}. A reviewer looks at submissions in the order they arrive; you will get an email with the answer.`,
    warnings > 0
      ? `The automated check passed with ${warnings} warning${warnings === 1 ? '' : 's'}.`
      : 'The automated check passed.',
  ];
  return message(mail, 'theme_submitted', subject, lines, lines.map(paragraph).join('\n'));
}

export function approvedMail(mail: ReviewMail, note: string | null): MailMessage {
  const subject = THEME_REVIEW_TEXT.mailSubject.approved(mail.themeName, mail.version);
  const lines = [
    `${mail.themeName} ${mail.version} is approved and published: clients can buy and install it now, and sites on an older version are offered the update.`,
    ...(note ? [`The reviewer’s note: ${note}`] : []),
  ];
  return message(mail, 'theme_approved', subject, lines, lines.map(paragraph).join('\n'));
}

export function changesRequestedMail(mail: ReviewMail, notes: ReviewNote[], note: string | null): MailMessage {
  const subject = THEME_REVIEW_TEXT.mailSubject.changes_requested(mail.themeName);
  const intro = `The reviewer asks for these changes to ${mail.themeName} ${mail.version} before it can be published. Make them in the theme CMS, run the check and submit again.`;
  const items = notes.map((entry) => `• ${entry.item}: ${entry.reason}`);
  const lines = [intro, ...items, ...(note ? [`The reviewer’s note: ${note}`] : [])];
  const list = `<ul style="margin:0 0 16px;padding-left:20px">${notes
    .map(
      (entry) =>
        `<li style="margin:0 0 8px"><strong>${escapeHtml(entry.item)}</strong>: ${escapeHtml(entry.reason)}</li>`,
    )
    .join('')}</ul>`;
  return message(
    mail,
    'theme_changes_requested',
    subject,
    lines,
    `${paragraph(intro)}\n${list}${note ? paragraph(`The reviewer’s note: ${note}`) : ''}`,
  );
}

export function rejectedMail(mail: ReviewMail, reason: string): MailMessage {
  const subject = THEME_REVIEW_TEXT.mailSubject.rejected(mail.themeName);
  const lines = [
    `${mail.themeName} ${mail.version} was not accepted, and it cannot be submitted again.`,
    `The reason: ${reason}`,
  ];
  return message(mail, 'theme_rejected', subject, lines, lines.map(paragraph).join('\n'));
}
