import {
  pageAddress,
  pageFilePath,
  type SchemaV2Component,
  type TemplateConfig,
  type TemplatePage,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import type { ComponentInstanceRow, SitePageRow, Theme } from '../../db/schema.ts';
import {
  countTemplatePosts,
  insertTemplateComponents,
  insertTemplatePage,
  insertTemplatePosts,
  lockTheme,
  selectInstallableTemplatePages,
  selectLiveTemplateComponents,
  selectLiveTemplatePosts,
  selectTemplateComponentRows,
  selectTemplatePageRows,
  selectThemesWithoutTemplates,
  updateTemplateComponent,
  updateTemplatePage,
} from './queries/templates.ts';
import { buildTemplatePosts } from './template-posts.ts';

/** What a sync changed: template rows created, brought up to date, and soft-deleted. */
export interface TemplateSyncResult {
  created: number;
  updated: number;
  removed: number;
}

export const GLOBAL_PAGE_PATH = 'global';

/** spec 000 §5: the editor finds components by the marker text 'ELID:' in their location. */
export function elidLocation(component: SchemaV2Component): string {
  return `ELID:${component.settings.location}/${component.meta.slug}`;
}

const titleCase = (slug: string) =>
  slug.replace(/(^|-)([a-z])/g, (_m, dash: string, char: string) => `${dash ? ' ' : ''}${char.toUpperCase()}`);

/** Equal as JSON whatever the key order (jsonb answers with its own order). */
function sameJson(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A line of the page's meta description: its first real sentence of copy, else the theme's description. */
function pageDescription(page: TemplatePage, fallback: string): string {
  if (page.path === '/') return fallback;
  const first = Object.values(page.components).sort((a, b) => a.settings.sort_order - b.settings.sort_order)[0];
  for (const key of ['subtitle', 'body', 'description']) {
    const field = first?.content[key];
    if (field && !Array.isArray(field) && field.value && !field.value.includes('{')) return field.value;
  }
  return fallback;
}

function heroTagline(config: TemplateConfig): string | null {
  const home = config.pages.find((page) => page.path === '/');
  const title = home ? Object.values(home.components).find((c) => c.meta.slug === 'hero')?.content.title : undefined;
  return title && !Array.isArray(title) ? title.value : null;
}

export type TemplateThemeRow = Pick<
  Theme,
  | 'id'
  | 'name'
  | 'description'
  | 'framework'
  | 'features'
  | 'images'
  | 'industryCategory'
  | 'industryType'
  | 'createdAt'
> & {
  templateConfig: TemplateConfig;
};

function desiredPages(theme: TemplateThemeRow) {
  return theme.templateConfig.pages.map((page, index) => ({
    name: page.name,
    title: page.title,
    description: pageDescription(page, theme.description),
    path: page.path,
    filePath: page.file_path ?? pageFilePath(theme.framework, page.path),
    // The address the page is served at and the editor opens (docs/decisions/027).
    route: pageAddress({ route: page.path, filePath: page.file_path }),
    isDynamic: page.is_dynamic,
    layout: page.is_dynamic ? 'post' : 'default',
    status: page.status,
    sortOrder: index + 1,
    metadata: { components: Object.keys(page.components) },
  }));
}

function desiredComponents(theme: TemplateThemeRow, pageIdByPath: Map<string, string>) {
  const rows = (pagePath: string, components: SchemaV2Component[]) =>
    components.map((component) => ({
      componentType: component.meta.component || component.meta.slug,
      componentName: titleCase(component.meta.slug),
      slug: component.meta.slug,
      data: component,
      pagePath,
      pageId: pageIdByPath.get(pagePath) ?? null,
      location: elidLocation(component),
      sortOrder: component.settings.sort_order,
    }));
  const config = theme.templateConfig;
  return [
    ...rows(GLOBAL_PAGE_PATH, Object.values(config.globalComponents)),
    ...config.pages.flatMap((page) => rows(page.path, Object.values(page.components))),
  ];
}

/**
 * The theme's working copy (its template config, drafts included) as template rows would hold it,
 * without writing them: what the admin's Preview renders before Publish. Pages are keyed by path.
 */
export function draftTemplateRows(theme: TemplateThemeRow) {
  const pages = desiredPages(theme).map((page) => ({ ...page, id: `draft:${page.path}` }));
  const components = desiredComponents(theme, new Map(pages.map((page) => [page.path, page.id]))).map((component) => ({
    ...component,
    id: component.data.meta.id,
  }));
  return { pages, components };
}

/**
 * Builds the theme's template rows from its template config: pages (is_template), their schema
 * v2 components and the global header and footer, and (once) its demo blog posts. Idempotent:
 * rows keep their ids (sites link to them), change only when the config did, and rows the config
 * no longer has are soft-deleted. A theme without a template config is left alone.
 */
export async function syncThemeTemplates(db: Database, themeId: string): Promise<TemplateSyncResult> {
  return db.transaction(async (tx) => {
    const result: TemplateSyncResult = { created: 0, updated: 0, removed: 0 };
    // The lock makes concurrent syncs of one theme (seed and an admin save) take turns.
    const theme = await lockTheme(tx, themeId);
    if (!theme?.templateConfig) return result;
    const row = theme as TemplateThemeRow;
    const now = new Date();

    const existingPages = await selectTemplatePageRows(tx, themeId);
    const pageIdByPath = new Map<string, string>();
    const keptPages = new Set<string>();
    for (const page of desiredPages(row)) {
      const match = pickMatch(existingPages.filter((existing) => existing.path === page.path));
      if (!match) {
        pageIdByPath.set(page.path, await insertTemplatePage(tx, themeId, page));
        result.created++;
        continue;
      }
      keptPages.add(match.id);
      pageIdByPath.set(page.path, match.id);
      if (match.deletedAt !== null || !sameFields(match, page)) {
        await updateTemplatePage(tx, match.id, { ...page, deletedAt: null, updatedAt: now });
        result.updated++;
      }
    }
    for (const stale of existingPages.filter((page) => page.deletedAt === null && !keptPages.has(page.id))) {
      await updateTemplatePage(tx, stale.id, { deletedAt: now, updatedAt: now });
      result.removed++;
    }

    const existingComponents = await selectTemplateComponentRows(tx, themeId);
    const keptComponents = new Set<string>();
    const inserts = [];
    for (const component of desiredComponents(row, pageIdByPath)) {
      const match = pickMatch(
        existingComponents.filter(
          (c) => c.pagePath === component.pagePath && c.slug === component.slug && !keptComponents.has(c.id),
        ),
      );
      if (!match) {
        inserts.push({ ...component, version: 1 });
        continue;
      }
      keptComponents.add(match.id);
      if (match.deletedAt !== null || !sameFields(match, component)) {
        await updateTemplateComponent(tx, match.id, {
          ...component,
          version: match.version + 1,
          deletedAt: null,
          updatedAt: now,
        });
        result.updated++;
      }
    }
    if (inserts.length > 0) {
      await insertTemplateComponents(tx, themeId, inserts);
      result.created += inserts.length;
    }
    for (const stale of existingComponents.filter((c) => c.deletedAt === null && !keptComponents.has(c.id))) {
      await updateTemplateComponent(tx, stale.id, { deletedAt: now, updatedAt: now });
      result.removed++;
    }

    // Posts are not in the template config: the demo blog is written once, then left to the admin.
    if ((await countTemplatePosts(tx, themeId)) === 0) {
      const seeds = buildTemplatePosts({
        name: row.name,
        tagline: heroTagline(row.templateConfig) ?? row.description,
        description: row.description,
        features: row.features,
        category: row.industryCategory,
        type: row.industryType,
        images: row.images,
        createdAt: row.createdAt,
      });
      await insertTemplatePosts(tx, themeId, seeds);
      result.created += seeds.length;
    }
    return result;
  });
}

/** The live row if there is one, else the most recently deleted (revived rather than duplicated). */
function pickMatch<T extends { deletedAt: Date | null; updatedAt: Date }>(rows: T[]): T | undefined {
  return (
    rows.find((row) => row.deletedAt === null) ??
    [...rows].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0]
  );
}

function sameFields(row: SitePageRow | ComponentInstanceRow, wanted: object): boolean {
  return Object.entries(wanted).every(([key, value]) => sameJson((row as Record<string, unknown>)[key], value));
}

/**
 * The backfill job's work (seed/backfill.ts) for databases whose themes came without template rows
 * (seeded before templates existed, or by the bulk generator): every theme with a template config
 * but no template pages or components gets them, one theme a transaction, so a run cut short
 * resumes where it stopped (and `shouldStop` ends it early). Returns how many themes were synced;
 * `onProgress` hears every 100th.
 */
export async function backfillThemeTemplates(
  db: Database,
  {
    onProgress,
    shouldStop = () => false,
  }: { onProgress?: (done: number, total: number) => void; shouldStop?: () => boolean } = {},
): Promise<number> {
  const pending = await selectThemesWithoutTemplates(db);
  let done = 0;
  for (const theme of pending) {
    // Between themes: what is left stays pending for the next run.
    if (shouldStop()) break;
    await syncThemeTemplates(db, theme.id);
    done++;
    if (done % 100 === 0 || done === pending.length) onProgress?.(done, pending.length);
  }
  return done;
}

/** The theme's template rows a deploy clones: published live pages, their and the global components, live posts. */
export async function loadThemeTemplates(db: Database, themeId: string) {
  const pages = await selectInstallableTemplatePages(db, themeId);
  const paths = new Set(pages.map((page) => page.path));
  const components = (await selectLiveTemplateComponents(db, themeId)).filter(
    (component) => component.pagePath === GLOBAL_PAGE_PATH || paths.has(component.pagePath),
  );
  const posts = await selectLiveTemplatePosts(db, themeId);
  return { pages, components, posts };
}
export type ThemeTemplates = Awaited<ReturnType<typeof loadThemeTemplates>>;
