import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { themeListQuerySchema, type ThemeListQuery } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { publicRoute } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import { catalogueCacheFor, sendCachedJson } from './catalogue-cache.ts';
import { listThemeReviews } from './reviews.ts';
import { ErrorSchema } from '../../http/schemas.ts';
import {
  IndustriesResponseSchema,
  ThemeDetailSchema,
  ThemeListResponseSchema,
  ThemeReviewsResponseSchema,
  idOrSlugParamSchema,
  reviewListQuerySchema,
} from './schemas.ts';
import { getTheme, listIndustries, listThemes } from './service.ts';
import { json } from '../../http/openapi.ts';

const errors = {
  400: json(ErrorSchema, 'The query is not valid; `fields` names each problem.'),
};
const notFound = { 404: json(ErrorSchema, 'No published theme has this id or slug.') };

const listRoute = createRoute({
  method: 'get',
  path: '/api/themes',
  middleware: [publicRoute()],
  tags: ['Themes'],
  summary: 'List published themes with filters, search, sort and pages',
  request: { query: themeListQuerySchema },
  responses: {
    200: json(ThemeListResponseSchema, 'One page of themes'),
    304: { description: 'Not modified' },
    ...errors,
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/themes/{idOrSlug}',
  middleware: [publicRoute()],
  tags: ['Themes'],
  summary: 'One published theme, by id (UUID) or by slug',
  request: { params: idOrSlugParamSchema },
  responses: { 200: json(ThemeDetailSchema, 'The theme'), 304: { description: 'Not modified' }, ...notFound },
});

const reviewsRoute = createRoute({
  method: 'get',
  path: '/api/themes/{idOrSlug}/reviews',
  middleware: [publicRoute()],
  tags: ['Themes'],
  summary: 'Approved reviews of a theme, newest first',
  request: { params: idOrSlugParamSchema, query: reviewListQuerySchema },
  responses: {
    200: json(ThemeReviewsResponseSchema, 'One page of reviews'),
    304: { description: 'Not modified' },
    ...errors,
    ...notFound,
  },
});

const industriesRoute = createRoute({
  method: 'get',
  path: '/api/industries',
  middleware: [publicRoute()],
  tags: ['Themes'],
  summary: 'Counts of published themes per industry category and type, in taxonomy order',
  responses: {
    200: json(IndustriesResponseSchema, 'The industry taxonomy with counts'),
    304: { description: 'Not modified' },
  },
});

/** Same filters in any order or spelling → one cache key. */
function listCacheKey(q: ThemeListQuery): string {
  return `list:${q.category ?? ''}|${q.type ?? ''}|${q.framework ?? ''}|${q.pricing ?? ''}|${q.q?.toLowerCase() ?? ''}|${q.sort}|${q.page}|${q.pageSize}|${q.cursor ?? ''}`;
}

// Cached answers are plain Responses; the typed handler signature only knows c.json().
type Untyped = never;

/** `sitesOrigin` (config.sites.origin) places each theme's live demo (`demoUrl`). */
export function registerThemeRoutes(app: OpenAPIHono<AppEnv>, db: Database, sitesOrigin: string): void {
  const cache = catalogueCacheFor(db);

  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const entry = await cache.get(listCacheKey(query), () => listThemes(db, query));
    return sendCachedJson(c, cache, entry) as Untyped;
  });

  app.openapi(detailRoute, async (c) => {
    const { idOrSlug } = c.req.valid('param');
    const entry = await cache.get(`theme:${idOrSlug}`, () => getTheme(db, idOrSlug, sitesOrigin));
    return sendCachedJson(c, cache, entry) as Untyped;
  });

  app.openapi(reviewsRoute, async (c) => {
    const { idOrSlug } = c.req.valid('param');
    const { page, pageSize } = c.req.valid('query');
    const entry = await cache.get(`reviews:${idOrSlug}|${page}|${pageSize}`, () =>
      listThemeReviews(db, idOrSlug, { page, pageSize }),
    );
    return sendCachedJson(c, cache, entry) as Untyped;
  });

  app.openapi(industriesRoute, async (c) => {
    const entry = await cache.get('industries', () => listIndustries(db));
    return sendCachedJson(c, cache, entry) as Untyped;
  });
}
