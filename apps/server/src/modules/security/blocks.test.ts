import { rateLimitMessage, SECURITY_RULES } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityAllowlist } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { blocksOf, freshIp, freshSubject, monitorFor, recentEvents } from '../../test/security.ts';
import { blockDurationMs, matchesAllowlist } from './blocks.ts';
import type { SecurityMonitor } from './monitor.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
let monitor: SecurityMonitor;

beforeAll(async () => {
  // The app reads the active blocks on every request (blockRefreshMs 0): blocks the test's monitor
  // (another process) makes apply at once.
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' }, { securityOptions: { blockRefreshMs: 0 } });
  monitor = monitorFor(t);
}, 180_000);
afterAll(() => t.close());

const get = (path: string, ip: string) => t.app.request(path, { headers: { 'x-forwarded-for': ip } });
const signIn = (ip: string) =>
  t.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, 'content-type': 'application/json', origin: t.config.publicUrl },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
  });

async function bruteForce(ip: string, from = new Date(Date.now() - 6000)) {
  for (let i = 0; i < 6; i++)
    await monitor.record({
      type: 'sign_in_failure',
      ip,
      subject: freshSubject(),
      at: new Date(from.getTime() + i * 1000),
    });
}

describe('blockGuard', () => {
  it('answers a blocked address 429 with Retry-After on the API, but not its health check or other addresses', async () => {
    const ip = freshIp();
    expect((await signIn(ip)).status).toBe(401);
    await bruteForce(ip);

    const refused = await signIn(ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(15 * 60 - 30);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toEqual({ error: rateLimitMessage(retryAfter), code: 'RATE_LIMITED' });
    expect((await get('/api/me', ip)).status).toBe(429);
    expect((await get('/api/health', ip)).status).toBe(200);
    expect((await get('/api/me', freshIp())).status).toBe(200);
  });

  it('lets the address in again when its block is lifted, which records ip_unblocked and keeps the row', async () => {
    const ip = freshIp();
    await bruteForce(ip);
    expect((await get('/api/me', ip)).status).toBe(429);
    const [block] = await blocksOf(t.db, ip);
    const lifted = await monitor.liftBlock({ blockId: block!.id, by: null });
    expect(lifted).toMatchObject({ id: block!.id, liftedAt: expect.any(Date) });
    expect((await get('/api/me', ip)).status).toBe(200);
    expect(await recentEvents(t.db, { type: 'ip_unblocked', ip })).toHaveLength(1);
    expect(await monitor.liftBlock({ blockId: block!.id, by: null })).toBeNull();
  });

  it('sees a block made by another process within its refresh time, and its own at once', async () => {
    const { createSecurityMonitor } = await import('./monitor.ts');
    const { createLogger } = await import('../../logger.ts');
    const { createMailSender } = await import('../../adapters/mail/index.ts');
    const slow = createSecurityMonitor(
      { db: t.db, config: t.config, logger: createLogger(t.config), mail: createMailSender(t.config, t.db) },
      { blockRefreshMs: 60_000 },
    );
    const ip = freshIp();
    expect(await slow.blockedUntil(ip)).toBeNull(); // reads the blocks now, then keeps them a minute
    await monitor.blockIp({ ip, reason: 'manual' });
    expect(await slow.blockedUntil(ip)).toBeNull();
    const own = freshIp();
    await slow.blockIp({ ip: own, reason: 'manual' });
    expect(await slow.blockedUntil(own)).toBeInstanceOf(Date);
    expect(await slow.blockedUntil(ip)).toBeInstanceOf(Date);
  });
});

describe('blocks', () => {
  it('never blocks an allow-listed address (a range or one address), though the detection is recorded', async () => {
    await t.db.insert(securityAllowlist).values([{ cidr: '198.51.100.0/24' }, { cidr: '2001:db8::7' }]);
    for (const ip of ['198.51.100.7', '::ffff:198.51.100.8', '2001:db8::7']) {
      await bruteForce(ip);
      expect(await recentEvents(t.db, { type: 'brute_force', ip })).toHaveLength(1);
      expect(await blocksOf(t.db, ip)).toHaveLength(0);
      expect((await get('/api/me', ip)).status).toBe(200);
    }
    expect(await monitor.blockIp({ ip: '198.51.100.9', reason: 'manual' })).toEqual({ outcome: 'allowlisted' });
    expect(matchesAllowlist('198.51.101.1', ['198.51.100.0/24', 'not an address'])).toBe(false);
  });

  it('doubles a block for each block of the address in the last day, at most 24 hours', async () => {
    const ip = freshIp();
    const t0 = new Date('2031-05-06T00:00:00.000Z');
    // Each brute force comes after the last block ended.
    for (const [i, start] of [0, 1, 3, 6].entries()) await bruteForce(ip, new Date(t0.getTime() + start * HOUR + i));
    const blocks = await blocksOf(t.db, ip);
    expect(
      blocks.map((block) => [block.level, (block.expiresAt.getTime() - block.createdAt.getTime()) / MINUTE]),
    ).toEqual([
      [1, 15],
      [2, 30],
      [3, 60],
      [4, 120],
    ]);
    // More than a day after the last one: the first level again.
    await bruteForce(ip, new Date(t0.getTime() + 31 * HOUR));
    expect((await blocksOf(t.db, ip)).at(-1)).toMatchObject({ level: 1 });

    expect(blockDurationMs(7)).toBe(16 * HOUR);
    expect(blockDurationMs(8)).toBe(SECURITY_RULES.block.maxMs);
    expect(blockDurationMs(30)).toBe(24 * HOUR);
  });

  it('makes one block of an address blocked twice at once, and refuses a broken address', async () => {
    const ip = freshIp();
    const results = await Promise.all([
      monitor.blockIp({ ip, reason: 'manual' }),
      monitor.blockIp({ ip, reason: 'manual' }),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['already_blocked', 'blocked']);
    expect(await blocksOf(t.db, ip)).toHaveLength(1);
    expect(await monitor.blockIp({ ip: 'not-an-ip', reason: 'manual' })).toEqual({ outcome: 'invalid_ip' });
  });
});
