import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache.ts';

describe('CatalogueCache', () => {
  it('serves a stored answer until its TTL ends, then asks again', async () => {
    let now = 1_000;
    let calls = 0;
    const cache = new CatalogueCache(10_000, () => now);
    const produce = async () => ({ calls: ++calls });

    const first = await cache.get('k', produce);
    expect(JSON.parse(first.body)).toEqual({ calls: 1 });
    now += 9_999;
    expect((await cache.get('k', produce)).body).toBe(first.body);
    now += 2;
    expect(JSON.parse((await cache.get('k', produce)).body)).toEqual({ calls: 2 });
  });

  it('sends one caller to refill an expired answer while the others keep the old one, never after a write', async () => {
    let now = 1_000;
    let calls = 0;
    const cache = new CatalogueCache(10_000, () => now);
    const produce = async () => ({ calls: ++calls });
    const first = await cache.get('k', produce);
    expect(cache.peekOrRefill('k')).toBe(first);

    now += 10_001;
    expect(cache.peekOrRefill('k')).toBeUndefined(); // this caller refills, through get()
    expect(cache.peekOrRefill('k')).toBe(first); // the others meanwhile
    now += 2_000;
    expect(cache.peekOrRefill('k')).toBeUndefined(); // the refill never came: the next caller tries
    const refilled = await cache.get('k', produce);
    expect(JSON.parse(refilled.body)).toEqual({ calls: 2 });
    expect(cache.peekOrRefill('k')).toBe(refilled);

    now += 10_001;
    expect(cache.peekOrRefill('k')).toBeUndefined();
    cache.invalidate();
    expect(cache.peekOrRefill('k')).toBeUndefined();
  });

  it('runs one query for concurrent misses of the same key', async () => {
    let calls = 0;
    const cache = new CatalogueCache();
    const produce = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { ok: true };
    };
    const answers = await Promise.all([cache.get('k', produce), cache.get('k', produce), cache.get('k', produce)]);
    expect(calls).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  });

  it('gives the same ETag for the same body and another for a different body', async () => {
    const cache = new CatalogueCache();
    const a = await cache.get('a', async () => ({ x: 1 }));
    const b = await cache.get('b', async () => ({ x: 1 }));
    const c = await cache.get('c', async () => ({ x: 2 }));
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    expect(a.etag).toMatch(/^"[\w-]+"$/);
  });

  it('does not keep an answer that was computed while a write invalidated the cache', async () => {
    const cache = new CatalogueCache();
    let release!: () => void;
    const slow = cache.get('k', () => new Promise((resolve) => (release = () => resolve({ v: 'old' }))));
    cache.invalidate();
    release();
    expect(JSON.parse((await slow).body)).toEqual({ v: 'old' });
    expect(cache.size).toBe(0);
    expect(JSON.parse((await cache.get('k', async () => ({ v: 'new' }))).body)).toEqual({ v: 'new' });
  });

  it('does not cache failures', async () => {
    const cache = new CatalogueCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    expect(JSON.parse((await cache.get('k', async () => ({ ok: 1 }))).body)).toEqual({ ok: 1 });
  });
});
