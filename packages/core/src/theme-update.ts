// Issue 13: a site made from an older version of its theme sees 'Update available' and can take the
// theme's new pages and components, keeping its own content. The rules both sides share.
import type { SiteSlot } from './sites.ts';

/** Compares dotted versions number by number ('1.0.10' > '1.0.9'; a missing part counts as 0). */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/**
 * Whether the theme has a newer version than the one the site's content came from. A site with no
 * recorded version (none was known when it was made) is not offered one.
 */
export function isThemeUpdateAvailable(siteVersion: string | null, themeVersion: string | null): boolean {
  if (siteVersion === null || themeVersion === null) return false;
  return compareVersions(themeVersion, siteVersion) > 0;
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const THEME_UPDATE_TEXT = {
  badge: 'Update available',
  button: 'Update theme',
  versions: (from: string, to: string) => `v${from} → v${to}`,
  upToDate: (version: string) => `This site is already on the latest version of its theme (v${version}).`,
  inactive: 'Only an active site can be updated. Restore it first.',
  added: (pages: number, components: number) =>
    pages + components === 0
      ? 'nothing new to add'
      : `${count(pages, 'page')} and ${count(components, 'component')} added`,
  updated: (version: string, pages: number, components: number) =>
    `Theme updated to v${version}: ${THEME_UPDATE_TEXT.added(pages, components)}.`,
};

/** POST /api/accounts/:accountId/slots/:slotId/theme-update. */
export interface ThemeUpdateResponse {
  slot: SiteSlot;
  /** The version the site was on before. */
  fromVersion: string;
  pagesAdded: number;
  componentsAdded: number;
}
