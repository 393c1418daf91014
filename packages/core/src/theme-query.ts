// The query schema of GET /api/themes, apart from themes.ts so the storefront bundle (which reads
// its URL with the plain constants) does not carry zod.
import { z } from 'zod';
import { INDUSTRY_CATEGORIES, INDUSTRY_TAXONOMY } from './taxonomy.ts';
import {
  FRAMEWORKS,
  PRICING_FILTERS,
  THEME_LIST_SORTS,
  THEME_PAGE_SIZE_DEFAULT,
  THEME_PAGE_SIZE_MAX,
} from './themes.ts';

const allTypes = Object.values(INDUSTRY_TAXONOMY).flat() as string[];
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Query of GET /api/themes; the web app keeps the same keys in its URL. */
export const themeListQuerySchema = z
  .object({
    category: z.preprocess(emptyToUndefined, z.enum(INDUSTRY_CATEGORIES as [string, ...string[]]).optional()),
    type: z.preprocess(emptyToUndefined, z.enum(allTypes as [string, ...string[]]).optional()),
    framework: z.preprocess(emptyToUndefined, z.enum(FRAMEWORKS).optional()),
    pricing: z.preprocess(emptyToUndefined, z.enum(PRICING_FILTERS).optional()),
    q: z.preprocess(emptyToUndefined, z.string().trim().max(100, 'Search is at most 100 characters').optional()),
    sort: z.preprocess(emptyToUndefined, z.enum(THEME_LIST_SORTS).default('popular')),
    page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1)),
    pageSize: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(THEME_PAGE_SIZE_MAX).default(THEME_PAGE_SIZE_DEFAULT),
    ),
    /** nextCursor of the previous answer: the page after it (then `page` is not used). */
    cursor: z.preprocess(emptyToUndefined, z.string().max(1_000).optional()),
  })
  .refine(
    (q) =>
      !q.type ||
      (q.category !== undefined &&
        (INDUSTRY_TAXONOMY as Record<string, readonly string[]>)[q.category]?.includes(q.type)),
    { message: 'Industry type must belong to the chosen category', path: ['type'] },
  );
export type ThemeListQuery = z.infer<typeof themeListQuerySchema>;
