import type { IncomingMessage } from 'node:http';
import { SITE_CONTACT_HONEYPOT, SITE_MESSAGE_LIMITS, siteMessageSchema } from '@themeport/core';
import type { MailSender } from '../../adapters/mail/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requestClientIp } from '../../http/client-ip.ts';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter.ts';
import type { Logger } from '../../logger.ts';
import { receiveSiteMessage } from '../site-messages/index.ts';

/** A visitor who corrects a message is well inside it; a script filling an owner's inbox is not. */
export const SITE_CONTACT_RATE_LIMIT: RateLimitRule = { window: 600, max: 5 };

export interface ContactPostDeps {
  db: Database;
  config: Pick<Config, 'trustedProxyHeader' | 'trustedProxyHops'>;
  logger: Logger;
  mail: MailSender;
}

/** The body as text, or undefined once it passes `max` bytes (never read further). */
async function readCapped(request: Request, max: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Back to the page the form was on: a site path only, never another origin. */
function returnPath(value: string | null): string {
  return value && /^\/(?![/\\])[^\s#?]*$/.test(value) ? value : '/';
}

/**
 * The contact form's post, answered on the site's own origin. The per-address limit counts first,
 * before the body is read; a filled honeypot is answered like a success and stores nothing. The
 * answer is always a 303 back to the form's page: #message-sent or #message-failed, which the
 * page shows without script.
 */
export function createContactPost({ db, config, logger, mail }: ContactPostDeps) {
  const limiter = createRateLimiter(db);
  return async (request: Request, incoming: IncomingMessage | undefined, siteId: string): Promise<Response> => {
    const back = (page: string, outcome: 'sent' | 'failed') =>
      new Response(null, {
        status: 303,
        headers: { Location: `${page}#message-${outcome}`, 'Cache-Control': 'no-store' },
      });
    const ip = requestClientIp(request, incoming, config);
    const decision = await limiter.consume(`site-contact:${ip}`, SITE_CONTACT_RATE_LIMIT);
    if (!decision.allowed) return back('/', 'failed');
    const body = await readCapped(request, SITE_MESSAGE_LIMITS.bodyBytes);
    if (body === undefined) return back('/', 'failed');
    const form = new URLSearchParams(body);
    const page = returnPath(form.get('return'));
    if ((form.get(SITE_CONTACT_HONEYPOT) ?? '') !== '') return back(page, 'sent');
    const parsed = siteMessageSchema.safeParse({
      name: form.get('name') ?? '',
      email: form.get('email') ?? '',
      message: form.get('message') ?? '',
    });
    if (!parsed.success) return back(page, 'failed');
    try {
      const stored = await receiveSiteMessage({ db, mail }, siteId, parsed.data);
      return back(page, stored ? 'sent' : 'failed');
    } catch (err) {
      logger.error({ err, siteId }, 'site contact message failed');
      return back(page, 'failed');
    }
  };
}
