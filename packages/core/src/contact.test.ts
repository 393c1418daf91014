import { describe, expect, it } from 'vitest';
import { CONTACT_TEXT, contactSalesSubject } from './contact.ts';
import { contactSalesSchema } from './contact-schemas.ts';

const valid = { name: 'Grace Hopper', email: 'grace@example.com', message: 'We run forty brand sites.' };

const messages = (value: unknown) => {
  const result = contactSalesSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('contact sales validation', () => {
  it('trims the fields and treats a blank company as none', () => {
    expect(
      contactSalesSchema.parse({
        ...valid,
        name: '  Grace  ',
        company: '  Navy  ',
        message: '  We run forty brand sites.  ',
      }),
    ).toEqual({
      name: 'Grace',
      email: 'grace@example.com',
      company: 'Navy',
      message: 'We run forty brand sites.',
    });
    expect(contactSalesSchema.parse({ ...valid, company: '   ' }).company).toBeUndefined();
    expect(contactSalesSchema.parse(valid).company).toBeUndefined();
  });

  it('needs a name of 2 to 80 characters', () => {
    expect(messages({ ...valid, name: ' A ' }).name).toBe('Please enter your name');
    expect(messages({ ...valid, name: undefined }).name).toBe('Please enter your name');
    expect(messages({ ...valid, name: 'a'.repeat(81) }).name).toBe('Please enter your name');
    expect(contactSalesSchema.safeParse({ ...valid, name: 'a'.repeat(80) }).success).toBe(true);
  });

  it('needs a valid email address', () => {
    expect(messages({ ...valid, email: 'not-an-email' }).email).toBe('Please enter a valid email address.');
    expect(messages({ ...valid, email: '' }).email).toBe('Please enter a valid email address.');
  });

  it('caps the company at 100 characters', () => {
    expect(contactSalesSchema.safeParse({ ...valid, company: 'a'.repeat(100) }).success).toBe(true);
    expect(messages({ ...valid, company: 'a'.repeat(101) }).company).toBe(CONTACT_TEXT.companyTooLong);
  });

  it('needs a message of 10 to 2000 characters after trimming', () => {
    expect(messages({ ...valid, message: '   too short   ' }).message).toBe('Please tell us a little about your needs');
    expect(messages({ ...valid, message: 'a'.repeat(2001) }).message).toBe('Please tell us a little about your needs');
    expect(contactSalesSchema.safeParse({ ...valid, message: 'a'.repeat(2000) }).success).toBe(true);
  });
});

describe('contact sales texts', () => {
  it('uses the agreed wording', () => {
    expect(CONTACT_TEXT.sent).toBe('Thanks! Our sales team will reply within one business day.');
    expect(CONTACT_TEXT.sendFailed).toBe('Failed to send your message. Please try again.');
    expect(contactSalesSubject('Grace')).toBe('Enterprise enquiry from Grace');
  });
});
