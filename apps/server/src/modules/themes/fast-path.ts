import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../../config.ts';
import { requestClientIp } from '../../http/client-ip.ts';
import {
  captureMiddlewareHeaders,
  requestHeader,
  sharedAnswerResponse,
  writeSharedAnswer,
  type SharedAnswer,
} from '../../http/fast-path.ts';
import type { Database } from '../../db/client.ts';
import { createRequestLogger, resolveRequestId } from '../../http/request-context.ts';
import type { RequestTally } from '../../http/request-tally.ts';
import type { Logger } from '../../logger.ts';
import {
  cachedJsonBody,
  catalogueCacheFor,
  catalogueHeaders,
  rawCacheKey,
  type CachedJson,
} from './catalogue-cache.ts';

export interface CatalogueFastPath {
  /** For app.fetch, before routing: the cached answer as a Response, or undefined. */
  fetch(request: Request, env: unknown): Response | undefined;
  /**
   * For Node's server, before @hono/node-server builds a Request: writes the cached answer and
   * returns true, or returns false and writes nothing. Only on the portal's own host (`publicHost`):
   * any other Host may be a hosted site's, which app.fetch gives to the site host first.
   */
  node(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
}

export interface CatalogueFastPathOptions {
  /** The app's security headers middleware: the fast path sends the headers it adds. */
  securityHeaders: MiddlewareHandler;
  /**
   * The security monitor's answer from its copy of the active blocks (undefined: the copy is due a
   * read). Only an address known not to be blocked is answered here; the others take the routed
   * path, where blockGuard reads the blocks and answers a blocked address 429.
   */
  isBlocked: (ip: string) => boolean | undefined;
  config: Pick<Config, 'trustedProxyHeader' | 'trustedProxyHops' | 'publicUrl'>;
  /** Counts the answers of requests without credentials rather than writing a line each. */
  tally: RequestTally;
}

/**
 * Cache hits of the public catalogue, answered before routing: no query validation (the same raw
 * URL was validated when its answer was cached), no Headers objects, no middleware chain. It does
 * what the chain would for these answers: the security monitor's block, the request id, the security
 * headers, the request log (counted, or one line when it may be signed in; no per-address limit counts these routes: http/ip-limits.ts lists exact
 * auth and contact paths). Anything else goes through the app. (docs/decisions/001-catalogue-cache.md)
 */
export function createCatalogueFastPath(
  db: Database,
  logger: Logger,
  { securityHeaders, isBlocked, config, tally }: CatalogueFastPathOptions,
): CatalogueFastPath {
  const cache = catalogueCacheFor(db);
  const logRequest = createRequestLogger(logger);
  const logEnabled = logger.isLevelEnabled('info');
  const publicHost = new URL(config.publicUrl).host;
  // Until the security headers are captured (one tick after start), everything takes the normal path.
  let staticHeaders: Record<string, string> | undefined;
  void captureMiddlewareHeaders(securityHeaders, { contentType: 'application/json', own: [] }).then(
    (headers) => (staticHeaders = headers),
  );
  // An answer's headers but the request id and length, plain and gzipped: built on the cached
  // entry's first answer and shared by every answer of it (never changed).
  const headersOf = new WeakMap<CachedJson, { plain: Record<string, string>; gzip: Record<string, string> }>();
  const headersFor = (entry: CachedJson, base: Record<string, string>, gzip: boolean) => {
    let headers = headersOf.get(entry);
    if (headers === undefined) {
      const plain = { ...base, ...catalogueHeaders(entry) };
      headers = { plain, gzip: { ...plain, 'Content-Encoding': 'gzip' } };
      headersOf.set(entry, headers);
    }
    return gzip ? headers.gzip : headers.plain;
  };

  /** The cached answer for a GET of this raw target, when the caller may have it; else undefined. */
  function answer(
    method: string,
    target: string,
    header: (name: string) => string | undefined,
    clientIp: () => string,
  ): SharedAnswer | undefined {
    if (staticHeaders === undefined || method !== 'GET') return undefined;
    const key = rawCacheKey(target);
    if (!key.startsWith('raw:/api/themes') && !key.startsWith('raw:/api/industries')) return undefined;
    const entry = cache.peekOrRefill(key);
    if (entry === undefined || isBlocked(clientIp()) !== false) return undefined;
    const startedAt = logEnabled ? performance.now() : 0;
    const requestId = resolveRequestId(header('x-request-id'));
    const { status, body, gzip } = cachedJsonBody(entry, {
      ifNoneMatch: header('if-none-match'),
      acceptEncoding: header('accept-encoding'),
    });
    const sent = { status, headers: headersFor(entry, staticHeaders, gzip), requestId, body };
    if (logEnabled) {
      const query = key.indexOf('?');
      const path = query === -1 ? key.slice(4) : key.slice(4, query);
      if (tally.counts(header)) tally.count(publicHost, path, sent.status, startedAt);
      else logRequest({ requestId, method: 'GET', path, status: sent.status, startedAt });
    }
    return sent;
  }

  return {
    fetch(request, env) {
      // Under @hono/node-server, Node's parsed request is at hand: its url and header object are free.
      const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
      const sent = answer(
        request.method,
        incoming?.url ?? request.url,
        (name) => requestHeader(incoming, request, name),
        () => requestClientIp(request, incoming, config),
      );
      return sent && sharedAnswerResponse(sent);
    },
    node(incoming, outgoing) {
      if (incoming.headers.host !== publicHost || incoming.url === undefined) return false;
      const sent = answer(
        incoming.method ?? '',
        incoming.url,
        (name) => requestHeader(incoming, undefined, name),
        () => requestClientIp(undefined, incoming, config),
      );
      if (sent === undefined) return false;
      writeSharedAnswer(outgoing, sent);
      return true;
    },
  };
}
