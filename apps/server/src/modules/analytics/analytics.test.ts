// The admin analytics calls over a hand-computed history (docs/analytics.md has the definitions):
// four accounts paying $100 at 1 March 2025, then in March a churn of $10, a contraction of $10
// and an expansion of $10 (ChartMogul's example: gross MRR churn 20%, net 10%), and the months
// around it for joined-and-left, involuntary churn, reactivation, cohorts, LTV and the forecast.
import {
  ANALYTICS_TEXT,
  CHURN_REASON_PAYMENT_FAILED,
  CANCELLATION_REASON_LABELS,
  type ChurnAnalysis,
  type MarketplaceSummary,
  type PaymentFailures,
  type PaymentSuccess,
  type RevenueBreakdown,
  type RevenueForecast,
  type RevenueSummary,
  type RevenueTimeline,
  type SubscriptionCohorts,
  type SubscriptionMetrics,
} from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ANALYTICS_PATHS, historyWriter } from '../../test/analytics-history.ts';
import { Client, signedInClient, signedInOwner } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';
import { signedInAdmin } from '../../test/seller-money.ts';
import { createOwnedAccount } from '../accounts/service.ts';

let t: TestApp;
let admin: Client;

async function get<T>(path: string, query: string): Promise<T> {
  const res = await admin.request(`/api/admin/analytics/${path}?${query}`);
  const body = (await res.json()) as { success: boolean; data: T };
  if (res.status !== 200) throw new Error(`${path}?${query}: ${res.status} ${JSON.stringify(body)}`);
  expect(body.success).toBe(true);
  return body.data;
}

