import { THEME_UPDATE_TEXT, isThemeUpdateAvailable, type ThemeUpdateResponse } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { writeAppLog } from '../../lib/app-log.ts';
import { loadThemeTemplates } from '../themes/index.ts';
import { cloneTemplateComponents, cloneTemplatePages } from './clone.ts';
import { selectSiteComponentTemplateIds, selectSitePageLinks } from './queries/site-content.ts';
import { selectSite, selectThemeNameAndVersion, setSiteThemeVersion } from './queries/slots.ts';
import { slotNotFound, slotOrThrow, type Actor, type SlotDeps } from './slot.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';

// Issue 13 'Update available': a site takes what its theme gained since the version its content
// came from. Only templates the site never had are copied: a page or component it has (edited or
// not) stays as it is, and one it deleted stays deleted (its copy, deleted, still links to the
// template). Posts are the client's and are left alone.

export async function updateSiteTheme(deps: SlotDeps, actor: Actor, slotId: string): Promise<ThemeUpdateResponse> {
  const outcome = await deps.db.transaction(async (tx) => {
    const site = await selectSite(tx, { accountId: actor.accountId, slotId }, { lock: true });
    if (!site) throw slotNotFound();
    if (site.status !== 'active' || site.themeId === null)
      throw new AppError('SLOT_INACTIVE', 409, THEME_UPDATE_TEXT.inactive);
    const theme = await selectThemeNameAndVersion(tx, site.themeId);
    if (!theme || !isThemeUpdateAvailable(site.themeVersion, theme.version))
      throw new AppError(
        'THEME_UP_TO_DATE',
        409,
        THEME_UPDATE_TEXT.upToDate(site.themeVersion ?? theme?.version ?? ''),
      );

    const templates = await loadThemeTemplates(tx, site.themeId);
    const ownPages = await selectSitePageLinks(tx, site.id);
    const livePages = ownPages.filter((page) => page.deletedAt === null);
    const clonedPages = new Set(ownPages.map((page) => page.templatePageId));
    const livePaths = new Set(livePages.map((page) => page.path));
    const newPages = templates.pages.filter((page) => !clonedPages.has(page.id) && !livePaths.has(page.path));
    const added = await cloneTemplatePages(tx, { siteId: site.id, pages: newPages });

    // A component goes on the site's copy of its template page, else on the site's page at its path.
    const pageByTemplate = new Map(added);
    const pageByPath = new Map<string, string>();
    for (const page of livePages) {
      if (page.templatePageId && !pageByTemplate.has(page.templatePageId))
        pageByTemplate.set(page.templatePageId, page.id);
      if (!pageByPath.has(page.path)) pageByPath.set(page.path, page.id);
    }
    for (const page of newPages) pageByPath.set(page.path, added.get(page.id)!);
    const pageIdOf = (component: (typeof templates.components)[number]) =>
      component.pageId === null
        ? null
        : (pageByTemplate.get(component.pageId) ?? pageByPath.get(component.pagePath) ?? null);

    const ownComponents = await selectSiteComponentTemplateIds(tx, { accountId: actor.accountId, siteId: site.id });
    const clonedComponents = new Set(ownComponents.map((component) => component.templateId));
    // A new component of a page the client deleted has nowhere to go: it is left out.
    const newComponents = templates.components.filter(
      (component) => !clonedComponents.has(component.id) && (component.pageId === null || pageIdOf(component)),
    );
    await cloneTemplateComponents(tx, {
      accountId: actor.accountId,
      siteId: site.id,
      components: newComponents,
      pageIdOf,
    });

    await setSiteThemeVersion(tx, { accountId: actor.accountId, siteId: site.id }, theme.version, new Date());
    const fromVersion = site.themeVersion!;
    await writeAppLog(tx, {
      accountId: actor.accountId,
      siteId: site.id,
      userId: actor.userId,
      level: 'info',
      category: 'update',
      message:
        `Updated ${theme.name} on Slot ${site.slotNumber} from v${fromVersion} to v${theme.version}: ` +
        THEME_UPDATE_TEXT.added(newPages.length, newComponents.length),
      details: {
        from: fromVersion,
        to: theme.version,
        pages: newPages.map((page) => page.path),
        components: newComponents.map((component) => `${component.pagePath}/${component.slug}`),
      },
    });
    return { siteId: site.id, fromVersion, pagesAdded: newPages.length, componentsAdded: newComponents.length };
  });
  notifySiteChanged(outcome.siteId);
  const { siteId, ...counts } = outcome;
  return { slot: await slotOrThrow(deps, actor, siteId), ...counts };
}
