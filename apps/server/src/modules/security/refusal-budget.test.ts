import { SECURITY_ALERT_THRESHOLDS, SECURITY_RULES } from '@themeport/core';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEventBuckets } from '../../db/schema.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client } from '../../test/auth.ts';
import { recentEvents } from '../../test/security.ts';
import { createRefusalBudget } from './refusal-budget.ts';

// Decision 041: a flood of refused requests from one address is counted, not written row by row.

async function bucketTotal(t: TestApp) {
  const [row] = await t.db
    .select({ n: sum(securityEventBuckets.count).mapWith(Number) })
    .from(securityEventBuckets)
    .where(eq(securityEventBuckets.type, 'unauthorized'));
  return row?.n ?? 0;
}

describe('the refusal budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { TRUSTED_PROXY: 'X-Forwarded-For' },
      { securityOptions: { blockRefreshMs: 0, refusalBudget: { perMinute: 3, flushMs: 0 } } },
    );
  });
  afterAll(() => t?.close());

  it("records an address's first refusals of a minute in full and only counts the rest; another address has its own", async () => {
    const flood = new Client(t);
    const minute = () => Math.floor(Date.now() / 60_000);
    const firstMinute = minute();
    for (let n = 0; n < 7; n += 1) expect((await flood.request('/api/me/sessions')).status).toBe(401);
    // Seven in one minute: three in full (a minute boundary in between gives each minute three).
    const minutes = minute() - firstMinute + 1;
    const other = new Client(t);
    expect((await other.request('/api/me/sessions')).status).toBe(401);

    expect(await recentEvents(t.db, { type: 'unauthorized', ip: flood.ip })).toHaveLength(Math.min(7, 3 * minutes));
    expect(await recentEvents(t.db, { type: 'unauthorized', ip: other.ip })).toHaveLength(1);
    // The tiles and the spike rule still see all eight.
    expect(await bucketTotal(t)).toBe(8);
  });

  it('keeps the counts in memory until the flush, then adds them to their bucket in one write', async () => {
    const before = await bucketTotal(t);
    const budget = createRefusalBudget(t.db, createLogger(t.config), { perMinute: 1, flushMs: 60_000 });
    const at = new Date();
    expect(await budget.admit('unauthorized', '198.51.100.7', at)).toBe(true);
    expect(await budget.admit('unauthorized', '198.51.100.7', at)).toBe(false);
    expect(await budget.admit('unauthorized', '198.51.100.7', at)).toBe(false);
    // A new minute is a new budget.
    expect(await budget.admit('unauthorized', '198.51.100.7', new Date(at.getTime() + 60_000))).toBe(true);
    expect(await bucketTotal(t)).toBe(before);
    await budget.flush();
    expect(await bucketTotal(t)).toBe(before + 2);
  });

  it('lies above every alert threshold, so what a rule or alert needs is in the window', () => {
    expect(SECURITY_RULES.refusalBudget.perMinute).toBeGreaterThan(
      Math.max(...Object.values(SECURITY_ALERT_THRESHOLDS)),
    );
  });
});

describe('the refusal budget at a normal stop', () => {
  it('writes the counts it holds when the app closes, before the database does', async () => {
    const t = await createTestApp(
      {},
      { securityOptions: { blockRefreshMs: 0, refusalBudget: { perMinute: 1, flushMs: 60_000 } } },
    );
    try {
      const before = await bucketTotal(t);
      const flood = new Client(t);
      for (let n = 0; n < 4; n += 1) expect((await flood.request('/api/me/sessions')).status).toBe(401);
      // The first is written in full; the other three wait in memory for a flush a minute away.
      expect(await bucketTotal(t)).toBeLessThan(before + 4);
      await t.app.close();
      expect(await bucketTotal(t)).toBe(before + 4);
    } finally {
      await t.close();
    }
  });
});
