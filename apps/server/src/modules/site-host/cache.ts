import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Database } from '../../db/client.ts';
import { onSiteChanged } from '../../lib/domain-events.ts';
import { loadSiteContent } from './queries.ts';
import { renderSite, resolveRoute, type SiteContent, type SiteRoute } from './render.ts';
import { normalizePath } from './render-helpers.ts';
import { siteHelperUrl } from './site-helper.ts';

export type PageEncoding = 'br' | 'gzip';

/** A rendered page, encoded once and sent many times. */
export interface CachedPage {
  status: 200 | 404;
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The content's last change as an HTTP date, when the loader knows it. */
  lastModified: string | undefined;
  /** Compressed copies, made on the first request that accepts them. */
  encoded: Partial<Record<PageEncoding, Uint8Array<ArrayBuffer>>>;
}

export interface SiteEntry {
  key: string;
  content: SiteContent;
  expiresAt: number;
  /** By route (page id, post id, blog, 404), base and editor flag: bounded by the site's own pages and posts. */
  byRoute: Map<string, CachedPage>;
  /** By the raw request path, so a repeat request skips route resolution; bounded. */
  byPath: Map<string, CachedPage>;
  /** What the entry holds, approximately: its content, its pages and their copies, its path keys. */
  bytes: number;
}

export interface PageOptions {
  /** The portal's origin (PUBLIC_URL): where uploaded images and the editor's helper are. */
  portal?: string;
  /** The page is for the portal's editor frame: it loads the helper script. */
  editor?: boolean;
}

export interface SiteCacheStats {
  bytes: number;
  maxBytes: number;
  sites: number;
}

/** Replicas (or a write that forgot to invalidate) converge within this time. */
export const SITE_TTL_MS = 10_000;
/** SITE_CACHE_MB's default (config.ts). */
export const DEFAULT_SITE_CACHE_BYTES = 64 * 1024 * 1024;
const MAX_PATHS_PER_SITE = 256;
/** Per map entry and per object: V8's headers, hash slots and pointers, roughly. */
const ENTRY_OVERHEAD = 64;
const COMPRESS_MIN_BYTES = 1_024;

/** Reads what a cache entry renders: a site's content by its key (the slot id; a theme slug for demos). */
export type SiteContentLoader = (db: Database, key: string) => Promise<SiteContent | undefined>;

/**
 * In-process cache of hosted sites, bounded by bytes: each site's content is read once (four
 * queries), each page rendered once per base, and the least recently used sites go first when the
 * pages and content held pass `maxBytes`. The database holds the state; this is a copy. A site is
 * dropped when a writer in this process notifies that it changed, and every entry expires after
 * SITE_TTL_MS (another process's writes); an entry read while an invalidation happened is served
 * once but not kept.
 */
export class SiteCache {
  /** In use order, least recent first (a Map keeps insertion order; a hit moves its key to the end). */
  #entries = new Map<string, SiteEntry>();
  #inFlight = new Map<string, Promise<SiteEntry | undefined>>();
  #generation = 0;
  #bytes = 0;
  #maxBytes: number;
  readonly #loadContent: SiteContentLoader;
  readonly #now: () => number;

  constructor({
    loadContent = loadSiteContent,
    now = Date.now,
    maxBytes = DEFAULT_SITE_CACHE_BYTES,
  }: { loadContent?: SiteContentLoader; now?: () => number; maxBytes?: number } = {}) {
    this.#loadContent = loadContent;
    this.#now = now;
    this.#maxBytes = maxBytes;
  }

  /** A new limit (SITE_CACHE_MB): sites go at once when the cache holds more. */
  setMaxBytes(maxBytes: number): void {
    this.#maxBytes = maxBytes;
    this.#evict();
  }

