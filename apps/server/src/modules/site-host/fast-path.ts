import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { captureMiddlewareHeaders, requestHeader } from '../../http/fast-path.ts';
import { createRequestLogger, resolveRequestId } from '../../http/request-context.ts';
import { peekSite } from './cache.ts';
import { createSiteResponder } from './serve.ts';
import type { SiteHostContext } from './types.ts';

export type SiteFastPath = (request: Request, env: unknown) => Response | undefined;

// '/sites/{uuid}/…': the id is lowercase hex as the slots API hands it out.
const SITE_PATH = /^\/sites\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/[^?#%]*)?(?:[?#].*)?$/;

/**
 * Pages of a cached site, answered before routing (like the catalogue's fast path): no middleware
 * chain, headers as one plain object. It adds exactly what the chain would: the app's security
 * headers (captured once; ours replace its CSP), the request id and the log line. Anything else
 * (a site not cached yet, an encoded path, other methods) returns undefined and goes through the app.
 */
export function createSiteFastPath(
  { db, config, logger }: SiteHostContext,
  securityHeaders: MiddlewareHandler,
): SiteFastPath {
  const respond = createSiteResponder(db, config.publicUrl);
  const logRequest = createRequestLogger(logger);
  const logEnabled = logger.isLevelEnabled('info');
  let staticHeaders: Record<string, string> | undefined;
  void captureMiddlewareHeaders(securityHeaders, {
    contentType: 'text/html; charset=utf-8',
    own: ['content-security-policy', 'x-content-type-options'],
  }).then((headers) => (staticHeaders = headers));

  return (request, env) => {
    if (staticHeaders === undefined || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
    const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const url = incoming?.url ?? pathOf(request.url);
    if (!url.startsWith('/sites/')) return undefined;
    const match = SITE_PATH.exec(url);
    if (match === null || match[2] === undefined) return undefined;
    const siteId = match[1]!;
    if (peekSite(siteId) === undefined) return undefined;

    const startedAt = logEnabled ? performance.now() : 0;
    const requestId = resolveRequestId(requestHeader(incoming, request, 'x-request-id'));
    const response = respond({
      siteId,
      base: `/sites/${siteId}/`,
      path: match[2],
      method: request.method,
      ifNoneMatch: requestHeader(incoming, request, 'if-none-match'),
      acceptEncoding: requestHeader(incoming, request, 'accept-encoding'),
      extraHeaders: { ...staticHeaders, 'X-Request-Id': requestId },
    });
    // The site is cached, so the answer is at hand; a promise here would mean it was dropped meanwhile.
    if (response instanceof Promise) return undefined;
    if (logEnabled)
      logRequest({
        requestId,
        method: request.method,
        path: `/sites/${siteId}${match[2]}`,
        status: response.status,
        startedAt,
      });
    return response;
  };
}

function pathOf(url: string): string {
  return url.startsWith('/') ? url : url.slice(url.indexOf('/', url.indexOf('//') + 2));
}
