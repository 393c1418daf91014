import { z } from '@hono/zod-openapi';
import {
  FRAMEWORKS,
  SLOT_STATUSES,
  type ContentKeyResponse,
  type SitePage,
  type SiteSlot,
  type SlotsResponse,
  type ThemeUpdateResponse,
} from '@themeport/core';

/** OpenAPI shapes of the slot answers; the compile-time checks below keep them equal to @themeport/core. */
export const SiteSlotSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    accountId: z.string().openapi({ format: 'uuid' }),
    slotNumber: z.number().int(),
    status: z.enum(SLOT_STATUSES),
    name: z.string(),
    description: z.string(),
    theme: z
      .object({
        id: z.string(),
        name: z.string(),
        slug: z.string(),
        previewUrl: z.string().nullable(),
        framework: z.enum(FRAMEWORKS),
      })
      .nullable()
      .openapi({ description: 'The deployed theme; for a removed slot, the theme a restore brings back.' }),
    deploymentUrl: z.string().nullable().openapi({ description: "spec: netlify_url — the site's public address" }),
    repositoryUrl: z.string().nullable().openapi({ description: 'spec: github_repo_url' }),
    hosting: z.enum(['local', 'netlify']).nullable(),
    localUrl: z.string().nullable().openapi({
      description: "The site's home on its own origin (SITES_ORIGIN)",
      example: 'http://3f0c….sites.localhost:3000/',
    }),
    pageCount: z.number().int(),
    postCount: z.number().int(),
    themeVersion: z
      .string()
      .nullable()
      .openapi({ description: "The theme version the site's content came from (deploy or last theme update)" }),
    latestThemeVersion: z.string().nullable().openapi({ description: "The theme's current version" }),
    updateAvailable: z
      .boolean()
      .openapi({ description: "Active, and the theme is newer than the site's version: 'Update available'" }),
    removedAt: z.string().nullable().openapi({ format: 'date-time' }),
    restorableUntil: z.string().nullable().openapi({ format: 'date-time' }),
    parkedAt: z
      .string()
      .nullable()
      .openapi({ format: 'date-time', description: 'Set while parked (over the plan limit)' }),
    parkedReason: z.string().nullable(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('SiteSlot');

export const SlotsResponseSchema = z
  .object({
    slots: z.array(SiteSlotSchema),
    removed: z.array(SiteSlotSchema).openapi({ description: 'Removed slots still restorable, newest removal first' }),
    parked: z
      .array(SiteSlotSchema)
      .openapi({ description: 'Sites parked over the plan limit (not served, content kept), newest first' }),
    used: z.number().int(),
    max: z.number().int().openapi({ description: "The account's usage_limits.max_sites" }),
    canEdit: z.boolean(),
  })
  .openapi('SlotsResponse');

export const SitePageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    path: z.string(),
    filePath: z.string().nullable(),
    route: z.string(),
    isDynamic: z.boolean(),
    layout: z.string().nullable(),
    status: z.enum(['published', 'draft']),
    sortOrder: z.number().int(),
    templatePageId: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi('SitePage');

export const SitePagesResponseSchema = z.object({ pages: z.array(SitePageSchema) }).openapi('SitePagesResponse');
export const ContentKeySchema = z
  .object({ key: z.string(), url: z.string().openapi({ description: 'GET it with the header X-Site-Key: {key}' }) })
  .openapi('ContentKey');

export const ThemeUpdateResponseSchema = z
  .object({
    slot: SiteSlotSchema,
    fromVersion: z.string().openapi({ description: 'The version the site was on before the update' }),
    pagesAdded: z.number().int().openapi({ description: 'Template pages the site had never had, copied in' }),
    componentsAdded: z
      .number()
      .int()
      .openapi({ description: 'Template components the site had never had, copied onto their pages' }),
  })
  .openapi('ThemeUpdateResponse');

// Compile-time checks that the OpenAPI shapes match the shared types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const checks: [
  Same<z.infer<typeof SiteSlotSchema>, SiteSlot>,
  Same<z.infer<typeof SlotsResponseSchema>, SlotsResponse>,
  Same<z.infer<typeof SitePageSchema>, SitePage>,
  Same<z.infer<typeof ContentKeySchema>, ContentKeyResponse>,
  Same<z.infer<typeof ThemeUpdateResponseSchema>, ThemeUpdateResponse>,
] = [true, true, true, true, true];
void checks;
