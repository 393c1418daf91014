import type { SitePage } from '@themeport/core';

/** 'my-site.netlify.app' → 'https://my-site.netlify.app' (spec 000 §5: https:// when there is no scheme). */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * spec 000 §5: a page's address from its file path, else route, else path, with src/pages/ and
 * the file extension stripped and index meaning the folder itself ('src/pages/index.astro' → '/').
 */
export function pagePath(page: Pick<SitePage, 'filePath' | 'route' | 'path'>): string {
  const source = page.filePath?.trim() || page.route.trim() || page.path.trim();
  const path = source
    .replace(/^\.?\/?src\/pages\//, '')
    .replace(/\.(astro|md|mdx|tsx|jsx|ts|js|html)$/, '')
    .replace(/(^|\/)index$/, '$1')
    .replace(/^\/+/, '');
  return `/${path}`;
}

/** The live address of a path on the site: the deployment URL's own path, if any, is kept (…/shop/about). */
export function liveUrl(deploymentUrl: string, path: string): string {
  const base = withScheme(deploymentUrl)
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** 'Preview Live' for a page; dynamic pages ('/blog/[slug]') have no single address. */
export function pageLiveUrl(deploymentUrl: string | null, page: SitePage): string | null {
  if (!deploymentUrl?.trim() || page.isDynamic) return null;
  return liveUrl(deploymentUrl, pagePath(page));
}

export function postLiveUrl(deploymentUrl: string | null, slug: string): string | null {
  if (!deploymentUrl?.trim()) return null;
  return liveUrl(deploymentUrl, `/blog/${encodeURIComponent(slug)}`);
}

/** The local adapter's repository is a zip on our own API; other adapters give a GitHub address. */
export function isZipDownload(repositoryUrl: string): boolean {
  return repositoryUrl.startsWith('/') || /\.zip(\?|$)/.test(repositoryUrl);
}
