import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createRateLimiter } from './rate-limiter.ts';

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
});
