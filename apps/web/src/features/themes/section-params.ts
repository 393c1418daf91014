import { HOME_SECTION_SIZES, INDUSTRY_CATEGORIES, type IndustriesResponse } from '@themeport/core';
import type { ThemeListParams } from './api';

// What the storefront's theme sections list, shared by the sections and the route loaders.
export const POPULAR_PARAMS = { sort: 'popular', pageSize: HOME_SECTION_SIZES.popular } as const;
export const NEWEST_PARAMS = { sort: 'newest', pageSize: HOME_SECTION_SIZES.newArrivals } as const;

function categoryOrder(category: string): number {
  const index = (INDUSTRY_CATEGORIES as string[]).indexOf(category);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

/** The industries Industry Solutions offers, in the catalogue's order: only those with themes. */
export function shownIndustries(items: IndustriesResponse['items']): IndustriesResponse['items'] {
  return items.filter((item) => item.count > 0).sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category));
}

/** The themes Industry Solutions shows for a category (the first one when the page loads). */
export function industryListParams(category: string): ThemeListParams {
  return { category, sort: 'popular', pageSize: HOME_SECTION_SIZES.industry };
}
