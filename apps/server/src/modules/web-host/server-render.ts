import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { socketAddress } from '../../http/client-ip.ts';
import { isNotModified } from '../../http/http-cache.ts';
import type { AppEnv } from '../../http/types.ts';
import type { PageChunks } from './page-chunks.ts';
import type { RenderedPage, RendererFetch, StorefrontRenderer } from './storefront-renderer.ts';

/** A signed-out page: any cache may keep it, and revalidates it (ETag) before each use. */
export const PUBLIC_HTML = 'public, no-cache';
/** A page rendered for a session carries the visitor's data: never stored. */
export const PRIVATE_HTML = 'private, no-store';

const ROOT = '<div id="root"></div>';

// What the in-process API answers must not vary by these: no compressed body to parse, no
// conditional or partial answer.
const NOT_FORWARDED = ['accept-encoding', 'if-none-match', 'if-modified-since', 'range', 'content-length'];

/**
 * The renderer's API calls go through this same app in process (app.request, with the caller's
 * cookies, address and headers), so a loader reads exactly what the browser would, through the
 * same routes, access checks and caches. Cookies the API sets are kept for the page's answer.
 */
function inProcessFetch(app: Hono<AppEnv>, c: Context<AppEnv>, setCookies: string[]): RendererFetch {
  const origin = new URL(c.req.url).origin;
  // Only the caller's address from Node's request (client-ip.ts): the rest of it (its URL, its
  // headers) is the page's, and the fast paths would read those instead of the API call's.
  const env = { incoming: { socket: { remoteAddress: socketAddress(c) } } };
  return async (apiPath, init) => {
    const url = new URL(apiPath, origin);
    if (url.origin !== origin || !url.pathname.startsWith('/api/')) {
      throw new Error(`The storefront renderer reads only this app's API, not ${apiPath}`);
    }
    const headers = new Headers(c.req.raw.headers);
    for (const name of NOT_FORWARDED) headers.delete(name);
    new Headers(init.headers).forEach((value, name) => headers.set(name, value));
    const response = await app.request(url.href, { ...init, headers }, env);
    setCookies.push(...response.headers.getSetCookie());
    return response;
  };
}

interface ScriptsApart {
  /** The shell without its entry and preloads: before and after where the entry was. */
  before: string;
  after: string;
  entry: string;
  preloads: string[];
}

