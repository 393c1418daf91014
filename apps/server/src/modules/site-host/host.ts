import type { IncomingMessage } from 'node:http';
import { SITE_CONTACT_PATH } from '@themeport/core';
import { requestHeader } from '../../http/fast-path.ts';
import { createRequestLogger, resolveRequestId } from '../../http/request-context.ts';
import { slotSites } from './cache.ts';
import { createContactPost } from './contact-post.ts';
import { createCustomDomainMap } from './custom-domains.ts';
import { DEMO_HEADERS, demoContactAnswer, demoSites, demoSlugOfHost } from './demo-host.ts';
import { createSiteResponder, decodePath, siteBaseHeaders } from './serve.ts';
import { hostnameOf, parseSitesOrigin, slotOfHost } from './sites-origin.ts';
import type { SiteHostContext } from './types.ts';

/** Answers a request for a hosted site, or undefined when the request is the portal's. */
export type SiteHost = (request: Request, env: unknown) => Response | Promise<Response> | undefined;

/**
 * Hosted sites are picked by the Host header before routing, as vercel/platforms does: a host on
 * the sites origin (`{slot id}.sites.…`, SITES_ORIGIN) or an active custom domain is that site's,
 * whatever its path; nothing of the portal (API, pages, cookies) is reachable there. A cached
 * site's page is answered synchronously (no middleware chain); otherwise after one read.
 */
export function createSiteHost({ db, config, logger, mail }: SiteHostContext): SiteHost {
  const contactPost = createContactPost({ db, config, logger, mail });
  const origin = parseSitesOrigin(config.sites.origin);
  const customDomain = createCustomDomainMap({ db, logger });
  const respond = createSiteResponder(db, config.publicUrl);
  const respondDemo = createSiteResponder(db, config.publicUrl, demoSites(db));
  slotSites().setMaxBytes(config.sites.cacheMaxBytes);
  demoSites(db).setMaxBytes(Math.floor(config.sites.cacheMaxBytes / 4));
  const baseHeaders = siteBaseHeaders(config.publicUrl);
  const hsts: Record<string, string> = origin.isHttps ? { 'Strict-Transport-Security': 'max-age=31536000' } : {};
  // One object per kind of host: the responder builds a page's headers once per object.
  const originHeaders: Readonly<Record<string, string>> = hsts;
  const demoHeaders: Readonly<Record<string, string>> = { ...hsts, ...DEMO_HEADERS };
  const domainHeaders: Readonly<Record<string, string>> = {};
  const logRequest = createRequestLogger(logger);
  const logEnabled = logger.isLevelEnabled('info');

  return (request, env) => {
    const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const url = request.url;
    const hostname = hostnameOf(requestHeader(incoming, request, 'host') ?? authorityOf(url));
    // A theme's live demo ('demo-{slug}.sites…'; a slot label is a UUID, so they never meet).
    const demoSlug = demoSlugOfHost(origin, hostname);
    let siteId = demoSlug ?? slotOfHost(origin, hostname);
    const onSitesOrigin = siteId !== undefined;
    siteId ??= customDomain(hostname);
    if (siteId === undefined) return undefined;

    const startedAt = logEnabled ? performance.now() : 0;
    const requestId = resolveRequestId(requestHeader(incoming, request, 'x-request-id'));
    const extraHeaders = onSitesOrigin ? (demoSlug === undefined ? originHeaders : demoHeaders) : domainHeaders;
    const path = decodePath(incoming?.url ?? pathOf(url));
    const done = (response: Response) => {
      if (logEnabled) logRequest({ requestId, method: request.method, path, status: response.status, startedAt });
      return response;
    };

    if (request.method === 'POST' && path === SITE_CONTACT_PATH) {
      const posted =
        demoSlug === undefined ? contactPost(request, incoming, siteId) : demoContactAnswer(request, hostname);
      return Promise.resolve(posted).then((response) => {
        for (const [name, value] of Object.entries({ ...extraHeaders, 'X-Request-Id': requestId, ...baseHeaders })) {
          if (!response.headers.has(name)) response.headers.set(name, value);
        }
        return done(response);
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return done(
        new Response('Method not allowed\n', {
          status: 405,
          headers: {
            ...extraHeaders,
            'X-Request-Id': requestId,
            ...baseHeaders,
            Allow: 'GET, HEAD',
            'Content-Type': 'text/plain; charset=utf-8',
          },
        }),
      );
    }
    const answer = (demoSlug === undefined ? respond : respondDemo)({
      siteId,
      base: '/',
      path: path.startsWith('/') ? path : '/',
      method: request.method,
      ifNoneMatch: requestHeader(incoming, request, 'if-none-match'),
      ifModifiedSince: requestHeader(incoming, request, 'if-modified-since'),
      forEditor: requestHeader(incoming, request, 'sec-fetch-dest') === 'iframe',
      acceptEncoding: requestHeader(incoming, request, 'accept-encoding'),
      extraHeaders,
      requestId,
    });
    return answer instanceof Promise ? answer.then(done) : done(answer);
  };
}

/** 'http://host:8080/path?q' → 'host:8080'. */
function authorityOf(url: string): string {
  const start = url.indexOf('//') + 2;
  const end = url.indexOf('/', start);
  return url.slice(start, end === -1 ? url.length : end);
}

/** 'http://host/path?q' → '/path?q'. */
function pathOf(url: string): string {
  if (url.startsWith('/')) return url;
  const slash = url.indexOf('/', url.indexOf('//') + 2);
  return slash === -1 ? '/' : url.slice(slash);
}
