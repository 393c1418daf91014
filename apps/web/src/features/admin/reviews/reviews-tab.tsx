import {
  ADMIN_REVIEW_FILTERS,
  REVIEW_MODERATION_TEXT,
  type AdminReview,
  type AdminReviewFilter,
  type ReviewStatusName,
} from '@themeport/core';
import { useState } from 'react';
import { AccountDate } from '@/components/account-date';
import { ErrorState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { useSelection } from '@/lib/use-selection';
import { cn } from '@/lib/utils';
import { useAdminReviews, useBulkModerateReviews } from '../api';
import { ReviewDialog } from './review-dialog';
import { Reviewer, ReviewStatusBadge, STATUS_LABELS, Stars } from './review-parts';

const FILTER_LABELS: Record<AdminReviewFilter, string> = { all: 'All', ...STATUS_LABELS };
const BULK_ACTIONS: { status: ReviewStatusName; label: string }[] = [
  { status: 'approved', label: 'Approve' },
  { status: 'rejected', label: 'Reject' },
  { status: 'hidden', label: 'Hide' },
];

/** spec 001 §2.9: status filters, the table, details, and bulk approve, reject or hide. */
export function ReviewsTab({ say }: { say: (text: string) => void }) {
  const [filter, setFilter] = useState<AdminReviewFilter>('pending');
  const { selected, toggle, pick, clear } = useSelection();
  const [open, setOpen] = useState<AdminReview | null>(null);
  const reviews = useAdminReviews(filter);
  const bulk = useBulkModerateReviews();
  const items = reviews.data?.items ?? [];
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));

  const columns: DataTableColumn<AdminReview>[] = [
    {
      id: 'select',
      header: 'Select',
      headerClassName: 'sr-only',
      cell: (review) => (
        <input
          type="checkbox"
          checked={selected.has(review.id)}
          onChange={() => toggle(review.id)}
          aria-label={`Select the review by ${review.reviewer.fullName || 'Anonymous'} of ${review.theme.name}`}
          className="size-4 accent-[var(--color-primary-strong)]"
        />
      ),
    },
    {
      id: 'theme',
      header: 'Theme',
      sortValue: (review) => review.theme.name,
      cell: (review) => (
        <div className="min-w-0">
          <a href={`/themes/${review.theme.slug}`} className="font-medium hover:underline">
            {review.theme.name}
          </a>
          <p className="text-xs text-muted-foreground">{review.theme.slug}</p>
        </div>
      ),
    },
    { id: 'reviewer', header: 'Reviewer', cell: (review) => <Reviewer review={review} /> },
    {
      id: 'rating',
      header: 'Rating',
      sortValue: (review) => review.rating,
      cell: (review) => <Stars rating={review.rating} />,
    },
    {
      id: 'review',
      header: 'Review',
      cell: (review) => <p className="line-clamp-2 max-w-64 text-pretty">{review.reviewText}</p>,
    },
    { id: 'status', header: 'Status', cell: (review) => <ReviewStatusBadge status={review.status} /> },
    {
      id: 'notes',
      header: 'Admin notes',
      cell: (review) => <span className="line-clamp-2 max-w-40 text-muted-foreground">{review.adminNotes ?? '—'}</span>,
    },
    {
      id: 'created',
      header: 'Created',
      sortValue: (review) => new Date(review.createdAt),
      cell: (review) => <AccountDate value={review.createdAt} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      headerClassName: 'sr-only',
      align: 'right',
      cell: (review) => (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => setOpen(review)}
          aria-label={`Details of the review by ${review.reviewer.fullName || 'Anonymous'} of ${review.theme.name}`}
        >
          Details
        </Button>
      ),
    },
  ];

  const applyBulk = (status: ReviewStatusName) =>
    bulk.mutate(
      { reviewIds: [...selected], status },
      {
        onSuccess: ({ updated }) => {
          say(REVIEW_MODERATION_TEXT.bulkUpdated(updated));
          clear();
        },
        onError: (error) => say(`Error: ${parseApiError(error).message || REVIEW_MODERATION_TEXT.updateFailed}`),
      },
    );

  return (
    <section aria-label="Reviews" className="flex min-w-0 flex-col gap-4">
      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
        {ADMIN_REVIEW_FILTERS.map((option) => (
          <Button
            key={option}
            type="button"
            size="sm"
            variant={filter === option ? 'dark' : 'outline'}
            aria-pressed={filter === option}
            onClick={() => {
              setFilter(option);
              clear();
            }}
          >
            {FILTER_LABELS[option]}
            {reviews.data ? <span className="tabular-nums opacity-70">{reviews.data.counts[option]}</span> : null}
          </Button>
        ))}
      </div>

      <div
        className={cn(
          'flex min-h-10 flex-wrap items-center gap-3 rounded-lg border border-border px-3 py-2 text-sm',
          selected.size === 0 && 'text-muted-foreground',
        )}
      >
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={items.length === 0}
            onChange={() => (allSelected ? clear() : pick(items.map((item) => item.id)))}
            className="size-4 accent-[var(--color-primary-strong)]"
          />
          Select all shown
        </label>
        <span aria-live="polite">{selected.size} selected</span>
        {/* At 375 px the three actions wrap under the count instead of pushing the page sideways. */}
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          {BULK_ACTIONS.map(({ status, label }) => (
            <Button
              key={status}
              type="button"
              size="sm"
              variant="outline"
              disabled={selected.size === 0 || bulk.isPending}
              onClick={() => applyBulk(status)}
            >
              {label} selected
            </Button>
          ))}
        </div>
      </div>

      {reviews.isError ? (
        <ErrorState
          layout="banner"
          message={parseApiError(reviews.error).message || REVIEW_MODERATION_TEXT.fetchFailed}
          retry={reviews}
        />
      ) : reviews.isPending ? (
        <Skeleton className="h-64 rounded-xl" aria-label="Loading reviews" />
      ) : (
        <DataTable
          columns={columns}
          data={items}
          getRowId={(review) => review.id}
          caption={`${FILTER_LABELS[filter]} reviews`}
          emptyText={REVIEW_MODERATION_TEXT.empty}
          wrapperProps={{ className: 'overflow-x-auto rounded-xl border border-border' }}
          className="min-w-[960px]"
        />
      )}
      {open ? <ReviewDialog review={open} onClose={() => setOpen(null)} say={say} /> : null}
    </section>
  );
}
