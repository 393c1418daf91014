import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { MEDIA_MAX_BYTES, MEDIA_TEXT, isUuid } from '@themeport/core';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import { AppError, MESSAGES } from '../../errors.ts';
import { requireAccount } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import type { LargeBodyRoute } from '../../http/safe-input.ts';
import { ErrorSchema, authErrors, json, accountParamSchema } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import type { RateLimitRule } from '../../lib/rate-limiter.ts';
import {
  MediaFileSchema,
  MediaListSchema,
  MediaUploadSchema,
  deleteQuerySchema,
  mediaParamSchema,
  uploadFormSchema,
} from './schemas.ts';
import { deleteMedia, listMedia, tooLarge, uploadMedia, type MediaDeps } from './service.ts';

const tags = ['Media'];
const base = '/api/accounts/{accountId}/media';

/** Uploads per account a minute: a person adding a folder of photos stays far below it. */
export const MEDIA_UPLOAD_RATE_LIMIT: RateLimitRule = { window: 60, max: 30 };

/**
 * The upload's body may hold a 5,000,000-byte file plus the multipart framing (boundaries, headers,
 * the siteId field). Past that the body is refused as it streams in, with the spec's text, before
 * the form is parsed; a file just over 5,000,000 bytes is refused by the route after the parse.
 */
export const mediaUploadBodyLimit: LargeBodyRoute = {
  method: 'POST',
  path: /^\/api\/accounts\/[^/]+\/media$/,
  maxSize: MEDIA_MAX_BYTES + 64 * 1024,
  refusal: tooLarge,
};

const memberErrors = { 403: json(ErrorSchema, 'Not a member of the account (FORBIDDEN)'), ...authErrors };
const writeErrors = {
  ...memberErrors,
  403: json(ErrorSchema, 'Not a member of the account, or a viewer (FORBIDDEN)'),
};

function uploadRoute(perAccountLimit: MiddlewareHandler<AppEnv>) {
  return createRoute({
    method: 'post',
    path: base,
    // The per-account counter runs after the guard and before the form is read.
    middleware: [requireAccount('content:write'), perAccountLimit],
    tags,
    summary: 'Upload an image (spec 000 §5: an image by its bytes, at most 5,000,000 bytes; owner, admin, editor)',
    description:
      'multipart/form-data with `file` and optionally `siteId`. The type is read from the bytes (PNG, JPEG, GIF, ' +
      'WebP, AVIF, ICO); the declared type and name are not trusted. SVG is refused. Stored under a fresh key, never over another file.',
    request: {
      params: accountParamSchema,
      body: { content: { 'multipart/form-data': { schema: uploadFormSchema } } },
    },
    responses: {
      201: json(MediaUploadSchema, 'Stored'),
      400: json(ErrorSchema, "NOT_AN_IMAGE 'Only images allowed.' (or SVG's own text), or no file"),
      413: json(ErrorSchema, "FILE_TOO_LARGE 'Max file size is 5MB.'"),
      415: json(ErrorSchema, 'The body is not multipart/form-data'),
      429: json(ErrorSchema, 'Too many uploads for this account; see Retry-After'),
      ...writeErrors,
    },
  });
}

const listRoute = createRoute({
  method: 'get',
  path: base,
  middleware: [requireAccount('content:read')],
  tags,
  summary: "The account's images, newest first, each with where its sites use it (any member)",
  request: { params: accountParamSchema },
  responses: { 200: json(MediaListSchema, 'The images'), ...memberErrors },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${base}/{mediaId}`,
  middleware: [requireAccount('content:write')],
  tags,
  summary: 'Delete an image and its stored file; one in use only with force=true (owner, admin, editor)',
  request: { params: mediaParamSchema, query: deleteQuerySchema },
  responses: {
    200: json(MediaFileSchema, 'Deleted: the image as it was, with the usage it had'),
    404: json(ErrorSchema, "MEDIA_NOT_FOUND 'Image not found' (another account's too)"),
    409: json(ErrorSchema, 'MEDIA_IN_USE: the text names where it is used; send force=true to delete anyway'),
    ...writeErrors,
  },
});

export function registerMediaRoutes(
  app: OpenAPIHono<AppEnv>,
  { db, logger, limiter }: AppContext,
  storage: StorageAdapter,
): void {
  const deps: MediaDeps = { db, storage, logger };
  const perAccountLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    await limiter.enforce(`media-upload:${c.get('account').id}`, MEDIA_UPLOAD_RATE_LIMIT);
    await next();
  };

  app.openapi(uploadRoute(perAccountLimit), async (c) => {
    const { file, siteId } = c.req.valid('form') as { file?: unknown; siteId?: string };
    if (Array.isArray(file))
      throw new AppError('VALIDATION_ERROR', 400, MESSAGES.validation, { file: 'Send one file per request' });
    if (!(file instanceof File))
      throw new AppError('VALIDATION_ERROR', 400, MEDIA_TEXT.noFile, { file: MEDIA_TEXT.noFile });
    if (file.size > MEDIA_MAX_BYTES) throw tooLarge();
    const uploaded = await uploadMedia(deps, {
      accountId: c.get('account').id,
      userId: c.get('user').id,
      siteId: siteId && isUuid(siteId) ? siteId : undefined,
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    return c.json({ file: uploaded }, 201);
  });

  app.openapi(listRoute, async (c) => c.json({ files: await listMedia(deps, c.get('account').id) }, 200));

  app.openapi(deleteRoute, async (c) => {
    const { mediaId } = c.req.valid('param');
    if (!isUuid(mediaId)) throw new AppError('MEDIA_NOT_FOUND', 404, MEDIA_TEXT.notFound);
    const deleted = await deleteMedia(deps, {
      accountId: c.get('account').id,
      mediaId,
      force: c.req.valid('query').force === 'true',
    });
    return c.json(deleted, 200);
  });
}
