import {
  INDUSTRY_CATEGORIES,
  industryTypes,
  isIndustryType,
  isUuid,
  themeDemoUrl,
  type IndustriesResponse,
  type ThemeDetail,
  type ThemeListQuery,
  type ThemeListResponse,
  type ThemeSummary,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import type { NewTheme, Theme } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { syncThemeTemplates } from './templates.ts';
import {
  insertTheme,
  selectCreatorThemes,
  selectIndustryCounts,
  selectThemeBy,
  selectThemePage,
  type ThemeDetailRow,
  type ThemeSummaryRow,
} from './queries/catalogue.ts';
import { notifyThemeChanged } from '../../lib/domain-events.ts';

export const THEME_NOT_FOUND = () => new AppError('THEME_NOT_FOUND', 404, 'Theme not found');

function toSummary(row: ThemeSummaryRow): ThemeSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    previewUrl: row.previewUrl,
    images: row.images,
    framework: row.framework,
    price: row.price,
    industry: { category: row.industryCategory, type: row.industryType },
    features: row.features,
    downloads: row.downloads,
    rating: row.rating,
    reviewCount: row.reviewCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seller:
      row.sellerStoreName !== null && row.sellerSlug !== null
        ? { storeName: row.sellerStoreName, slug: row.sellerSlug }
        : null,
  };
}

/**
 * The theme's live demo on the sites origin (`sitesOrigin`, config.sites.origin), when it has one
 * (`hasDemo`: themeHasDemo() in SQL). Every API answer that carries `demoUrl` takes it from here.
 */
export function liveDemoUrl(row: { slug: string; hasDemo: boolean }, sitesOrigin: string | undefined): string | null {
  return sitesOrigin !== undefined && row.hasDemo ? themeDemoUrl(sitesOrigin, row.slug) : null;
}

function toDetail(row: ThemeDetailRow, sitesOrigin: string | undefined): ThemeDetail {
  return {
    ...toSummary(row),
    longDescription: row.longDescription,
    demoUrl: liveDemoUrl(row, sitesOrigin),
    lastUpdated: row.lastUpdated.toISOString(),
  };
}

export async function listThemes(db: Database, query: ThemeListQuery): Promise<ThemeListResponse> {
  const { rows, total, totalCapped, nextCursor } = await selectThemePage(db, query);
  return {
    items: rows.map(toSummary),
    total,
    totalCapped,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
    nextCursor,
  };
}

/** A creator's published themes as the storefront lists them (a developer's public page). */
export async function listCreatorThemes(db: Database, creatorId: string): Promise<ThemeSummary[]> {
  return (await selectCreatorThemes(db, creatorId)).map((row) => toSummary(row));
}

/**
 * spec 000 §2: a value shaped like a UUID is looked up by id, anything else by slug. `demoUrl` is
 * filled when the caller passes the sites origin (every API answer that carries it does).
 */
export async function findTheme(db: Database, idOrSlug: string, sitesOrigin?: string): Promise<ThemeDetail | null> {
  const row = await selectThemeBy(db, isUuid(idOrSlug) ? { id: idOrSlug.toLowerCase() } : { slug: idOrSlug });
  return row ? toDetail(row, sitesOrigin) : null;
}

export async function getTheme(db: Database, idOrSlug: string, sitesOrigin?: string): Promise<ThemeDetail> {
  const theme = await findTheme(db, idOrSlug, sitesOrigin);
  if (!theme) throw THEME_NOT_FOUND();
  return theme;
}

/** Counts of published themes per category and type, in taxonomy order (zero counts included). */
export async function listIndustries(db: Database): Promise<IndustriesResponse> {
  const counts = new Map<string, number>();
  for (const row of await selectIndustryCounts(db)) counts.set(`${row.category}/${row.type}`, row.count);
  return {
    items: INDUSTRY_CATEGORIES.map((category) => {
      const types = industryTypes(category).map((type) => ({ type, count: counts.get(`${category}/${type}`) ?? 0 }));
      return { category, count: types.reduce((sum, type) => sum + type.count, 0), types };
    }),
  };
}

export type CreateThemeInput = Omit<NewTheme, 'id'> & { id?: string };

/** Inserts a theme after checking the rules the database cannot express well. */
export async function createTheme(db: Database, input: CreateThemeInput): Promise<Theme> {
  const category = input.industryCategory ?? 'misc';
  const type = input.industryType ?? 'general';
  if (!isIndustryType(category, type)) {
    throw new AppError('INVALID_INDUSTRY', 400, 'Industry type must belong to the chosen category');
  }
  const theme = await insertTheme(db, input);
  // A theme with a template config is deployable at once: its template pages, components and posts.
  if (theme.templateConfig) await syncThemeTemplates(db, theme.id);
  notifyThemeChanged(db);
  return theme;
}
