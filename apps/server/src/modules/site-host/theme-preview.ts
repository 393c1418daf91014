import type { TemplateDesign } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { draftTemplateRows, loadThemeTemplates } from '../themes/index.ts';
import { publishedNewestFirst, toComponentView, toPageView, toPostView } from './content-views.ts';
import { loadSiteContent, selectThemeRow } from './queries.ts';
import { renderSite, resolveRoute, type RenderedDocument } from './render.ts';
import { normalizePath } from './render-helpers.ts';
import type { SiteContent, SiteRoute } from './render-types.ts';

/**
 * A theme's working copy as a site (spec 001 §2.7 Preview): the template config's pages (drafts
 * included) and components, rendered by the same renderer as the live demo and every site, with
 * the theme's template posts. Undefined for an unknown theme.
 */
export async function loadThemePreview(db: Database, themeId: string): Promise<SiteContent | undefined> {
  const theme = await selectThemeRow(db, themeId);
  if (!theme?.templateConfig) return undefined;
  const rows = draftTemplateRows({ ...theme, templateConfig: theme.templateConfig });
  const { posts } = await loadThemeTemplates(db, theme.id);
  return {
    id: `preview-${theme.slug}`,
    name: theme.name,
    description: theme.description,
    theme: {
      id: theme.id,
      name: theme.name,
      slug: theme.slug,
      design: (theme.templateConfig.design ?? null) as Partial<TemplateDesign> | null,
    },
    pages: rows.pages.map(toPageView),
    components: rows.components.map(toComponentView),
    posts: publishedNewestFirst(posts).map(toPostView),
    noindex: true,
  };
}

/**
 * The route of a page's own address. A dynamic page ('/blog/[slug]') has no single address: asked
 * for its pattern, it shows with the newest post, as its visitors would see it.
 */
function routeOfAddress(site: SiteContent, path: string): SiteRoute {
  const dynamic = site.pages.find((page) => page.isDynamic && normalizePath(page.path) === normalizePath(path));
  const post = site.posts[0];
  return dynamic !== undefined && post !== undefined ? { kind: 'post', page: dynamic, post } : resolveRoute(site, path);
}

/** The preview document of one path; links stay inside the preview (rooted at `base`). */
export async function renderThemePreview(
  db: Database,
  themeId: string,
  path: string,
  base: string,
): Promise<RenderedDocument | undefined> {
  const site = await loadThemePreview(db, themeId);
  if (!site) return undefined;
  return renderSite(site, routeOfAddress(site, path), base);
}

/** One page of a site as its visitors get it, with its HTML. */
export interface RenderedSitePage {
  path: string;
  title: string;
  status: number;
  html: string;
}

/**
 * Renders every page of a site as its visitors would get it (the installation test's last step
 * and the automated check of a submission): each page at its address (a dynamic page with the
 * newest post, at that post's address). Undefined when the site does not load; `site` is the
 * content it was rendered from, for `siteAnswers`.
 */
export async function renderSitePages(
  db: Database,
  siteId: string,
): Promise<{ site: SiteContent; pages: RenderedSitePage[] } | undefined> {
  const site = await loadSiteContent(db, siteId);
  if (!site) return undefined;
  const post = site.posts[0];
  const pages = site.pages
    .filter((page) => !page.isDynamic || post !== undefined)
    .map((page) => {
      const path = page.isDynamic && post !== undefined ? postAddress(page.path, post.slug) : page.path;
      const document = renderSite(site, resolveRoute(site, path), '/');
      return { path, title: page.title, status: document.status, html: document.html };
    });
  return { site, pages };
}

/** Whether the site answers this path with a page, a post or its blog (the renderer's own routing). */
export function siteAnswers(site: SiteContent, path: string): boolean {
  return resolveRoute(site, path).kind !== 'not-found';
}

/** Every page of a site rendered, with its status and size (the installation test). */
export async function renderEveryPage(
  db: Database,
  siteId: string,
): Promise<{ path: string; status: number; bytes: number }[] | undefined> {
  const rendered = await renderSitePages(db, siteId);
  return rendered?.pages.map(({ path, status, html }) => ({ path, status, bytes: Buffer.byteLength(html) }));
}

/** '/blog/[slug]' with 'hello' → '/blog/hello': the post's address under a dynamic page. */
function postAddress(pattern: string, slug: string): string {
  const parts = normalizePath(pattern).split('/');
  parts[parts.length - 1] = slug;
  return parts.join('/');
}
