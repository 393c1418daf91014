import { THEME_TOTAL_CAP, type ThemeListResponse } from '@themeport/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeReviews, themes } from '../../db/schema.ts';
import { generateThemes } from '../../seed/generate-themes.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createReview, createTheme } from '../../test/factories.ts';
import { notifyThemeChanged } from '../../lib/domain-events.ts';
import { setReviewStatus } from './reviews.ts';

// Issue 25, docs/decisions/043-catalogue-search.md: word search with a typo fallback, ranking,
// keyset cursors, capped counts and ratings kept as columns by the reviews' triggers.

let t: TestApp;

async function list(query: string): Promise<ThemeListResponse> {
  const res = await t.app.request(`/api/themes${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ThemeListResponse;
}
const slugs = async (query: string) => (await list(query)).items.map((item) => item.slug);

beforeAll(async () => {
  t = await createTestApp();
  await createTheme(t.db, {
    slug: 'aurora-saas',
    name: 'Aurora',
    description: 'A launch site for software products.',
    features: ['Pricing table'],
    downloads: 10,
  });
  await createTheme(t.db, {
    slug: 'harbor-folio',
    name: 'Harbor Folio',
    description: 'A portfolio with an aurora gradient hero.',
    features: ['Photo gallery'],
    downloads: 500,
  });
  await createTheme(t.db, {
    slug: 'cedar-shop',
    name: 'Cedar Shop',
    description: 'Sell products online.',
    features: ['Aurora colour scheme', 'Cart drawer'],
    downloads: 900,
  });
  await createTheme(t.db, { slug: 'portfolio-one', name: 'Portfolio One', downloads: 50 });
});
afterAll(() => t.close());

describe('GET /api/themes search', () => {
  it('finds a theme by a misspelled word when nothing matches as typed', async () => {
    expect(await slugs('?q=aurra')).toContain('aurora-saas');
    expect(await slugs('?q=portfolo&sort=relevance')).toEqual(['portfolio-one', 'harbor-folio']);
    expect(await slugs('?q=cedar%20shoop')).toEqual(['cedar-shop']);
    expect(await slugs('?q=zzqxv')).toEqual([]);
  });

  it('corrects typos of words a theme gained since it was created', async () => {
    const theme = await createTheme(t.db, { slug: 'renamed', name: 'Placeholder' });
    await t.db.update(themes).set({ name: 'Zephyrine' }).where(eq(themes.id, theme.id));
    notifyThemeChanged(t.db);
    expect(await slugs('?q=zephyrne')).toEqual(['renamed']);
    await t.db.delete(themes).where(eq(themes.id, theme.id));
    notifyThemeChanged(t.db);
  });

  it('ranks a match in the name above one in the description, above one in the features', async () => {
    expect(await slugs('?q=aurora&sort=relevance')).toEqual(['aurora-saas', 'harbor-folio', 'cedar-shop']);
    // Another sort keeps its own order over the same matches.
    expect(await slugs('?q=aurora&sort=popular')).toEqual(['cedar-shop', 'harbor-folio', 'aurora-saas']);
  });

  it('matches the start of words for queries under three characters', async () => {
    expect(await slugs('?q=au&sort=relevance')).toEqual(['aurora-saas', 'harbor-folio', 'cedar-shop']);
    expect(await slugs('?q=ce')).toContain('cedar-shop');
  });

  it('matches stemmed words and quoted phrases', async () => {
    expect(await slugs('?q=selling')).toEqual(['cedar-shop']);
    expect(await slugs('?q=%22cart%20drawer%22')).toEqual(['cedar-shop']);
  });
});

describe('GET /api/themes cursor pages', () => {
  beforeAll(async () => {
    // Ties on every sort key but the id: the id alone must order them.
    for (let i = 0; i < 9; i++) {
      await createTheme(t.db, {
        slug: `tie-${i}`,
        name: `Tie ${i}`,
        downloads: 42,
        price: i % 2 === 0 ? 0 : 1900,
        createdAt: new Date('2025-03-01T10:00:00.123456Z'),
        templateConfig: null,
      });
    }
  });

  it('walks every sort by cursor without a duplicate or a gap', async () => {
    for (const sort of ['popular', 'newest', 'rating', 'price-asc', 'price-desc', 'relevance']) {
      const whole = await slugs(`?sort=${sort}&pageSize=48`);
      expect(whole.length).toBe(13);
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const page: ThemeListResponse = await list(
          `?sort=${sort}&pageSize=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.total).toBe(13);
        walked.push(...page.items.map((item) => item.slug));
        cursor = page.nextCursor;
      } while (cursor !== null);
      expect(walked).toEqual(whole);
    }
  });

  it('keeps the page numbers working next to the cursor', async () => {
    const first = await list('?sort=newest&pageSize=5');
    const second = await list('?sort=newest&pageSize=5&page=2');
    const byCursor = await list(`?sort=newest&pageSize=5&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(byCursor.items.map((i) => i.slug)).toEqual(second.items.map((i) => i.slug));
    expect(first).toMatchObject({ total: 13, totalCapped: false, pageCount: 3 });
  });

  it('answers 400 for a cursor that is not one, or one of another sort', async () => {
    expect((await t.app.request('/api/themes?cursor=not-a-cursor')).status).toBe(400);
    const { nextCursor } = await list('?sort=newest&pageSize=2');
    const res = await t.app.request(`/api/themes?sort=price-asc&cursor=${encodeURIComponent(nextCursor!)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_CURSOR' });
    // A forged cursor whose values PostgreSQL could not cast back is refused before any query.
    const forge = (v: unknown[]) => Buffer.from(JSON.stringify({ s: 'popular', v })).toString('base64url');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const v of [
      [1e12, '2025-01-01T00:00:00+00:00', id],
      [1, '2025-13-45T00:00:00Z', id],
      [1, '2025-01-01T00:00:00Z', 'x'],
    ]) {
      expect((await t.app.request(`/api/themes?cursor=${forge(v)}`)).status).toBe(400);
    }
  });
});

