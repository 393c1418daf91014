import type { ErrorEvent, NodeOptions } from '@sentry/node';

type StreamedSpan = Parameters<NonNullable<NodeOptions['beforeSendSpan']>>[0];

/** Headers worth having in a report; everything else (cookie, authorization, API keys, signatures) stays home. */
export const KEPT_HEADERS = [
  'user-agent',
  'content-type',
  'content-length',
  'accept',
  'accept-language',
  'referer',
  'host',
];

/**
 * beforeSend for every event: no request bodies, cookies, credentials or query strings (tokens
 * travel in verification links) ever leave the server, whatever an integration attached.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const request = event.request;
  if (request) {
    delete request.data;
    delete request.cookies;
    delete request.query_string;
    if (request.url) request.url = request.url.split('?')[0];
    if (request.headers) {
      request.headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => KEPT_HEADERS.includes(name.toLowerCase())),
      );
    }
  }
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  return event;
}

const SECRET_ATTRIBUTE = /header|cookie|query|body|authorization/i;
const URL_ATTRIBUTE = /url|target/i;

/** The same rule for trace spans (sampled at 0.1): no headers, cookies, bodies or query strings. */
export function scrubSpan(span: StreamedSpan): StreamedSpan {
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(span.attributes)) {
    if (SECRET_ATTRIBUTE.test(name)) continue;
    attributes[name] = URL_ATTRIBUTE.test(name) && typeof value === 'string' ? value.split('?')[0] : value;
  }
  return { ...span, name: span.name.split('?')[0]!, attributes };
}