const MARCH = 'startDate=2025-03-01&endDate=2025-03-31';
const APRIL = 'startDate=2025-04-01&endDate=2025-04-30';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t)).client;
  const h = historyWriter(t.db);
  const [a, b, c, d, e, f] = Array.from({ length: 6 }, h.account);
  // January and February: A $10, B $30, C $30 and F $20 start; F leaves; D $30 starts.
  await h.move(f!, '2025-01-02T10:00:00Z', 2000);
  await h.move(a!, '2025-01-05T10:00:00Z', 1000, { plan: 'starter' });
  await h.move(b!, '2025-01-06T10:00:00Z', 3000);
  await h.move(c!, '2025-01-07T10:00:00Z', 3000);
  await h.move(d!, '2025-02-10T10:00:00Z', 3000);
  await h.cancellation(f!, '2025-02-14T09:00:00Z', 'missing_features', 2000);
  await h.move(f!, '2025-02-15T10:00:00Z', 0);
  // 1 March 00:00Z: $100 from A, B, C, D. March: A churns at the first instant, B contracts, and C
  // expands at the last second.
  await h.cancellation(a!, '2025-02-20T09:00:00Z', 'too_expensive', 1000);
  await h.move(a!, '2025-03-01T00:00:00Z', 0);
  await h.move(b!, '2025-03-15T12:00:00Z', 2000, { plan: 'starter' });
  await h.move(c!, '2025-03-31T23:59:59Z', 4000, { plan: 'enterprise' });
  // April: E joins at the first instant and is lost to dunning; D churns without a reason.
  await h.move(e!, '2025-04-01T00:00:00Z', 500, { plan: 'starter' });
  await h.move(e!, '2025-04-20T08:00:00Z', 0, { cause: 'dunning_exhausted' });
  await h.move(d!, '2025-04-25T08:00:00Z', 0);
  // May: F comes back, B grows.
  await h.move(f!, '2025-05-10T08:00:00Z', 2000);
  await h.move(b!, '2025-05-12T08:00:00Z', 2500, { plan: 'pro' });

  // March's payments: B paid first time; C's invoice failed, then was paid on retry (recovered);
  // D's failed twice and was given up on the last second; a theme paid by Mastercard.
  await h.attempt({ accountId: b!, amount: 3000, outcome: 'succeeded', attemptedAt: new Date('2025-03-01T00:00:00Z') });
  await h.attempt({
    accountId: c!,
    invoiceRef: 'in_c',
    amount: 3000,
    outcome: 'failed',
    declineCode: 'card_declined',
    attemptedAt: new Date('2025-03-02T10:00:00Z'),
  });
  await h.attempt({
    accountId: c!,
    invoiceRef: 'in_c',
    attemptNumber: 2,
    amount: 3000,
    outcome: 'succeeded',
    attemptedAt: new Date('2025-03-05T10:00:00Z'),
  });
  for (const attemptNumber of [1, 2]) {
    await h.attempt({
      accountId: d!,
      invoiceRef: 'in_d',
      attemptNumber,
      amount: 1000,
      outcome: 'failed',
      declineCode: 'insufficient_funds',
      cardBrand: 'mastercard',
      attemptedAt: new Date(`2025-03-0${attemptNumber + 2}T10:00:00Z`),
    });
  }
  await h.attempt({
    accountId: e!,
    purpose: 'theme',
    amount: 4900,
    outcome: 'succeeded',
    cardBrand: 'mastercard',
    attemptedAt: new Date('2025-03-31T23:59:59Z'),
  });
  // Outside March: a first attempt at its first instant after.
  await h.attempt({ accountId: c!, amount: 4000, outcome: 'failed', attemptedAt: new Date('2025-04-01T00:00:00Z') });
  const failedAt = new Date('2025-03-02T10:00:00Z');
  await h.dunning({
    accountId: c!,
    invoiceRef: 'in_c',
    amount: 3000,
    failedAt,
    state: 'recovered',
    closedAt: new Date('2025-03-05T10:00:00Z'),
  });
  await h.dunning({
    accountId: d!,
    invoiceRef: 'in_d',
    amount: 1000,
    failedAt,
    state: 'lost',
    closedAt: new Date('2025-03-31T23:59:59Z'),
  });
  await h.dunning({ accountId: b!, amount: 2000, failedAt: new Date('2025-03-20T10:00:00Z') });
  await h.dunning({
    accountId: b!,
    amount: 5000,
    failedAt,
    state: 'recovered',
    closedAt: new Date('2025-04-01T00:00:00Z'),
  });

  // March's theme sales (each buyer its own account): two of T1, one refunded; one of T2; a free
  // one; and the refund in March of a February sale.
  const owner = await signedInOwner(t);
  const buyer = async () => (await createOwnedAccount(t.db, { userId: owner.user.id, name: 'Buyer' })).id;
  const [t1, t2, free] = [
    await createTheme(t.db, { name: 'Alpha', price: 4900 }),
    await createTheme(t.db, { name: 'Beta', price: 2900 }),
    await createTheme(t.db, { name: 'Gratis' }),
  ];
  const at = (iso: string) => new Date(iso);
  await h.purchase({
    accountId: await buyer(),
    themeId: t1.id,
    pricePaid: 4900,
    createdAt: at('2025-03-03T10:00:00Z'),
  });
  await h.purchase({
    accountId: await buyer(),
    themeId: t1.id,
    pricePaid: 4900,
    createdAt: at('2025-03-04T10:00:00Z'),
    refundedAt: at('2025-03-10T10:00:00Z'),
  });
  await h.purchase({
    accountId: await buyer(),
    themeId: t2.id,
    pricePaid: 2900,
    createdAt: at('2025-03-05T10:00:00Z'),
  });
  await h.purchase({ accountId: await buyer(), themeId: free.id, pricePaid: 0, createdAt: at('2025-03-06T10:00:00Z') });
  await h.purchase({
    accountId: await buyer(),
    themeId: t1.id,
    pricePaid: 4900,
    createdAt: at('2025-02-20T10:00:00Z'),
    refundedAt: at('2025-03-02T10:00:00Z'),
  });
});
afterAll(() => t.close());

