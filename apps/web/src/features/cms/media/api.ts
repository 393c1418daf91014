import type { MediaFile, MediaListResponse, MediaUploadResponse } from '@themeport/core';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import { apiUploadWithProgress } from '@/lib/api-upload';

// The account's uploaded images (docs/api/media.md): one list for the Library tab and every image field.

export const mediaKeys = {
  list: (accountId: string) => ['media', accountId] as const,
};

/**
 * Each image's usage comes from the sites' settings, branding, components and posts: a write to
 * any of them marks the list stale, so the Library (mounted, hidden, in its tab) shows it afresh.
 */
export function invalidateMediaUsage(queryClient: QueryClient, accountId: string): void {
  void queryClient.invalidateQueries({ queryKey: mediaKeys.list(accountId) });
}

export const mediaPath = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}/media`;

export function useMediaFiles(accountId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: mediaKeys.list(accountId),
    queryFn: ({ signal }) => apiGet<MediaListResponse>(mediaPath(accountId), { signal }),
    select: (data) => data.files,
    enabled,
  });
}

/** Deletes an image; `force` after the person confirmed a dialog that named where it is used. */
export function useDeleteMedia(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, force }: { file: MediaFile; force: boolean }) =>
      apiSend<MediaFile>(
        'DELETE',
        `${mediaPath(accountId)}/${encodeURIComponent(file.id)}${force ? '?force=true' : ''}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.list(accountId) }),
  });
}

/** One image into the account's library, reporting progress (lib/api-upload.ts apiUploadWithProgress). */
export async function uploadMediaFile(
  accountId: string,
  file: File,
  {
    siteId,
    onProgress,
    signal,
  }: { siteId?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<MediaFile> {
  const answer = await apiUploadWithProgress<MediaUploadResponse>(mediaPath(accountId), file, {
    ...(siteId ? { fields: { siteId } } : {}),
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
  return answer.file;
}
