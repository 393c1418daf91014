import { z } from '@hono/zod-openapi';
import {
  FRAMEWORKS,
  type IndustriesResponse,
  type ThemeDetail,
  type ThemeListResponse,
  type ThemeReviewsResponse,
} from '@themeport/core';

/** OpenAPI shapes of the catalogue answers; the compile-time checks below keep them equal to @themeport/core. */
const IndustrySchema = z.object({ category: z.string(), type: z.string() });

export const ThemeSummarySchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    slug: z.string().openapi({ example: 'aurora-saas' }),
    name: z.string(),
    description: z.string(),
    previewUrl: z.string().nullable(),
    images: z.array(z.string()),
    framework: z.enum(FRAMEWORKS),
    price: z.number().int().openapi({ description: 'Price in cents; 0 is free.' }),
    industry: IndustrySchema,
    features: z.array(z.string()),
    downloads: z.number().int(),
    rating: z.number().nullable().openapi({ description: 'Average of approved reviews, one decimal; null when none.' }),
    reviewCount: z.number().int(),
    version: z.string(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
    seller: z
      .object({ storeName: z.string(), slug: z.string() })
      .nullable()
      .openapi({ description: "The developer's store (/developers/{slug}); null for Themeport's own themes." }),
  })
  .openapi('ThemeSummary');

export const ThemeDetailSchema = ThemeSummarySchema.extend({
  longDescription: z.string(),
  demoUrl: z.string().nullable().openapi({
    description: "The theme's live demo on the sites origin (demo-{slug}); null when it has no template pages.",
  }),
  lastUpdated: z.string().openapi({ format: 'date-time' }),
}).openapi('ThemeDetail');

export const ThemeListResponseSchema = z
  .object({
    items: z.array(ThemeSummarySchema),
    total: z
      .number()
      .int()
      .openapi({ description: 'Exact up to 1,000 (or the page reached); a lower bound when totalCapped.' }),
    totalCapped: z.boolean().openapi({ description: "More themes match than total: show it as '1,000+'." }),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: 'Pass as cursor for the next page (keyset); null on the last page.' }),
  })
  .openapi('ThemeListResponse');

export const ThemeReviewsResponseSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        rating: z.number().int(),
        reviewText: z.string(),
        createdAt: z.string().openapi({ format: 'date-time' }),
        user: z.object({ fullName: z.string(), avatarUrl: z.string().nullable() }),
        verifiedPurchase: z.boolean(),
      }),
    ),
    total: z.number().int(),
  })
  .openapi('ThemeReviewsResponse');

export const IndustriesResponseSchema = z
  .object({
    items: z.array(
      z.object({
        category: z.string(),
        count: z.number().int(),
        types: z.array(z.object({ type: z.string(), count: z.number().int() })),
      }),
    ),
  })
  .openapi('IndustriesResponse');

export const REVIEWS_PAGE_SIZE_DEFAULT = 10;
export const REVIEWS_PAGE_SIZE_MAX = 50;

export const reviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(REVIEWS_PAGE_SIZE_MAX).default(REVIEWS_PAGE_SIZE_DEFAULT),
});

export const idOrSlugParamSchema = z.object({
  idOrSlug: z
    .string()
    .min(1)
    .max(200)
    .openapi({
      param: { name: 'idOrSlug', in: 'path' },
      description: 'Theme id (UUID) or slug',
      example: 'aurora-saas',
    }),
});

// Compile-time: the OpenAPI shapes and the shared contract must not drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const contractChecks: [
  Same<
    z.infer<typeof ThemeDetailSchema>,
    Omit<ThemeDetail, 'industry'> & { industry: { category: string; type: string } }
  >,
  Same<z.infer<typeof ThemeListResponseSchema>, ThemeListResponse>,
  Same<z.infer<typeof ThemeReviewsResponseSchema>, ThemeReviewsResponse>,
  Same<z.infer<typeof IndustriesResponseSchema>, IndustriesResponse>,
] = [true, true, true, true];
void contractChecks;
