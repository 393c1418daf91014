import { onDomainsChanged } from '../domains/events.ts';
import { createRequestLogger, resolveRequestId } from '../../http/request-context.ts';
import { listActiveDomains } from './queries.ts';
import { createSiteResponder, decodePath } from './serve.ts';
import type { SiteHostContext } from './types.ts';

/** How often each app re-reads the active domains (another replica may have verified one). */
export const DOMAIN_REFRESH_MS = 30_000;

const refreshers = new Set<() => Promise<void>>();

/**
 * Re-read the active custom domains now (after a domain turns active, is removed, or its site is
 * removed). Resolves once every app in this process has the new list.
 */
export async function invalidateCustomDomains(): Promise<void> {
  await Promise.all([...refreshers].map((refresh) => refresh()));
}

/** 'http://WWW.Example.com:8080/path' → 'www.example.com'. */
export function hostOf(url: string): string {
  const start = url.indexOf('//') + 2;
  let end = url.indexOf('/', start);
  if (end === -1) end = url.length;
  let host = url.slice(start, end);
  const at = host.lastIndexOf('@');
  if (at !== -1) host = host.slice(at + 1);
  const colon = host.lastIndexOf(':');
  if (colon !== -1 && !host.endsWith(']')) host = host.slice(0, colon);
  return host.replace(/\.$/, '').toLowerCase();
}

/**
 * Requests whose Host is an active custom domain, answered with that site (links rooted at '/')
 * whatever the path; anything else is undefined, decided from memory without a database call.
 */
export function createCustomDomainHost({
  db,
  config,
  logger,
}: SiteHostContext): (request: Request) => Promise<Response> | undefined {
  let domains = new Map<string, string>();
  let started = 0;
  let applied = 0;
  const refresh = async () => {
    const mine = ++started;
    try {
      const next = await listActiveDomains(db);
      // Reads can finish out of order: never replace a newer list with an older one.
      if (mine > applied) {
        domains = next;
        applied = mine;
      }
    } catch (err) {
      logger.warn({ err }, 'custom domains: could not read the active domains');
    }
  };
  refreshers.add(refresh);
  void refresh();
  // A domain verified or removed in this process is served (or not) from the next request on;
  // the read that follows confirms the list against the database.
  onDomainsChanged(({ domain, siteId, active }) => {
    const next = new Map(domains);
    if (active) next.set(domain.toLowerCase(), siteId);
    else next.delete(domain.toLowerCase());
    domains = next;
    applied = started; // reads already under way predate the change: their answer is dropped
    void refresh();
  });
  setInterval(() => void refresh(), DOMAIN_REFRESH_MS).unref();

  const respond = createSiteResponder(db, config.publicUrl);
  const logRequest = createRequestLogger(logger);

  return (request) => {
    if (domains.size === 0) return undefined;
    const siteId = domains.get(hostOf(request.url));
    if (siteId === undefined) return undefined;

    const startedAt = performance.now();
    const requestId = resolveRequestId(request.headers.get('x-request-id') ?? undefined);
    const url = request.url;
    const rawPath = url.slice(url.indexOf('/', url.indexOf('//') + 2)) || '/';
    const path = decodePath(rawPath.startsWith('/') ? rawPath : '/');
    const extraHeaders = { 'X-Request-Id': requestId, 'Referrer-Policy': 'strict-origin-when-cross-origin' };
    const done = (response: Response) => {
      logRequest({ requestId, method: request.method, path, status: response.status, startedAt });
      return response;
    };

    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return Promise.resolve(
        done(new Response('Method not allowed\n', { status: 405, headers: { ...extraHeaders, Allow: 'GET, HEAD' } })),
      );
    }
    const answer = respond({
      siteId,
      base: '/',
      path,
      method: request.method,
      ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
      acceptEncoding: request.headers.get('accept-encoding') ?? undefined,
      extraHeaders,
    });
    return Promise.resolve(answer).then(done);
  };
}
