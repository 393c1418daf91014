import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { captureMiddlewareHeaders, requestHeader } from '../../http/fast-path.ts';
import type { Database } from '../../db/client.ts';
import { createRequestLogger, resolveRequestId } from '../../http/request-context.ts';
import type { Logger } from '../../logger.ts';
import { cachedJsonResponse, catalogueCacheFor, rawCacheKey } from './catalogue-cache.ts';

export type FastPath = (request: Request, env: unknown) => Response | undefined;

/**
 * Cache hits of the public catalogue, answered before routing: no query validation (the same raw
 * URL was validated when its answer was cached), no Headers objects, no middleware chain. It adds
 * exactly what the chain would: the request id, the security headers, one log line. Anything else
 * returns undefined and goes through the app. (docs/decisions/001-catalogue-cache.md)
 */
export function createCatalogueFastPath(db: Database, logger: Logger, securityHeaders: MiddlewareHandler): FastPath {
  const cache = catalogueCacheFor(db);
  const logRequest = createRequestLogger(logger);
  const logEnabled = logger.isLevelEnabled('info');
  // Until the security headers are captured (one tick after start), everything takes the normal path.
  let staticHeaders: Record<string, string> | undefined;
  void captureMiddlewareHeaders(securityHeaders, { contentType: 'application/json', own: [] }).then(
    (headers) => (staticHeaders = headers),
  );

  return (request, env) => {
    if (staticHeaders === undefined || request.method !== 'GET') return undefined;
    // Under @hono/node-server, Node's parsed request is at hand: its url and header object are free.
    const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const url = incoming?.url ?? request.url;
    const path = rawCacheKey(url);
    if (!path.startsWith('raw:/api/themes') && !path.startsWith('raw:/api/industries')) return undefined;
    const entry = cache.peek(path);
    if (entry === undefined) return undefined;

    const startedAt = logEnabled ? performance.now() : 0;
    const requestId = resolveRequestId(requestHeader(incoming, request, 'x-request-id'));
    const res = cachedJsonResponse(
      entry,
      {
        ifNoneMatch: requestHeader(incoming, request, 'if-none-match'),
        acceptEncoding: requestHeader(incoming, request, 'accept-encoding'),
      },
      { ...staticHeaders, 'X-Request-Id': requestId },
    );
    if (logEnabled)
      logRequest({ requestId, method: 'GET', path: path.slice(4).split('?')[0]!, status: res.status, startedAt });
    return res;
  };
}
