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

/**
 * The addresses asked for and not yet rendered, oldest first, once the page has rendered `rendered`.
 * React Router renders each navigation in a transition, so under load the render of one ask can land
 * after the next ask was made (framework, then price, then the render of the framework alone, then
 * sort): that render settles its ask and those before it, not the later ones. An address nobody asked
 * for (back, a link) settles them all.
 */
export function settleAsks(pending: readonly string[], rendered: string): string[] {
  const index = pending.lastIndexOf(rendered);
  return index === -1 ? [] : pending.slice(index + 1);
}

/** The catalogue's filters, sort and page, kept in the URL with the same keys as GET /api/themes. */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseCatalogueParams(searchParams), [searchParams]);
  const isFiltered = isCatalogueFiltered(params);
  // React Router builds a functional update on the params of the last render, so a filter chosen
  // before the page has rendered the one before it (selects in a row on a slow phone) would undo
  // it: each change builds on the address asked for last while any is pending (settleAsks).
  const pending = useRef<string[]>([]);
  useEffect(() => {
    pending.current = settleAsks(pending.current, searchParams.toString());
  }, [searchParams]);

  const ask = useCallback(
    (search: URLSearchParams, replace: boolean) => {
      pending.current = [...pending.current, search.toString()];
      setSearchParams(search, { replace, preventScrollReset: true });
    },
    [setSearchParams],
  );

  const update = useCallback(
    (changes: CatalogueUpdate, options: { replace?: boolean } = {}) => {
      const last = pending.current.at(-1);
      const base = last === undefined ? searchParams : new URLSearchParams(last);
      const next: Record<string, unknown> = { ...parseCatalogueParams(base), ...changes };
      // Any change other than paging starts again from the first page.
      if (!('page' in changes)) next.page = undefined;
      // Choosing a category resets the type.
      if ('category' in changes && !('type' in changes)) next.type = undefined;
      // parse once more so a type never outlives its category
      ask(toSearch({ ...parseCatalogueParams(toSearch(next)) }), options.replace ?? false);
    },
    [searchParams, ask],
  );

  const clearFilters = useCallback(() => ask(new URLSearchParams(), false), [ask]);

  return { params, isFiltered, update, clearFilters };
}
