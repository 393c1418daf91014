import { isValidSchemaV2Component, THEME_DEMO_LABEL_PREFIX } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { loadThemeTemplates } from '../themes/index.ts';
import { publishedNewestFirst, toComponentView, toPageView, toPostView } from './content-views.ts';
import { selectPublishedThemeBySlug } from './queries.ts';
import type { SiteContent } from './render-types.ts';

/**
 * A published theme's live demo, as the renderer takes a site: the theme's template pages,
 * template components (global header and footer included) and template posts — exactly the rows
 * a deploy clones into a fresh site (loadThemeTemplates), so the demo is what a new site of the
 * theme looks like. The site's name is the theme's. Undefined for an unknown or unpublished
 * theme, and for one without a published template page (nothing to show).
 */
export async function loadDemoContent(db: Database, themeSlug: string): Promise<SiteContent | undefined> {
  const theme = await selectPublishedThemeBySlug(db, themeSlug);
  if (theme === undefined) return undefined;
  const templates = await loadThemeTemplates(db, theme.id);
  if (templates.pages.length === 0) return undefined;

  return {
    id: `${THEME_DEMO_LABEL_PREFIX}${theme.slug}`,
    name: theme.name,
    description: theme.description,
    theme: { id: theme.id, name: theme.name, slug: theme.slug, design: theme.design },
    pages: templates.pages.map(toPageView),
    // A template that breaks schema v2 is left out, as on a site (there is no account log to tell).
    components: templates.components
      .filter((component) => isValidSchemaV2Component(component.data))
      .map(toComponentView),
    posts: publishedNewestFirst(templates.posts).map(toPostView),
    noindex: true,
    updatedAt: theme.changedAt,
  };
}