describe('revenue', () => {
  it("gives ChartMogul's example: start $100, churn $10, contraction $10, expansion $10", async () => {
    const s = await get<RevenueSummary>('revenue/summary', MARCH);
    expect(s).toMatchObject({
      startDate: '2025-03-01',
      endDate: '2025-03-31',
      startMRR: 10000,
      currentMRR: 9000,
      currentARR: 108000,
      netMRRChange: -1000,
      netMRRChangePercent: -10,
      activeSubscriptions: 3,
      newSubscriptions: 0,
      churnedSubscriptions: 1,
      avgRevenuePerUser: 3000,
      newMRR: 0,
      expansionMRR: 1000,
      reactivationMRR: 0,
      contractionMRR: 1000,
      churnedMRR: 1000,
      movementCounts: { new: 0, expansion: 1, reactivation: 0, contraction: 1, churn: 1 },
    });
    const churn = await get<ChurnAnalysis>('subscriptions/churn', MARCH);
    expect(churn.metrics).toMatchObject({
      grossChurnRate: 20,
      netChurnRate: 10,
      revenueChurnRate: 10,
      customerChurnRate: 25,
      netRevenueRetention: 90,
      grossRevenueRetention: 80,
      monthlyChurnRate: 24.19,
    });
    expect(churn.metrics.annualChurnRate).toBeCloseTo((1 - (1 - 0.2419) ** 12) * 100, 1);
  });

  it('holds End = Start + New + Expansion + Reactivation − Contraction − Churn over every kind', async () => {
    const s = await get<RevenueSummary>('revenue/summary', 'startDate=2025-03-01&endDate=2025-05-31');
    expect([s.startMRR, s.newMRR, s.expansionMRR, s.reactivationMRR, s.contractionMRR, s.churnedMRR]).toEqual([
      10000, 500, 1500, 2000, 1000, 4500,
    ]);
    expect(s.currentMRR).toBe(8500);
    expect(s.currentMRR).toBe(
      s.startMRR + s.newMRR + s.expansionMRR + s.reactivationMRR - s.contractionMRR - s.churnedMRR,
    );
    expect(s.activeSubscriptions).toBe(3);
  });

  it('counts a movement at 23:59:59Z on endDate and at 00:00Z on startDate, not one at 00:00Z the day after', async () => {
    const march = await get<RevenueSummary>('revenue/summary', MARCH);
    const april = await get<RevenueSummary>('revenue/summary', APRIL);
    // C's expansion at 31 March 23:59:59Z is March's; E's start at 1 April 00:00Z is April's.
    expect([march.expansionMRR, march.newMRR, april.newMRR, april.startMRR]).toEqual([1000, 0, 500, 9000]);
    // A's churn at 1 March 00:00Z: paying at the start, gone in March.
    expect(march.churnedMRR).toBe(1000);
    const toThe30th = await get<RevenueSummary>('revenue/summary', 'startDate=2025-03-01&endDate=2025-03-30');
    expect([toThe30th.expansionMRR, toThe30th.currentMRR]).toEqual([0, 8000]);
  });

  it('draws the timeline per day with MRR at each bucket end, movements and cash', async () => {
    const timeline = await get<RevenueTimeline>('revenue/timeline', MARCH);
    expect(timeline.interval).toBe('day');
    expect(timeline.points).toHaveLength(31);
    const on = (date: string) => timeline.points.find((point) => point.date === date)!;
    expect(on('2025-03-01')).toMatchObject({
      mrr: 9000,
      activeSubscriptions: 3,
      churnedMRR: 1000,
      subscriptionRevenue: 3000,
    });
    expect(on('2025-03-15')).toMatchObject({ mrr: 8000, contractionMRR: 1000 });
    expect(on('2025-03-31')).toMatchObject({ mrr: 9000, expansionMRR: 1000 });
    expect(on('2025-03-03').marketplaceRevenue).toBe(980);
    expect(on('2025-03-10').marketplaceRevenue).toBe(-980);
    expect(on('2025-03-05')).toMatchObject({ subscriptionRevenue: 3000, marketplaceRevenue: 580 });
  });

  it('buckets longer ranges per week and per month, the first bucket labelled with startDate', async () => {
    const weeks = await get<RevenueTimeline>('revenue/timeline', 'startDate=2025-03-01&endDate=2025-05-31');
    expect(weeks.interval).toBe('week');
    expect(weeks.points[0]!.date).toBe('2025-03-01');
    expect(weeks.points[1]!.date).toBe('2025-03-03'); // a Monday
    expect(weeks.points.at(-1)!.mrr).toBe(8500);
    const months = await get<RevenueTimeline>('revenue/timeline', 'startDate=2024-07-15&endDate=2025-12-31');
    expect(months.interval).toBe('month');
    expect(months.points.map((point) => point.date).slice(0, 2)).toEqual(['2024-07-15', '2024-08-01']);
    expect(months.points).toHaveLength(18);
    expect(months.points.find((point) => point.date === '2025-03-01')!.mrr).toBe(9000);
  });

  it('breaks MRR down by plan at the range end', async () => {
    const breakdown = await get<RevenueBreakdown>('revenue/breakdown', MARCH);
    expect(breakdown.byPlan).toEqual({
      starter: { count: 1, mrr: 2000, percent: 22.22 },
      pro: { count: 1, mrr: 3000, percent: 33.33 },
      enterprise: { count: 1, mrr: 4000, percent: 44.44 },
    });
  });

  it('forecasts from the trailing six months of net MRR growth', async () => {
    const forecast = await get<RevenueForecast>('revenue/forecast', 'startDate=2025-06-01&endDate=2025-06-30');
    // MRR on the 1st of Feb…Jun: 9000, 10000, 9000, 6000, 8500 (December and January: nothing to grow from).
    const rates = [10000 / 9000 - 1, 9000 / 10000 - 1, 6000 / 9000 - 1, 8500 / 6000 - 1];
    const mean = rates.reduce((x, y) => x + y) / rates.length;
    expect(forecast.trailingMonths).toBe(4);
    expect(forecast.monthlyGrowthRate).toBeCloseTo(mean * 100, 2);
    expect(forecast.points).toHaveLength(6);
    expect(forecast.points[0]).toMatchObject({ month: '2025-07', mrr: Math.round(8500 * (1 + mean)) });
    expect(forecast.points[0]!.low).toBeLessThan(forecast.points[0]!.mrr);
    expect(forecast.points[0]!.high).toBeGreaterThan(forecast.points[0]!.mrr);
  });
});

