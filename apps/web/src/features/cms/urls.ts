import { pageAddress, type SitePage } from '@themeport/core';

/** 'my-site.netlify.app' → 'https://my-site.netlify.app' (spec 000 §5: https:// when there is no scheme). */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The live address of a path on the site: the deployment URL's own path, if any, is kept (…/shop/about). */
export function liveUrl(deploymentUrl: string, path: string): string {
  const base = withScheme(deploymentUrl)
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * 'Preview Live' for a page, at its address on the site (pageAddress: Astro and Next.js alike,
 * docs/decisions/027); dynamic pages ('/blog/[slug]') have no single address.
 */
export function pageLiveUrl(deploymentUrl: string | null, page: SitePage): string | null {
  if (!deploymentUrl?.trim() || page.isDynamic) return null;
  return liveUrl(deploymentUrl, pageAddress(page));
}

export function postLiveUrl(deploymentUrl: string | null, slug: string): string | null {
  if (!deploymentUrl?.trim()) return null;
  return liveUrl(deploymentUrl, `/blog/${encodeURIComponent(slug)}`);
}

/** The local adapter's repository is a zip on our own API; other adapters give a GitHub address. */
export function isZipDownload(repositoryUrl: string): boolean {
  return repositoryUrl.startsWith('/') || /\.zip(\?|$)/.test(repositoryUrl);
}
