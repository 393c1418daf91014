import { REVIEW_MODERATION_TEXT, STOREFRONT_TEXT, type ThemeReview } from '@themeport/core';
import { BadgeCheck, MessageSquare } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { LocalDate } from '@/components/local-date';
import { initials } from '@/lib/format';
import { ErrorState } from '@/components/query-state';
import { useThemeReviews } from './api';
import { RatingStars } from './rating';
import { WriteReview } from './write-review';

export function Reviews({ idOrSlug, themeName }: { idOrSlug: string; themeName: string }) {
  const query = useThemeReviews(idOrSlug);

  return (
    <section aria-labelledby="reviews-heading">
      <div className="flex items-baseline gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold tracking-tight">
          Customer Reviews
        </h2>
        {query.data && query.data.total > 0 ? (
          <span className="tabular text-sm text-muted-foreground">{query.data.total}</span>
        ) : null}
      </div>
      <div className="mt-4">
        <WriteReview idOrSlug={idOrSlug} themeName={themeName} />
      </div>
      <div className="mt-6">
        {query.isPending ? (
          <div className="flex flex-col gap-4" aria-hidden="true">
            {[0, 1].map((index) => (
              <Skeleton key={index} className="h-28 rounded-xl" />
            ))}
          </div>
        ) : query.isError ? (
          <ErrorState
            layout="panel"
            title="Error loading reviews"
            message={parseApiError(query.error).message}
            retry={query}
          />
        ) : query.data.items.length === 0 ? (
          <div className="flex items-center gap-3 rounded-xl border border-dashed border-input px-5 py-6 text-sm text-muted-foreground">
            <MessageSquare className="size-5 shrink-0" aria-hidden="true" />
            <p>{STOREFRONT_TEXT.noReviews}</p>
          </div>
        ) : (
          <ul className="flex flex-col divide-y divide-border border-y border-border">
            {query.data.items.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ReviewItem({ review }: { review: ThemeReview }) {
  const name = review.user.fullName || 'Anonymous';
  return (
    <li className="py-6">
      <div className="flex items-center gap-3">
        {review.user.avatarUrl ? (
          <img
            src={review.user.avatarUrl}
            alt=""
            className="size-10 shrink-0 rounded-full object-cover ring-1 ring-border"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold text-muted-foreground ring-1 ring-border"
          >
            {initials(name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="flex min-w-0 items-center gap-2">
            <span className="truncate text-sm font-semibold">{name}</span>
            {review.verifiedPurchase ? (
              <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-success">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {REVIEW_MODERATION_TEXT.verifiedPurchase}
              </span>
            ) : null}
          </p>
          <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1">
            <RatingStars rating={review.rating} size="sm" />
            <LocalDate value={review.createdAt} className="text-[13px] text-muted-foreground" />
          </div>
        </div>
      </div>
      <p className="mt-3 text-[15px] leading-7 whitespace-pre-line text-[#27272a]">{review.reviewText}</p>
    </li>
  );
}
