// Hosted sites live on an origin of their own (docs/decisions/011-sites-origin.md): what the portal,
// the site host and the visual editor agree on.

/**
 * The visual editor's helper script (the one script a hosted page may load), served by the portal
 * at this path on PUBLIC_URL. The site CSP allows exactly `{PUBLIC_URL}{SITE_BRIDGE_HELPER_PATH}`.
 */
export const SITE_BRIDGE_HELPER_PATH = '/site-bridge/helper.js';

/** The public content API's read key travels in this header only (never in the address). */
export const SITE_KEY_HEADER = 'X-Site-Key';

export const SITE_ORIGIN_TEXT = {
  keyInQuery: 'Send the read key in the X-Site-Key header, not in the address.',
  rotateKey: 'Rotate key',
  confirmRotate:
    'A new read key replaces the current one at once. Builds that still use the old key will get 401 until you update them.',
  keyRotated: 'New read key created. The old key no longer works.',
  rotateFailed: 'Failed to rotate the read key',
} as const;

/** SITES_ORIGIN's stand-in for the slot id: 'https://{slot}.sites.example.com'. */
export const SITES_ORIGIN_SLOT = '{slot}';

/** 'http://{slot}.sites.localhost:3000' and a slot id → 'http://{id}.sites.localhost:3000'. */
export function siteOrigin(pattern: string, slotId: string): string {
  return pattern.replace(SITES_ORIGIN_SLOT, slotId.toLowerCase());
}

/** The address of a path on a hosted site's own origin ('/' for its home page). */
export function siteUrl(pattern: string, slotId: string, path = '/'): string {
  return `${siteOrigin(pattern, slotId)}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * A theme's live demo is served on the sites origin under the first label `demo-{theme slug}`
 * (docs/decisions/021-live-demos.md). Slot ids are UUIDs, which never start with 'demo-', so a
 * demo host can never name a slot.
 */
export const THEME_DEMO_LABEL_PREFIX = 'demo-';

const THEME_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// RFC 1035: a host label has at most 63 characters.
const MAX_HOST_LABEL = 63;

/**
 * The address of a theme's live demo: 'http://{slot}.sites.localhost:3000' and 'aurora' →
 * 'http://demo-aurora.sites.localhost:3000/'. Null when the slug cannot be a host label (too long).
 * Every API answer that carries `demoUrl` takes it from here.
 */
export function themeDemoUrl(pattern: string, themeSlug: string): string | null {
  const label = `${THEME_DEMO_LABEL_PREFIX}${themeSlug}`;
  if (!THEME_SLUG.test(themeSlug) || label.length > MAX_HOST_LABEL) return null;
  return siteUrl(pattern, label);
}

/** The theme slug a (lowercase) host label names: 'demo-aurora' → 'aurora'; undefined for any other label. */
export function themeSlugOfDemoLabel(label: string): string | undefined {
  if (!label.startsWith(THEME_DEMO_LABEL_PREFIX) || label.length > MAX_HOST_LABEL) return undefined;
  const slug = label.slice(THEME_DEMO_LABEL_PREFIX.length);
  return THEME_SLUG.test(slug) ? slug : undefined;
}
