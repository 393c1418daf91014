import type { ThemeReviewsResponse } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import type { ReviewStatus, ThemeReviewRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { insertThemeReview, selectApprovedReviews, updateThemeReviewStatus } from './queries/catalogue.ts';
import { getTheme } from './service.ts';
import { notifyThemeChanged } from '../../lib/domain-events.ts';

export interface ReviewPage {
  page: number;
  pageSize: number;
}

/** Approved reviews of a published theme (id or slug), newest first. */
export async function listThemeReviews(
  db: Database,
  idOrSlug: string,
  { page, pageSize }: ReviewPage,
): Promise<ThemeReviewsResponse> {
  const theme = await getTheme(db, idOrSlug);
  const { rows, total } = await selectApprovedReviews(db, theme.id, { limit: pageSize, offset: (page - 1) * pageSize });
  return {
    items: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      reviewText: row.reviewText,
      createdAt: row.createdAt.toISOString(),
      user: { fullName: row.reviewerName, avatarUrl: row.reviewerAvatarUrl },
      verifiedPurchase: Boolean(row.verifiedPurchase),
    })),
    total,
  };
}

export interface CreateReviewInput {
  themeId: string;
  userId?: string | null;
  reviewerName: string;
  reviewerAvatarUrl?: string | null;
  rating: number;
  reviewText: string;
  /** spec 000 §4: new reviews are pending; only seeds and tests pass another status. */
  status?: ReviewStatus;
  createdAt?: Date;
}

export async function createReview(db: Database, input: CreateReviewInput): Promise<ThemeReviewRow> {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
    throw new AppError('INVALID_RATING', 400, 'Rating must be between 1 and 5');
  }
  const review = await insertThemeReview(db, { ...input, status: input.status ?? 'pending' });
  notifyThemeChanged(db);
  return review;
}

/** Moderation (spec 001 §2.9): approving, rejecting or hiding changes the public rating. */
export async function setReviewStatus(
  db: Database,
  reviewId: string,
  status: ReviewStatus,
  adminNotes?: string,
): Promise<ThemeReviewRow> {
  const review = await updateThemeReviewStatus(db, reviewId, {
    status,
    ...(adminNotes === undefined ? {} : { adminNotes }),
  });
  if (!review) throw new AppError('REVIEW_NOT_FOUND', 404, 'Review not found');
  notifyThemeChanged(db);
  return review;
}
