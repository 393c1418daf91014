// The analytics calls over history the billing code wrote itself: subscriptions bought, upgraded
// and a theme sold at the local test-mode checkout, read back through the admin's summary.
import { PAID_PLANS, type MarketplaceSummary, type RevenueBreakdown, type RevenueSummary } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { Client } from '../../test/auth.ts';
import { subscribedOwner } from '../../test/billing.ts';
import { buyer, buyThemes, developerWithThemes, signedInAdmin } from '../../test/seller-money.ts';

let t: TestApp;
let admin: Client;

async function today<T>(path: string): Promise<T> {
  const res = await admin.request(`/api/admin/analytics/${path}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t)).client;
});
afterAll(() => t.close());

describe('history written by the local checkout', () => {
  it('shows subscriptions bought and upgraded today in the summary and the breakdown', async () => {
    const before = await today<RevenueSummary>('revenue/summary');
    expect([before.currentMRR, before.activeSubscriptions]).toEqual([0, 0]);

    await subscribedOwner(t, 'pro');
    const upgraded = await subscribedOwner(t, 'starter');
    expect((await upgraded.changePlan('pro')).status).toBe(200);

    const pro = PAID_PLANS.pro.amountCents;
    const starter = PAID_PLANS.starter.amountCents;
    const summary = await today<RevenueSummary>('revenue/summary');
    expect(summary).toMatchObject({
      startMRR: 0,
      currentMRR: 2 * pro,
      currentARR: 24 * pro,
      activeSubscriptions: 2,
      newSubscriptions: 2,
      newMRR: pro + starter,
      expansionMRR: pro - starter,
      avgRevenuePerUser: pro,
      movementCounts: { new: 2, expansion: 1, reactivation: 0, contraction: 0, churn: 0 },
    });
    const breakdown = await today<RevenueBreakdown>('revenue/breakdown');
    expect(breakdown.byPlan).toEqual({ pro: { count: 2, mrr: 2 * pro, percent: 100 } });
    expect(breakdown.byStatus.active).toEqual({ count: 2, mrr: 2 * pro });
  });

  it("counts a theme sold at checkout in the marketplace summary with the platform's 20%", async () => {
    const developer = await developerWithThemes(t, [4900]);
    expect(await buyThemes(await buyer(t), [developer.themes[0]!.id])).toBe(200);
    const market = await today<MarketplaceSummary>('marketplace/summary');
    expect(market).toMatchObject({ salesCount: 1, grossSales: 4900, platformRevenue: 980, developerEarnings: 3920 });
    expect(market.topThemes).toEqual([
      { themeId: developer.themes[0]!.id, name: developer.themes[0]!.name, sales: 1, gross: 4900 },
    ]);
  });
});
