// The content manager's Components tab (issue 11): a page's components put in order, duplicated,
// or added from the theme's component types, over …/slots/{slotId}/components (docs/api/components.md).
import { z } from 'zod';

/** The page path of the site's header and footer (global components). */
export const GLOBAL_COMPONENT_PAGE = 'global';

export const COMPONENT_ARRANGE_TEXT = {
  orderMismatch: "The order must name each of the page's components once. Reload the page and try again.",
  pageNotFound: (path: string) => `Page ${path} not found`,
} as const;

const pagePath = z.string().trim().min(1).max(500);

/** PUT …/components/order: the page's live components, every one once, in their new order. */
export const reorderComponentsSchema = z.object({
  pagePath,
  componentIds: z.array(z.string().uuid()).min(1).max(500),
});
export type ReorderComponentsInput = z.infer<typeof reorderComponentsSchema>;

/** POST …/components/add: a copy of one of the theme's component types, after the page's last. */
export const addComponentSchema = z.object({
  templateId: z.string().uuid(),
  pagePath,
});
export type AddComponentInput = z.infer<typeof addComponentSchema>;

/** A copied component's slug: the slug without its random suffix ('hero-1a2b3c4d' → 'hero'). */
export function baseComponentSlug(slug: string): string {
  return slug.replace(/-[0-9a-f]{8}$/, '');
}

/**
 * The name a page goes by in schema v2 settings.location and ELID markers, as the theme's
 * templates write it: '/' → 'home', '/about' → 'about', '/blog/[slug]' → 'blog-slug', 'global'.
 */
export function pageLocationName(path: string): string {
  if (path === GLOBAL_COMPONENT_PAGE) return GLOBAL_COMPONENT_PAGE;
  const name = path.replace(/[[\]]/g, '').split('/').filter(Boolean).join('-');
  return name || 'home';
}
