// Zod schemas of the admin e-mail log and templates, apart from email-logs.ts so that screens that
// need only the texts do not carry zod.
import { z } from 'zod';
import { AUTH_TEXT } from './auth.ts';
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_LOG_STATUSES,
  EMAIL_LOG_TEXT,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_TEMPLATE_NAME_MAX_LENGTH,
} from './email-logs.ts';

const subject = z
  .string({ error: EMAIL_LOG_TEXT.subjectRequired })
  .trim()
  .min(1, EMAIL_LOG_TEXT.subjectRequired)
  .max(EMAIL_SUBJECT_MAX_LENGTH, `The subject can be at most ${EMAIL_SUBJECT_MAX_LENGTH} characters`)
  // A line break in a subject would start a header of its own.
  .regex(/^[^\r\n]*$/, EMAIL_LOG_TEXT.subjectOneLine);

const body = z
  .string({ error: EMAIL_LOG_TEXT.bodyRequired })
  .trim()
  .min(1, EMAIL_LOG_TEXT.bodyRequired)
  .max(EMAIL_BODY_MAX_LENGTH, `The body can be at most ${EMAIL_BODY_MAX_LENGTH.toLocaleString('en-US')} characters`);

/** POST /api/admin/email-logs: spec 001 §2.10's Create Email (To, Subject, Body, optional template). */
export const createEmailSchema = z.object({
  to: z
    .string({ error: EMAIL_LOG_TEXT.toRequired })
    .trim()
    .min(1, EMAIL_LOG_TEXT.toRequired)
    .max(254)
    .email(AUTH_TEXT.invalidEmail),
  subject,
  body,
  templateId: z.uuid(EMAIL_LOG_TEXT.templateNotFound).nullish(),
});
export type CreateEmailInput = z.input<typeof createEmailSchema>;

/** GET /api/admin/email-logs query: newest first, by status and/or type. */
export const emailLogsQuerySchema = z.object({
  status: z.enum(EMAIL_LOG_STATUSES).optional(),
  type: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/, 'Unknown type')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

/** POST /api/admin/email-templates and PUT /api/admin/email-templates/{id}. */
export const emailTemplateSchema = z.object({
  name: z
    .string({ error: EMAIL_LOG_TEXT.templateNameRequired })
    .trim()
    .min(1, EMAIL_LOG_TEXT.templateNameRequired)
    .max(EMAIL_TEMPLATE_NAME_MAX_LENGTH, `The name can be at most ${EMAIL_TEMPLATE_NAME_MAX_LENGTH} characters`),
  subject,
  body,
});
export type EmailTemplateInput = z.input<typeof emailTemplateSchema>;
