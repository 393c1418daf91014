import {
  FRAMEWORKS,
  isIndustryCategory,
  isIndustryType,
  PRICING_FILTERS,
  THEME_PAGE_SIZE_DEFAULT,
  THEME_PAGE_SIZE_MAX,
  THEME_SORTS,
  type ThemeListQuery,
} from '@themeport/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type CatalogueParams = ThemeListQuery;
type ParamKey = keyof ThemeListQuery;
export type CatalogueUpdate = Partial<{ [K in ParamKey]: ThemeListQuery[K] | null }>;

const FILTER_KEYS = ['category', 'type', 'framework', 'pricing', 'q'] as const satisfies readonly ParamKey[];
const URL_KEYS = [...FILTER_KEYS, 'sort', 'page', 'pageSize'] as const satisfies readonly ParamKey[];
const DEFAULTS = { sort: 'popular', page: 1, pageSize: THEME_PAGE_SIZE_DEFAULT } as const;
const SEARCH_MAX = 100;

function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | undefined {
  return value && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function positiveInt(value: string | null | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

/**
 * Reads the catalogue view from the URL, with the same keys and rules as themeListQuerySchema
 * (GET /api/themes); a bad value is dropped rather than failing the page. The schema itself is
 * not used here so that zod stays out of the storefront bundle.
 */
export function parseCatalogueParams(search: URLSearchParams): ThemeListQuery {
  const category = search.get('category') ?? '';
  const type = search.get('type') ?? '';
  const q = search.get('q')?.trim().slice(0, SEARCH_MAX);
  const hasCategory = isIndustryCategory(category);
  return {
    category: hasCategory ? category : undefined,
    type: hasCategory && isIndustryType(category, type) ? type : undefined,
    framework: oneOf(FRAMEWORKS, search.get('framework')),
    pricing: oneOf(PRICING_FILTERS, search.get('pricing')),
    q: q || undefined,
    sort: oneOf(THEME_SORTS, search.get('sort')) ?? DEFAULTS.sort,
    page: positiveInt(search.get('page')) ?? DEFAULTS.page,
    pageSize: positiveInt(search.get('pageSize'), THEME_PAGE_SIZE_MAX) ?? DEFAULTS.pageSize,
  };
}

/** Whether any filter (not the sort or the page) narrows the catalogue. */
export function isCatalogueFiltered(params: ThemeListQuery): boolean {
  return FILTER_KEYS.some((key) => params[key] !== undefined);
}

/** Only non-default values go into the URL, so links stay short and shareable. */
function toSearch(values: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of URL_KEYS) {
    const value = values[key];
    if (value === undefined || value === null || value === '') continue;
    if (key in DEFAULTS && value === DEFAULTS[key as keyof typeof DEFAULTS]) continue;
    search.set(key, String(value));
  }
  return search;
}

/** The catalogue's filters, sort and page, kept in the URL with the same keys as GET /api/themes. */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseCatalogueParams(searchParams), [searchParams]);
  const isFiltered = isCatalogueFiltered(params);
  // The address asked for last, until the page has re-rendered with it. React Router builds a
  // functional update on the params of the last render, so a second filter chosen before that
  // (two selects in a row on a slow phone) undid the first; it builds on this one instead.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [searchParams]);

  const update = useCallback(
    (changes: CatalogueUpdate, options: { replace?: boolean } = {}) => {
      const next: Record<string, unknown> = { ...parseCatalogueParams(asked.current ?? searchParams), ...changes };
      // Any change other than paging starts again from the first page.
      if (!('page' in changes)) next.page = undefined;
      // Choosing a category resets the type.
      if ('category' in changes && !('type' in changes)) next.type = undefined;
      // parse once more so a type never outlives its category
      const search = toSearch({ ...parseCatalogueParams(toSearch(next)) });
      asked.current = search;
      setSearchParams(search, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );

  const clearFilters = useCallback(() => {
    asked.current = new URLSearchParams();
    setSearchParams(asked.current, { preventScrollReset: true });
  }, [setSearchParams]);

  return { params, isFiltered, update, clearFilters };
}
