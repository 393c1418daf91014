import { createHash, timingSafeEqual } from 'node:crypto';
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { SITE_ORIGIN_TEXT, siteBrandingSchema, siteSettingsSchema } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { recordApiCall } from '../../lib/api-usage.ts';
import { publicRoute } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import { ErrorSchema, json } from '../../http/schemas.ts';
import { findActiveSite, selectPublicContent } from './queries.ts';
import type { SiteHostContext } from './types.ts';

const invalidSiteKey = () => new AppError('INVALID_SITE_KEY', 401, 'Invalid site key');

// Themes built elsewhere (Astro, Next.js) fetch at build time from any origin, without cookies.
const CORS_HEADERS = { 'Access-Control-Allow-Origin': '*' };

const PageSchema = z.object({
  id: z.string().openapi({ format: 'uuid' }),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  path: z.string().openapi({ example: '/about' }),
  filePath: z.string().nullable(),
  route: z.string(),
  isDynamic: z.boolean(),
  layout: z.string().nullable(),
  status: z.enum(['published', 'draft']),
  sortOrder: z.number().int(),
  templatePageId: z.string().nullable(),
  updatedAt: z.string().openapi({ format: 'date-time' }),
});

const ComponentSchema = z.object({
  id: z.string().openapi({ format: 'uuid' }),
  slug: z.string().openapi({ example: 'hero' }),
  componentType: z.string(),
  componentName: z.string(),
  pagePath: z.string().openapi({ description: "The page's path, or 'global' for header and footer" }),
  pageId: z.string().nullable(),
  location: z.string().openapi({ example: 'ELID:home/hero' }),
  sortOrder: z.number().int(),
  version: z.number().int(),
  data: z.record(z.string(), z.unknown()).openapi({ description: 'Schema v2 component: { meta, content, settings }' }),
  updatedAt: z.string().openapi({ format: 'date-time' }),
});

const PostSchema = z.object({
  id: z.string().openapi({ format: 'uuid' }),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  content: z
    .record(z.string(), z.unknown())
    .openapi({ description: '{ body (markdown), type, version, author?, publish_date?, … }' }),
  originalPostId: z.string().nullable(),
  updatedAt: z.string().openapi({ format: 'date-time' }),
});

const SiteContentSchema = z
  .object({
    site: z.object({
      id: z.string().openapi({ format: 'uuid' }),
      name: z.string(),
      description: z.string(),
      theme: z.object({ id: z.string().openapi({ format: 'uuid' }), name: z.string(), slug: z.string() }),
      settings: siteSettingsSchema,
      branding: siteBrandingSchema,
    }),
    pages: z.array(PageSchema),
    components: z.array(ComponentSchema),
    posts: z.array(PostSchema),
  })
  .openapi('SiteContent');

const contentRoute = createRoute({
  method: 'get',
  path: '/api/sites/{slotId}/content',
  middleware: [publicRoute()],
  tags: ['Sites'],
  summary: "An active site's published pages, components and posts, for themes built outside Themeport",
  description:
    "No session: the site's read key goes in the `X-Site-Key` header, never in the address (`?key=` → 400). Any origin may call it (CORS `*`).",
  request: {
    params: z.object({ slotId: z.string().openapi({ param: { name: 'slotId', in: 'path' }, format: 'uuid' }) }),
    headers: z.object({ 'x-site-key': z.string().optional().openapi({ description: "The site's read key" }) }),
  },
  responses: {
    200: json(SiteContentSchema, "The site's content"),
    400: json(ErrorSchema, 'The key was sent in the address (SITE_KEY_IN_QUERY)'),
    401: json(ErrorSchema, 'Missing or wrong key (INVALID_SITE_KEY)'),
    404: json(ErrorSchema, 'No active site with this id (SITE_NOT_FOUND)'),
  },
});

/** Constant-time: both sides hashed to the same length first, so neither length nor prefix leaks. */
export function keysMatch(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

export function registerContentApi(app: OpenAPIHono<AppEnv>, { db }: Pick<SiteHostContext, 'db'>): void {
  app.options('/api/sites/:slotId/content', (c) =>
    c.body(null, 204, {
      ...CORS_HEADERS,
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
      'Access-Control-Allow-Headers': 'X-Site-Key',
      'Access-Control-Max-Age': '86400',
    }),
  );

  app.openapi(contentRoute, async (c) => {
    const { slotId } = c.req.valid('param');
    const headers = { ...CORS_HEADERS, 'Cache-Control': 'no-store' };
    // Set before any refusal, so the error handler's answer stays readable cross-origin and uncached.
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    // A key in the address ends up in logs, histories and Referer headers: refused whatever it is.
    if (c.req.query('key') !== undefined) throw new AppError('SITE_KEY_IN_QUERY', 400, SITE_ORIGIN_TEXT.keyInQuery);
    const key = c.req.header('x-site-key') ?? '';
    if (key === '') throw invalidSiteKey();
    const site = await findActiveSite(db, slotId);
    if (site === undefined) throw new AppError('SITE_NOT_FOUND', 404, 'Site not found');
    if (!keysMatch(key, site.contentKey)) throw invalidSiteKey();
    // A call with the right key counts against the account's API calls this month (usage limits).
    await recordApiCall(db, site.id);

    const content = await selectPublicContent(db, site.id);
    return c.json(
      {
        site: {
          id: site.id,
          name: site.name,
          description: site.description,
          theme: { id: site.theme.id, name: site.theme.name, slug: site.theme.slug },
          settings: site.settings,
          branding: site.branding,
        },
        ...content,
      },
      200,
      headers,
    );
  });
}
