// The mail to an account's owners when a renewal could not be charged (issue 23): pay with a new card.
import { PAYMENT_ERRORS, WEB_PATHS, formatMoney, type PaymentErrorCode } from '@themeport/core';
import type { MailMessage } from '../../adapters/mail/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailDocument, mailHeading } from '../../lib/mail-layout.ts';

export const DUNNING_MAIL_TYPE = 'payment_failed';

export interface DunningMailInput {
  to: string;
  accountName: string;
  amount: number;
  currency: string;
  /** spec 001 §8.1's code of the failure; its message says why. */
  declineCode: string | null;
  publicUrl: string;
}

const reasonOf = (code: string | null) =>
  code && code in PAYMENT_ERRORS ? PAYMENT_ERRORS[code as PaymentErrorCode].message : 'Your card was declined.';

export function dunningMail({
  to,
  accountName,
  amount,
  currency,
  declineCode,
  publicUrl,
}: DunningMailInput): MailMessage {
  const money = formatMoney(amount, currency.toUpperCase());
  const subject = `Your Themeport payment of ${money} failed`;
  const link = `${publicUrl}${WEB_PATHS.accountBilling}`;
  const intro = `We could not charge ${money} for the subscription of ${accountName}. ${reasonOf(declineCode)}`;
  const ask =
    'Please add a new card: we charge it at once. Otherwise we try again 3, 7 and 14 days after the first failure; after the last try the subscription is cancelled.';
  const safeLink = escapeHtml(link);
  const html = mailDocument(
    subject,
    `${mailHeading(subject)}
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px">${escapeHtml(ask)}</p>
<p style="margin:0 0 24px"><a href="${safeLink}" style="display:inline-block;background:#3b82f6;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">Update your card</a></p>
<p style="margin:0;font-size:14px;word-break:break-all"><a href="${safeLink}">${safeLink}</a></p>`,
  );
  const text = `${subject}\n\n${intro}\n\n${ask}\n\nUpdate your card: ${link}\n`;
  return { to, type: DUNNING_MAIL_TYPE, subject, html, text, templateId: DUNNING_MAIL_TYPE };
}
