// The monthly payout run as a job: nothing on other days, every payable developer once on the 15th,
// never twice. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
import { Cron } from 'croner';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerPayouts } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { developerWithThemes, pastPurchase } from '../../test/seller-money.ts';
import { PAYOUT_RUN_CRON } from './payout-run-job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

const payoutsOf = (sellerId: string) => t.db.select().from(sellerPayouts).where(eq(sellerPayouts.sellerId, sellerId));

describe('the payout run on the 15th', () => {
  it('pays each developer with $50 available once on the 15th, and nobody on other days', async () => {
    const rich = await developerWithThemes(t, [4900]);
    const poor = await developerWithThemes(t, [2900]);
    // Past their 14-day hold: $39.20 × 2 available for one, $23.20 for the other (under $50).
    await pastPurchase(t, rich.themes[0]!.id, 30);
    await pastPurchase(t, rich.themes[0]!.id, 20);
    await pastPurchase(t, poor.themes[0]!.id, 30);

    const today = new Date();
    const the15th = new Cron(PAYOUT_RUN_CRON, { timezone: 'UTC', paused: true }).nextRun(today)!;
    expect(the15th.getUTCDate()).toBe(15);

    // A server started on any other day waits for the 15th.
    await t.jobs.runDue({ now: today });
    expect(await payoutsOf(rich.user.id)).toEqual([]);

    const run = await t.jobs.runDue({ now: new Date(the15th.getTime() + 1_000) });
    expect(run.failed).toBe(0);
    const paid = await payoutsOf(rich.user.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amountCents: 7840, batch: `Payout run ${the15th.toISOString().slice(0, 10)}` });
    expect(await payoutsOf(poor.user.id)).toEqual([]);

    // Later that day, and from another process's run: no second payout.
    await t.jobs.runDue({ now: new Date(the15th.getTime() + 3_600_000) });
    expect(await payoutsOf(rich.user.id)).toHaveLength(1);
  });
});
