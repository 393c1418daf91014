import { z } from '@hono/zod-openapi';
import { PAYOUT_CURRENCIES, type DeveloperProfile, type PublicDeveloper } from '@themeport/core';
import { MeResponseSchema } from '../accounts/index.ts';
import { ThemeSummarySchema } from '../themes/index.ts';

/** OpenAPI shapes of the store answers; the compile-time checks below keep them equal to @themeport/core. */
export const DeveloperProfileSchema = z
  .object({
    storeName: z.string(),
    slug: z.string().openapi({ example: 'pixel-forge', description: 'The public page is /developers/{slug}.' }),
    bio: z.string(),
    websiteUrl: z.string().nullable(),
    avatarUrl: z.string().nullable().openapi({ description: "The developer's avatar (PUT /api/me/avatar)." }),
    payoutCountry: z.string().openapi({ example: 'US', description: 'ISO 3166-1 alpha-2' }),
    payoutCurrency: z.enum(PAYOUT_CURRENCIES),
    createdAt: z.string().openapi({ format: 'date-time' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('DeveloperProfile');

export const OwnStoreSchema = z.object({ profile: DeveloperProfileSchema.nullable() }).openapi('OwnStore');

export const OnboardedDeveloperSchema = z
  .object({ profile: DeveloperProfileSchema, me: MeResponseSchema })
  .openapi('OnboardedDeveloper');

export const PublicDeveloperSchema = z
  .object({
    storeName: z.string(),
    slug: z.string(),
    bio: z.string(),
    websiteUrl: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    memberSince: z.string().openapi({ format: 'date-time' }),
    themes: z.array(ThemeSummarySchema).openapi({ description: 'Published themes only, most popular first.' }),
  })
  .openapi('PublicDeveloper');

export const storeSlugParamSchema = z.object({
  slug: z
    .string()
    .max(200)
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'pixel-forge' }),
});

type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const profileMatches: Equal<z.infer<typeof DeveloperProfileSchema>, DeveloperProfile> = true;
const publicMatches: Equal<z.infer<typeof PublicDeveloperSchema>, PublicDeveloper> = true;
void profileMatches;
void publicMatches;
