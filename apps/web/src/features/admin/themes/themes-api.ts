import type { AdminTheme, InstallationTestResult, ThemeCmsView } from '@themeport/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import { useCmsChange, useRefreshThemes, useSetCmsView } from '@/components/theme-cms/api';
import type { ThemeCmsScope } from '@/components/theme-cms/scope';
import { adminKeys } from '../api';

// The admin portal's themes (docs/api/admin.md, spec 001 §2.7); the theme CMS itself is shared
// with a developer's My Themes (components/theme-cms, issue 22).

const themesKey = ['admin', 'themes'] as const;
const base = (themeId: string) => `/api/admin/themes/${encodeURIComponent(themeId)}`;

/** The admin's theme CMS: every theme, the back office's counts reloaded after a change. */
export const ADMIN_THEME_CMS: ThemeCmsScope = {
  apiBase: '/api/admin/themes',
  imagePath: '/api/admin/theme-images',
  keyRoot: themesKey,
  cmsHref: (themeId) => `/admin/themes/${themeId}/cms`,
  alsoRefresh: [adminKeys.summary, ['admin', 'theme-submissions']],
};

export function useAdminThemes() {
  return useQuery({
    queryKey: themesKey,
    queryFn: ({ signal }) => apiGet<{ items: AdminTheme[] }>('/api/admin/themes', { signal }),
    select: (data) => data.items,
  });
}

export function usePublishTheme(themeId: string) {
  const setView = useSetCmsView(themeId);
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: () =>
      apiSend<{ version: string; message: string; cms: ThemeCmsView }>('POST', `${base(themeId)}/publish`),
    onSuccess: (published) => setView(published.cms),
    onSettled: refresh,
  });
}

export function useUnpublishTheme(themeId: string) {
  return useCmsChange(themeId, (_: void, themeBase) => apiSend<ThemeCmsView>('POST', `${themeBase}/unpublish`));
}

export function useInstallationTest(themeId: string) {
  return useMutation({
    mutationFn: (accountId: string) =>
      apiSend<InstallationTestResult>('POST', `${base(themeId)}/installation-test`, { accountId }),
  });
}
