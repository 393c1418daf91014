import type { IncomingMessage, ServerResponse } from 'node:http';
import { SITE_CONTACT_PATH } from '@themeport/core';
import { requestHeader, writeSharedAnswer } from '../../http/fast-path.ts';
import { createRequestLogger, resolveRequestId } from '../../http/request-context.ts';
import type { RequestTally } from '../../http/request-tally.ts';
import { isSafeUrl } from '../../http/safe-input.ts';
import { slotSites } from './cache.ts';
import { createContactPost } from './contact-post.ts';
import { createCustomDomainMap } from './custom-domains.ts';
import { DEMO_HEADERS, demoContactAnswer, demoSites, demoSlugOfHost } from './demo-host.ts';
import { createSiteResponder, decodePath, siteBaseHeaders, type SiteRequest } from './serve.ts';
import { hostnameOf, parseSitesOrigin, slotOfHost } from './sites-origin.ts';
import type { SiteHostContext } from './types.ts';

/** Answers a request for a hosted site, or undefined when the request is the portal's. */
export type SiteHost = ((request: Request, env: unknown) => Response | Promise<Response> | undefined) & {
  /**
   * For Node's server, before @hono/node-server makes a Request: writes a GET of a cached site's
   * page and returns true, or returns false having written nothing (then app.fetch, which reads it).
   */
  node(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
};

/**
 * Hosted sites are picked by the Host header before routing, as vercel/platforms does: a host on
 * the sites origin (`{slot id}.sites.…`, SITES_ORIGIN) or an active custom domain is that site's,
 * whatever its path; nothing of the portal (API, pages, cookies) is reachable there. A cached
 * site's page is answered synchronously (no middleware chain, and on Node's response before a
 * Request is made); otherwise after one read. `tally` counts the cached answers of requests without
 * credentials instead of a log line each (docs/decisions/047); its owner writes and stops it.
 */
export function createSiteHost({ db, config, logger, mail }: SiteHostContext, tally: RequestTally): SiteHost {
  const contactPost = createContactPost({ db, config, logger, mail });
  const origin = parseSitesOrigin(config.sites.origin);
  const customDomain = createCustomDomainMap({ db, logger });
  const slotResponder = createSiteResponder(db, config.publicUrl);
  const demoResponder = createSiteResponder(db, config.publicUrl, demoSites(db));
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

  /** The site a hostname names: its id ('' for a sites-origin label that names none), demo slug and extra headers. */
  const siteOf = (hostname: string) => {
    // A theme's live demo ('demo-{slug}.sites…'; a slot label is a UUID, so they never meet).
    const demoSlug = demoSlugOfHost(origin, hostname);
    const onOrigin = demoSlug ?? slotOfHost(origin, hostname);
    const siteId = onOrigin ?? customDomain(hostname);
    if (siteId === undefined) return undefined;
    const extraHeaders = onOrigin === undefined ? domainHeaders : demoSlug === undefined ? originHeaders : demoHeaders;
    return { siteId, demoSlug, extraHeaders };
  };

  const pageRequest = (
    site: NonNullable<ReturnType<typeof siteOf>>,
    method: string,
    path: string,
    header: (name: string) => string | undefined,
    requestId: string,
  ): SiteRequest => ({
    siteId: site.siteId,
    base: '/',
    path: path.startsWith('/') ? path : '/',
    method,
    ifNoneMatch: header('if-none-match'),
    ifModifiedSince: header('if-modified-since'),
    forEditor: header('sec-fetch-dest') === 'iframe',
    acceptEncoding: header('accept-encoding'),
    extraHeaders: site.extraHeaders,
    requestId,
  });

  /** The request log: a cached GET's 2xx or 304 without credentials is counted, anything else a line. */
  const log = (
    { hostname, method, path, status, requestId, startedAt, cached }: LoggedAnswer,
    header: (name: string) => string | undefined,
  ) => {
    if (!logEnabled) return;
    if (cached && method === 'GET' && (status < 300 || status === 304) && tally.counts(header))
      tally.count(hostname, path, status, startedAt);
    else logRequest({ requestId, method, path, status, startedAt });
  };

  const host = (request: Request, env: unknown) => {
    const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const url = request.url;
    const header = (name: string) => requestHeader(incoming, request, name);
    const hostname = hostnameOf(header('host') ?? authorityOf(url));
    const site = siteOf(hostname);
    if (site === undefined) return undefined;

    const startedAt = logEnabled ? performance.now() : 0;
    const requestId = resolveRequestId(header('x-request-id'));
    const { siteId, demoSlug, extraHeaders } = site;
    const { method } = request;
    const path = decodePath(incoming?.url ?? pathOf(url));
    const done = (response: Response, cached = false) => {
      log({ hostname, method, path, status: response.status, requestId, startedAt, cached }, header);
      return response;
    };

    if (method === 'POST' && path === SITE_CONTACT_PATH) {
      const posted =
        demoSlug === undefined ? contactPost(request, incoming, siteId) : demoContactAnswer(request, hostname);
      return Promise.resolve(posted).then((response) => {
        for (const [name, value] of Object.entries({ ...extraHeaders, 'X-Request-Id': requestId, ...baseHeaders })) {
          if (!response.headers.has(name)) response.headers.set(name, value);
        }
        return done(response);
      });
    }
    if (method !== 'GET' && method !== 'HEAD') {
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
    const answer = (demoSlug === undefined ? slotResponder : demoResponder).respond(
      pageRequest(site, method, path, header, requestId),
    );
    return answer instanceof Promise ? answer.then((response) => done(response)) : done(answer, true);
  };

  return Object.assign(host, {
    node(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
      const target = incoming.url;
      const hostHeader = incoming.headers.host;
      // A broken address is the routed path's 400; an absolute-form target goes that way too.
      if (incoming.method !== 'GET' || hostHeader === undefined || target === undefined) return false;
      if (!target.startsWith('/') || (target.includes('%') && !isSafeUrl(`http://site${target}`))) return false;
      const hostname = hostnameOf(hostHeader);
      const site = siteOf(hostname);
      if (site === undefined) return false;

      const startedAt = logEnabled ? performance.now() : 0;
      const header = (name: string) => requestHeader(incoming, undefined, name);
      const requestId = resolveRequestId(header('x-request-id'));
      const path = decodePath(target);
      const sent = (site.demoSlug === undefined ? slotResponder : demoResponder).cached(
        pageRequest(site, 'GET', path, header, requestId),
      );
      if (sent === undefined) return false;
      writeSharedAnswer(outgoing, sent);
      log({ hostname, method: 'GET', path, status: sent.status, requestId, startedAt, cached: true }, header);
      return true;
    },
  });
}

interface LoggedAnswer {
  hostname: string;
  method: string;
  path: string;
  status: number;
  requestId: string;
  startedAt: number;
  /** Answered from the site cache without a read. */
  cached: boolean;
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