  stats(): SiteCacheStats {
    return { bytes: this.#bytes, maxBytes: this.#maxBytes, sites: this.#entries.size };
  }

  /** The fresh entry of a site, without reading anything; it becomes the most recently used. */
  peek(key: string): SiteEntry | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#remove(entry);
    if (entry.expiresAt <= this.#now()) return undefined;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    return entry;
  }

  /** The entry of a site, read from the database on a miss (concurrent misses share one read). */
  load(db: Database, key: string): Promise<SiteEntry | undefined> {
    const hit = this.peek(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.#inFlight.get(key);
    if (pending !== undefined) return pending;
    const generation = this.#generation;
    const promise = this.#loadContent(db, key)
      .then((content) => {
        if (content === undefined) return undefined;
        const entry: SiteEntry = {
          key,
          content,
          expiresAt: this.#now() + SITE_TTL_MS,
          byRoute: new Map(),
          byPath: new Map(),
          // Objects take about twice their JSON's length (one-byte strings, headers, pointers).
          bytes: 2 * (content.jsonLength ?? JSON.stringify(content).length) + ENTRY_OVERHEAD,
        };
        if (generation === this.#generation) this.#store(entry);
        return entry;
      })
      .finally(() => {
        if (this.#inFlight.get(key) === promise) this.#inFlight.delete(key);
      });
    this.#inFlight.set(key, promise);
    return promise;
  }

  /**
   * The rendered page for a path of a site's entry, rendering it on the first request. Uploaded
   * images are addressed on `options.portal` (the portal's origin); with `options.editor` the page
   * carries the editor helper's <script> from there (the portal's editor frame). Keyed by both.
   */
  page(entry: SiteEntry, base: string, path: string, options: PageOptions = {}): CachedPage {
    const { portal = '', editor = false } = options;
    const variant = `${portal}|${editor ? 'editor' : ''}`;
    const pathKey = `${variant}|${base}${path}`;
    const known = entry.byPath.get(pathKey);
    if (known !== undefined) return known;

    const route = resolveRoute(entry.content, normalizePath(path));
    const routeKey = `${variant}|${base}|${routeKeyOf(route)}`;
    let page = entry.byRoute.get(routeKey);
    if (page === undefined) {
      const { status, html } = renderSite(entry.content, route, base, {
        helperScriptUrl: editor && portal ? siteHelperUrl(portal) : undefined,
        uploadsOrigin: portal || undefined,
      });
      page = encode(status, html, entry.content.updatedAt);
      entry.byRoute.set(routeKey, page);
      this.#grow(entry, page.bytes.byteLength + keyBytes(routeKey));
    }
    if (entry.byPath.size >= MAX_PATHS_PER_SITE) {
      let freed = 0;
      for (const key of entry.byPath.keys()) freed += keyBytes(key);
      entry.byPath.clear();
      this.#grow(entry, -freed);
    }
    entry.byPath.set(pathKey, page);
    this.#grow(entry, keyBytes(pathKey));
    return page;
  }

  /** The page's bytes in an encoding, compressed once; undefined when the page is too small to gain. */
  encoded(entry: SiteEntry, page: CachedPage, encoding: PageEncoding): Uint8Array<ArrayBuffer> | undefined {
    if (page.bytes.byteLength < COMPRESS_MIN_BYTES) return undefined;
    let bytes = page.encoded[encoding];
    if (bytes === undefined) {
      bytes = new Uint8Array(
        encoding === 'br'
          ? // Quality 2: a third of quality 4's time for 8% more bytes (0.27 against 0.78 ms for an
            // 18 KB page, 6.1 against 5.6 KB); a miss pays it before its first byte.
            brotliCompressSync(page.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } })
          : gzipSync(page.bytes),
      );
      page.encoded[encoding] = bytes;
      this.#grow(entry, bytes.byteLength);
    }
    return bytes;
  }

  invalidate(key?: string): void {
    this.#generation += 1;
    if (key === undefined) {
      this.#entries.clear();
      this.#inFlight.clear();
      this.#bytes = 0;
      return;
    }
    const entry = this.#entries.get(key);
    if (entry !== undefined) this.#remove(entry);
    this.#inFlight.delete(key);
  }

  #store(entry: SiteEntry): void {
    const old = this.#entries.get(entry.key);
    if (old !== undefined) this.#remove(old);
    // A site larger than the whole cache is served from its own entry but never kept.
    if (entry.bytes > this.#maxBytes) return;
    this.#entries.set(entry.key, entry);
    this.#bytes += entry.bytes;
    this.#evict();
  }

  /** The entry grew (a page rendered, a copy compressed) or shrank; the cache counts it while it holds it. */
  #grow(entry: SiteEntry, delta: number): void {
    entry.bytes += delta;
    if (this.#entries.get(entry.key) !== entry) return;
    this.#bytes += delta;
    this.#evict();
  }

  #remove(entry: SiteEntry): void {
    if (this.#entries.get(entry.key) !== entry) return;
    this.#entries.delete(entry.key);
    this.#bytes -= entry.bytes;
  }

  /** Least recently used first, until the cache is within its limit. */
  #evict(): void {
    for (const entry of this.#entries.values()) {
      if (this.#bytes <= this.#maxBytes) return;
      this.#remove(entry);
    }
  }
}

const cache = new SiteCache();
// Every writer says so after its commit (lib/domain-events.ts); none calls this cache.
onSiteChanged(({ siteId }) => cache.invalidate(siteId));

/** The hosted sites' cache (one per process: slot ids are unique whatever the database). */
export function slotSites(): SiteCache {
  return cache;
}

/** What the hosted sites' cache holds now, against its limit (the bench prints it). */
export function siteCacheStats(): SiteCacheStats {
  return cache.stats();
}

function routeKeyOf(route: SiteRoute): string {
  switch (route.kind) {
    case 'page':
      return `page:${route.page.id}`;
    case 'post':
      return `post:${route.post.id}`;
    default:
      return route.kind;
  }
}

const keyBytes = (key: string) => 2 * key.length + ENTRY_OVERHEAD;

function encode(status: 200 | 404, html: string, updatedAt: Date | undefined): CachedPage {
  const bytes = new Uint8Array(Buffer.from(html, 'utf8'));
  const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;
  return { status, bytes, etag, lastModified: updatedAt?.toUTCString(), encoded: {} };
}
