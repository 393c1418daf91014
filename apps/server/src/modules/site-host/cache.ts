import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { onSiteChanged } from '../../lib/domain-events.ts';
import { loadSiteContent } from './queries.ts';
import { renderSite, resolveRoute, type SiteContent, type SiteRoute } from './render.ts';
import { normalizePath } from './render-helpers.ts';

/** A rendered page, encoded once and sent many times. */
export interface CachedPage {
  status: 200 | 404;
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  gzipped?: Uint8Array<ArrayBuffer>;
}

export interface SiteEntry {
  content: SiteContent;
  expiresAt: number;
  /** By route (page id, post id, blog, 404) and base: bounded by the site's own pages and posts. */
  byRoute: Map<string, CachedPage>;
  /** By the raw request path, so a repeat request skips route resolution; bounded. */
  byPath: Map<string, CachedPage>;
}

/** Replicas (or a write that forgot to invalidate) converge within this time. */
export const SITE_TTL_MS = 10_000;
const MAX_SITES = 500;
const MAX_PATHS_PER_SITE = 256;

/** Reads what a cache entry renders: a site's content by its key (the slot id; a theme slug for demos). */
export type SiteContentLoader = (db: Database, key: string) => Promise<SiteContent | undefined>;

/**
 * In-process cache of hosted sites: each site's content is read once (four queries), each page
 * rendered once per base. A site is dropped when a writer notifies that it changed; an entry read
 * while an invalidation happened is served once but not kept.
 */
export class SiteCache {
  #entries = new Map<string, SiteEntry>();
  #inFlight = new Map<string, Promise<SiteEntry | undefined>>();
  #generation = 0;

  constructor(
    private readonly loadContent: SiteContentLoader = loadSiteContent,
    private readonly now: () => number = Date.now,
  ) {}

  /** The fresh entry of a site, without reading anything. */
  peek(siteId: string): SiteEntry | undefined {
    const entry = this.#entries.get(siteId);
    return entry !== undefined && entry.expiresAt > this.now() ? entry : undefined;
  }

  /** The entry of a site, read from the database on a miss (concurrent misses share one read). */
  load(db: Database, siteId: string): Promise<SiteEntry | undefined> {
    const hit = this.peek(siteId);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.#inFlight.get(siteId);
    if (pending !== undefined) return pending;
    const generation = this.#generation;
    const promise = this.loadContent(db, siteId)
      .then((content) => {
        if (content === undefined) return undefined;
        const entry: SiteEntry = {
          content,
          expiresAt: this.now() + SITE_TTL_MS,
          byRoute: new Map(),
          byPath: new Map(),
        };
        if (generation === this.#generation) this.#store(siteId, entry);
        return entry;
      })
      .finally(() => {
        if (this.#inFlight.get(siteId) === promise) this.#inFlight.delete(siteId);
      });
    this.#inFlight.set(siteId, promise);
    return promise;
  }

  invalidate(siteId?: string): void {
    this.#generation += 1;
    if (siteId === undefined) {
      this.#entries.clear();
      this.#inFlight.clear();
    } else {
      this.#entries.delete(siteId);
      this.#inFlight.delete(siteId);
    }
  }

  #store(siteId: string, entry: SiteEntry): void {
    this.#entries.delete(siteId);
    if (this.#entries.size >= MAX_SITES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(siteId, entry);
  }
}

const cache = new SiteCache();
// Every writer says so after its commit (lib/domain-events.ts); none calls this cache.
onSiteChanged(({ siteId }) => cache.invalidate(siteId));

export function peekSite(siteId: string): SiteEntry | undefined {
  return cache.peek(siteId);
}

export function loadSite(db: Database, siteId: string): Promise<SiteEntry | undefined> {
  return cache.load(db, siteId);
}

/**
 * The rendered page for a path of a cached site, rendering it on the first request. Pages carry
 * the editor helper's <script> when its address is given (keyed by it: apps in one process may differ).
 */
export function pageFor(entry: SiteEntry, base: string, path: string, helperScriptUrl = ''): CachedPage {
  const pathKey = `${helperScriptUrl}|${base}${path}`;
  const known = entry.byPath.get(pathKey);
  if (known !== undefined) return known;

  const route = resolveRoute(entry.content, normalizePath(path));
  const routeKey = `${helperScriptUrl}|${base}|${routeKeyOf(route)}`;
  let page = entry.byRoute.get(routeKey);
  if (page === undefined) {
    const { status, html } = renderSite(entry.content, route, base, {
      helperScriptUrl,
      uploadsOrigin: helperScriptUrl ? new URL(helperScriptUrl).origin : undefined,
    });
    page = encode(status, html);
    entry.byRoute.set(routeKey, page);
  }
  if (entry.byPath.size >= MAX_PATHS_PER_SITE) entry.byPath.clear();
  entry.byPath.set(pathKey, page);
  return page;
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

function encode(status: 200 | 404, html: string): CachedPage {
  const bytes = new Uint8Array(Buffer.from(html, 'utf8'));
  const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;
  return { status, bytes, etag };
}
