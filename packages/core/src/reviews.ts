/** spec 001 §2.9: the moderation states of a theme review; new reviews are pending (spec 000 §4). */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'hidden'] as const;
export type ReviewStatusName = (typeof REVIEW_STATUSES)[number];

/** spec 000 §5 and §8: the texts of writing a review, word for word where the spec gives them. */
export const REVIEW_TEXT = {
  signInRequired: 'You must be logged in to submit a review',
  ratingRequired: 'Please select a rating',
  textRequired: 'Please enter a review',
  textTooLong: 'Your review can be at most 2000 characters',
  submitFailed: 'Failed to submit review. Please try again.',
  submitted: 'Thanks! Your review will appear once it is approved.',
  alreadyReviewed: 'You have already reviewed this theme.',
  writeReview: 'Write a Review',
  submit: 'Submit Review',
  submitting: 'Submitting...',
} as const;

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MAX_LENGTH = 2000;

/** '1 star', '2 stars' … the accessible names of the rating choices. */
export function ratingLabel(rating: number): string {
  return rating === 1 ? '1 star' : `${rating} stars`;
}

/** What the author sees of their own review while (or after) it is moderated. */
export function ownReviewNote(status: ReviewStatusName): string {
  switch (status) {
    case 'pending':
      return 'Your review is pending approval.';
    case 'approved':
      return 'Your review has been published.';
    case 'rejected':
      return 'Your review was not approved.';
    case 'hidden':
      return 'Your review is hidden.';
  }
}

/** GET /api/themes/:idOrSlug/reviews/mine and the answer of POST /api/themes/:idOrSlug/reviews. */
export interface OwnReview {
  id: string;
  themeId: string;
  rating: number;
  reviewText: string;
  status: ReviewStatusName;
  createdAt: string;
}

/** spec 001 §2.9, §4, §5: review moderation in the admin portal. */
export const REVIEW_MODERATION_TEXT = {
  /** spec 001 §4: bulk updates carry this admin note. */
  bulkNote: 'Bulk update',
  deleteConfirm: 'Are you sure you want to delete this review?',
  updated: 'Review updated successfully',
  bulkUpdated: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'} updated successfully`,
  deleted: 'Review deleted successfully',
  updateFailed: 'Failed to update review',
  deleteFailed: 'Failed to delete review',
  fetchFailed: 'Failed to fetch reviews',
  notFound: 'Review not found',
  empty: 'No reviews match this filter.',
  verifiedPurchase: 'Verified purchase',
} as const;

export const ADMIN_NOTES_MAX_LENGTH = 1000;
export const REVIEW_BULK_MAX = 100;
export const ADMIN_REVIEW_FILTERS = ['all', ...REVIEW_STATUSES] as const;
export type AdminReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];

/** A review as the admin portal's table and details show it (spec 001 §2.9). */
export interface AdminReview {
  id: string;
  theme: { id: string; name: string; slug: string };
  reviewer: { userId: string | null; fullName: string; email: string | null; avatarUrl: string | null };
  rating: number;
  reviewText: string;
  status: ReviewStatusName;
  adminNotes: string | null;
  createdAt: string;
  verifiedPurchase: boolean;
}

export interface AdminReviewsResponse {
  items: AdminReview[];
  total: number;
  /** Reviews per status and in all, for the filter buttons. */
  counts: Record<AdminReviewFilter, number>;
}

/** spec 001 §4 admin status banner: red for an error or failure, green for a success, else blue. */
export function adminBannerTone(text: string): 'error' | 'success' | 'info' {
  if (/Error|Failed/.test(text)) return 'error';
  if (/Success|successfully/.test(text)) return 'success';
  return 'info';
}
