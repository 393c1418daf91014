// spec 000 §3, §5, §7: schema v2 validity with the reason, the save merge, and the shapes and
// texts of the component data service (GET/POST/PATCH …/slots/{slotId}/components).
import { z } from 'zod';
import type { SchemaV2Component } from './template-config.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** spec 000 §8 Component service: the texts thrown by create, update and clone. */
export const COMPONENT_TEXT = {
  createFailed: (message: string) => `Failed to create component: ${message}`,
  updateFailed: (message: string) => `Failed to update component: ${message}`,
  templateNotFound: (id: string) => `Template ${id} not found`,
  notFound: (id: string) => `Component not found for elementId: ${id}`,
  pageNotOnSite: 'pageId must be a page of this site',
} as const;

/** Changes to a component's data: any keys of meta, content and settings. */
export interface ComponentDataChanges {
  meta?: Record<string, unknown>;
  content?: Record<string, unknown>;
  settings?: Record<string, unknown>;
}

/**
 * spec 000 §5 save merge: content, settings and meta changes go into the existing data key by
 * key; keys not named are kept. A content field given as an object is merged into the stored
 * field object (so `{ title: { value } }` keeps the field's elementType and cssClasses); lists
 * (items) are replaced whole.
 */
export function mergeComponentData(existing: SchemaV2Component, changes: ComponentDataChanges): SchemaV2Component {
  const content: Record<string, unknown> = { ...existing.content };
  for (const [key, value] of Object.entries(changes.content ?? {})) {
    const current = content[key];
    content[key] = isRecord(current) && isRecord(value) ? { ...current, ...value } : value;
  }
  return {
    ...existing,
    meta: { ...existing.meta, ...changes.meta } as SchemaV2Component['meta'],
    content: content as SchemaV2Component['content'],
    settings: { ...existing.settings, ...changes.settings } as SchemaV2Component['settings'],
  };
}

/** spec 000 §9: the default page window of the list when only an offset is given. */
export const COMPONENT_PAGE_WINDOW = 50;
export const COMPONENT_LIST_MAX = 500;
export const COMPONENT_ORDER_FIELDS = [
  'sortOrder',
  'createdAt',
  'updatedAt',
  'componentType',
  'componentName',
  'slug',
  'pagePath',
  'location',
  'version',
] as const;
export type ComponentOrderField = (typeof COMPONENT_ORDER_FIELDS)[number];

/** A component instance as the API answers it (spec 000 §3; columns in camelCase). */
export interface ComponentInstance {
  id: string;
  accountId: string | null;
  siteId: string | null;
  themeId: string | null;
  isTemplate: boolean;
  templateId: string | null;
  componentType: string;
  componentName: string;
  slug: string;
  data: Record<string, unknown>;
  pagePath: string;
  pageId: string | null;
  location: string;
  sortOrder: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface ComponentListResponse {
  components: ComponentInstance[];
  /** Rows matching the filters, before limit and offset. */
  total: number;
}

const text = z.string().trim().min(1).max(200);
const jsonObject = z.record(z.string().max(100), z.unknown());
const dataChanges = z
  .object({ meta: jsonObject.optional(), content: jsonObject.optional(), settings: jsonObject.optional() })
  .strict();

/** POST …/components (spec 000 §7 Create); `data` is checked against schema v2 by the service. */
export const createComponentSchema = z.object({
  componentType: text,
  componentName: text,
  slug: text,
  data: jsonObject,
  pagePath: z.string().trim().min(1).max(500),
  pageId: z.string().uuid().nullable().optional(),
  location: z.string().max(500),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  templateId: z.string().uuid().nullable().optional(),
});
export type CreateComponentInput = z.infer<typeof createComponentSchema>;

/** PATCH …/components/{componentId} (spec 000 §7 Update): columns, and keys inside meta, content, settings. */
export const updateComponentSchema = z
  .object({
    componentType: text.optional(),
    componentName: text.optional(),
    slug: text.optional(),
    pagePath: z.string().trim().min(1).max(500).optional(),
    pageId: z.string().uuid().nullable().optional(),
    location: z.string().max(500).optional(),
    sortOrder: z.number().int().min(-1_000_000).max(1_000_000).optional(),
    data: dataChanges.optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), 'Nothing to change.');
export type UpdateComponentInput = z.infer<typeof updateComponentSchema>;

/** POST …/components/clone (spec 000 §7 Clone template): the template, and data to override. */
export const cloneComponentSchema = z.object({
  templateId: z.string().uuid(),
  data: dataChanges.optional(),
});
export type CloneComponentInput = z.infer<typeof cloneComponentSchema>;
