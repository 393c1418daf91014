import type { Database } from '../db/client.ts';

// The one path for "this changed" (docs/layers.md): a writer notifies after its transaction
// committed; the modules that keep caches (site-host, themes) subscribe and drop what went stale.
// Writers never call a cache. Listeners run in this process only: another replica's caches expire
// by their TTL (site-host's SITE_TTL_MS) or re-read (custom domains), so state stays in the database.

type Listener<T> = (change: T) => void;

function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    /** Returns the unsubscribe function. */
    subscribe(listener: Listener<T>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A failing listener must not fail the request: the change itself is already saved. */
    notify(change: T): void {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch {
          // The listener's own business.
        }
      }
    },
  };
}

/** A domain that started or stopped being served: it became active, stopped being active, or was removed. */
export interface DomainsChange {
  domain: string;
  siteId: string;
  active: boolean;
}

const domains = channel<DomainsChange>();
/** The site host drops its Host → site entry, so an active domain is served at once and a removed one stops. */
export const onDomainsChanged = domains.subscribe;
export const notifyDomainsChanged = domains.notify;

/** A site's content, settings, theme or status changed. */
export interface SiteChange {
  siteId: string;
}

const sites = channel<SiteChange>();
/** The site host drops the site's cached pages. */
export const onSiteChanged = sites.subscribe;
export function notifySiteChanged(siteId: string): void {
  sites.notify({ siteId });
}

/** A theme changed: its catalogue entry (price, reviews, downloads, publishing) and, with `slug`, its templates. */
export interface ThemeChange {
  /** Caches are kept per database (one per app; tests run several apps in a process). */
  db: Database;
  slug?: string | undefined;
}

const themes = channel<ThemeChange>();
/** The catalogue drops its cached answers; the site host drops the theme's live demo when `slug` is given. */
export const onThemeChanged = themes.subscribe;
export function notifyThemeChanged(db: Database, slug?: string): void {
  themes.notify({ db, slug });
}
