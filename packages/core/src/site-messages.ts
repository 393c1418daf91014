import { z } from 'zod';
import { isSafeText } from './safe-text.ts';

/**
 * A hosted site's contact form posts to its own origin (the site host answers it; nothing of the
 * portal is reachable there), which stores the message for the site's owners and mails them.
 */
export const SITE_CONTACT_PATH = '/_themeport/contact';

/** A filled field of this name is a robot's: the form hides it from people and screen readers. */
export const SITE_CONTACT_HONEYPOT = 'website';

export const SITE_MESSAGE_LIMITS = { name: 100, email: 254, message: 5000, bodyBytes: 16 * 1024 } as const;

export const SITE_CONTACT_TEXT = {
  /** Shown on the contact page after the post (`#message-sent`). */
  sent: 'Thanks! Your message has been sent.',
  /** Shown after a refused post (`#message-failed`): invalid fields or too many messages. */
  failed: 'Your message could not be sent. Please check the form and try again in a few minutes.',
  mailSubject: (siteName: string) => `New message from your site ${siteName}`,
  empty: 'No messages yet. Messages sent through the contact form of this site appear here.',
} as const;

// A form post is not JSON, so the body check of /api does not see it: NUL and lone surrogates here.
const text = (max: number) => z.string().trim().min(1).max(max).refine(isSafeText);

export const siteMessageSchema = z.object({
  name: text(SITE_MESSAGE_LIMITS.name),
  email: text(SITE_MESSAGE_LIMITS.email).pipe(z.email()),
  message: text(SITE_MESSAGE_LIMITS.message),
});
export type SiteMessageInput = z.output<typeof siteMessageSchema>;

/** A message as the content manager lists it. */
export interface SiteMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}
