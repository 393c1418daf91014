import { and, eq } from 'drizzle-orm';
import { REVIEW_TEXT, type CreateReviewData, type OwnReview, type SessionUser } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { themeReviews, type ThemeReviewRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createReview, getTheme } from '../themes/index.ts';

const ALREADY_REVIEWED = () => new AppError('ALREADY_REVIEWED', 409, REVIEW_TEXT.alreadyReviewed);

function toOwnReview(row: ThemeReviewRow): OwnReview {
  return {
    id: row.id,
    themeId: row.themeId,
    rating: row.rating,
    reviewText: row.reviewText,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

async function selectOwnReview(db: Database, { themeId, userId }: { themeId: string; userId: string }) {
  const [row] = await db
    .select()
    .from(themeReviews)
    .where(and(eq(themeReviews.themeId, themeId), eq(themeReviews.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The reviewer's display name as the public list shows it: full name, else first and last, else e-mail's local part. */
function reviewerName(user: SessionUser): string {
  return (
    user.fullName?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email.split('@')[0]!
  );
}

/**
 * spec 000 §4: a new review is pending until approved in the admin area, so it counts in no rating
 * and shows in no public list. One review per user per theme (unique theme_id, user_id).
 */
export async function submitReview(
  db: Database,
  user: SessionUser,
  themeIdOrSlug: string,
  input: CreateReviewData,
): Promise<OwnReview> {
  const theme = await getTheme(db, themeIdOrSlug);
  if (await selectOwnReview(db, { themeId: theme.id, userId: user.id })) throw ALREADY_REVIEWED();
  try {
    const row = await createReview(db, {
      themeId: theme.id,
      userId: user.id,
      // The public list reads these columns: they are filled from the profile at insert.
      reviewerName: reviewerName(user),
      reviewerAvatarUrl: user.avatarUrl,
      rating: input.rating,
      reviewText: input.reviewText,
      status: 'pending',
    });
    return toOwnReview(row);
  } catch (err) {
    // Two submissions at once: the unique key lets one through; the other is told it already exists.
    if (await selectOwnReview(db, { themeId: theme.id, userId: user.id })) throw ALREADY_REVIEWED();
    throw err;
  }
}

/** The user's own review of the theme, null when they have written none (an answer the page expects, not an error). */
export async function getOwnReview(db: Database, userId: string, themeIdOrSlug: string): Promise<OwnReview | null> {
  const theme = await getTheme(db, themeIdOrSlug);
  const row = await selectOwnReview(db, { themeId: theme.id, userId });
  return row ? toOwnReview(row) : null;
}
