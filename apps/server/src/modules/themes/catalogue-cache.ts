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
  gzipped?: Uint8Array;
}

export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const CATALOGUE_TTL_MS = 10_000;
const MAX_ENTRIES = 1_000;
const GZIP_MIN_BYTES = 1_024;

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

/**
 * The response for a cached answer: 304 on a matching If-None-Match, gzip when the client accepts
 * it. Headers are a plain object: @hono/node-server writes those without building a Headers object.
 */
export function cachedJsonResponse(
  entry: CachedJson,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
  extraHeaders?: Record<string, string>,
): Response {
  const headers: Record<string, string> = {
    ...extraHeaders,
    'Content-Type': 'application/json',
    'Cache-Control': CATALOGUE_CACHE_CONTROL,
    ETag: entry.etag,
    Vary: 'Accept-Encoding',
  };
  if (matchesEtag(request.ifNoneMatch, entry.etag)) return new Response(null, { status: 304, headers });
  if (
    entry.bytes.byteLength >= GZIP_MIN_BYTES &&
    request.acceptEncoding !== undefined &&
    /\bgzip\b/.test(request.acceptEncoding)
  ) {
    entry.gzipped ??= gzipSync(entry.bytes);
    headers['Content-Encoding'] = 'gzip';
    return new Response(entry.gzipped as Uint8Array<ArrayBuffer>, { status: 200, headers });
  }
  return new Response(entry.bytes, { status: 200, headers });
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
