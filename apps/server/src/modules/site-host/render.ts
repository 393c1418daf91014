// Pure rendering of a hosted site: a request path and the site's content in, a full HTML document
// out. No I/O; the routes (routes.ts, custom-domains.ts) read the content and cache the result.
import { plainPage } from './plain-page.ts';
import { renderBuiltIn, renderComponent } from './render-components.ts';
import { documentDescription, documentTitle, faviconUrl } from './render-brand.ts';
import { escapeHtml, fillPlaceholders, hasPlaceholder, normalizePath } from './render-helpers.ts';
import { brandedDesign, resolveDesign, siteStylesheet } from './render-style.ts';
import type { TemplateDesign } from '@themeport/core';
import type { ComponentView, RenderContext, SiteContent, SitePageView, SiteRoute } from './render-types.ts';

export type { ComponentView, PostView, SiteContent, SitePageView, SiteRoute } from './render-types.ts';

export interface RenderedDocument {
  status: 200 | 404;
  html: string;
}

/** Which page, post or blog index a site-relative path ('/about', '/blog/hello') shows. */
export function resolveRoute(site: SiteContent, requestPath: string): SiteRoute {
  const path = normalizePath(requestPath);
  const page = site.pages.find((candidate) => !candidate.isDynamic && normalizePath(candidate.path) === path);
  if (page !== undefined) return { kind: 'page', page };

  for (const dynamic of site.pages.filter((candidate) => candidate.isDynamic)) {
    const slug = matchDynamic(dynamic.path, path);
    const post = slug === undefined ? undefined : site.posts.find((candidate) => candidate.slug === slug);
    if (post !== undefined) return { kind: 'post', page: dynamic, post };
  }
  // A theme without a post page or blog page still shows its posts.
  const blogPost = /^\/blog\/([^/]+)$/.exec(path);
  const post = blogPost ? site.posts.find((candidate) => candidate.slug === blogPost[1]) : undefined;
  if (post !== undefined) return { kind: 'post', page: undefined, post };
  if (path === '/blog' && site.posts.length > 0) return { kind: 'blog-index' };
  return { kind: 'not-found' };
}

/** '/blog/[slug]' against '/blog/hello' → 'hello'; only the last segment may be a parameter. */
function matchDynamic(pattern: string, path: string): string | undefined {
  const patternParts = normalizePath(pattern).split('/');
  const pathParts = path.split('/');
  if (patternParts.length !== pathParts.length) return undefined;
  for (let i = 0; i < patternParts.length - 1; i += 1) {
    if (patternParts[i] !== pathParts[i]) return undefined;
  }
  return /^\[[^\]]+\]$/.test(patternParts.at(-1)!) ? pathParts.at(-1) : undefined;
}

export interface RenderOptions {
  /**
   * The visual editor's helper script: only on a page the portal's editor frames (the site host
   * decides, serve.ts); every other page has no script at all.
   */
  helperScriptUrl?: string;
  /** Dates the copyright line (tests pin it). */
  now?: Date;
  /**
   * The portal's origin: images uploaded to the Library are addressed '/uploads/…' on the portal,
   * and a site lives on an origin of its own, so they are written out in full.
   */
  uploadsOrigin?: string;
}

