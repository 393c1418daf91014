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
