/** The Enterprise plan's 'Contact Sales' form: its texts and limits. */
export const CONTACT_TEXT = {
  title: 'Contact Sales',
  nameRequired: 'Please enter your name',
  invalidEmail: 'Please enter a valid email address.',
  companyTooLong: 'Company can be at most 100 characters',
  messageRequired: 'Please tell us a little about your needs',
  submit: 'Send message',
  submitting: 'Sending...',
  sent: 'Thanks! Our sales team will reply within one business day.',
  sendFailed: 'Failed to send your message. Please try again.',
} as const;

export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 80;
export const CONTACT_COMPANY_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

/** The subject of the enquiry mail sent to the admins. */
export function contactSalesSubject(name: string): string {
  return `Enterprise enquiry from ${name}`;
}
