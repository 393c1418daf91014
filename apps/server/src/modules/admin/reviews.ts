import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  REVIEW_MODERATION_TEXT,
  REVIEW_STATUSES,
  diffChanges,
  isUuid,
  type AdminReview,
  type AdminReviewFilter,
  type AdminReviewsResponse,
  type ReviewStatusName,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { profiles, themeReviews, themes, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { audited, type AuditContext } from '../../lib/audit.ts';
import type { Logger } from '../../logger.ts';
import { verifiedPurchaseSql } from '../themes/index.ts';
import { notifyThemeChanged } from '../../lib/domain-events.ts';

// spec 001 §2.9 review moderation: list by status, change status and notes one by one or in bulk,
// delete. Every change is audited in its transaction (decision 023); the catalogue's ratings
// follow at once because only approved reviews count and its cache is dropped.

interface Deps {
  db: Database;
  logger: Logger;
}

const notFound = () => new AppError('REVIEW_NOT_FOUND', 404, REVIEW_MODERATION_TEXT.notFound);

function selectAdminReviews(db: Database) {
  return db
    .select({
      id: themeReviews.id,
      themeId: themes.id,
      themeName: themes.name,
      themeSlug: themes.slug,
      userId: themeReviews.userId,
      reviewerName: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${themeReviews.reviewerName})`,
      reviewerEmail: users.email,
      avatarUrl: sql<string | null>`coalesce(${profiles.avatarUrl}, ${themeReviews.reviewerAvatarUrl})`,
      rating: themeReviews.rating,
      reviewText: themeReviews.reviewText,
      status: themeReviews.status,
      adminNotes: themeReviews.adminNotes,
      createdAt: themeReviews.createdAt,
      verifiedPurchase: verifiedPurchaseSql(),
    })
    .from(themeReviews)
    .innerJoin(themes, eq(themes.id, themeReviews.themeId))
    .leftJoin(users, eq(users.id, themeReviews.userId))
    .leftJoin(profiles, eq(profiles.userId, themeReviews.userId));
}

type AdminReviewRow = Awaited<ReturnType<ReturnType<typeof selectAdminReviews>['execute']>>[number];

function toAdminReview(row: AdminReviewRow): AdminReview {
  return {
    id: row.id,
    theme: { id: row.themeId, name: row.themeName, slug: row.themeSlug },
    reviewer: { userId: row.userId, fullName: row.reviewerName, email: row.reviewerEmail, avatarUrl: row.avatarUrl },
    rating: row.rating,
    reviewText: row.reviewText,
    status: row.status,
    adminNotes: row.adminNotes,
    createdAt: row.createdAt.toISOString(),
    verifiedPurchase: Boolean(row.verifiedPurchase),
  };
}

/** Reviews newest first, filtered by status, with the count of each status for the filter buttons. */
export async function listAdminReviews(
  db: Database,
  { status, page, pageSize }: { status: AdminReviewFilter; page: number; pageSize: number },
): Promise<AdminReviewsResponse> {
  const where = status === 'all' ? undefined : eq(themeReviews.status, status);
  const [rows, byStatus] = await Promise.all([
    selectAdminReviews(db)
      .where(where)
      .orderBy(desc(themeReviews.createdAt), desc(themeReviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ status: themeReviews.status, n: count() }).from(themeReviews).groupBy(themeReviews.status),
  ]);
  const counts = {
    all: 0,
    ...Object.fromEntries(REVIEW_STATUSES.map((name) => [name, 0])),
  } as AdminReviewsResponse['counts'];
  for (const { status: name, n } of byStatus) {
    counts[name] = n;
    counts.all += n;
  }
  return { items: rows.map(toAdminReview), total: counts[status], counts };
}

async function loadOne(db: Database, reviewId: string): Promise<AdminReview> {
  if (!isUuid(reviewId)) throw notFound();
  const [row] = await selectAdminReviews(db).where(eq(themeReviews.id, reviewId)).limit(1);
  if (!row) throw notFound();
  return toAdminReview(row);
}

/** Sets a review's status and/or notes; audited with the fields that changed. */
export async function moderateReview(
  deps: Deps,
  ctx: AuditContext,
  reviewId: string,
  input: { status?: ReviewStatusName | undefined; adminNotes?: string | null | undefined },
): Promise<AdminReview> {
  const before = await loadOne(deps.db, reviewId);
  await audited(
    deps,
    ctx,
    { actionType: 'update', resourceType: 'review', resourceId: reviewId, resourceName: reviewName(before) },
    async (tx, note) => {
      const set = {
        ...(input.status === undefined ? {} : { status: input.status }),
        ...(input.adminNotes === undefined ? {} : { adminNotes: input.adminNotes === '' ? null : input.adminNotes }),
      };
      const [row] = await tx.update(themeReviews).set(set).where(eq(themeReviews.id, reviewId)).returning();
      if (!row) throw notFound();
      note({
        changes: diffChanges(
          { status: before.status, adminNotes: before.adminNotes },
          { status: row.status, adminNotes: row.adminNotes },
        ),
      });
    },
  );
  notifyThemeChanged(deps.db);
  return loadOne(deps.db, reviewId);
}

/** spec 001 §4: one status for many reviews, with the note 'Bulk update' unless another is given. */
export async function bulkModerateReviews(
  deps: Deps,
  ctx: AuditContext,
  input: { reviewIds: string[]; status: ReviewStatusName; adminNotes?: string | undefined },
): Promise<{ updated: number }> {
  const ids = [...new Set(input.reviewIds)];
  const adminNotes = input.adminNotes?.trim() || REVIEW_MODERATION_TEXT.bulkNote;
  const updated = await audited(
    deps,
    ctx,
    { actionType: 'bulk_action', resourceType: 'review', resourceName: `${ids.length} reviews` },
    async (tx, note) => {
      const rows = await tx
        .update(themeReviews)
        .set({ status: input.status, adminNotes })
        .where(inArray(themeReviews.id, ids))
        .returning({ id: themeReviews.id });
      if (rows.length === 0) throw notFound();
      note({ metadata: { status: input.status, adminNotes, reviewIds: rows.map((row) => row.id) } });
      return rows.length;
    },
  );
  notifyThemeChanged(deps.db);
  return { updated };
}

export async function deleteReview(deps: Deps, ctx: AuditContext, reviewId: string): Promise<void> {
  const before = await loadOne(deps.db, reviewId);
  await audited(
    deps,
    ctx,
    { actionType: 'delete', resourceType: 'review', resourceId: reviewId, resourceName: reviewName(before) },
    async (tx, note) => {
      const rows = await tx
        .delete(themeReviews)
        .where(eq(themeReviews.id, reviewId))
        .returning({ id: themeReviews.id });
      if (rows.length === 0) throw notFound();
      note({
        changes: diffChanges({ status: before.status, rating: before.rating, reviewText: before.reviewText }, {}),
      });
    },
  );
  notifyThemeChanged(deps.db);
}

const reviewName = (review: AdminReview) => `${review.reviewer.fullName} on ${review.theme.name}`;
