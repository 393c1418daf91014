import { REVIEW_MODERATION_TEXT, ratingLabel, type AdminReview, type ReviewStatusName } from '@themeport/core';
import { BadgeCheck, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { initials } from '@/lib/format';
import { cn } from '@/lib/utils';

export const STATUS_LABELS: Record<ReviewStatusName, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  hidden: 'Hidden',
};

const STATUS_TONES: Record<ReviewStatusName, string> = {
  pending: 'bg-[#fef9c3] text-[#854d0e] ring-[#fde68a]',
  approved: 'bg-[#dcfce7] text-[#166534] ring-[#bbf7d0]',
  rejected: 'bg-danger-soft text-[#991b1b] ring-[#fecaca]',
  hidden: '',
};

export function ReviewStatusBadge({ status }: { status: ReviewStatusName }) {
  return <Badge className={cn(STATUS_TONES[status], 'ring-1 ring-inset')}>{STATUS_LABELS[status]}</Badge>;
}

export function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={ratingLabel(rating)} className="inline-flex gap-0.5 text-[#f59e0b]">
      {[1, 2, 3, 4, 5].map((at) => (
        <Star key={at} aria-hidden="true" className={cn('size-3.5', at <= rating ? 'fill-current' : 'text-border')} />
      ))}
    </span>
  );
}

export function Reviewer({ review }: { review: AdminReview }) {
  const { fullName, avatarUrl, email } = review.reviewer;
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      {avatarUrl ? (
        <img src={avatarUrl} alt="" className="size-8 shrink-0 rounded-full object-cover ring-1 ring-border" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground"
        >
          {initials(fullName || 'Anonymous')}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate font-medium">{fullName || 'Anonymous'}</p>
        <p className="flex items-center gap-1 truncate text-xs text-muted-foreground">
          {review.verifiedPurchase ? (
            <span className="inline-flex items-center gap-1 font-medium text-success">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {REVIEW_MODERATION_TEXT.verifiedPurchase}
            </span>
          ) : (
            (email ?? 'Sample review')
          )}
        </p>
      </div>
    </div>
  );
}