/** The whole document for a route, with uploaded images addressed on the portal (see RenderOptions). */
export function renderSite(
  site: SiteContent,
  route: SiteRoute,
  base: string,
  options: RenderOptions = {},
): RenderedDocument {
  const document = renderDocument(site, route, base, options);
  const origin = options.uploadsOrigin;
  if (!origin) return document;
  // Attribute values ("/uploads/…", '/uploads/…') and CSS url(/uploads/…); quotes in text are
  // escaped, so only a '(' in visible text could match, and it would just show the full address.
  const html = document.html.replace(/(["'(])\/uploads\//g, `$1${origin}/uploads/`);
  return { ...document, html };
}

interface SiteLook {
  /** The theme's design with the site's branding over it. */
  design: TemplateDesign;
  stylesheet: string;
  /** Global components: headers before the page, footers after it. */
  before: ComponentView[];
  after: ComponentView[];
}

// What every page of a site shares, worked out once per content (a cached site renders each of its
// pages from the same content) and gone with it.
const looks = new WeakMap<SiteContent, SiteLook>();

function siteLook(site: SiteContent): SiteLook {
  let look = looks.get(site);
  if (look === undefined) {
    const design = brandedDesign(resolveDesign(site.theme.design), site.branding);
    look = { design, stylesheet: siteStylesheet(design), ...globalComponents(site) };
    looks.set(site, look);
  }
  return look;
}

/** The whole document for a route; links are rooted at base ('/sites/{id}/' locally, '/' on a custom domain). */
function renderDocument(
  site: SiteContent,
  route: SiteRoute,
  base: string,
  options: RenderOptions = {},
): RenderedDocument {
  const helper = helperTag(options.helperScriptUrl);
  const { design } = siteLook(site);
  const ctx: RenderContext = {
    base,
    site,
    currentPath: '/',
    post: undefined,
    layout: design.layout,
    year: (options.now ?? new Date()).getUTCFullYear(),
    images: { count: 0 },
  };

  if (route.kind === 'not-found')
    return { status: 404, html: renderNotFound(site, { ...ctx, currentPath: '' }, helper) };

  if (route.kind === 'page') {
    const { page } = route;
    ctx.currentPath = normalizePath(page.path);
    const components = componentsOf(site, page);
    const main =
      components.length > 0
        ? components.map((component) => renderComponent(component, ctx)).join('')
        : renderBuiltIn('page-header', { title: { value: page.title || page.name } }, ctx);
    return {
      status: 200,
      html: documentHtml(site, ctx, {
        title: documentTitle(page.title || page.name, site),
        description: documentDescription(page.description, site),
        pageClass: pageClass(page.path),
        main,
        helper,
      }),
    };
  }

  if (route.kind === 'blog-index') {
    ctx.currentPath = '/blog';
    const main =
      renderBuiltIn('page-header', { title: { value: 'Blog' } }, ctx) +
      renderBuiltIn('post-list', { heading: { value: 'Latest posts', cssClasses: ['sr-only'] } }, ctx);
    return {
      status: 200,
      html: documentHtml(site, ctx, {
        title: documentTitle('Blog – {site.name}', site),
        description: documentDescription('', site),
        pageClass: 'page-blog',
        main,
        helper,
      }),
    };
  }

  const { post, page } = route;
  ctx.post = post;
  ctx.currentPath = '/blog';
  const components = page === undefined ? [] : componentsOf(site, page);
  const main =
    components.length > 0
      ? components.map((component) => renderComponent(component, ctx)).join('')
      : renderBuiltIn(
          'post-header',
          {
            title: { value: '{post.title}' },
            date: { value: '{post.publish_date}' },
            author: { value: '{post.author}' },
          },
          ctx,
        ) + renderBuiltIn('post-body', { body: { value: '{post.content.body}' } }, ctx);
  const title = page !== undefined && hasPlaceholder(page.title) ? fillPlaceholders(page.title, post) : post.title;
  return {
    status: 200,
    html: documentHtml(site, ctx, {
      title: documentTitle(title, site),
      description: documentDescription(post.description, site),
      pageClass: 'page-post',
      main,
      type: 'article',
      helper,
    }),
  };
}

/** The site's 404 page, in the site's look (status 404). */
function renderNotFound(site: SiteContent, ctx: RenderContext, helper: string): string {
  const blog =
    site.posts.length > 0 ? `<a class="btn btn-ghost" href="${escapeHtml(`${ctx.base}blog`)}">Read the blog</a>` : '';
  const main =
    `<div class="wrap not-found"><p class="code" aria-hidden="true">404</p><h1>Page not found</h1>` +
    `<p class="lead">Sorry, we couldn’t find the page you were looking for. It may have moved, or the address may be mistyped.</p>` +
    `<div class="actions"><a class="btn btn-primary" href="${escapeHtml(ctx.base)}">Back to home</a>${blog}</div></div>`;
  return documentHtml(site, ctx, {
    title: documentTitle('Page not found – {site.name}', site),
    description: documentDescription('', site),
    pageClass: 'page-not-found',
    main,
    noindex: true,
    helper,
  });
}

/** An unknown or inactive slot: a small plain page, nothing of any site in it. */
export function renderUnknownSite(): string {
  return plainPage('Site not found', '<h1>Site not found</h1><p>There is no site at this address.</p>');
}

function componentsOf(site: SiteContent, page: SitePageView): ComponentView[] {
  return site.components
    .filter(
      (component) =>
        component.pagePath !== 'global' && (component.pageId === page.id || component.pagePath === page.path),
    )
    .sort(bySortOrder);
}

const bySortOrder = (a: ComponentView, b: ComponentView) => a.sortOrder - b.sortOrder;

function pageClass(path: string): string {
  const slug = normalizePath(path)
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `page-${slug || 'home'}`;
}

interface DocumentParts {
  title: string;
  description: string;
  pageClass: string;
  main: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** The editor helper's <script> tag, or ''. */
  helper: string;
}

/** The editor helper's tag: deferred, so it never holds up the page. */
function helperTag(url: string | undefined): string {
  return url ? `<script src="${escapeHtml(url)}" defer></script>\n` : '';
}

/** Global components: headers before the page, footers after it (documentHtml adds a built-in footer when the theme has none). */
function globalComponents(site: SiteContent): { before: ComponentView[]; after: ComponentView[] } {
  const globals = site.components.filter((component) => component.pagePath === 'global').sort(bySortOrder);
  const isFooter = (component: ComponentView) => /footer/i.test(component.slug);
  return { before: globals.filter((c) => !isFooter(c)), after: globals.filter(isFooter) };
}

function documentHtml(site: SiteContent, ctx: RenderContext, parts: DocumentParts): string {
  const { design, stylesheet, before, after } = siteLook(site);
  const title = escapeHtml(parts.title);
  const description = escapeHtml(parts.description);
  const icon =
    faviconUrl(site) ??
    `data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${design.colors.primary}"/></svg>`,
    )}`;
  const footer =
    after.length > 0
      ? after.map((component) => renderComponent(component, ctx)).join('')
      : renderBuiltIn('site-footer', {}, ctx);
  return (
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    `<title>${title}</title>\n<meta name="description" content="${description}">\n` +
    (parts.noindex || site.noindex ? '<meta name="robots" content="noindex">\n' : '') +
    `<meta property="og:title" content="${title}">\n<meta property="og:description" content="${description}">\n` +
    `<meta property="og:type" content="${parts.type ?? 'website'}">\n<meta property="og:site_name" content="${escapeHtml(site.name)}">\n` +
    `<meta name="theme-color" content="${escapeHtml(design.colors.primary)}">\n` +
    `<link rel="icon" href="${escapeHtml(icon)}">\n` +
    `<style>${stylesheet}</style>\n</head>\n` +
    `<body class="layout-${design.layout} ${parts.pageClass}">\n<a class="skip-link" href="#main">Skip to content</a>\n` +
    before.map((component) => renderComponent(component, ctx)).join('') +
    `<main id="main">\n${parts.main}</main>\n` +
    footer +
    parts.helper +
    '</body>\n</html>\n'
  );
}
