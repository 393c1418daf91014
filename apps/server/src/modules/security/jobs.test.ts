import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEventBuckets, securityEvents, securityRecentEvents, signInHistory } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fixturePasswordHash, uniqueEmail } from '../../test/auth.ts';
import { alertsOf, recentEvents } from '../../test/security.ts';
import { createPasswordUser } from '../auth/users.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const rows = async (table: typeof securityRecentEvents | typeof securityEvents | typeof signInHistory) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('security.prune', () => {
  it('keeps the newest 1000 events of the last hour, buckets 30 days, kept events a year, sign-in history 90 days', async () => {
    const now = new Date('2031-07-01T12:00:00.000Z');
    const recent = Array.from({ length: 1100 }, (_, i) => ({
      type: 'sign_in_failure' as const,
      severity: 'low' as const,
      ip: '198.18.200.1',
      createdAt: new Date(now.getTime() - 50 * MINUTE + i * 1000),
    }));
    await t.db.insert(securityRecentEvents).values(recent);
    await t.db
      .insert(securityRecentEvents)
      .values({ type: 'sign_up', severity: 'low', createdAt: new Date(now.getTime() - 61 * MINUTE) });
    await t.db.insert(securityEventBuckets).values([
      { type: 'sign_up', bucketStart: new Date(now.getTime() - 31 * DAY), count: 3 },
      { type: 'sign_up', bucketStart: new Date(now.getTime() - 29 * DAY), count: 4 },
    ]);
    await t.db.insert(securityEvents).values([
      { type: 'brute_force', severity: 'high', details: 'old', createdAt: new Date(now.getTime() - 366 * DAY) },
      { type: 'brute_force', severity: 'high', details: 'kept', createdAt: new Date(now.getTime() - 364 * DAY) },
    ]);
    const user = await createPasswordUser(t.db, {
      email: uniqueEmail('client'),
      password: 'correct-horse',
      passwordHash: await fixturePasswordHash('correct-horse'),
      firstName: 'Test',
      lastName: 'Person',
      role: 'client',
    });
    await t.db.insert(signInHistory).values([
      { userId: user.id, outcome: 'success', createdAt: new Date(now.getTime() - 91 * DAY) },
      { userId: user.id, outcome: 'success', createdAt: new Date(now.getTime() - 89 * DAY) },
    ]);

    await t.jobs.runDue({ now });

    const kept = await recentEvents(t.db, { type: 'sign_in_failure' });
    expect(kept).toHaveLength(1000);
    expect(kept[0]!.createdAt).toEqual(recent[100]!.createdAt);
    expect(kept.at(-1)!.createdAt).toEqual(recent[1099]!.createdAt);
    expect(await recentEvents(t.db, { type: 'sign_up' })).toHaveLength(0);
    expect(await rows(securityRecentEvents)).toBe(1000);
    expect(
      (await t.db.select().from(securityEventBuckets).where(eq(securityEventBuckets.type, 'sign_up'))).map(
        (row) => row.count,
      ),
    ).toEqual([4]);
    expect((await t.db.select().from(securityEvents)).map((row) => row.details)).toEqual(['kept']);
    expect(await rows(signInHistory)).toBe(1);
  });
});

describe('security.spike-check', () => {
  const bucket = (start: Date, type: 'rate_limited' | 'csrf_refused', n: number) => ({
    type,
    bucketStart: start,
    count: n,
  });

  it('records event_spike for a type whose last bucket is far above its 6-hour baseline and has 50 events', async () => {
    const now = new Date('2031-08-01T12:01:00.000Z');
    const last = new Date('2031-08-01T11:55:00.000Z');
    const baseline = Array.from({ length: 72 }, (_, i) => new Date(last.getTime() - (i + 1) * 5 * MINUTE));
    await t.db.insert(securityEventBuckets).values([
      // rate_limited: 1–3 a bucket, then 60: a spike.
      ...baseline.map((start, i) => bucket(start, 'rate_limited', 1 + (i % 3))),
      bucket(last, 'rate_limited', 60),
      // csrf_refused: 49 with no baseline: under the 50-event floor.
      bucket(last, 'csrf_refused', 49),
    ]);

    await t.jobs.runDue({ now });

    const spikes = await recentEvents(t.db, { type: 'event_spike' });
    expect(spikes).toHaveLength(1);
    expect(spikes[0]).toMatchObject({
      severity: 'high',
      metadata: { type: 'rate_limited', count: 60, bucketStart: last.toISOString(), mean: 2 },
    });
    expect(spikes[0]!.metadata.z as number).toBeGreaterThan(3.5);
    // High: an alert needs two in the hour (spec 001 §9 thresholds).
    expect(await alertsOf(t.db, 'event_spike', 'type:rate_limited')).toHaveLength(0);
  });

  it('opens an alert at the second spike of a type within the hour', async () => {
    const last = new Date('2031-08-01T12:00:00.000Z');
    await t.db.insert(securityEventBuckets).values(bucket(last, 'rate_limited', 80));
    await t.jobs.runDue({ now: new Date('2031-08-01T12:06:00.000Z') });
    expect(await recentEvents(t.db, { type: 'event_spike' })).toHaveLength(2);
    expect(await alertsOf(t.db, 'event_spike', 'type:rate_limited')).toMatchObject([
      { severity: 'high', eventCount: 2 },
    ]);
  });
});
