import type { Database } from '../../db/client.ts';
import { loadThemeTemplates } from '../themes/index.ts';
import { cloneTemplatesIntoSite } from './clone.ts';
import { selectLiveSitePagePaths } from './queries/site-content.ts';
import { selectActiveSitesOfThemes } from './queries/slots.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';

/**
 * A deploy copies its theme's template pages once. When a theme gains pages later (the Privacy and
 * Terms pages its footer links to), the sites already deployed from it get the pages they lack, with
 * the pages' components; pages and components the site has are left as they are. Answers how many
 * pages were added.
 */
export async function addMissingTemplatePages(db: Database, themeIds: string[]): Promise<number> {
  if (themeIds.length === 0) return 0;
  const rows = await selectActiveSitesOfThemes(db, themeIds);
  let added = 0;
  for (const site of rows) {
    const templates = await loadThemeTemplates(db, site.themeId!);
    const own = await selectLiveSitePagePaths(db, site.id);
    const paths = new Set(own.map((page) => page.path));
    const missing = templates.pages.filter((page) => !paths.has(page.path));
    if (missing.length === 0) continue;
    const missingPaths = new Set(missing.map((page) => page.path));
    await db.transaction((tx) =>
      cloneTemplatesIntoSite(tx, {
        accountId: site.accountId,
        siteId: site.id,
        templates: {
          ...templates,
          pages: missing,
          components: templates.components.filter((component) => missingPaths.has(component.pagePath)),
          posts: [],
        },
      }),
    );
    notifySiteChanged(site.id);
    added += missing.length;
  }
  return added;
}
