import type {
  AdminReview,
  AdminReviewFilter,
  AdminReviewsResponse,
  AdminUser,
  CreateAdminUserInput,
  ReviewStatusName,
  UpdateAdminUserInput,
} from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, withQuery } from '@/lib/api';

// The admin portal's reviews (docs/api/admin.md): moderation by status, in bulk, and delete.

export const adminKeys = {
  summary: ['admin', 'summary'] as const,
  reviews: (status: AdminReviewFilter) => ['admin', 'reviews', status] as const,
  allReviews: ['admin', 'reviews'] as const,
};

export function useAdminReviews(status: AdminReviewFilter) {
  return useQuery({
    queryKey: adminKeys.reviews(status),
    queryFn: ({ signal }) => apiGet<AdminReviewsResponse>(withQuery('/api/admin/reviews', { status }), { signal }),
    placeholderData: (previous) => previous,
  });
}

/** After any change the lists (every filter and its counts) and the platform counts load again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.allReviews }),
      queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
    ]);
}

export function useModerateReview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; status?: ReviewStatusName; adminNotes?: string | null }) =>
      apiSend<AdminReview>('PATCH', `/api/admin/reviews/${encodeURIComponent(id)}`, body),
    onSettled: refresh,
  });
}

export function useBulkModerateReviews() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { reviewIds: string[]; status: ReviewStatusName }) =>
      apiSend<{ updated: number }>('POST', '/api/admin/reviews/bulk', body),
    onSettled: refresh,
  });
}

export function useDeleteReview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiSend<{ ok: true }>('DELETE', `/api/admin/reviews/${encodeURIComponent(id)}`),
    onSettled: refresh,
  });
}

export function useAdminUsers() {
  return useQuery({
    queryKey: ['admin', 'users'] as const,
    queryFn: ({ signal }) => apiGet<{ users: AdminUser[] }>('/api/admin/users', { signal }),
    select: (data) => data.users,
  });
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
    ]);
}

export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: CreateAdminUserInput) => apiSend<AdminUser>('POST', '/api/admin/users', body),
    onSettled: refresh,
  });
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateAdminUserInput & { id: string }) =>
      apiSend<AdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, body),
    onSettled: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) => apiSend<{ ok: true }>('DELETE', `/api/admin/users/${encodeURIComponent(id)}`),
    onSettled: refresh,
  });
}
