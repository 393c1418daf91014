import { describe, expect, it } from 'vitest';
import { themeListQuerySchema } from './theme-query.ts';
import { THEME_PAGE_SIZE_DEFAULT } from './themes.ts';

describe('theme list query', () => {
  it('defaults to the most popular themes, first page', () => {
    expect(themeListQuerySchema.parse({})).toEqual({ sort: 'popular', page: 1, pageSize: THEME_PAGE_SIZE_DEFAULT });
  });

  it('reads numbers from query strings and ignores empty values', () => {
    const query = themeListQuerySchema.parse({ page: '2', pageSize: '3', framework: '', q: '  blog ' });
    expect(query).toMatchObject({ page: 2, pageSize: 3, q: 'blog' });
    expect(query.framework).toBeUndefined();
  });

  it('accepts a type under its category', () => {
    expect(themeListQuerySchema.safeParse({ category: 'technology', type: 'saas' }).success).toBe(true);
  });

  it('rejects a type without its category, or under another one', () => {
    const alone = themeListQuerySchema.safeParse({ type: 'saas' });
    expect(alone.success).toBe(false);
    expect(alone.error?.issues[0]?.message).toBe('Industry type must belong to the chosen category');
    expect(themeListQuerySchema.safeParse({ category: 'business', type: 'saas' }).success).toBe(false);
  });

  it('rejects unknown frameworks, sorts and oversized pages', () => {
    expect(themeListQuerySchema.safeParse({ framework: 'vue' }).success).toBe(false);
    expect(themeListQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
    expect(themeListQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
    expect(themeListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