describe('subscriptions and churn', () => {
  it('leaves an account that joined and left in the range out of customer churn, and splits involuntary churn', async () => {
    const churn = await get<ChurnAnalysis>('subscriptions/churn', APRIL);
    expect(churn.customersAtStart).toBe(3);
    expect(churn.metrics.customerChurnRate).toBe(33.33); // D only: E joined and left
    expect([churn.totalChurned, churn.voluntaryChurned, churn.involuntaryChurned]).toEqual([2, 1, 1]);
    expect([churn.voluntaryMRR, churn.involuntaryMRR]).toEqual([3000, 500]);
    // D left without saying why (no cancellation asked in April); E's retries ran out.
    expect(churn.reasons).toEqual({ [CHURN_REASON_PAYMENT_FAILED]: 1 });
    expect(churn.metrics.grossChurnRate).toBe(38.89);
  });

  it('counts the reasons of the cancellations asked in the range, with the MRR they put at risk', async () => {
    const february = await get<ChurnAnalysis>('subscriptions/churn', 'startDate=2025-02-01&endDate=2025-02-28');
    expect(february.reasonRows).toEqual([
      { reason: CANCELLATION_REASON_LABELS.missing_features, count: 1, percentage: 50, mrr: 2000 },
      { reason: CANCELLATION_REASON_LABELS.too_expensive, count: 1, percentage: 50, mrr: 1000 },
    ]);
    // A's churn on 1 March was decided in February: March has no cancellation to explain.
    const march = await get<ChurnAnalysis>('subscriptions/churn', MARCH);
    expect(march.reasonRows).toEqual([]);
  });

  it('computes LTV as ARPA over the trailing six-month average customer churn, null when that churn is 0', async () => {
    const june = await get<ChurnAnalysis>('subscriptions/churn', 'startDate=2025-06-01&endDate=2025-06-30');
    // Feb 1/4, Mar 1/4, Apr 1/3, May 0 (Dec and Jan had nobody at the start); ARPA 8500 / 3.
    const trailing = (0.25 + 0.25 + 1 / 3 + 0) / 4;
    expect(june.ltv).toBe(Math.round(Math.round(8500 / 3) / trailing));
    const january = await get<ChurnAnalysis>('subscriptions/churn', 'startDate=2025-01-01&endDate=2025-01-31');
    expect(january.ltv).toBeNull();
    expect(january.metrics.customerChurnRate).toBeNull();
  });

  it('gives the subscription metrics and the lifecycle per bucket', async () => {
    const metrics = await get<SubscriptionMetrics>('subscriptions/metrics', MARCH);
    expect(metrics).toMatchObject({
      newThisMonth: 0,
      canceledThisMonth: 1,
      churnRate: 25,
      retentionRate: 75,
      averageLifetime: 4.13,
      trialConversionRate: null,
      interval: 'day',
    });
    expect(metrics.lifecycle).toHaveLength(31);
    expect(metrics.lifecycle[0]).toEqual({ date: '2025-03-01', active: 3, started: 0, stopped: 1 });
  });

  it('builds monthly cohorts with customer and net MRR retention', async () => {
    const { cohorts } = await get<SubscriptionCohorts>(
      'subscriptions/cohorts',
      'startDate=2025-06-01&endDate=2025-06-30&limit=6',
    );
    expect(cohorts.map((row) => [row.cohortMonth, row.initialCount, row.initialMRR])).toEqual([
      ['2025-04', 1, 500],
      ['2025-02', 1, 3000],
      ['2025-01', 4, 9000],
    ]);
    const january = cohorts[2]!;
    expect(january.retentionData.map((cell) => cell.percentage)).toEqual([75, 50, 50, 75, 75]);
    expect(january.retentionData.map((cell) => cell.mrrPercentage)).toEqual([77.78, 66.67, 66.67, 94.44, 94.44]);
    expect(january.avgLifetimeMonths).toBe(4.25);
    // MRR at the end of each complete month: 9000 + 7000 + 6000 + 6000 + 8500 + 8500, over 4.
    expect(january.ltv).toBe(11250);
    expect(cohorts[1]!.retentionData.map((cell) => cell.percentage)).toEqual([100, 0, 0, 0]);
    const [newest] = (
      await get<SubscriptionCohorts>('subscriptions/cohorts', 'startDate=2025-06-01&endDate=2025-06-30&limit=2')
    ).cohorts;
    expect(newest).toBeUndefined(); // no first payment in May or June
  });
});

