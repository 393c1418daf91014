import { pageAddress, type SiteDomain, type SitePage, type SiteSlot } from '@themeport/core';
import { siteOrigins } from '@themeport/site-bridge';
import { liveUrl } from '../urls';

/** spec 000 §5 / §8: the editor's texts. */
export const EDITOR_TEXT = {
  noSiteUrl: 'Please configure the Netlify URL in the Deployment Settings tab before opening the editor.',
  cannotOpen: (message: string | null | undefined) => `Cannot open page editor: ${message || 'Unknown error occurred'}`,
} as const;

/**
 * The site address the editor opens pages on: the deployment URL (spec: the Netlify URL), or for a
 * site Themeport hosts whose deployment URL was cleared, its address on the sites origin.
 */
export function editorSiteUrl(slot: Pick<SiteSlot, 'deploymentUrl' | 'hosting' | 'localUrl'>): string | null {
  const deployment = slot.deploymentUrl?.trim();
  if (deployment) return deployment;
  return slot.hosting === 'local' && slot.localUrl?.trim() ? slot.localUrl.trim() : null;
}

/**
 * spec 000 §5: a page's editor address from the site URL (https:// added without a scheme) and the
 * page's address on the site: its route, else its file path read as Astro or Next.js routes it,
 * else its path (pageAddress, docs/decisions/027). Throws the spec's alert text when there is no site URL.
 */
export function pageEditorUrl(siteUrl: string | null, page: Pick<SitePage, 'filePath' | 'route' | 'path'>): string {
  if (!siteUrl?.trim()) throw new Error(EDITOR_TEXT.noSiteUrl);
  const url = liveUrl(siteUrl, pageAddress(page));
  // Only web pages are framed: a javascript: or data: address never becomes the frame's src.
  if (!/^https?:\/\//i.test(url)) throw new Error(`Not a web address: ${url}`);
  return url;
}

/** The exact origins the frame may speak from: the site's own, its deployment URL's, its active domains'. */
export function allowedOrigins(
  slot: Pick<SiteSlot, 'deploymentUrl' | 'localUrl'>,
  domains: readonly Pick<SiteDomain, 'domain' | 'status'>[],
): string[] {
  return siteOrigins({
    siteUrl: slot.localUrl ?? '',
    deploymentUrl: slot.deploymentUrl ? withHttps(slot.deploymentUrl) : null,
    domains: domains.map((domain) => ({ hostname: domain.domain, isActive: domain.status === 'active' })),
  });
}

const withHttps = (url: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`);

/** spec 000 §2: device widths of the preview (desktop is the full width). */
export const DEVICES = [
  { value: 'mobile', label: 'Mobile', width: 375 },
  { value: 'tablet', label: 'Tablet', width: 768 },
  { value: 'desktop', label: 'Desktop', width: null },
] as const;
export type Device = (typeof DEVICES)[number]['value'];

/** spec 000 §2: the frame is the viewport's height minus 250 px (at least the default 400). */
export function frameHeight(viewportHeight: number): number {
  return Math.max(400, viewportHeight - 250);
}
