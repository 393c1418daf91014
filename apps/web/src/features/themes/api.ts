import type {
  IndustriesResponse,
  ThemeDetail,
  ThemeListQuery,
  ThemeListResponse,
  ThemeReviewsResponse,
} from '@themeport/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '@/lib/api';

export type ThemeListParams = Partial<ThemeListQuery>;

export const themeKeys = {
  all: ['themes'] as const,
  list: (params: ThemeListParams) => ['themes', 'list', params] as const,
  detail: (idOrSlug: string) => ['themes', 'detail', idOrSlug] as const,
  reviews: (idOrSlug: string) => ['themes', 'reviews', idOrSlug] as const,
  industries: ['industries'] as const,
};

// Query options, shared by the hooks and the storefront's route loaders (decision 042).
export const themeListQuery = (params: ThemeListParams) =>
  queryOptions({
    queryKey: themeKeys.list(params),
    queryFn: ({ signal }) => apiGet<ThemeListResponse>(withQuery('/api/themes', { ...params }), { signal }),
  });

export const themeQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: themeKeys.detail(idOrSlug),
    queryFn: ({ signal }) => apiGet<ThemeDetail>(`/api/themes/${encodeURIComponent(idOrSlug)}`, { signal }),
  });

export const themeReviewsQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: themeKeys.reviews(idOrSlug),
    queryFn: ({ signal }) =>
      apiGet<ThemeReviewsResponse>(`/api/themes/${encodeURIComponent(idOrSlug)}/reviews`, { signal }),
  });

export const industriesQuery = () =>
  queryOptions({
    queryKey: themeKeys.industries,
    queryFn: ({ signal }) => apiGet<IndustriesResponse>('/api/industries', { signal }),
  });

export function useThemeList(params: ThemeListParams, options: { keepPrevious?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    ...themeListQuery(params),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    enabled: options.enabled ?? true,
  });
}

export function useTheme(idOrSlug: string) {
  return useQuery(themeQuery(idOrSlug));
}

export function useThemeReviews(idOrSlug: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...themeReviewsQuery(idOrSlug),
    enabled: options.enabled ?? true,
  });
}

export function useIndustries() {
  return useQuery(industriesQuery());
}
