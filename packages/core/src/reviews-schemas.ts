// Zod schema for writing a review, apart from reviews.ts so that the storefront bundle, which
// imports only texts and rules from @themeport/core, does not carry zod.
import { z } from 'zod';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT, REVIEW_TEXT_MAX_LENGTH } from './reviews.ts';

/** POST /api/themes/:idOrSlug/reviews and the 'Write a Review' form (spec 000 §5). */
export const createReviewSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_TEXT.ratingRequired })
    .int(REVIEW_TEXT.ratingRequired)
    .min(REVIEW_RATING_MIN, REVIEW_TEXT.ratingRequired)
    .max(REVIEW_RATING_MAX, REVIEW_TEXT.ratingRequired),
  reviewText: z
    .string({ error: REVIEW_TEXT.textRequired })
    .trim()
    .min(1, REVIEW_TEXT.textRequired)
    .max(REVIEW_TEXT_MAX_LENGTH, REVIEW_TEXT.textTooLong),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;
export type CreateReviewData = z.output<typeof createReviewSchema>;
