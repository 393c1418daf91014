// Themes' live demos (docs/decisions/021-live-demos.md): served on the sites origin under
// `demo-{theme slug}`, rendered from the theme's templates by the same renderer as sites, read-only.
import { themeSlugOfDemoLabel } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { onThemeChanged } from '../../lib/domain-events.ts';
import { SiteCache } from './cache.ts';
import { loadDemoContent } from './demo-content.ts';
import { escapeHtml } from './render-helpers.ts';
import { plainPage } from './plain-page.ts';
import type { SitesOrigin } from './sites-origin.ts';

/** Every answer of a demo, whatever its status: search engines leave demos out. */
export const DEMO_HEADERS: Readonly<Record<string, string>> = { 'X-Robots-Tag': 'noindex' };

export const DEMO_TEXT = {
  title: 'This is a live demo',
  contactNotice:
    'Messages sent from a theme’s live demo are not stored or delivered to anyone. On a site of your own, this form sends its messages to you.',
  back: 'Back to the demo',
} as const;

/** The theme slug a hostname names on the sites origin ('demo-aurora.sites.localhost' → 'aurora'), else undefined. */
export function demoSlugOfHost(origin: SitesOrigin, hostname: string): string | undefined {
  if (!hostname.endsWith(origin.hostSuffix)) return undefined;
  return themeSlugOfDemoLabel(hostname.slice(0, -origin.hostSuffix.length));
}

// One cache per database handle (as the catalogue's), so tests with separate databases never mix.
// Entries expire with the site TTL (10 s); a Publish in the theme CMS drops its demo at once.
const caches = new WeakMap<Database, SiteCache>();

/** Where the site responder finds demos: by theme slug, read from the theme's templates. */
export function demoSites(db: Database): SiteCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new SiteCache({ loadContent: loadDemoContent });
    caches.set(db, cache);
  }
  return cache;
}

// A theme's templates were published, unpublished or deleted (decision 025): its cached demo goes.
onThemeChanged(({ db, slug }) => {
  if (slug !== undefined) caches.get(db)?.invalidate(slug);
});

/**
 * A demo is read-only: its contact form's post stores nothing and mails no one. The answer says
 * so plainly (403, not the site's 'message sent', which would claim someone will reply) and links
 * back to the page the form was on. The body is never read.
 */
export function demoContactAnswer(request: Request, hostname: string): Response {
  const back = sameHostPath(request.headers.get('referer'), hostname);
  const html = plainPage(
    DEMO_TEXT.title,
    `<h1>${escapeHtml(DEMO_TEXT.title)}</h1><p role="status">${escapeHtml(DEMO_TEXT.contactNotice)}</p>` +
      `<a href="${escapeHtml(back)}">${escapeHtml(DEMO_TEXT.back)}</a>`,
  );
  return new Response(html, {
    status: 403,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The path of a Referer on the same host (the form's page), else the demo's home. */
function sameHostPath(referer: string | null, hostname: string): string {
  if (referer === null) return '/';
  try {
    const url = new URL(referer);
    return url.hostname === hostname && /^\/(?![/\\])[^\s]*$/.test(url.pathname) ? url.pathname : '/';
  } catch {
    return '/';
  }
}