describe('payments and the marketplace', () => {
  it('rates first attempts and recovery over dunning cases closed in the range', async () => {
    const success = await get<PaymentSuccess>('payments/success-rate', MARCH);
    expect(success).toMatchObject({
      successRate: 50,
      totalAttempts: 6,
      successfulPayments: 3,
      failedPayments: 2,
      failedAmount: 4000,
      avgRetrySuccess: 50,
      recoveredAmount: 3000,
      lostRevenue: 1000,
      recoveryRate: 75,
      activeRecoveries: 1,
    });
  });

  it('groups first-attempt failures by code and card brand, and over time with recoveries', async () => {
    const failures = await get<PaymentFailures>('payments/failures', MARCH);
    expect(failures.byReason).toEqual({
      card_declined: { count: 1, amount: 3000, percent: 50 },
      insufficient_funds: { count: 1, amount: 1000, percent: 50 },
    });
    expect(failures.byMethod).toEqual({
      visa: { total: 2, failures: 1, rate: 50 },
      mastercard: { total: 2, failures: 1, rate: 50 },
    });
    expect(failures.timeline.find((day) => day.date === '2025-03-05')).toEqual({
      date: '2025-03-05',
      failed: 0,
      failedAmount: 0,
      recovered: 1,
      recoveredAmount: 3000,
    });
  });

  it('sums theme sales, the platform share, refunds and total revenue with subscriptions', async () => {
    const market = await get<MarketplaceSummary>('marketplace/summary', MARCH);
    expect(market).toMatchObject({
      salesCount: 3,
      grossSales: 12700,
      platformRevenue: 2540,
      developerEarnings: 10160,
      refundsCount: 2,
      refundedAmount: 9800,
      netMarketplaceRevenue: 580,
      subscriptionRevenue: 6000,
      totalRevenue: 6580,
    });
    expect(market.topThemes.map((theme) => [theme.name, theme.sales, theme.gross])).toEqual([
      ['Alpha', 2, 9800],
      ['Beta', 1, 2900],
    ]);
  });
});

