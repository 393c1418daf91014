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
