// Input that must never reach a handler: an address whose percent-encoding is broken or decodes
// to NUL, a body over its size limit (refused before it is read into memory), and a JSON body
// holding NUL or a lone surrogate in any string or key. Each is a 400 (413 for size) with the
// one error body, instead of a 500 from deep inside a query.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SAFE_TEXT_MESSAGE, findUnsafeText } from '@themeport/core';
import { AppError, MESSAGES } from '../errors.ts';

/** Bytes a request body may have: small for every /api route, larger only where a route needs it. */
export const BODY_LIMITS = {
  api: 64 * 1024,
  // Stripe's events (a whole invoice or checkout session) are larger than anything a page sends.
  webhooks: 1024 * 1024,
  // A blog post's markdown (core POST_BODY_MAX characters, up to 3 bytes each in UTF-8) and its fields.
  posts: 384 * 1024,
} as const;

/** Writes of one post: POST …/slots/{slotId}/posts and PATCH …/posts/{postId}. */
const POST_WRITE_PATH = /^\/api\/accounts\/[^/]+\/slots\/[^/]+\/posts(\/[^/]+)?$/;

export const INPUT_TEXT = {
  badAddress: 'This address is not valid: it has broken percent-encoding or a NUL character.',
  tooLarge: 'This request is too large.',
  badText: SAFE_TEXT_MESSAGE,
} as const;

/**
 * Whether the path and query of an absolute URL decode to text without NUL. A URL without '%'
 * cannot hold either (a raw NUL never gets past the HTTP parser), so the usual case costs one scan.
 */
export function isSafeUrl(url: string): boolean {
  if (!url.includes('%')) return true;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return true;
  const hash = url.indexOf('#', start);
  const target = url.slice(start, hash === -1 ? undefined : hash);
  try {
    return !decodeURIComponent(target).includes('\u0000');
  } catch {
    return false;
  }
}

/** 400 for an address isSafeUrl refuses, on every route (API, pages, sites). */
export function safeUrl(): MiddlewareHandler {
  return async (c, next) => {
    if (!isSafeUrl(c.req.url)) throw new AppError('BAD_ADDRESS', 400, INPUT_TEXT.badAddress);
    await next();
  };
}

/**
 * 413 before parsing: a declared Content-Length over the limit is refused unread; a streamed body
 * is counted as it arrives and refused at the first byte past the limit.
 */
export function limitBody(
  maxSize: number,
  refusal: () => AppError = () => new AppError('PAYLOAD_TOO_LARGE', 413, INPUT_TEXT.tooLarge),
): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw refusal();
    },
  });
}

/** A route whose body may be larger than the /api default (an upload), with its own refusal. */
export interface LargeBodyRoute {
  method: string;
  /** Matched against the whole path: /^\/api\/accounts\/[^/]+\/media$/. */
  path: RegExp;
  maxSize: number;
  refusal: () => AppError;
}

/** Body limits on /api: the webhook prefix and the given routes get their own, everything else the small default. */
export function apiBodyLimit(largeBodyRoutes: readonly LargeBodyRoute[] = []): MiddlewareHandler {
  const api = limitBody(BODY_LIMITS.api);
  const webhooks = limitBody(BODY_LIMITS.webhooks);
  const posts = limitBody(BODY_LIMITS.posts);
  const large = largeBodyRoutes.map((route) => ({ ...route, limit: limitBody(route.maxSize, route.refusal) }));
  return (c, next) => {
    if (c.req.path.startsWith('/api/webhooks/')) return webhooks(c, next);
    if (POST_WRITE_PATH.test(c.req.path)) return posts(c, next);
    const route = large.find((r) => r.method === c.req.method && r.path.test(c.req.path));
    return (route?.limit ?? api)(c, next);
  };
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/**
 * 400 for a JSON body with NUL or a lone surrogate in a string or key (after the body limit, so
 * the copy read here is small). It reads a clone: the request's own body stays for the route,
 * better-auth's handler and the webhook's signature check. Malformed JSON is left to the route.
 */
export function safeJsonBody(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type');
    if (c.req.raw.body && type !== undefined && JSON_TYPE.test(type)) {
      const text = await c.req.raw.clone().text();
      // Only an escape (\u0000, \uD800) or a raw NUL can produce such text; most bodies skip the parse.
      if (text.includes('\\u') || text.includes('\u0000')) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        const path = parsed === undefined ? null : findUnsafeText(parsed);
        if (path === '') throw new AppError('BAD_TEXT', 400, INPUT_TEXT.badText);
        // The field's own message, as a schema refusal gives it, so a form shows it beside the field.
        if (path !== null)
          throw new AppError('VALIDATION_ERROR', 400, MESSAGES.validation, { [path]: INPUT_TEXT.badText });
      }
    }
    await next();
  };
}
