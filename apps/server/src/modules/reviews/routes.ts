import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { REVIEW_STATUSES, REVIEW_TEXT, createReviewSchema } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { declareAccess } from '../../http/route-access.ts';
import type { AppEnv } from '../../http/types.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import { idOrSlugParamSchema } from '../themes/index.ts';
import { getOwnReview, submitReview } from './service.ts';

const OwnReviewSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    themeId: z.string().openapi({ format: 'uuid' }),
    rating: z.number().int(),
    reviewText: z.string(),
    status: z.enum(REVIEW_STATUSES),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('OwnReview');

const submitRoute = createRoute({
  method: 'post',
  path: '/api/themes/{idOrSlug}/reviews',
  tags: ['Reviews'],
  summary: 'Write a review of a theme (signed in; one per user); it waits for approval',
  request: { params: idOrSlugParamSchema, ...jsonBody(createReviewSchema) },
  responses: {
    201: json(OwnReviewSchema, 'Created as pending'),
    400: json(ErrorSchema, 'Invalid input; `fields` names each problem'),
    401: json(ErrorSchema, 'You must be logged in to submit a review'),
    404: json(ErrorSchema, 'Theme not found'),
    409: json(ErrorSchema, 'You have already reviewed this theme.'),
  },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/api/themes/{idOrSlug}/reviews/mine',
  tags: ['Reviews'],
  summary: "The signed-in user's own review of the theme, in any status",
  request: { params: idOrSlugParamSchema },
  responses: { 200: json(OwnReviewSchema, 'The review'), 404: json(ErrorSchema, 'No review yet, or no such theme'), ...authErrors },
});

export function registerReviewRoutes(app: OpenAPIHono<AppEnv>, { db, guards }: AppContext): void {
  // spec 000 §5: signed out → the review form's own text (an expired session keeps SESSION_EXPIRED).
  const requireReviewer = declareAccess<MiddlewareHandler<AppEnv>>(
    async (c, next) => {
      try {
        await guards.requireUser(c, async () => {});
      } catch (err) {
        if (err instanceof AppError && err.code === 'UNAUTHENTICATED') throw new AppError('UNAUTHENTICATED', 401, REVIEW_TEXT.signInRequired);
        throw err;
      }
      await next();
    },
    { kind: 'user' },
  );
  app.post('/api/themes/:idOrSlug/reviews', requireReviewer);
  app.use('/api/themes/:idOrSlug/reviews/mine', guards.requireUser);

  app.openapi(submitRoute, async (c) => {
    const { idOrSlug } = c.req.valid('param');
    return c.json(await submitReview(db, c.get('user'), idOrSlug, c.req.valid('json')), 201);
  });

  app.openapi(mineRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getOwnReview(db, c.get('user').id, c.req.valid('param').idOrSlug), 200);
  });
}
