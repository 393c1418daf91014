import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { sql } from 'drizzle-orm';
import { createRateLimiter, pruneRateLimits } from './rate-limiter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // no TRUSTED_PROXY: the socket address is the client
});
afterAll(() => t.close());

function signInFrom(remoteAddress: string, forwardedFor: string) {
  return t.app.request(
    '/api/auth/sign-in/email',
    {
      method: 'POST',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: 'someone@example.com', password: 'wrong-pass' }),
    },
    { incoming: { socket: { remoteAddress } } },
  );
}

describe('rate limiter', () => {
  it('keys on the socket address when no proxy is configured, so a forged X-Forwarded-For does not dodge it', async () => {
    for (let i = 0; i < 5; i++) expect((await signInFrom('198.51.100.7', `10.0.0.${i}`)).status).toBe(401);
    const sixth = await signInFrom('198.51.100.7', '10.0.0.99');
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await signInFrom('198.51.100.8', '10.0.0.99')).status).toBe(401);
  });

  it('counts atomically in the database and opens again after the window', async () => {
    const limiter = createRateLimiter(t.db);
    const rule = { window: 1, max: 2 };
    const decisions = await Promise.all([1, 2, 3, 4].map(() => limiter.consume('test:burst', rule)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(2);
    expect(decisions.find((d) => !d.allowed)?.retryAfter).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.consume('test:burst', rule)).allowed).toBe(true);
  });

  it('gives a refunded attempt back, never below zero', async () => {
    const limiter = createRateLimiter(t.db);
    const rule = { window: 60, max: 1 };
    await limiter.refund('test:refund'); // no counter yet: nothing happens
    expect((await limiter.consume('test:refund', rule)).allowed).toBe(true);
    await limiter.refund('test:refund');
    await limiter.refund('test:refund');
    expect((await limiter.consume('test:refund', rule)).allowed).toBe(true);
    expect((await limiter.consume('test:refund', rule)).allowed).toBe(false);
  });

  it('prunes counters whose window ended more than a day ago, and keeps the rest', async () => {
    const limiter = createRateLimiter(t.db);
    await limiter.consume('prune:old', { window: 60, max: 5 });
    await limiter.consume('prune:fresh', { window: 60, max: 5 });
    await t.db.execute(sql`update rate_limits set window_start = now() - interval '2 days' where key = 'prune:old'`);
    expect(await pruneRateLimits(t.db)).toBeGreaterThanOrEqual(1);
    const keys = (await t.db.execute(sql`select key from rate_limits where key like 'prune:%'`)) as unknown as {
      rows: { key: string }[];
    };
    expect(keys.rows.map((row) => row.key)).toEqual(['prune:fresh']);
  });
});
