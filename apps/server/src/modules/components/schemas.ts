import { z } from '@hono/zod-openapi';
import { slotParamSchema, uuidParam } from '../../http/schemas.ts';
import {
  COMPONENT_LIST_MAX,
  COMPONENT_ORDER_FIELDS,
  type ComponentInstance,
  type ComponentListResponse,
} from '@themeport/core';

/** OpenAPI shapes of the component answers; the compile-time checks below keep them equal to @themeport/core. */
export const ComponentInstanceSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    accountId: z.string().nullable(),
    siteId: z.string().nullable(),
    themeId: z.string().nullable(),
    isTemplate: z.boolean(),
    templateId: z.string().nullable(),
    componentType: z.string(),
    componentName: z.string(),
    slug: z.string(),
    data: z
      .record(z.string(), z.unknown())
      .openapi({ description: 'Schema v2 component: { meta, content, settings } (spec 000 §3)' }),
    pagePath: z.string().openapi({ description: "The page's path ('/', '/about'); 'global' for header and footer" }),
    pageId: z.string().nullable(),
    location: z.string().openapi({ example: 'ELID:home/hero' }),
    sortOrder: z.number().int(),
    version: z.number().int().openapi({ description: 'Starts at 1; every write adds 1' }),
    createdAt: z.string().openapi({ format: 'date-time' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
    deletedAt: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('ComponentInstance');

export const ComponentListSchema = z
  .object({
    components: z.array(ComponentInstanceSchema),
    total: z.number().int().openapi({ description: 'Rows matching the filters, before limit and offset' }),
  })
  .openapi('ComponentList');

export const DeletedComponentSchema = z
  .object({ success: z.literal(true), component: ComponentInstanceSchema })
  .openapi('DeletedComponent');

export const componentParamSchema = slotParamSchema.extend({ componentId: uuidParam('componentId') });

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const filterText = z.string().max(500);

/** spec 000 §7 List filters; `meta.<key>`, `content.<key>`, `settings.<key>` are read besides (see the route). */
export const listQuerySchema = z.object({
  isTemplate: flag.optional().openapi({ description: "spec is_template: true lists the site's theme's templates" }),
  componentType: filterText.optional(),
  componentTypes: filterText
    .optional()
    .openapi({ description: 'spec component_types (in): comma-separated', example: 'hero,cta' }),
  pagePath: filterText.optional(),
  location: filterText.optional(),
  deleted: flag.optional().openapi({ description: 'Deleted components are left out unless true' }),
  order: z.enum(COMPONENT_ORDER_FIELDS).optional().openapi({ description: 'Default: sortOrder, then createdAt' }),
  direction: z.enum(['asc', 'desc']).default('asc'),
  limit: z.coerce.number().int().min(1).max(COMPONENT_LIST_MAX).optional(),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .optional()
    .openapi({ description: 'With no limit, a window of 50 from here' }),
});

export const pageQuerySchema = z.object({ pagePath: z.string().min(1).max(500).openapi({ example: '/about' }) });

// Compile-time checks that the OpenAPI shapes match the shared types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const checks: [
  Same<z.infer<typeof ComponentInstanceSchema>, ComponentInstance>,
  Same<z.infer<typeof ComponentListSchema>, ComponentListResponse>,
] = [true, true];
void checks;
