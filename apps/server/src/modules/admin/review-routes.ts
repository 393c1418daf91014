import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  ADMIN_REVIEW_FILTERS,
  REVIEW_STATUSES,
  adminReviewsQuerySchema,
  bulkUpdateReviewsSchema,
  updateReviewSchema,
} from '@themeport/core';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, OkSchema, authErrors, json, jsonBody, uuidParam } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { auditContext } from '../../http/audit-context.ts';
import { bulkModerateReviews, deleteReview, listAdminReviews, moderateReview } from './reviews.ts';

const tags = ['Admin: reviews'];
const adminOnly = { 403: json(ErrorSchema, 'FORBIDDEN: not a platform admin'), ...authErrors };

const AdminReviewSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    theme: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
    reviewer: z.object({
      userId: z.string().nullable(),
      fullName: z.string(),
      email: z.string().nullable(),
      avatarUrl: z.string().nullable(),
    }),
    rating: z.number().int(),
    reviewText: z.string(),
    status: z.enum(REVIEW_STATUSES),
    adminNotes: z.string().nullable(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    verifiedPurchase: z.boolean(),
  })
  .openapi('AdminReview');

const reviewParams = z.object({ reviewId: uuidParam('reviewId') });

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/reviews',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: 'Reviews newest first, by status (spec 001 §2.9), with the count of each status',
  request: { query: adminReviewsQuerySchema },
  responses: {
    200: json(
      z.object({
        items: z.array(AdminReviewSchema),
        total: z.number().int(),
        counts: z.record(z.enum(ADMIN_REVIEW_FILTERS), z.number().int()),
      }),
      'A page of reviews',
    ),
    400: json(ErrorSchema, 'Unknown status or bad page'),
    ...adminOnly,
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/admin/reviews/{reviewId}',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: 'Approve, reject or hide a review, and/or set its admin notes (audited)',
  request: { params: reviewParams, ...jsonBody(updateReviewSchema) },
  responses: {
    200: json(AdminReviewSchema, 'The review as it is now'),
    400: json(ErrorSchema, 'Invalid status or notes'),
    404: json(ErrorSchema, 'Review not found'),
    ...adminOnly,
  },
});

const bulkRoute = createRoute({
  method: 'post',
  path: '/api/admin/reviews/bulk',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: "One status for up to 100 reviews, noted 'Bulk update' (audited as one bulk action)",
  request: jsonBody(bulkUpdateReviewsSchema),
  responses: {
    200: json(z.object({ updated: z.number().int() }), 'How many were updated'),
    400: json(ErrorSchema, 'Invalid ids, status or notes'),
    404: json(ErrorSchema, 'None of the reviews exists'),
    ...adminOnly,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/admin/reviews/{reviewId}',
  middleware: [requirePlatformRole('admin')],
  tags,
  summary: 'Delete a review for good (audited, with what it said)',
  request: { params: reviewParams },
  responses: { 200: json(OkSchema, 'Deleted'), 404: json(ErrorSchema, 'Review not found'), ...adminOnly },
});

export function registerAdminReviewRoutes(app: OpenAPIHono<AppEnv>, { db, logger, config }: AppContext): void {
  const deps = { db, logger };
  app.openapi(listRoute, async (c) => c.json(await listAdminReviews(db, c.req.valid('query')), 200));
  app.openapi(updateRoute, async (c) =>
    c.json(
      await moderateReview(deps, auditContext(c, config), c.req.valid('param').reviewId, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(bulkRoute, async (c) =>
    c.json(await bulkModerateReviews(deps, auditContext(c, config), c.req.valid('json')), 200),
  );
  app.openapi(deleteRoute, async (c) => {
    await deleteReview(deps, auditContext(c, config), c.req.valid('param').reviewId);
    return c.json({ ok: true as const }, 200);
  });
}
