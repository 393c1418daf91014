import type { ThemeDetail, ThemeListResponse, ThemeReviewsResponse } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Theme } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createReview, createTheme } from '../../test/factories.ts';

let t: TestApp;
const themes: Record<string, Theme> = {};

async function list(query = ''): Promise<ThemeListResponse> {
  const res = await t.app.request(`/api/themes${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ThemeListResponse;
}
const slugs = async (query: string) => (await list(query)).items.map((item) => item.slug);
const byId = (...names: string[]) =>
  names
    .map((name) => themes[name]!)
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((x) => x.slug);

beforeAll(async () => {
  t = await createTestApp();
  const make = async (key: string, overrides: Parameters<typeof createTheme>[1]) => {
    themes[key] = await createTheme(t.db, { slug: key, name: key.replace(/^./, (c) => c.toUpperCase()), ...overrides });
  };
  await make('alpha', {
    industryCategory: 'technology',
    industryType: 'saas',
    framework: 'nextjs',
    price: 4900,
    downloads: 500,
    createdAt: new Date('2024-01-10'),
    features: ['Pricing table', 'Dark mode'],
    templateConfig: null, // no template pages: no live demo (below)
  });
  await make('beta', {
    industryCategory: 'lifestyle',
    industryType: 'personal-blog',
    framework: 'astro',
    price: 0,
    downloads: 900,
    createdAt: new Date('2024-03-01'),
    features: ['Newsletter form'],
  });
  await make('gamma', {
    industryCategory: 'commerce',
    industryType: 'retail',
    framework: 'nextjs',
    price: 2900,
    downloads: 100,
    createdAt: new Date('2024-02-01'),
    features: ['Product grid', 'Cart drawer'],
  });
  await make('delta', {
    industryCategory: 'technology',
    industryType: 'ai-ml',
    framework: 'astro',
    price: 0,
    downloads: 300,
    createdAt: new Date('2024-04-01'),
    description: 'Built for machine learning labs.',
    features: ['Model cards'],
  });
  await make('zeta', {
    industryCategory: 'business',
    industryType: 'legal',
    framework: 'nextjs',
    price: 1500,
    downloads: 300,
    createdAt: new Date('2024-04-01'),
    features: ['Case form'],
  });
  await make('draft', {
    industryCategory: 'technology',
    industryType: 'saas',
    published: false,
    downloads: 10_000,
    features: ['Cart drawer'],
  });

  const review = (
    theme: string,
    rating: number,
    status: 'approved' | 'pending' | 'rejected' | 'hidden',
    createdAt: string,
  ) =>
    createReview(t.db, {
      themeId: themes[theme]!.id,
      rating,
      status,
      createdAt: new Date(createdAt),
      reviewerName: `${theme}-${rating}-${status}`,
    });
  await review('alpha', 5, 'approved', '2024-05-01');
  await review('alpha', 4, 'approved', '2024-06-01');
  await review('alpha', 1, 'pending', '2024-07-01');
  await review('alpha', 1, 'hidden', '2024-07-02');
  await review('gamma', 3, 'approved', '2024-05-01');
  await review('beta', 5, 'rejected', '2024-05-01');
  await review('delta', 5, 'approved', '2024-05-01');
});
afterAll(() => t.close());

describe('GET /api/themes filters', () => {
  it('lists only published themes, most popular first by default', async () => {
    const body = await list();
    expect(body.items.map((i) => i.slug)).toEqual(['beta', 'alpha', ...byId('delta', 'zeta'), 'gamma']);
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 12, pageCount: 1 });
  });

  it('filters by category, and by category and type', async () => {
    expect(await slugs('?category=technology&sort=newest')).toEqual(['delta', 'alpha']);
    expect(await slugs('?category=technology&type=saas')).toEqual(['alpha']);
  });

  it('filters by framework', async () => {
    expect(await slugs('?framework=astro')).toEqual(['beta', 'delta']);
  });

  it('filters free and paid themes', async () => {
    expect(await slugs('?pricing=free')).toEqual(['beta', 'delta']);
    expect((await slugs('?pricing=paid')).sort()).toEqual(['alpha', 'gamma', 'zeta']);
  });

  it('searches name, description and features case-insensitively', async () => {
    expect(await slugs('?q=CART%20drawer')).toEqual(['gamma']);
    expect(await slugs('?q=machine')).toEqual(['delta']);
    expect(await slugs('?q=ALPH')).toEqual(['alpha']);
    expect(await slugs('?q=%25')).toEqual([]); // a literal '%' matches nothing
  });

  it('combines filters', async () => {
    expect(await slugs('?category=technology&framework=astro&pricing=free&q=model')).toEqual(['delta']);
    expect(await slugs('?category=technology&framework=nextjs&pricing=free')).toEqual([]);
  });

  it('treats empty parameters as absent', async () => {
    expect((await list('?category=&type=&framework=&q=')).total).toBe(5);
  });
});

describe('GET /api/themes sorting and pages', () => {
  it('sorts by each order with a stable tiebreak', async () => {
    expect(await slugs('?sort=newest')).toEqual([...byId('delta', 'zeta'), 'beta', 'gamma', 'alpha']);
    expect(await slugs('?sort=rating')).toEqual(['delta', 'alpha', 'gamma', 'beta', 'zeta']);
    expect(await slugs('?sort=price-asc')).toEqual(['beta', 'delta', 'zeta', 'gamma', 'alpha']);
    expect(await slugs('?sort=price-desc')).toEqual(['alpha', 'gamma', 'zeta', 'beta', 'delta']);
  });

  it('pages through the results with totals', async () => {
    const all = await slugs('?sort=popular');
    const page2 = await list('?sort=popular&pageSize=2&page=2');
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2, pageCount: 3 });
    expect(page2.items.map((i) => i.slug)).toEqual(all.slice(2, 4));
    const beyond = await list('?pageSize=2&page=9');
    expect(beyond).toMatchObject({ items: [], total: 5, pageCount: 3 });
  });

  it('computes the rating from approved reviews only', async () => {
    const items = (await list()).items;
    const get = (slug: string) => items.find((i) => i.slug === slug)!;
    expect(get('alpha')).toMatchObject({ rating: 4.5, reviewCount: 2 });
    expect(get('gamma')).toMatchObject({ rating: 3, reviewCount: 1 });
    expect(get('beta')).toMatchObject({ rating: null, reviewCount: 0 });
  });
});

describe('GET /api/themes validation', () => {
  it('rejects a type without its category', async () => {
    const res = await t.app.request('/api/themes?type=saas');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Please check your input and try again.',
      code: 'VALIDATION_ERROR',
      fields: { type: 'Industry type must belong to the chosen category' },
    });
  });

  it('rejects a type from another category', async () => {
    const res = await t.app.request('/api/themes?category=business&type=saas');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.type).toBe(
      'Industry type must belong to the chosen category',
    );
  });

  it('names each bad field', async () => {
    const res = await t.app.request('/api/themes?framework=vue&pageSize=1000&sort=cheapest');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.fields).sort()).toEqual(['framework', 'pageSize', 'sort']);
    expect(body.fields.pageSize).toMatch(/48/);
  });
});

describe('GET /api/themes/:idOrSlug', () => {
  it('finds a theme by slug and by id with its detail fields', async () => {
    const bySlug = (await (await t.app.request('/api/themes/alpha')).json()) as ThemeDetail;
    expect(bySlug).toMatchObject({
      id: themes.alpha!.id,
      slug: 'alpha',
      rating: 4.5,
      reviewCount: 2,
      longDescription: 'First paragraph.\nSecond paragraph.',
      // No template pages, so no live demo, whatever the stored demo_url says (decision 021).
      demoUrl: null,
    });
    expect(bySlug.lastUpdated).toMatch(/^\d{4}-\d\d-\d\dT/);
    const res = await t.app.request(`/api/themes/${themes.alpha!.id.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as ThemeDetail).slug).toBe('alpha');
  });

  it('answers 404 with the spec text for unknown and unpublished themes', async () => {
    for (const key of ['no-such-theme', '00000000-0000-4000-8000-000000000000', 'draft']) {
      const res = await t.app.request(`/api/themes/${key}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Theme not found', code: 'THEME_NOT_FOUND' });
    }
  });
});

describe('GET /api/themes/:idOrSlug/reviews', () => {
  it('lists approved reviews only, newest first, by slug or id', async () => {
    for (const key of ['alpha', themes.alpha!.id]) {
      const body = (await (await t.app.request(`/api/themes/${key}/reviews`)).json()) as ThemeReviewsResponse;
      expect(body.total).toBe(2);
      expect(body.items.map((r) => r.rating)).toEqual([4, 5]);
      expect(body.items[0]).toMatchObject({
        user: { fullName: 'alpha-4-approved', avatarUrl: null },
        createdAt: '2024-06-01T00:00:00.000Z',
      });
    }
  });

  it('pages reviews', async () => {
    const body = (await (
      await t.app.request('/api/themes/alpha/reviews?page=2&pageSize=1')
    ).json()) as ThemeReviewsResponse;
    expect(body).toMatchObject({ total: 2, items: [{ rating: 5 }] });
  });

  it('answers 404 for an unknown theme', async () => {
    const res = await t.app.request('/api/themes/nope/reviews');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Theme not found', code: 'THEME_NOT_FOUND' });
  });
});

describe('GET /api/industries', () => {
  it('counts published themes per category and type in taxonomy order', async () => {
    const body = (await (await t.app.request('/api/industries')).json()) as {
      items: { category: string; count: number; types: { type: string; count: number }[] }[];
    };
    expect(body.items.map((i) => i.category)).toEqual([
      'technology',
      'business',
      'creative',
      'lifestyle',
      'education',
      'commerce',
      'misc',
    ]);
    const technology = body.items[0]!;
    expect(technology.count).toBe(2); // the unpublished draft does not count
    expect(technology.types.slice(0, 2)).toEqual([
      { type: 'saas', count: 1 },
      { type: 'ai-ml', count: 1 },
    ]);
    expect(body.items.find((i) => i.category === 'creative')!.count).toBe(0);
  });
});
