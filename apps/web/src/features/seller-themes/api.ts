import type { DeveloperThemeSummary, ThemeCheckReport, ThemeSubmission } from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThemeCmsScope } from '@/components/theme-cms/scope';
import { apiGet, apiSend } from '@/lib/api';

// A developer's My Themes (docs/api/theme-review.md): their themes, the automated check, submissions.

const root = ['developer', 'themes'] as const;
const base = (themeId: string) => `/api/developer/themes/${encodeURIComponent(themeId)}`;
const historyKey = (themeId: string) => [...root, themeId, 'submissions'] as const;

/** The theme CMS as a developer reaches it: only their own themes (the server checks). */
export const DEVELOPER_THEME_CMS: ThemeCmsScope = {
  apiBase: '/api/developer/themes',
  imagePath: '/api/developer/theme-images',
  keyRoot: root,
  cmsHref: (themeId) => `/developer-portal/themes/${themeId}`,
  alsoRefresh: [],
};

export function useMyThemes() {
  return useQuery({
    queryKey: root,
    queryFn: ({ signal }) => apiGet<{ items: DeveloperThemeSummary[] }>('/api/developer/themes', { signal }),
    select: (data) => data.items,
  });
}

export function useThemeCheck(themeId: string) {
  return useMutation({ mutationFn: () => apiSend<ThemeCheckReport>('POST', `${base(themeId)}/check`) });
}

export function useSubmissionHistory(themeId: string) {
  return useQuery({
    queryKey: historyKey(themeId),
    queryFn: ({ signal }) => apiGet<{ items: ThemeSubmission[] }>(`${base(themeId)}/submissions`, { signal }),
    select: (data) => data.items,
  });
}

export function useSubmitTheme(themeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changelog: string) => apiSend<ThemeSubmission>('POST', `${base(themeId)}/submissions`, { changelog }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
