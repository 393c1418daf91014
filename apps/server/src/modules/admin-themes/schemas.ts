import { z } from '@hono/zod-openapi';
import { FRAMEWORKS } from '@themeport/core';
import { uuidParam } from '../../http/schemas.ts';

/** OpenAPI shapes of the admin theme answers (spec 001 §2.7). */
export const AdminThemeSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    longDescription: z.string(),
    images: z.array(z.string()),
    previewUrl: z.string().nullable(),
    demoUrl: z.string().nullable(),
    framework: z.enum(FRAMEWORKS),
    price: z.number().int().openapi({ description: 'Cents' }),
    features: z.array(z.string()),
    industry: z.object({ category: z.string(), type: z.string() }),
    version: z.string(),
    published: z.boolean(),
    pageCount: z.number().int(),
    sitesUsing: z.number().int(),
    unpublishedChanges: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastUpdated: z.string(),
  })
  .openapi('AdminTheme');

export const TemplatePageSummarySchema = z
  .object({
    name: z.string(),
    title: z.string(),
    path: z.string(),
    route: z.string(),
    filePath: z.string(),
    status: z.enum(['draft', 'published']),
    isDynamic: z.boolean(),
    componentCount: z.number().int(),
  })
  .openapi('TemplatePageSummary');

export const ThemeCmsSchema = z
  .object({
    theme: AdminThemeSchema,
    pages: z.array(TemplatePageSummarySchema),
    globalComponentCount: z.number().int(),
  })
  .openapi('ThemeCms');

export const themeParams = z.object({ themeId: uuidParam('themeId') });
export const pageParams = themeParams.extend({
  pageName: z
    .string()
    .min(1)
    .max(60)
    .openapi({ param: { name: 'pageName', in: 'path' } }),
});

export const imageUploadForm = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary', description: 'One image file' }),
});

export const previewQuery = z.object({
  path: z.string().max(300).default('/').openapi({ description: "The page's path, e.g. /about" }),
});
