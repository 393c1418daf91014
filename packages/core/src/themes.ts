import type { ThemeSeller } from './seller-profile.ts';

export const FRAMEWORKS = ['astro', 'nextjs'] as const;
export type Framework = (typeof FRAMEWORKS)[number];
export const FRAMEWORK_LABELS: Record<Framework, string> = { astro: 'Astro.js', nextjs: 'Next.js' };

export const THEME_SORTS = ['popular', 'newest', 'rating', 'price-asc', 'price-desc'] as const;
export type ThemeSort = (typeof THEME_SORTS)[number];
export const THEME_SORT_LABELS: Record<ThemeSort, string> = {
  popular: 'Most popular',
  newest: 'Newest',
  rating: 'Top rated',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/**
 * Sorts GET /api/themes accepts: the storefront's, plus `relevance` (best match first; with no
 * search it is `popular`). docs/api/catalogue.md
 */
export const THEME_LIST_SORTS = [...THEME_SORTS, 'relevance'] as const;
export type ThemeListSort = (typeof THEME_LIST_SORTS)[number];

/** Counts past this are not finished: `total` is a lower bound, shown as '1,000+' (totalCapped). */
export const THEME_TOTAL_CAP = 1_000;

export const PRICING_FILTERS = ['free', 'paid'] as const;
export type PricingFilter = (typeof PRICING_FILTERS)[number];

export const THEME_PAGE_SIZE_DEFAULT = 12;
export const THEME_PAGE_SIZE_MAX = 48;

/** spec 000 §9: Most Popular 3, New Arrivals 4, Industry section 4. */
export const HOME_SECTION_SIZES = { popular: 3, newArrivals: 4, industry: 4 } as const;

export interface ThemeIndustry {
  category: string;
  type: string;
}

/** A theme as the storefront lists it. price is in cents. */
export interface ThemeSummary {
  id: string;
  slug: string;
  name: string;
  description: string;
  previewUrl: string | null;
  images: string[];
  framework: Framework;
  price: number;
  industry: ThemeIndustry;
  features: string[];
  downloads: number;
  /** Average of approved reviews, one decimal; null when there are none. */
  rating: number | null;
  reviewCount: number;
  version: string;
  createdAt: string;
  updatedAt: string;
  /** The developer's store that sells it (issue 22); null for Themeport's own themes. */
  seller: ThemeSeller | null;
}

export interface ThemeDetail extends ThemeSummary {
  longDescription: string;
  demoUrl: string | null;
  lastUpdated: string;
}

export interface ThemeListResponse {
  items: ThemeSummary[];
  /** Exact up to THEME_TOTAL_CAP (or the page's reach); a lower bound when totalCapped. */
  total: number;
  /** More themes match than `total`: show it as '1,000+'. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Pass as `cursor` for the page after this one; null on the last page. */
  nextCursor: string | null;
}

export interface ThemeReview {
  id: string;
  rating: number;
  reviewText: string;
  createdAt: string;
  user: { fullName: string; avatarUrl: string | null };
  /** The author's account has the theme in its library (spec: 'Verified purchase'). */
  verifiedPurchase: boolean;
}

export interface ThemeReviewsResponse {
  items: ThemeReview[];
  total: number;
}

export interface IndustryCount {
  category: string;
  count: number;
  types: { type: string; count: number }[];
}

export interface IndustriesResponse {
  items: IndustryCount[];
}

/** Texts the spec gives for the storefront (spec 000 §2). */
export const STOREFRONT_TEXT = {
  heroTitle: 'Premium Themes for Astro.js and Next.js',
  loading: 'Loading themes...',
  loadError: 'Error loading themes',
  emptyTitle: 'No Themes Available',
  emptyBody: 'Check back soon for new theme releases.',
  themeNotFound: 'Theme not found',
  noRating: 'No rating',
  noReviews: 'No reviews yet.',
  signInToAdd: 'Sign in to Add',
} as const;
