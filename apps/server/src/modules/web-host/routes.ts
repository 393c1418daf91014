import type { Hono } from 'hono';
import { developerPagePath, isWebAppPath, type PublicDeveloper, type ThemeDetail } from '@themeport/core';
import type { AppEnv } from '../../http/types.ts';
import { withErrorReportingDsn } from './error-reporting.ts';
import { defaultPageMeta, developerMeta, renderIndexHtml, themeMeta } from './page-meta.ts';
import { buildRobotsTxt, buildSitemap, type SitemapDeveloper, type SitemapTheme } from './seo.ts';
import { renderStorefrontPage, type PageLastModified } from './server-render.ts';
import { createPageChunksLoader } from './page-chunks.ts';
import { NO_CACHE, createIndexHtmlLoader } from './static-files.ts';
import { createRendererLoader, rendererPathFor } from './storefront-renderer.ts';

export interface WebHostOptions {
  webDistDir: string;
  publicUrl: string;
  findTheme: (idOrSlug: string) => Promise<ThemeDetail | null>;
  listSitemapThemes: () => Promise<SitemapTheme[]>;
  /**
   * A developer's public store by slug (issue 22), or null: an unknown store is a 404. A former
   * address answers the store under its current slug, and the page redirects there (301).
   */
  findDeveloper: (slug: string) => Promise<PublicDeveloper | null>;
  /** The stores the sitemap lists (/developers/{slug}). */
  listSitemapDevelopers: () => Promise<SitemapDeveloper[]>;
  /** Public Sentry DSN for the browser (SENTRY_DSN), or null. */
  sentryDsn?: string | null;
  /** The built storefront renderer (decision 042); by default apps/web/dist-server beside webDistDir. */
  rendererPath?: string;
  /** A render that threw (the visitor still gets the client-rendered page). */
  onRenderError?: (error: unknown) => void;
  /** Since when a rendered page has looked as it does (its Last-Modified); without it, an ETag only. */
  pageLastModified?: PageLastModified;
}

export const NOT_BUILT_MESSAGE =
  'The Themeport web app has not been built yet. Run `npm run build` in the repository, then reload this page.\n';

const THEME_PAGE = /^\/themes\/([^/]+)\/?$/;
const DEVELOPER_PAGE = /^\/developers\/([^/]+)\/?$/;

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Serves the built web app: files, the storefront rendered on the server, the shell with
 * server-filled head tags for every other page, sitemap and robots.txt.
 */
export function registerWebHost(app: Hono<AppEnv>, options: WebHostOptions): void {
  const { webDistDir, publicUrl } = options;
  const loadIndexHtml = createIndexHtmlLoader(webDistDir);
  const loadPageChunks = createPageChunksLoader(webDistDir);
  const loadRenderer = createRendererLoader(options.rendererPath ?? rendererPathFor(webDistDir));
  const onRenderError = options.onRenderError ?? (() => {});

  app.get('/robots.txt', (c) => c.text(buildRobotsTxt(publicUrl), 200, { 'Cache-Control': 'public, max-age=3600' }));

  app.get('/sitemap.xml', async (c) => {
    const [themes, developers] = await Promise.all([options.listSitemapThemes(), options.listSitemapDevelopers()]);
    const xml = buildSitemap(publicUrl, themes, developers);
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    });
  });

  app.get('*', async (c, next) => {
    const pathname = c.req.path;
    if (pathname === '/api' || pathname.startsWith('/api/')) return next();

    const indexHtml = await loadIndexHtml();
    if (indexHtml === null) return c.text(NOT_BUILT_MESSAGE, 503, { 'Cache-Control': 'no-store' });

    // Built files were answered before the routes (builtFiles); a file path that reaches here is
    // missing (a stale hashed asset, a favicon): a 404, never the HTML page.
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(lastSegment)) {
      if (pathname !== '/index.html') return c.text('Not found\n', 404);
    }

    let meta = defaultPageMeta(pathname, publicUrl);
    // A path no page of the web app has is a 404 (the app's HTML still shows its not-found page).
    let status: 200 | 404 = isWebAppPath(safeDecode(pathname)) ? 200 : 404;
    const themeSlug = THEME_PAGE.exec(pathname)?.[1];
    if (themeSlug !== undefined) {
      const theme = await options.findTheme(decodeURIComponent(themeSlug)).catch(() => null);
      if (theme) meta = themeMeta(theme, publicUrl);
      else status = 404;
    }
    const developerSlug = DEVELOPER_PAGE.exec(pathname)?.[1];
    if (developerSlug !== undefined) {
      const asked = safeDecode(developerSlug).toLowerCase();
      const developer = await options.findDeveloper(asked).catch(() => null);
      // A store's former address moved for good (decision 031): its page is at the current one.
      if (developer && developer.slug !== asked) {
        const query = new URL(c.req.url).search;
        return c.redirect(`${developerPagePath(developer.slug)}${query}`, 301);
      }
      if (developer) meta = developerMeta(developer, publicUrl);
      else status = 404;
    }
    const html = withErrorReportingDsn(renderIndexHtml(indexHtml, meta), options.sentryDsn ?? null);
    if (status === 200) {
      // The storefront's pages arrive rendered (decision 042); any other page, or one the
      // renderer gives up on, is the shell the browser renders.
      const renderer = await loadRenderer().catch((error: unknown) => {
        onRenderError(error);
        return null;
      });
      const rendered = await renderStorefrontPage(
        app,
        c,
        renderer,
        html,
        await loadPageChunks(),
        onRenderError,
        options.pageLastModified,
      );
      if (rendered) return rendered;
    }
    return c.html(html, status, { 'Cache-Control': NO_CACHE });
  });
}
