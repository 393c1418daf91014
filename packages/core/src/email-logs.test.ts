import { describe, expect, it } from 'vitest';
import { EMAIL_LOG_TEXT, MANUAL_EMAIL_TYPE } from './email-logs.ts';
import { createEmailSchema, emailLogsQuerySchema, emailTemplateSchema } from './email-logs-schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('email logs (spec 001 §2.10, §4, §8.2)', () => {
  it("keeps the spec's words: manual e-mails and the create failure alert", () => {
    expect(MANUAL_EMAIL_TYPE).toBe('manual');
    expect(EMAIL_LOG_TEXT.createFailed).toBe('Something went wrong creating the email log.');
  });

  it('asks for one valid address, a one-line subject and a body; the template is optional', () => {
    expect(createEmailSchema.parse({ to: ' a@b.co ', subject: ' Hi ', body: 'Text' })).toEqual({
      to: 'a@b.co',
      subject: 'Hi',
      body: 'Text',
    });
    expect(messages(createEmailSchema.safeParse({ to: 'a@b.co, c@d.co', subject: '', body: ' ' }))).toEqual({
      to: 'Please enter a valid email address.',
      subject: EMAIL_LOG_TEXT.subjectRequired,
      body: EMAIL_LOG_TEXT.bodyRequired,
    });
    expect(messages(createEmailSchema.safeParse({ to: 'a@b.co', subject: 'A\nBcc: x@y.z', body: 'B' }))).toEqual({
      subject: EMAIL_LOG_TEXT.subjectOneLine,
    });
    expect(createEmailSchema.safeParse({ to: 'a@b.co', subject: 'S', body: 'B', templateId: 'welcome' }).success).toBe(
      false,
    );
  });

  it('filters by a known status, and templates need a name', () => {
    expect(emailLogsQuerySchema.safeParse({ status: 'bounced' }).success).toBe(false);
    expect(emailLogsQuerySchema.parse({ status: 'failed', type: 'manual' })).toMatchObject({ page: 1, pageSize: 50 });
    expect(messages(emailTemplateSchema.safeParse({ name: ' ', subject: 'S', body: 'B' }))).toEqual({
      name: EMAIL_LOG_TEXT.templateNameRequired,
    });
  });
});
