import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { REVIEW_STATUSES, REVIEW_TEXT, createReviewSchema } from '@themeport/core';
import { requireUser } from '../../http/access.ts';
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

// spec 000 §5: signed out → the review form's own text (an expired session keeps SESSION_EXPIRED).
const submitRoute = createRoute({
  method: 'post',
  path: '/api/themes/{idOrSlug}/reviews',
  middleware: [requireUser({ signedOutMessage: REVIEW_TEXT.signInRequired })],
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
  middleware: [requireUser()],
  tags: ['Reviews'],
  summary: "The signed-in user's own review of the theme, in any status",
  request: { params: idOrSlugParamSchema },
  responses: {
    200: json(OwnReviewSchema.nullable(), 'The review, or null when the user has not written one'),
    404: json(ErrorSchema, 'No such theme'),
    ...authErrors,
  },
});

export function registerReviewRoutes(app: OpenAPIHono<AppEnv>, { db }: AppContext): void {
  app.openapi(submitRoute, async (c) => {
    const { idOrSlug } = c.req.valid('param');
    return c.json(await submitReview(db, c.get('user'), idOrSlug, c.req.valid('json')), 201);
  });

  app.openapi(mineRoute, async (c) => {
    return c.json(await getOwnReview(db, c.get('user').id, c.req.valid('param').idOrSlug), 200);
  });
}
