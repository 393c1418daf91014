import type { CreateReviewData, LibraryItem, LibraryStatusResponse, OwnReview } from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import { themeKeys } from './api';
import { queryKeys } from '@/lib/query-keys';

export const libraryKeys = {
  status: queryKeys.library.status,
  ownReview: (idOrSlug: string, userId: string) => ['reviews', 'mine', idOrSlug, userId] as const,
};

/** Whether the theme is in the current account's library; only asked when someone is signed in. */
export function useLibraryStatus(idOrSlug: string, accountId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: libraryKeys.status(idOrSlug, accountId),
    queryFn: ({ signal }) =>
      apiGet<LibraryStatusResponse>(`/api/themes/${encodeURIComponent(idOrSlug)}/library-status`, { signal }),
    enabled,
  });
}

/** POST /api/accounts/:accountId/library for a free theme. */
export function useAddToLibrary(idOrSlug: string, accountId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (themeId: string) =>
      apiSend<LibraryItem>('POST', `/api/accounts/${encodeURIComponent(accountId ?? '')}/library`, { themeId }),
    onSuccess: () => {
      queryClient.setQueryData(libraryKeys.status(idOrSlug, accountId), { inLibrary: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.library.all });
      // The download count on the detail page and in the catalogue changed.
      void queryClient.invalidateQueries({ queryKey: themeKeys.all });
    },
  });
}

/** The signed-in user's own review of the theme (any status), or null when there is none. */
export function useOwnReview(idOrSlug: string, userId: string | null) {
  return useQuery({
    queryKey: libraryKeys.ownReview(idOrSlug, userId ?? ''),
    queryFn: ({ signal }) =>
      apiGet<OwnReview | null>(`/api/themes/${encodeURIComponent(idOrSlug)}/reviews/mine`, { signal }),
    enabled: userId !== null,
  });
}

export function useSubmitReview(idOrSlug: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewData) =>
      apiSend<OwnReview>('POST', `/api/themes/${encodeURIComponent(idOrSlug)}/reviews`, input),
    onSuccess: (review) => {
      queryClient.setQueryData(libraryKeys.ownReview(idOrSlug, userId), review);
    },
  });
}