describe('empty ranges and bad input', () => {
  const EMPTY = 'startDate=1990-01-01&endDate=1990-01-31';

  it('answers zeros and nulls for a range with no history', async () => {
    expect(await get<RevenueSummary>('revenue/summary', EMPTY)).toMatchObject({
      currentMRR: 0,
      startMRR: 0,
      netMRRChangePercent: null,
      activeSubscriptions: 0,
      avgRevenuePerUser: 0,
    });
    const churn = await get<ChurnAnalysis>('subscriptions/churn', EMPTY);
    expect(Object.values(churn.metrics).every((value) => value === null)).toBe(true);
    expect([churn.ltv, churn.reasonRows]).toEqual([null, []]);
    const success = await get<PaymentSuccess>('payments/success-rate', EMPTY);
    expect([success.successRate, success.recoveryRate, success.avgRetrySuccess, success.failedAmount]).toEqual([
      null,
      null,
      null,
      0,
    ]);
    const forecast = await get<RevenueForecast>('revenue/forecast', EMPTY);
    expect([forecast.monthlyGrowthRate, forecast.points[0]!.mrr]).toEqual([null, 0]);
    for (const path of [
      'revenue/timeline',
      'revenue/breakdown',
      'subscriptions/metrics',
      'subscriptions/cohorts',
      'payments/failures',
      'marketplace/summary',
    ]) {
      await get(path, EMPTY);
    }
  });

  it('defaults to the last 30 days ending today (UTC)', async () => {
    const s = await get<RevenueSummary>('revenue/summary', '');
    const today = new Date().toISOString().slice(0, 10);
    expect(s.endDate).toBe(today);
    expect(Date.parse(s.endDate) - Date.parse(s.startDate)).toBe(29 * 86_400_000);
  });

  it.each([
    ['startDate=2025-02-30&endDate=2025-03-01', ANALYTICS_TEXT.badDate],
    ['startDate=01/03/2025', ANALYTICS_TEXT.badDate],
    ['startDate=2025-03-02&endDate=2025-03-01', ANALYTICS_TEXT.endBeforeStart],
    ['startDate=2020-01-01&endDate=2025-01-02', ANALYTICS_TEXT.rangeTooLong],
  ])('refuses %s with 400 and its message', async (query, message) => {
    const res = await admin.request(`/api/admin/analytics/revenue/summary?${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });

  it('refuses a cohort limit out of range', async () => {
    const res = await admin.request('/api/admin/analytics/subscriptions/cohorts?limit=25');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(ANALYTICS_TEXT.badLimit);
  });

  it('answers 403 to a signed-in non-admin and 401 to nobody, on every call', async () => {
    const client = (await signedInClient(t)).client;
    const nobody = new Client(t);
    for (const path of ANALYTICS_PATHS) {
      expect((await client.request(`/api/admin/analytics/${path}`)).status).toBe(403);
      expect((await nobody.request(`/api/admin/analytics/${path}`)).status).toBe(401);
    }
  });
});
