import type { MailMessage } from '../../adapters/mail/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailDocument } from '../../lib/mail-layout.ts';

const PRODUCT = 'Themeport';

interface Layout {
  to: string;
  type: string;
  subject: string;
  greeting: string;
  intro: string;
  button: string;
  link: string;
  outro: string;
}

/** One plain, accessible layout: a heading, a sentence, a button and the link written out. */
function render({ to, type, subject, greeting, intro, button, link, outro }: Layout): MailMessage {
  const safeLink = escapeHtml(link);
  const html = mailDocument(
    subject,
    `<p style="font-size:20px;font-weight:700;margin:0 0 24px">${PRODUCT}</p>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px"><a href="${safeLink}" style="display:inline-block;background:#3b82f6;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(button)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#475569">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all"><a href="${safeLink}">${safeLink}</a></p>
<p style="margin:0;font-size:14px;color:#475569">${escapeHtml(outro)}</p>`,
  );
  const text = `${PRODUCT}\n\n${greeting}\n\n${intro}\n\n${button}: ${link}\n\n${outro}\n`;
  return { to, type, subject, html, text, templateId: type };
}

export function verificationEmail(to: string, name: string, link: string): MailMessage {
  return render({
    to,
    type: 'verification',
    subject: `Verify your email address for ${PRODUCT}`,
    greeting: `Hi ${name},`,
    intro: `Welcome to ${PRODUCT}! Please confirm your email address to finish creating your account.`,
    button: 'Verify email address',
    link,
    outro: `The link expires in 1 hour. If you did not sign up for ${PRODUCT}, you can ignore this email.`,
  });
}

export function passwordResetEmail(to: string, name: string, link: string): MailMessage {
  return render({
    to,
    type: 'password_reset',
    subject: `Reset your ${PRODUCT} password`,
    greeting: `Hi ${name},`,
    intro: `We received a request to reset the password of your ${PRODUCT} account.`,
    button: 'Set a new password',
    link,
    outro: 'The link expires in 1 hour and works once. If you did not ask for it, you can ignore this email.',
  });
}

/** After any password change (with the current password or by a reset link): the owner hears of it. */
export function passwordChangedEmail(to: string, name: string, resetLink: string): MailMessage {
  return render({
    to,
    type: 'password_changed',
    subject: `Your ${PRODUCT} password was changed`,
    greeting: `Hi ${name},`,
    intro: `The password of your ${PRODUCT} account was just changed, and every other session was signed out.`,
    button: 'Reset your password',
    link: resetLink,
    outro: 'If you made this change, you can ignore this email. If you did not, reset your password now.',
  });
}

/** To the new address of an e-mail change: its link applies the change (and proves the mailbox). */
export function emailChangeVerificationEmail(to: string, name: string, link: string): MailMessage {
  return render({
    to,
    type: 'email_change_verification',
    subject: `Confirm your new ${PRODUCT} email address`,
    greeting: `Hi ${name},`,
    intro: `You asked to use ${to} for your ${PRODUCT} account. Confirm it to make the change; until then your old address stays.`,
    button: 'Confirm new email address',
    link,
    outro: 'The link expires in 1 hour. If you did not ask for this, you can ignore this email.',
  });
}

/**
 * To the old address of an e-mail change, when it is asked for: the owner hears of it before it
 * applies, and its link (single use, 7 days) puts this address back and signs out every session.
 */
export function emailChangeNoticeEmail(to: string, name: string, newEmail: string, secureLink: string): MailMessage {
  return render({
    to,
    type: 'email_change_notice',
    subject: `Your ${PRODUCT} email address is being changed`,
    greeting: `Hi ${name},`,
    intro: `Someone signed in to your ${PRODUCT} account asked to change its email address to ${newEmail}. The change applies once the link sent to ${newEmail} is opened.`,
    button: 'Secure my account',
    link: secureLink,
    outro:
      'If you made this request, you can ignore this email. If you did not, open the link: it keeps (or puts back) this address and signs out every session. Then reset your password.',
  });
}

/** After a burst of failed sign-ins: the owner's way in, instead of waiting out a lock. */
export function signInUnlockEmail(to: string, name: string, link: string): MailMessage {
  return render({
    to,
    type: 'sign_in_unlock',
    subject: `Unusual sign-in attempts on your ${PRODUCT} account`,
    greeting: `Hi ${name},`,
    intro: `Someone tried to sign in to your ${PRODUCT} account with a wrong password many times, and sign-in from their address is paused for 15 minutes. If it was you, this link lets you sign in again right away.`,
    button: 'Let me sign in',
    link,
    outro:
      'The link expires in 1 hour and works once. If it was not you, your account is safe while the password is; consider changing it to a longer one.',
  });
}
