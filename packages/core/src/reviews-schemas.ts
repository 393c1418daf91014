// Zod schema for writing a review, apart from reviews.ts so that the storefront bundle, which
// imports only texts and rules from @themeport/core, does not carry zod.
import { z } from 'zod';
import {
  ADMIN_NOTES_MAX_LENGTH,
  ADMIN_REVIEW_FILTERS,
  REVIEW_BULK_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_STATUSES,
  REVIEW_TEXT,
  REVIEW_TEXT_MAX_LENGTH,
} from './reviews.ts';

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

const adminNotes = z
  .string()
  .trim()
  .max(ADMIN_NOTES_MAX_LENGTH, `Admin notes can be at most ${ADMIN_NOTES_MAX_LENGTH} characters`);

/** PATCH /api/admin/reviews/{id}: a new status, new notes, or both. */
export const updateReviewSchema = z
  .object({ status: z.enum(REVIEW_STATUSES).optional(), adminNotes: adminNotes.nullable().optional() })
  .refine((body) => body.status !== undefined || body.adminNotes !== undefined, {
    message: 'Give a status or admin notes',
  });
export type UpdateReviewInput = z.input<typeof updateReviewSchema>;

/** POST /api/admin/reviews/bulk: one status for up to REVIEW_BULK_MAX reviews, noted 'Bulk update' unless told. */
export const bulkUpdateReviewsSchema = z.object({
  reviewIds: z
    .array(z.uuid('Each review id must be a UUID'))
    .min(1, 'Select at least one review')
    .max(REVIEW_BULK_MAX, `At most ${REVIEW_BULK_MAX} reviews at once`),
  status: z.enum(REVIEW_STATUSES),
  adminNotes: adminNotes.optional(),
});
export type BulkUpdateReviewsInput = z.input<typeof bulkUpdateReviewsSchema>;

/** GET /api/admin/reviews query. */
export const adminReviewsQuerySchema = z.object({
  status: z.enum(ADMIN_REVIEW_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
