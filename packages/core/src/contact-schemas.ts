// Zod schema of the 'Contact Sales' form, apart from contact.ts so that the storefront bundle
// does not carry zod.
import { z } from 'zod';
import {
  CONTACT_COMPANY_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_TEXT,
} from './contact.ts';

/** POST /api/contact-sales and the 'Contact Sales' form. An empty company counts as none. */
export const contactSalesSchema = z.object({
  name: z
    .string({ error: CONTACT_TEXT.nameRequired })
    .trim()
    .min(CONTACT_NAME_MIN, CONTACT_TEXT.nameRequired)
    .max(CONTACT_NAME_MAX, CONTACT_TEXT.nameRequired),
  email: z.string({ error: CONTACT_TEXT.invalidEmail }).trim().email(CONTACT_TEXT.invalidEmail),
  company: z
    .string()
    .trim()
    .max(CONTACT_COMPANY_MAX, CONTACT_TEXT.companyTooLong)
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: z
    .string({ error: CONTACT_TEXT.messageRequired })
    .trim()
    .min(CONTACT_MESSAGE_MIN, CONTACT_TEXT.messageRequired)
    .max(CONTACT_MESSAGE_MAX, CONTACT_TEXT.messageRequired),
});
export type ContactSalesInput = z.input<typeof contactSalesSchema>;
export type ContactSalesData = z.output<typeof contactSalesSchema>;
