// Origin and source checks for the editor frame, both ways (spec 000 §7: "Only allowed origins
// and the embedded frame are accepted"). Pure: the caller passes the event's origin and source
// and what it expects. See docs/decisions/020-site-bridge.md.

/** The parts of a MessageEvent the check reads. */
export interface MessageEventLike {
  origin: string;
  source: unknown;
  data: unknown;
}

/** The exact origin (`scheme://host[:port]`) of an http(s) URL, or null for anything else. */
export function toOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return parsed.origin;
}

export interface SiteAddresses {
  /** The site's own origin on the Themeport site host. */
  siteUrl: string;
  /** The deployment URL saved for the site, if any. */
  deploymentUrl?: string | null;
  /** The site's custom domains; only active ones are trusted. */
  domains?: readonly { hostname: string; isActive: boolean }[];
}

/**
 * The origins the portal accepts frame messages from, and may post to: the site's own origin,
 * its deployment URL and its active custom domains (https). Never `*`; duplicates removed.
 */
export function siteOrigins(site: SiteAddresses): string[] {
  const candidates = [
    site.siteUrl,
    site.deploymentUrl ?? null,
    ...(site.domains ?? []).filter((domain) => domain.isActive).map((domain) => `https://${domain.hostname}`),
  ];
  const origins = new Set<string>();
  for (const candidate of candidates) {
    const origin = candidate ? toOrigin(candidate) : null;
    if (origin) origins.add(origin);
  }
  return [...origins];
}

export interface ExpectedPeer {
  /** Exact origins allowed to send; `*` and the opaque origin 'null' are never accepted. */
  origins: readonly string[];
  /** The window the message must come from: the frame's window (portal) or `window.parent` (site). */
  source: unknown;
}

/** Whether a message event comes from the expected window at an allowed origin. */
export function isAcceptableEvent(event: Pick<MessageEventLike, 'origin' | 'source'>, expected: ExpectedPeer): boolean {
  if (event.origin === '*' || event.origin === 'null' || event.origin === '') return false;
  if (!expected.origins.includes(event.origin)) return false;
  return expected.source != null && event.source === expected.source;
}

/**
 * The origin to name when posting to the peer: the exact origin of the URL the frame was loaded
 * from (portal side) or of the portal (site side). Throws rather than ever falling back to `*`.
 */
export function targetOriginFor(url: string, allowed?: readonly string[]): string {
  const origin = toOrigin(url);
  if (!origin) throw new Error(`Not an http(s) URL: ${url}`);
  if (allowed && !allowed.includes(origin)) throw new Error(`Origin not allowed: ${origin}`);
  return origin;
}
