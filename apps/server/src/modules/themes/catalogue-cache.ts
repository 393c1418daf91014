import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { Database } from '../../db/client.ts';
import { matchesEtag } from '../../http/http-cache.ts';
import { onThemeChanged } from '../../lib/domain-events.ts';

/** A serialized catalogue answer, ready to send many times. */
export interface CachedJson {
  body: string;
  /** body as UTF-8, encoded once: sending bytes skips a per-request transcode and length count. */
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  expiresAt: number;
  /** Cache generation the answer was computed in; a write starts a new one. */
  generation: number;
  gzipped?: Uint8Array<ArrayBuffer>;
  /** When a request was sent to refill this answer after it expired (peekOrRefill). */
  refillFrom?: number;
}

export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const CATALOGUE_TTL_MS = 10_000;
const MAX_ENTRIES = 1_000;
const GZIP_MIN_BYTES = 1_024;
/** How long one request may take to refill an expired answer before the next request tries. */
const REFILL_GRACE_MS = 2_000;

/**
 * In-process cache of public catalogue reads (see docs/decisions/001-catalogue-cache.md). Every
 * writer notifies a theme change (lib/domain-events.ts), which drops it; the TTL lets replicas converge.
 */
export class CatalogueCache {
  #entries = new Map<string, CachedJson>();
  #inFlight = new Map<string, Promise<CachedJson>>();
  #generation = 0;

  constructor(
    private readonly ttlMs = CATALOGUE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached answer for key, or produce() once (concurrent misses share one query). */
  get(key: string, produce: () => Promise<unknown>): Promise<CachedJson> {
    const hit = this.#entries.get(key);
    if (hit !== undefined && hit.expiresAt > this.now()) return Promise.resolve(hit);
    const pending = this.#inFlight.get(key);
    if (pending !== undefined) return pending;

    const generation = this.#generation;
    const promise = produce()
      .then((value) => {
        const entry = serialize(value, this.now() + this.ttlMs, generation);
        // A write that happened while we queried makes this answer stale: serve it once, keep it not.
        if (generation === this.#generation) this.#store(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.#inFlight.get(key) === promise) this.#inFlight.delete(key);
      });
    this.#inFlight.set(key, promise);
    return promise;
  }

  /** A fresh answer under key, without producing one. */
  peek(key: string): CachedJson | undefined {
    const hit = this.#entries.get(key);
    return hit !== undefined && hit.expiresAt > this.now() ? hit : undefined;
  }

  /**
   * peek, except that an answer past its TTL sends one caller to refill it (undefined: that caller
   * takes the routed path, whose get() queries) while the others keep getting it until the refill is
   * stored or REFILL_GRACE_MS passes. Only the TTL is stretched, by one query's time: a write's
   * invalidate() still drops every answer at once. Without it, every request that arrives while the
   * query runs waits for it (the catalogue's p99 under load).
   */
  peekOrRefill(key: string): CachedJson | undefined {
    const hit = this.#entries.get(key);
    if (hit === undefined) return undefined;
    const now = this.now();
    if (hit.expiresAt > now) return hit;
    if (hit.refillFrom !== undefined && now - hit.refillFrom < REFILL_GRACE_MS) return hit;
    hit.refillFrom = now;
    return undefined;
  }

  /** Also file a current answer under another key (the raw URL), so the next hit skips validation. */
  alias(key: string, entry: CachedJson): void {
    if (entry.generation === this.#generation && entry.expiresAt > this.now()) this.#store(key, entry);
  }

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#inFlight.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #store(key: string, entry: CachedJson): void {
    this.#entries.delete(key);
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, entry);
  }
}

function serialize(value: unknown, expiresAt: number, generation: number): CachedJson {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, bytes: new Uint8Array(Buffer.from(body, 'utf8')), etag, expiresAt, generation };
}

// One cache per database handle, so every app and service in this process that shares a database
// also shares (and invalidates) its catalogue cache, and tests with separate databases never mix.
const caches = new WeakMap<Database, CatalogueCache>();

export function catalogueCacheFor(db: Database): CatalogueCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new CatalogueCache();
    caches.set(db, cache);
  }
  return cache;
}

// Any theme change (publishing, price, a review, a download) drops the catalogue's answers.
onThemeChanged(({ db }) => caches.get(db)?.invalidate());

/** What is sent for a cached answer: status, headers (a plain object) and body bytes. */
export interface CachedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | null;
}

/**
 * The answer for a cached entry: 304 on a matching If-None-Match, gzip when the client accepts it.
 * `headers` is owned by the answer (Content-Encoding is added to it).
 */
export function cachedJsonAnswer(
  entry: CachedJson,
  request: CachedJsonRequest,
  headers: Record<string, string> = catalogueHeaders(entry),
): CachedAnswer {
  const { status, body, gzip } = cachedJsonBody(entry, request);
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return { status, headers, body };
}

/** What a request for a cached entry says about the bytes it takes. */
export interface CachedJsonRequest {
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

/** The bytes that answer a request for a cached entry: none on a matching If-None-Match, gzip when the client accepts it. */
export function cachedJsonBody(
  entry: CachedJson,
  request: CachedJsonRequest,
): { status: 200 | 304; body: Uint8Array<ArrayBuffer> | null; gzip: boolean } {
  if (matchesEtag(request.ifNoneMatch, entry.etag)) return { status: 304, body: null, gzip: false };
  if (
    entry.bytes.byteLength >= GZIP_MIN_BYTES &&
    request.acceptEncoding !== undefined &&
    /\bgzip\b/.test(request.acceptEncoding)
  ) {
    entry.gzipped ??= new Uint8Array(gzipSync(entry.bytes));
    return { status: 200, body: entry.gzipped, gzip: true };
  }
  return { status: 200, body: entry.bytes, gzip: false };
}

/**
 * cachedJsonAnswer as a Response. Headers are a plain object: @hono/node-server writes those without
 * building a Headers object.
 */
export function cachedJsonResponse(...args: Parameters<typeof cachedJsonAnswer>): Response {
  const { status, headers, body } = cachedJsonAnswer(...args);
  return new Response(body, { status, headers });
}

/** The headers of a cached answer (a new object: cachedJsonResponse adds Content-Encoding to it). */
export function catalogueHeaders(entry: CachedJson): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'Cache-Control': CATALOGUE_CACHE_CONTROL,
    ETag: entry.etag,
    Vary: 'Accept-Encoding',
  };
}

/** The raw request target (path and query) as a cache key: same URL → same answer. */
export function rawCacheKey(url: string): string {
  if (url.startsWith('/')) return `raw:${url}`;
  return `raw:${url.slice(url.indexOf('/', url.indexOf('//') + 2))}`;
}

/** Route helper: send a cached answer and remember it under the raw URL for the fast path. */
export function sendCachedJson(c: Context, cache: CatalogueCache, entry: CachedJson): Response {
  cache.alias(rawCacheKey(c.req.url), entry);
  return cachedJsonResponse(entry, {
    ifNoneMatch: c.req.header('if-none-match'),
    acceptEncoding: c.req.header('accept-encoding'),
  });
}
