import { gunzipSync } from 'node:zlib';
import type { ThemeDetail, ThemeListResponse } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTheme } from '../../test/factories.ts';
import { createReview, setReviewStatus } from './reviews.ts';

let t: TestApp;
let themeId: string;

beforeAll(async () => {
  t = await createTestApp();
  themeId = (await createTheme(t.db, { slug: 'cached-theme', name: 'Cached Theme' })).id;
  for (let i = 0; i < 12; i++)
    await createTheme(t.db, { description: 'Padding theme so the list is large enough to compress. '.repeat(3) });
});
afterAll(() => t.close());

const listItem = async () =>
  ((await (await t.app.request('/api/themes?q=cached')).json()) as ThemeListResponse).items[0]!;

describe('catalogue response cache', () => {
  it('sends an ETag and answers a matching If-None-Match with 304', async () => {
    const first = await t.app.request('/api/themes');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await t.app.request('/api/themes', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const detail = await t.app.request('/api/themes/cached-theme');
    const notModified = await t.app.request('/api/themes/cached-theme', {
      headers: { 'If-None-Match': `W/${detail.headers.get('etag')}` },
    });
    expect(notModified.status).toBe(304);
  });

  it('shows a new review in the list and detail right after it is created through the service', async () => {
    expect(await listItem()).toMatchObject({ rating: null, reviewCount: 0 });
    const etagBefore = (await t.app.request('/api/themes?q=cached')).headers.get('etag');

    const review = await createReview(t.db, {
      themeId,
      reviewerName: 'Ana',
      rating: 4,
      reviewText: 'Good',
      status: 'approved',
    });
    expect(await listItem()).toMatchObject({ rating: 4, reviewCount: 1 });
    const detail = (await (await t.app.request('/api/themes/cached-theme')).json()) as ThemeDetail;
    expect(detail).toMatchObject({ rating: 4, reviewCount: 1 });

    const stale = await t.app.request('/api/themes?q=cached', { headers: { 'If-None-Match': etagBefore! } });
    expect(stale.status).toBe(200);

    await setReviewStatus(t.db, review.id, 'hidden');
    expect(await listItem()).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('keeps pending reviews out of the rating', async () => {
    await createReview(t.db, { themeId, reviewerName: 'Bo', rating: 1, reviewText: 'Meh' });
    expect(await listItem()).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('shows a theme created through the service immediately', async () => {
    expect((await (await t.app.request('/api/themes?q=brand-new')).json()) as ThemeListResponse).toMatchObject({
      total: 0,
    });
    await createTheme(t.db, { slug: 'brand-new-theme', name: 'brand-new theme' });
    expect((await (await t.app.request('/api/themes?q=brand-new')).json()) as ThemeListResponse).toMatchObject({
      total: 1,
    });
  });

  it('answers a repeated request from the cache with the same headers as the routed answer', async () => {
    const url = '/api/themes?sort=newest&pageSize=5';
    const routed = await t.app.request(url);
    const cached = await t.app.request(url, { headers: { 'X-Request-Id': 'client-req-42' } });
    expect(await cached.text()).toBe(await routed.text());
    const names = (res: Response) => [...res.headers.keys()].filter((name) => name !== 'date').sort();
    expect(names(cached)).toEqual(names(routed));
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'etag',
      'cache-control',
    ]) {
      expect(cached.headers.get(name)).toBe(routed.headers.get(name));
    }
    expect(cached.headers.get('x-request-id')).toBe('client-req-42');
    const notModified = await t.app.request(url, { headers: { 'If-None-Match': routed.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    // The raw URL is only a shortcut: an invalid query is still refused.
    expect((await t.app.request('/api/themes?framework=vue')).status).toBe(400);
  });

  it('gzips large answers for clients that accept it', async () => {
    const plain = await t.app.request('/api/themes?pageSize=48');
    const zipped = await t.app.request('/api/themes?pageSize=48', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    expect(JSON.parse(body)).toEqual(await plain.json());
  });
});
