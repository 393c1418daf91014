// The security monitor's mails: an alert to the platform admins, and 'was this you?' to a user.
import { WEB_PATHS } from '@themeport/core';
import type { MailMessage } from '../../adapters/mail/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailDocument, mailHeading } from '../../lib/mail-layout.ts';
import type { SecurityAlert } from './queries/alerts.ts';
import { deviceName } from './device.ts';
import type { RecordedEvent } from './event.ts';

/** The admin's Security tab (the web app's admin section, /admin/*). */
export const ADMIN_SECURITY_PATH = '/admin/security';

const button = (link: string, label: string) => {
  const safe = escapeHtml(link);
  return `<p style="margin:0 0 24px"><a href="${safe}" style="display:inline-block;background:#3b82f6;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(label)}</a></p>
<p style="margin:0;font-size:14px;word-break:break-all"><a href="${safe}">${safe}</a></p>`;
};

function message(type: string, to: string, subject: string, lines: string[], link: string, label: string): MailMessage {
  const html = mailDocument(
    subject,
    `${mailHeading(subject)}
${lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('\n')}
${button(link, label)}`,
  );
  const text = `${subject}\n\n${lines.join('\n\n')}\n\n${label}: ${link}\n`;
  return { to, type, subject, html, text, templateId: type };
}

export function alertMail({
  to,
  alert,
  publicUrl,
}: {
  to: string;
  alert: SecurityAlert;
  publicUrl: string;
}): MailMessage {
  return message(
    'security_alert',
    to,
    `Security alert (${alert.severity}): ${alert.rule.replaceAll('_', ' ')}`,
    [
      alert.summary,
      `Key: ${alert.dedupeKey}. First seen ${alert.firstSeenAt.toISOString()}; ${alert.eventCount} event(s) so far.`,
      'Later events of the same rule and key are added to this alert for 2 hours without another mail.',
    ],
    `${publicUrl}${ADMIN_SECURITY_PATH}`,
    'Open the Security tab',
  );
}

const signInFacts = (event: RecordedEvent) =>
  `When: ${event.createdAt.toISOString()}. Device: ${deviceName(event.userAgent) || 'unknown'}. IP address: ${event.ip ?? 'unknown'}.`;

export function successAfterFailuresMail({
  to,
  failures,
  event,
  publicUrl,
}: {
  to: string;
  failures: number;
  event: RecordedEvent;
  publicUrl: string;
}): MailMessage {
  return message(
    'security_sign_in_after_failures',
    to,
    'Was this you? A sign-in after several failed attempts',
    [
      `Someone signed in to your Themeport account after ${failures} failed attempts.`,
      signInFacts(event),
      "If this was you, there is nothing to do. If not, open your profile, mark the sign-in as 'this wasn't me' and change your password.",
    ],
    `${publicUrl}${WEB_PATHS.accountProfile}`,
    'Review your sign-ins',
  );
}

export function newAdminDeviceMail({
  to,
  device,
  event,
  publicUrl,
}: {
  to: string;
  device: string;
  event: RecordedEvent;
  publicUrl: string;
}): MailMessage {
  return message(
    'security_new_admin_device',
    to,
    'Was this you? An admin sign-in from a new device',
    [
      `Your platform admin account signed in from ${device || 'a device'} or a network it has not used before.`,
      signInFacts(event),
      "If this was you, there is nothing to do. If not, open your profile, mark the sign-in as 'this wasn't me' and change your password.",
    ],
    `${publicUrl}${WEB_PATHS.accountProfile}`,
    'Review your sign-ins',
  );
}