describe('ratings kept as columns', () => {
  const ratingOf = async (slug: string) => {
    const res = await t.app.request(`/api/themes/${slug}`);
    const body = (await res.json()) as { rating: number | null; reviewCount: number };
    return [body.rating, body.reviewCount];
  };

  it('follow reviews as they are created, moderated and deleted', async () => {
    const theme = await createTheme(t.db, { slug: 'rated', name: 'Rated' });
    expect(await ratingOf('rated')).toEqual([null, 0]);
    const five = await createReview(t.db, { themeId: theme.id, rating: 5, status: 'pending' });
    expect(await ratingOf('rated')).toEqual([null, 0]);
    await setReviewStatus(t.db, five.id, 'approved');
    expect(await ratingOf('rated')).toEqual([5, 1]);
    const two = await createReview(t.db, { themeId: theme.id, rating: 2 });
    const four = await createReview(t.db, { themeId: theme.id, rating: 4 });
    expect(await ratingOf('rated')).toEqual([3.7, 3]);
    // A bulk moderation is one statement over several reviews (as the admin's; it drops the cache too).
    await t.db
      .update(themeReviews)
      .set({ status: 'hidden' })
      .where(inArray(themeReviews.id, [two.id, four.id]));
    notifyThemeChanged(t.db);
    expect(await ratingOf('rated')).toEqual([5, 1]);
    await t.db.delete(themeReviews).where(eq(themeReviews.id, five.id));
    notifyThemeChanged(t.db);
    expect(await ratingOf('rated')).toEqual([null, 0]);
    await setReviewStatus(t.db, four.id, 'approved');
    expect(await ratingOf('rated')).toEqual([4, 1]);
    const [row] = await t.db
      .select({ count: themes.ratingCount, sum: themes.ratingSum })
      .from(themes)
      .where(eq(themes.id, theme.id));
    expect(row).toEqual({ count: 1, sum: 4 });
  });
});

describe('capped counts', () => {
  it(`counts to ${THEME_TOTAL_CAP.toLocaleString('en')} and says there are more`, async () => {
    await generateThemes(t.db, THEME_TOTAL_CAP + 100);
    const first = await list('?pageSize=12');
    expect(first).toMatchObject({ total: THEME_TOTAL_CAP, totalCapped: true });
    // A page past the cap still gets its rows, and a count that reaches past it.
    const far = await list('?pageSize=48&page=22');
    expect(far.items.length).toBe(48);
    expect(far.total).toBeGreaterThan(22 * 48);
    // A narrow filter is counted exactly.
    expect(await list('?q=tie&pageSize=48')).toMatchObject({ total: 9, totalCapped: false });
  }, 120_000);
});
