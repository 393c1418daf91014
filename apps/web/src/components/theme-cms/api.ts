import type { AdminTheme, AdminThemeInput, SchemaV2Component, ThemeCmsView } from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet, apiSend } from '@/lib/api';
import { apiUploadWithProgress } from '@/lib/api-upload';
import { useThemeCmsScope, type ThemeCmsScope } from './scope';

// The theme CMS's data, for whichever caller the scope names (docs/api/admin.md, docs/api/theme-review.md).

const themeBase = (scope: ThemeCmsScope, themeId: string) => `${scope.apiBase}/${encodeURIComponent(themeId)}`;
const cmsKey = (scope: ThemeCmsScope, themeId: string) => [...scope.keyRoot, themeId, 'cms'] as const;
const componentsKey = (scope: ThemeCmsScope, themeId: string, page: string) =>
  [...scope.keyRoot, themeId, 'components', page] as const;

/** After a change: this caller's lists and counts, and the public catalogue, load again. */
export function useRefreshThemes() {
  const queryClient = useQueryClient();
  const scope = useThemeCmsScope();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scope.keyRoot }),
      ...scope.alsoRefresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      queryClient.invalidateQueries({ queryKey: ['themes'] }),
    ]);
}

/** Delete a theme: any for the admin; for a developer, their own draft never sent for review. */
export function useDeleteTheme() {
  const scope = useThemeCmsScope();
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: (id: string) => apiSend<{ ok: true }>('DELETE', themeBase(scope, id)),
    onSettled: refresh,
  });
}

export function useSaveTheme() {
  const scope = useThemeCmsScope();
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminThemeInput & { id?: string }) =>
      id ? apiSend<AdminTheme>('PUT', themeBase(scope, id), body) : apiSend<AdminTheme>('POST', scope.apiBase, body),
    onSettled: refresh,
  });
}

/** One theme image to storage, reporting progress (the upload queue's sender). */
export function useSendThemeImage() {
  const { imagePath } = useThemeCmsScope();
  return useCallback(
    (file: File, onProgress: (fraction: number) => void) =>
      apiUploadWithProgress<{ url: string }>(imagePath, file, { onProgress }),
    [imagePath],
  );
}

export function useThemeCms(themeId: string) {
  const scope = useThemeCmsScope();
  return useQuery({
    queryKey: cmsKey(scope, themeId),
    queryFn: ({ signal }) => apiGet<ThemeCmsView>(`${themeBase(scope, themeId)}/cms`, { signal }),
  });
}

/** A CMS change answers the CMS view: it replaces the cached one, and the lists reload. */
export function useCmsChange<Input>(themeId: string, send: (input: Input, base: string) => Promise<ThemeCmsView>) {
  const queryClient = useQueryClient();
  const scope = useThemeCmsScope();
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: (input: Input) => send(input, themeBase(scope, themeId)),
    onSuccess: (view) => queryClient.setQueryData(cmsKey(scope, themeId), view),
    onSettled: refresh,
  });
}

/** Puts a CMS view answered by another call (Publish) into the cache. */
export function useSetCmsView(themeId: string) {
  const queryClient = useQueryClient();
  const scope = useThemeCmsScope();
  return (view: ThemeCmsView) => queryClient.setQueryData(cmsKey(scope, themeId), view);
}

export function useCreateTemplatePage(themeId: string) {
  return useCmsChange(themeId, (body: { name: string; title: string; filePath?: string }, base) =>
    apiSend<ThemeCmsView>('POST', `${base}/pages`, body),
  );
}

export function useUpdateTemplatePage(themeId: string) {
  return useCmsChange(
    themeId,
    ({ name, ...body }: { name: string; title?: string; status?: 'draft' | 'published' }, base) =>
      apiSend<ThemeCmsView>('PATCH', `${base}/pages/${encodeURIComponent(name)}`, body),
  );
}

export function useDeleteTemplatePage(themeId: string) {
  return useCmsChange(themeId, (name: string, base) =>
    apiSend<ThemeCmsView>('DELETE', `${base}/pages/${encodeURIComponent(name)}`),
  );
}

export function usePageComponents(themeId: string, page: string) {
  const scope = useThemeCmsScope();
  return useQuery({
    queryKey: componentsKey(scope, themeId, page),
    queryFn: ({ signal }) =>
      apiGet<{ components: Record<string, SchemaV2Component> }>(
        `${themeBase(scope, themeId)}/pages/${encodeURIComponent(page)}/components`,
        { signal },
      ),
    select: (data) => data.components,
    // The editor keeps its own text; a background refetch must not overwrite unsaved work.
    staleTime: Infinity,
  });
}

export function useSavePageComponents(themeId: string, page: string) {
  const queryClient = useQueryClient();
  const scope = useThemeCmsScope();
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: (components: unknown) =>
      apiSend<{ components: Record<string, SchemaV2Component>; cms: ThemeCmsView }>(
        'PUT',
        `${themeBase(scope, themeId)}/pages/${encodeURIComponent(page)}/components`,
        { components },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(componentsKey(scope, themeId, page), { components: saved.components });
      queryClient.setQueryData(cmsKey(scope, themeId), saved.cms);
    },
    onSettled: refresh,
  });
}

/** The Preview frame's address: the working copy's page at `path`. */
export function usePreviewUrl() {
  const scope = useThemeCmsScope();
  return (themeId: string, path: string, version: number) =>
    `${themeBase(scope, themeId)}/preview?path=${encodeURIComponent(path)}&v=${version}`;
}
