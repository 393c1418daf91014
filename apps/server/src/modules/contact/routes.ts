import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { contactSalesSchema } from '@themeport/core';
import type { MailSender } from '../../adapters/mail/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { publicRoute } from '../../http/access.ts';
import type { IpLimit } from '../../http/ip-limits.ts';
import { json, jsonBody } from '../../http/openapi.ts';
import type { AppEnv } from '../../http/types.ts';
import type { RateLimitRule } from '../../lib/rate-limiter.ts';
import { ErrorSchema, OkSchema } from '../../http/schemas.ts';
import { sendContactSalesEnquiry } from './service.ts';

/** Enough for a visitor who corrects a message; little for a script filling the admins' inbox. */
export const CONTACT_SALES_RATE_LIMIT: RateLimitRule = { window: 600, max: 3 };

/** Where enquiries go when there is no admin yet: the sender address, else the old sales mailbox. */
const FALLBACK_SALES_ADDRESS = 'sales@themeport.dev';

const contactSalesRoute = createRoute({
  method: 'post',
  path: '/api/contact-sales',
  middleware: [publicRoute()],
  tags: ['Contact'],
  summary: "The Enterprise plan's 'Contact Sales' form: e-mails the enquiry to the admins",
  request: jsonBody(contactSalesSchema),
  responses: {
    201: json(OkSchema, 'Sent'),
    400: json(ErrorSchema, 'Invalid input; `fields` names each problem'),
    429: json(ErrorSchema, 'Too many messages; see Retry-After'),
  },
});

/**
 * Counted before the body is read (http/ip-limits.ts), so a script's broken messages use up the
 * allowance too; the form checks its fields with the same schema before it sends.
 */
export const contactIpLimits: IpLimit[] = [
  { method: 'POST', path: contactSalesRoute.path, key: 'contact-sales', rule: CONTACT_SALES_RATE_LIMIT },
];

export function registerContactRoutes(
  app: OpenAPIHono<AppEnv>,
  { db, config, mail }: { db: Database; config: Config; mail: MailSender },
): void {
  app.openapi(contactSalesRoute, async (c) => {
    const enquiry = c.req.valid('json');
    await sendContactSalesEnquiry(db, mail, { enquiry, fallbackTo: config.smtp?.mailFrom ?? FALLBACK_SALES_ADDRESS });
    return c.json({ ok: true as const }, 201);
  });
}
