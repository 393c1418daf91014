import type { MediaFile, MediaListResponse, MediaUploadResponse } from '@themeport/core';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, ApiRequestError, apiSend, parseApiError } from '@/lib/api';

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

/**
 * One multipart upload through XMLHttpRequest, the one browser API that reports upload progress.
 * `onProgress` gets 0..1; a refusal throws ApiRequestError with the server's text.
 */
export function uploadMediaFile(
  accountId: string,
  file: File,
  {
    siteId,
    onProgress,
    signal,
  }: { siteId?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<MediaFile> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.set('file', file, file.name);
    if (siteId) form.set('siteId', siteId);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', mediaPath(accountId));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve((JSON.parse(xhr.responseText) as MediaUploadResponse).file);
        return;
      }
      const headers = new Headers({ 'Content-Type': 'application/json' });
      const retryAfter = xhr.getResponseHeader('Retry-After');
      if (retryAfter) headers.set('Retry-After', retryAfter);
      void parseApiError(new Response(xhr.responseText || null, { status: xhr.status, headers })).then((error) =>
        reject(new ApiRequestError(error)),
      );
    };
    xhr.onerror = () => reject(new ApiRequestError(parseApiError(new TypeError('network'))));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
