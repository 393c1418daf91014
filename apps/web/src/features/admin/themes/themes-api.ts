import type {
  AdminTheme,
  AdminThemeInput,
  InstallationTestResult,
  SchemaV2Component,
  ThemeCmsView,
} from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, apiUploadWithProgress } from '@/lib/api';
import { adminKeys } from '../api';

// The admin portal's themes and theme CMS (docs/api/admin.md, spec 001 §2.7).

const themesKey = ['admin', 'themes'] as const;
const cmsKey = (themeId: string) => ['admin', 'themes', themeId, 'cms'] as const;
const componentsKey = (themeId: string, page: string) => ['admin', 'themes', themeId, 'components', page] as const;
const base = (themeId: string) => `/api/admin/themes/${encodeURIComponent(themeId)}`;

export function useAdminThemes() {
  return useQuery({
    queryKey: themesKey,
    queryFn: ({ signal }) => apiGet<{ items: AdminTheme[] }>('/api/admin/themes', { signal }),
    select: (data) => data.items,
  });
}

/** After a change: the table, the CMS views, the platform counts and the public catalogue load again. */
function useRefreshThemes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: themesKey }),
      queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
      queryClient.invalidateQueries({ queryKey: ['themes'] }),
    ]);
}

export function useSaveTheme() {
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminThemeInput & { id?: string }) =>
      id ? apiSend<AdminTheme>('PUT', base(id), body) : apiSend<AdminTheme>('POST', '/api/admin/themes', body),
    onSettled: refresh,
  });
}

export function useDeleteTheme() {
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: (id: string) => apiSend<{ ok: true }>('DELETE', base(id)),
    onSettled: refresh,
  });
}

/** One theme image to storage, reporting progress (the upload queue's sender). */
export function sendThemeImage(file: File, onProgress: (fraction: number) => void) {
  return apiUploadWithProgress<{ url: string }>('/api/admin/theme-images', file, { onProgress });
}

export function useThemeCms(themeId: string) {
  return useQuery({
    queryKey: cmsKey(themeId),
    queryFn: ({ signal }) => apiGet<ThemeCmsView>(`${base(themeId)}/cms`, { signal }),
  });
}

/** A CMS change answers the CMS view: it replaces the cached one, and the table reloads. */
function useCmsChange<Input>(themeId: string, send: (input: Input) => Promise<ThemeCmsView>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => queryClient.setQueryData(cmsKey(themeId), view),
    onSettled: refresh,
  });
}

export function useCreateTemplatePage(themeId: string) {
  return useCmsChange(themeId, (body: { name: string; title: string; filePath?: string }) =>
    apiSend<ThemeCmsView>('POST', `${base(themeId)}/pages`, body),
  );
}

export function useUpdateTemplatePage(themeId: string) {
  return useCmsChange(themeId, ({ name, ...body }: { name: string; title?: string; status?: 'draft' | 'published' }) =>
    apiSend<ThemeCmsView>('PATCH', `${base(themeId)}/pages/${encodeURIComponent(name)}`, body),
  );
}

export function useDeleteTemplatePage(themeId: string) {
  return useCmsChange(themeId, (name: string) =>
    apiSend<ThemeCmsView>('DELETE', `${base(themeId)}/pages/${encodeURIComponent(name)}`),
  );
}

export function usePageComponents(themeId: string, page: string) {
  return useQuery({
    queryKey: componentsKey(themeId, page),
    queryFn: ({ signal }) =>
      apiGet<{ components: Record<string, SchemaV2Component> }>(
        `${base(themeId)}/pages/${encodeURIComponent(page)}/components`,
        { signal },
      ),
    select: (data) => data.components,
    // The editor keeps its own text; a background refetch must not overwrite unsaved work.
    staleTime: Infinity,
  });
}

export function useSavePageComponents(themeId: string, page: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: (components: unknown) =>
      apiSend<{ components: Record<string, SchemaV2Component>; cms: ThemeCmsView }>(
        'PUT',
        `${base(themeId)}/pages/${encodeURIComponent(page)}/components`,
        { components },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(componentsKey(themeId, page), { components: saved.components });
      queryClient.setQueryData(cmsKey(themeId), saved.cms);
    },
    onSettled: refresh,
  });
}

export function usePublishTheme(themeId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: () =>
      apiSend<{ version: string; message: string; cms: ThemeCmsView }>('POST', `${base(themeId)}/publish`),
    onSuccess: (published) => queryClient.setQueryData(cmsKey(themeId), published.cms),
    onSettled: refresh,
  });
}

export function useUnpublishTheme(themeId: string) {
  return useCmsChange(themeId, () => apiSend<ThemeCmsView>('POST', `${base(themeId)}/unpublish`));
}

export function useInstallationTest(themeId: string) {
  return useMutation({
    mutationFn: (accountId: string) =>
      apiSend<InstallationTestResult>('POST', `${base(themeId)}/installation-test`, { accountId }),
  });
}

/** The Preview frame's address: the working copy's page at `path`. */
export const previewUrl = (themeId: string, path: string, version: number) =>
  `${base(themeId)}/preview?path=${encodeURIComponent(path)}&v=${version}`;
