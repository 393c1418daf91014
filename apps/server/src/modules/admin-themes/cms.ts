import { eq } from 'drizzle-orm';
import {
  GLOBAL_TEMPLATE_PAGE,
  THEME_CMS_TEXT,
  bumpThemeVersion,
  checkTemplateComponents,
  emptyTemplateConfig,
  defaultTemplateFilePath,
  normaliseTemplatePageName,
  pageAddress,
  pageFilePath,
  planInstall,
  templatePageRoute,
  type SchemaV2Component,
  type TemplateConfig,
  type TemplatePage,
  type TemplatePageSummary,
  type ThemeCmsView,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { themes, type Theme } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { audited, type AuditContext } from '../../lib/audit.ts';
import { syncThemeTemplates } from '../themes/index.ts';
import { publishProblem, readinessPages } from './install-test.ts';
import { themeNotFound, toAdminTheme, type AdminThemeDeps } from './themes.ts';
import { notifyThemeChanged } from '../../lib/domain-events.ts';

// spec 001 §2.7 Theme CMS. The template config is the theme's working copy: pages and their
// components are edited there, and Publish turns it into the template rows that deploys clone
// and the live demo shows (syncThemeTemplates), raising the version (docs/decisions/025).

const pageNotFound = () => new AppError('TEMPLATE_PAGE_NOT_FOUND', 404, THEME_CMS_TEXT.pageNotFound);

function configOf(theme: Theme): TemplateConfig {
  return theme.templateConfig ?? emptyTemplateConfig(theme.createdAt);
}

function pageSummary(framework: Theme['framework'], page: TemplatePage): TemplatePageSummary {
  return {
    name: page.name,
    title: page.title,
    path: page.path,
    // Where Preview opens the page: the address the site serves it at (docs/decisions/027).
    route: pageAddress({ route: page.path, filePath: page.file_path }),
    filePath: page.file_path ?? pageFilePath(framework, page.path),
    status: page.status,
    isDynamic: page.is_dynamic,
    componentCount: Object.keys(page.components).length,
  };
}

/** The CMS's view of a theme: the overview figures and its template pages. */
export function cmsView(theme: Theme): ThemeCmsView {
  const config = configOf(theme);
  return {
    theme: toAdminTheme(theme),
    pages: config.pages.map((page) => pageSummary(theme.framework, page)),
    globalComponentCount: Object.keys(config.globalComponents).length,
  };
}

export async function getThemeCms(db: Database, themeId: string): Promise<ThemeCmsView> {
  const [theme] = await db.select().from(themes).where(eq(themes.id, themeId));
  if (!theme) throw themeNotFound();
  return cmsView(theme);
}

/** The page's components, or the global header and footer for 'global'. */
export async function getPageComponents(
  db: Database,
  themeId: string,
  pageName: string,
): Promise<Record<string, SchemaV2Component>> {
  const [theme] = await db.select().from(themes).where(eq(themes.id, themeId));
  if (!theme) throw themeNotFound();
  const config = configOf(theme);
  if (pageName === GLOBAL_TEMPLATE_PAGE) return config.globalComponents;
  const page = config.pages.find((entry) => entry.name === pageName);
  if (!page) throw pageNotFound();
  return page.components;
}

/**
 * One change to the template config, under the theme's row lock and audited as an update of the
 * theme. `change` edits a copy and says what it did (for the audit entry's metadata).
 */
async function changeConfig(
  deps: AdminThemeDeps,
  ctx: AuditContext,
  themeId: string,
  action: string,
  change: (config: TemplateConfig, theme: Theme) => Record<string, unknown>,
): Promise<ThemeCmsView> {
  return audited(
    deps,
    ctx,
    { actionType: 'update', resourceType: 'theme', resourceId: themeId, metadata: { action } },
    async (tx, note) => {
      const [theme] = await tx.select().from(themes).where(eq(themes.id, themeId)).for('update');
      if (!theme) throw themeNotFound();
      const config = structuredClone(configOf(theme));
      const detail = change(config, theme);
      const now = new Date();
      config.metadata.lastModified = now.toISOString();
      const [updated] = await tx
        .update(themes)
        .set({ templateConfig: config, updatedAt: now })
        .where(eq(themes.id, themeId))
        .returning();
      note({ resourceName: theme.name, metadata: { action, ...detail } });
      return cmsView(updated!);
    },
  );
}

/** spec 001 §5 New template page: the name normalised, the default file path and route, a draft. */
export function createTemplatePage(
  deps: AdminThemeDeps,
  ctx: AuditContext,
  themeId: string,
  input: { name: string; title: string; filePath?: string | undefined },
): Promise<ThemeCmsView> {
  const name = normaliseTemplatePageName(input.name);
  if (!name || name === GLOBAL_TEMPLATE_PAGE)
    throw new AppError('VALIDATION_ERROR', 400, THEME_CMS_TEXT.requiredFields, { name: THEME_CMS_TEXT.requiredFields });
  return changeConfig(deps, ctx, themeId, 'create page', (config, theme) => {
    const route = templatePageRoute(name);
    if (config.pages.some((page) => page.name === name || page.path === route))
      throw new AppError('TEMPLATE_PAGE_EXISTS', 409, THEME_CMS_TEXT.pageExists(name));
    config.pages.push({
      name,
      path: route,
      title: input.title,
      status: 'draft',
      is_dynamic: false,
      file_path: input.filePath || defaultTemplateFilePath(theme.framework, name),
      components: {},
    });
    return { page: name, route };
  });
}

export function updateTemplatePage(
  deps: AdminThemeDeps,
  ctx: AuditContext,
  themeId: string,
  pageName: string,
  input: { title?: string | undefined; status?: 'draft' | 'published' | undefined },
): Promise<ThemeCmsView> {
  return changeConfig(deps, ctx, themeId, 'update page', (config) => {
    const page = config.pages.find((entry) => entry.name === pageName);
    if (!page) throw pageNotFound();
    const before = { title: page.title, status: page.status };
    if (input.title !== undefined) page.title = input.title;
    if (input.status !== undefined) page.status = input.status;
    return { page: pageName, before, after: { title: page.title, status: page.status } };
  });
}

export function deleteTemplatePage(
  deps: AdminThemeDeps,
  ctx: AuditContext,
  themeId: string,
  pageName: string,
): Promise<ThemeCmsView> {
  return changeConfig(deps, ctx, themeId, 'delete page', (config) => {
    const index = config.pages.findIndex((entry) => entry.name === pageName);
    if (index < 0) throw pageNotFound();
    const [removed] = config.pages.splice(index, 1);
    return { page: pageName, components: Object.keys(removed!.components).length };
  });
}

/**
 * The JSON editor's Save: the spec's rules on every component (missing ids generated first), in
 * the spec's words; the page's components are replaced by what was sent.
 */
export function savePageComponents(
  deps: AdminThemeDeps,
  ctx: AuditContext,
  themeId: string,
  pageName: string,
  value: unknown,
): Promise<{ view: ThemeCmsView; components: Record<string, SchemaV2Component> }> {
  const parsed = checkTemplateComponents(value);
  if (!parsed.ok) {
    const fields = Object.fromEntries(parsed.problems.map((problem, index) => [`components.${index}`, problem]));
    throw new AppError('INVALID_COMPONENTS', 400, parsed.error, fields);
  }
  return changeConfig(deps, ctx, themeId, 'save components', (config) => {
    if (pageName === GLOBAL_TEMPLATE_PAGE) config.globalComponents = parsed.components;
    else {
      const page = config.pages.find((entry) => entry.name === pageName);
      if (!page) throw pageNotFound();
      page.components = parsed.components;
    }
    return { page: pageName, components: Object.keys(parsed.components).length };
  }).then((view) => ({ view, components: parsed.components }));
}

/** What a Publish changed: the version before and after, what was synced, the theme's slug. */
export interface Published {
  name: string;
  slug: string;
  wasPublished: boolean;
  before: string;
  version: string;
  synced: Awaited<ReturnType<typeof syncThemeTemplates>>;
}

/**
 * Publish inside the caller's transaction: `config` (the working copy unless given, e.g. the copy a
 * developer submitted) becomes the working copy and the template rows, the version goes up by the
 * spec's rule, the theme is in the catalogue. Refuses (4xx) a theme a deploy could not install;
 * the caller's transaction then rolls everything back.
 */
export async function publishInTransaction(
  tx: Database,
  logger: AdminThemeDeps['logger'],
  themeId: string,
  options: { config?: TemplateConfig } = {},
): Promise<Published> {
  const [theme] = await tx.select().from(themes).where(eq(themes.id, themeId)).for('update');
  if (!theme) throw themeNotFound();
  const config = structuredClone(options.config ?? configOf(theme));
  // What a deploy needs is checked before anything is written: a refusal leaves the theme as it was.
  const missing = planInstall(readinessPages(config)).problem;
  if (missing) throw new AppError('NOTHING_TO_PUBLISH', 400, missing);
  const version = bumpThemeVersion(theme.version);
  const now = new Date();
  config.metadata.themeVersion = version;
  config.metadata.lastModified = now.toISOString();
  await tx
    .update(themes)
    .set({ templateConfig: config, version, published: true, lastUpdated: now, updatedAt: now })
    .where(eq(themes.id, themeId));
  const synced = await syncThemeTemplates(tx, themeId);
  // A real install of what was just synced, into a throwaway account; failing, it rolls all of this back.
  const failed = await publishProblem(tx, logger, { ...theme, templateConfig: config });
  if (failed) throw new AppError('INSTALL_TEST_FAILED', 422, failed);
  return { name: theme.name, slug: theme.slug, wasPublished: theme.published, before: theme.version, version, synced };
}

/** The audit entry's status change of a Publish: draft → published, or the version of an update. */
export function publishChanges(published: Published) {
  return {
    before: { status: published.wasPublished ? 'published' : 'draft', version: published.before },
    after: { status: 'published', version: published.version },
    fields: published.wasPublished ? ['version'] : ['status', 'version'],
  };
}

/**
 * spec 001 §2.7 Publish: raises the version (third number + 1), writes the template rows clients
 * install from, and is audited as the status change draft → published. It refuses (4xx, nothing
 * changed) a theme a deploy could not install — no pages ('No pages found for this theme'), only
 * drafts, only empty pages, or pages that fail a real installation test — saying where to fix it.
 */
export async function publishTheme(deps: AdminThemeDeps, ctx: AuditContext, themeId: string) {
  const result = await audited(
    deps,
    ctx,
    { actionType: 'update', resourceType: 'theme', resourceId: themeId, metadata: { action: 'publish' } },
    async (tx, note) => {
      // Named first, so that a refused Publish's failed entry names the theme too.
      const [named] = await tx.select({ name: themes.name }).from(themes).where(eq(themes.id, themeId));
      if (named) note({ resourceName: named.name });
      const published = await publishInTransaction(tx, deps.logger, themeId);
      note({
        changes: publishChanges(published),
        metadata: { action: 'publish', ...published.synced },
      });
      return published;
    },
  );
  notifyThemeChanged(deps.db, result.slug);
  return {
    version: result.version,
    synced: result.synced,
    message: THEME_CMS_TEXT.published,
    view: await getThemeCms(deps.db, themeId),
  };
}

/** Takes the theme out of the catalogue (sites already made from it keep working). */
export async function unpublishTheme(deps: AdminThemeDeps, ctx: AuditContext, themeId: string) {
  const slug = await audited(
    deps,
    ctx,
    { actionType: 'update', resourceType: 'theme', resourceId: themeId, metadata: { action: 'unpublish' } },
    async (tx, note) => {
      const [theme] = await tx.select().from(themes).where(eq(themes.id, themeId)).for('update');
      if (!theme) throw themeNotFound();
      await tx.update(themes).set({ published: false, updatedAt: new Date() }).where(eq(themes.id, themeId));
      note({
        resourceName: theme.name,
        changes: {
          before: { status: theme.published ? 'published' : 'draft' },
          after: { status: 'draft' },
          fields: ['status'],
        },
      });
      return theme.slug;
    },
  );
  notifyThemeChanged(deps.db, slug);
  return getThemeCms(deps.db, themeId);
}