/** The shell's entry and preloads taken out, or null for a shell without an entry. */
function takeScriptsOut(shellHtml: string): ScriptsApart | null {
  const entry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/.exec(shellHtml);
  if (!entry) return null;
  const preloads: string[] = [];
  const html = shellHtml.replace(
    /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g,
    (_, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  const at = html.indexOf(entry[0]);
  return { before: html.slice(0, at), after: html.slice(at + entry[0].length), entry: entry[1]!, preloads };
}

// The last shell taken apart (its head tags are its page's): the same page asked again is not scanned again.
let shellApart: { shell: string; apart: ScriptsApart | null } = { shell: '', apart: null };

/**
 * A rendered page is there before its script runs, so the script waits until the page has painted
 * (decision 046): the entry and its preloads leave the head, and the small loader
 * (apps/web/src/after-paint.ts) fetches them after the first frame. On a slow phone they no longer
 * share the bandwidth with the stylesheet, the font and the first images. The client-rendered
 * shell keeps them in its head: it shows nothing until they have run.
 */
export function withScriptsAfterPaint(
  shellHtml: string,
  pageChunks: ReturnType<PageChunks> = { run: [], fetch: [] },
): string {
  if (shellApart.shell !== shellHtml) shellApart = { shell: shellHtml, apart: takeScriptsOut(shellHtml) };
  const { apart } = shellApart;
  if (!apart) return shellHtml;
  // The page's chunks that do not import the entry run in stages with its preloads; the rest are fetched.
  const query = new URLSearchParams({ entry: apart.entry, preload: [...apart.preloads, ...pageChunks.run].join(',') });
  if (pageChunks.fetch.length > 0) query.set('page', pageChunks.fetch.join(','));
  return `${apart.before}<script type="module" src="/after-paint.js?${query.toString()}"></script>${apart.after}`;
}

function fillShell(shellHtml: string, page: RenderedPage, pageChunks: PageChunks): string | null {
  if (!shellHtml.includes(ROOT) || !/<\/body>/i.test(shellHtml)) return null;
  // Function replacers: a '$' in a theme's text must not be read as a replacement pattern.
  return withScriptsAfterPaint(shellHtml, pageChunks(page.modules ?? []))
    .replace(ROOT, () => `<div id="root">${page.html}</div>`)
    .replace(/<\/body>/i, () => `${page.dataScript}</body>`);
}

/**
 * A storefront page rendered on the server (decision 042), or null for the client-rendered shell:
 * no renderer built, a path it does not render, or a render that failed.
 */
export async function renderStorefrontPage(
  app: Hono<AppEnv>,
  c: Context<AppEnv>,
  renderer: StorefrontRenderer | null,
  shellHtml: string,
  pageChunks: PageChunks,
  onError: (error: unknown) => void,
  pageLastModified?: PageLastModified,
): Promise<Response | null> {
  if (!renderer?.isServerRendered(c.req.path)) return null;
  const setCookies: string[] = [];
  let result: Awaited<ReturnType<StorefrontRenderer['render']>>;
  try {
    result = await renderer.render(c.req.raw, inProcessFetch(app, c, setCookies));
  } catch (error) {
    onError(error);
    return null;
  }
  if (result === null) return null;
  if ('redirect' in result) {
    // A copy: the middleware adds its headers, and a Response.redirect's are immutable.
    const { status, headers } = result.redirect;
    return new Response(null, { status, headers: new Headers(headers) });
  }

  const html = 'page' in result ? fillShell(shellHtml, result.page, pageChunks) : shellHtml;
  if (html === null) return null;
  const headers = new Headers({ 'Content-Type': 'text/html; charset=UTF-8' });
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  if (!('page' in result) || setCookies.length > 0) {
    headers.set('Cache-Control', PRIVATE_HTML);
    return new Response(html, { status: 200, headers });
  }

  // The data script carries fetch times, which change on every render: the tag hashes what the
  // visitor sees (the page and its data) instead. Weak: the same page is sent compressed or not.
  const etag = `W/"${createHash('sha1')
    .update(html.replace(result.page.dataScript, ''))
    .update(result.page.dataFingerprint)
    .digest('base64url')}"`;
  headers.set('Cache-Control', PUBLIC_HTML);
  headers.set('ETag', etag);
  headers.set('Vary', 'Cookie');
  const lastModified = await lastModifiedOf(c, etag, pageLastModified, onError);
  if (lastModified !== undefined) headers.set('Last-Modified', lastModified);
  const request = {
    method: c.req.method,
    ifNoneMatch: c.req.header('If-None-Match'),
    ifModifiedSince: c.req.header('If-Modified-Since'),
  };
  if (isNotModified(request, { etag, ...(lastModified === undefined ? {} : { lastModified }) })) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  return new Response(html, { status: 200, headers });
}

/** The page's date for this ETag, or null while it is too new to date (queries.ts pageLastModified). */
export type PageLastModified = (path: string, etag: string) => Promise<Date | null>;

/**
 * A page's Last-Modified: since when it has looked as it does (kept in the database, so every
 * server sends the same date). Only for a path without a query: those are the storefront's own
 * pages, as many as its themes and stores, while a query (a catalogue search) can be anything.
 * Without the date the page still has its ETag.
 */
async function lastModifiedOf(
  c: Context<AppEnv>,
  etag: string,
  pageLastModified: PageLastModified | undefined,
  onError: (error: unknown) => void,
): Promise<string | undefined> {
  if (pageLastModified === undefined || new URL(c.req.url).search !== '') return undefined;
  try {
    return (await pageLastModified(c.req.path, etag))?.toUTCString();
  } catch (error) {
    onError(error);
    return undefined;
  }
}
