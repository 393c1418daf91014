import { z } from '@hono/zod-openapi';
import { accountParamSchema, uuidParam } from '../../http/schemas.ts';
import {
  MEDIA_IMAGE_TYPES,
  type MediaFile,
  type MediaListResponse,
  type MediaUploadResponse,
  type MediaUsage,
} from '@themeport/core';

/** OpenAPI shapes of the media answers; the compile-time checks below keep them equal to @themeport/core. */
export const MediaUsageSchema = z
  .object({
    siteId: z.string().openapi({ format: 'uuid' }),
    siteName: z.string(),
    kind: z.enum(['component', 'post', 'settings', 'branding']),
    label: z.string().openapi({ example: 'component Hero (/)' }),
  })
  .openapi('MediaUsage');

export const MediaFileSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    url: z.string().openapi({ example: '/uploads/media/2f0c…/9b1d3e5a7c2f4e6d-team-photo.png' }),
    fileName: z.string(),
    contentType: z.enum(MEDIA_IMAGE_TYPES).openapi({ description: 'Read from the bytes, never from the request' }),
    bytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    usage: z.array(MediaUsageSchema).optional().openapi({ description: 'Where the sites use it (the list fills it)' }),
  })
  .openapi('MediaFile');

export const MediaListSchema = z.object({ files: z.array(MediaFileSchema) }).openapi('MediaList');
export const MediaUploadSchema = z.object({ file: MediaFileSchema }).openapi('MediaUpload');

export const mediaParamSchema = accountParamSchema.extend({ mediaId: uuidParam('mediaId') });
export const deleteQuerySchema = z.object({
  force: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ description: 'true: delete even though a site uses it (the portal asks first)' }),
});

/** multipart/form-data: the file (the browser's name and type are not trusted) and the site it came from. */
export const uploadFormSchema = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary', description: 'The image, at most 5,000,000 bytes' }),
  siteId: z
    .string()
    .optional()
    .openapi({ format: 'uuid', description: "One of the account's sites (recorded, not required)" }),
});

// Compile-time checks that the OpenAPI shapes match the shared types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const checks: [
  Same<z.infer<typeof MediaUsageSchema>, MediaUsage>,
  Same<z.infer<typeof MediaFileSchema>, MediaFile>,
  Same<z.infer<typeof MediaListSchema>, MediaListResponse>,
  Same<z.infer<typeof MediaUploadSchema>, MediaUploadResponse>,
] = [true, true, true, true];
void checks;
