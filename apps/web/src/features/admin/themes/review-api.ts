import type { ReviewDecisionInput, ThemeSubmission, ThemeVersionDiff } from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import { adminKeys } from '../api';

// The review queue of developers' theme submissions (docs/api/theme-review.md, issue 22).

const queueKey = ['admin', 'theme-submissions'] as const;

export function useReviewQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) => apiGet<{ items: ThemeSubmission[] }>('/api/admin/theme-submissions', { signal }),
    select: (data) => data.items,
  });
}

export function useSubmissionDetail(id: string) {
  return useQuery({
    queryKey: [...queueKey, id],
    queryFn: ({ signal }) =>
      apiGet<{ submission: ThemeSubmission; diff: ThemeVersionDiff; publishedVersion: string | null }>(
        `/api/admin/theme-submissions/${encodeURIComponent(id)}`,
        { signal },
      ),
  });
}

export function useDecideSubmission(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecisionInput) =>
      apiSend<ThemeSubmission>('POST', `/api/admin/theme-submissions/${encodeURIComponent(id)}/decision`, decision),
    // Not awaited: the decided submission leaves the queue, and the form that sent it (with its
    // own success callback) must still be there when the answer arrives.
    onSettled: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queueKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'themes'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
        queryClient.invalidateQueries({ queryKey: ['themes'] }),
      ]);
    },
  });
}
