// Input that must never reach a handler: an address whose percent-encoding is broken or decodes
// to NUL, a body over its size limit (refused before it is read into memory), a JSON body nested
// deeper than JSON_DEPTH_MAX (counted before anything parses it), and a JSON body holding NUL or a
// lone surrogate in any string or key. Each is a 400 (413 for size) with the one error body,
// instead of a 500 from deep inside a query or a recursion.
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

/**
 * Levels of arrays and objects a JSON body may nest. Component data and theme CMS pages need a
 * dozen or so; thousands overflow the stack of whatever recurses over the value (our merges and
 * checks, the database's JSON parser) and answered 500 (issue 24).
 */
export const JSON_DEPTH_MAX = 64;

export const INPUT_TEXT = {
  badAddress: 'This address is not valid: it has broken percent-encoding or a NUL character.',
  tooLarge: 'This request is too large.',
  tooDeep: `This request nests its data too deeply (at most ${JSON_DEPTH_MAX} levels).`,
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
 * is counted as it arrives and refused at the first byte past the limit. The answer closes the
 * connection: the unread rest of the body is still on the socket, and a kept-alive connection
 * would read it as the client's next request (which then fails with ECONNRESET).
 */
export function limitBody(
  maxSize: number,
  refusal: () => AppError = () => new AppError('PAYLOAD_TOO_LARGE', 413, INPUT_TEXT.tooLarge),
): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      c.header('Connection', 'close');
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

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests arrays and objects deeper than `max`, in one pass without parsing (so
 * without recursion); brackets inside strings do not count. Malformed text is left to the parser.
 */
export function jsonDepthExceeds(text: string, max = JSON_DEPTH_MAX): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * 400 for a JSON body nested deeper than JSON_DEPTH_MAX, or with NUL or a lone surrogate in a
 * string or key (after the body limit, so the copy read here is small). It reads a clone: the request's own body stays for the route,
 * better-auth's handler and the webhook's signature check. Malformed JSON is left to the route.
 */
export function safeJsonBody(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type');
    if (c.req.raw.body && type !== undefined && JSON_TYPE.test(type)) {
      const text = await c.req.raw.clone().text();
      if (jsonDepthExceeds(text)) throw new AppError('JSON_TOO_DEEP', 400, INPUT_TEXT.tooDeep);
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
