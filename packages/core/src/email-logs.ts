// spec 001 §2.10 Email Logs, §3 Email log and Email template, §4, §8.2: the admin portal's e-mail
// log and the templates an admin's Create Email starts from. Texts the spec gives are word for
// word; the rest are ours.

/** Every message Themeport sends is logged; an admin's own starts as 'manual' (spec 001 §4). */
export const MANUAL_EMAIL_TYPE = 'manual';

/** pending while it is being delivered, then sent or failed (with the error). */
export const EMAIL_LOG_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailLogStatus = (typeof EMAIL_LOG_STATUSES)[number];

export const EMAIL_SUBJECT_MAX_LENGTH = 200;
export const EMAIL_BODY_MAX_LENGTH = 10_000;
export const EMAIL_TEMPLATE_NAME_MAX_LENGTH = 100;

export const EMAIL_LOG_TEXT = {
  /** spec 001 §8.2, the create failure alert. */
  createFailed: 'Something went wrong creating the email log.',
  // Ours.
  sent: 'Email sent successfully',
  sendFailed: (error: string) => `Failed to send email: ${error}`,
  resent: 'Email resent successfully',
  notFound: 'Email log not found',
  notFailed: 'Only a failed email can be resent.',
  toRequired: 'Recipient email is required',
  subjectRequired: 'Subject is required',
  subjectOneLine: 'The subject must be one line',
  bodyRequired: 'Body is required',
  templateNotFound: 'Email template not found',
  templateNameRequired: 'Template name is required',
  templateCreated: 'Template created successfully',
  templateUpdated: 'Template updated successfully',
  templateDeleted: 'Template deleted successfully',
  templateDeleteConfirm: 'Are you sure you want to delete this template?',
} as const;

/** spec 001 §3 Email log as the admin portal lists it. */
export interface AdminEmailLog {
  id: string;
  type: string;
  status: EmailLogStatus;
  metadata: {
    to: string;
    subject: string;
    /** What the admin wrote, for manual e-mails only: the product's own mails carry sign-in links. */
    body: string | null;
    templateId: string | null;
  };
  /** Why delivery failed, as the mail adapter said it. */
  error: string | null;
  createdAt: string;
}

export interface AdminEmailLogList {
  items: AdminEmailLog[];
  total: number;
}

/** spec 001 §3 Email template. */
export interface EmailTemplate {
  id: string;
  name: string;
  subject: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}
