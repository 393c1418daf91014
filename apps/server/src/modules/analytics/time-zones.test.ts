// Analytics ranges are UTC days whatever zone the server runs in (issue 23): a history with events
// half an hour either side of UTC midnight at a range's edges, written with the Node process in
// Pacific/Auckland and the database session in America/Los_Angeles, answers every analytics call
// the same with either zone anywhere, and counts each edge event in its UTC day.
import { sql } from 'drizzle-orm';
import {
  CANCELLATION_REASON_LABELS,
  type ChurnAnalysis,
  type MarketplaceSummary,
  type PaymentFailures,
  type PaymentSuccess,
  type RevenueSummary,
  type RevenueTimeline,
} from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ANALYTICS_PATHS, historyWriter } from '../../test/analytics-history.ts';
import type { Client } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';
import { signedInAdmin } from '../../test/seller-money.ts';
import { appInDatabaseZone, inNodeZone, sessionZone } from '../../test/time-zones.ts';
import { createOwnedAccount } from '../accounts/service.ts';

const MARCH = 'startDate=2025-03-01&endDate=2025-03-31';
// Per day, across both edges, per week and per month.
const RANGES = [
  MARCH,
  'startDate=2025-02-28&endDate=2025-03-01',
  'startDate=2025-03-01&endDate=2025-05-31',
  'startDate=2024-11-15&endDate=2025-12-31',
];
// Half an hour inside March at each end, and half an hour outside it.
const FIRST = '2025-03-01T00:30:00Z';
const LAST = '2025-03-31T23:30:00Z';
const BEFORE = '2025-02-28T23:30:00Z';
const AFTER = '2025-04-01T00:30:00Z';
const EDGES = [FIRST, LAST, BEFORE, AFTER];

type Answers = Record<string, unknown>;

let t: TestApp;
let admin: Client;
let utc: Answers;

const localDay = (iso: string) => {
  const at = new Date(iso);
  return [at.getFullYear(), at.getMonth() + 1, at.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
};

/** Checks the zones are really in force and would move an edge event to another day, then answers every call. */
async function answersIn(node: string, database: string): Promise<Answers> {
  const zoned = await appInDatabaseZone(t, admin, database);
  try {
    expect(await sessionZone(zoned.db)).toBe(database);
    await expectDatabaseToMoveAnEdge(zoned.db, database);
    return await inNodeZone(node, async () => {
      expect(EDGES.some((iso) => localDay(iso) !== iso.slice(0, 10))).toBe(node !== 'UTC');
      const answers: Answers = {};
      for (const range of RANGES) {
        for (const path of ANALYTICS_PATHS) {
          const res = await zoned.client.request(`/api/admin/analytics/${path}?${range}`);
          expect(res.status, `${path}?${range}`).toBe(200);
          answers[`${path}?${range}`] = ((await res.json()) as { data: unknown }).data;
        }
      }
      return answers;
    });
  } finally {
    await zoned.close();
  }
}

async function expectDatabaseToMoveAnEdge(db: Database, zone: string) {
  const values = sql.join(
    EDGES.map((iso) => sql`(${iso}::timestamptz)`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select count(*)::int as moved from (values ${values}) as e(at) where e.at::date <> (e.at at time zone 'UTC')::date`,
  )) as unknown as { rows: { moved: number }[] };
  expect(result.rows[0]!.moved > 0).toBe(zone !== 'UTC');
}

async function writeHistory(db: Database) {
  const h = historyWriter(db);
  const [a, b, c, d] = Array.from({ length: 4 }, h.account);
  // A ($100) churns at March's first half hour, B ($50) grows to $80 in its last; C and D start
  // half an hour before and after March.
  await h.move(a!, '2025-01-10T12:00:00Z', 10000);
  await h.move(b!, '2025-01-10T12:00:00Z', 5000);
  await h.move(c!, BEFORE, 3000);
  await h.move(a!, FIRST, 0);
  await h.move(b!, LAST, 8000, { plan: 'enterprise' });
  await h.move(d!, AFTER, 2000);
  await h.cancellation(a!, BEFORE, 'too_expensive', 10000);
  await h.cancellation(c!, LAST, 'missing_features', 3000);
  // First attempts: one paid and one failed inside March, one of each outside it.
  await h.attempt({ accountId: b!, amount: 3000, outcome: 'succeeded', attemptedAt: new Date(FIRST) });
  await h.attempt({
    accountId: c!,
    amount: 3000,
    outcome: 'failed',
    declineCode: 'card_declined',
    attemptedAt: new Date(LAST),
  });
  await h.attempt({ accountId: a!, amount: 1000, outcome: 'failed', attemptedAt: new Date(BEFORE) });
  await h.attempt({ accountId: d!, amount: 2000, outcome: 'succeeded', attemptedAt: new Date(AFTER) });
  const failedAt = new Date('2025-02-20T10:00:00Z');
  await h.dunning({ accountId: c!, amount: 3000, failedAt, state: 'recovered', closedAt: new Date(FIRST) });
  await h.dunning({ accountId: a!, amount: 1000, failedAt, state: 'lost', closedAt: new Date(AFTER) });
  // Theme sales: one at March's start, one after it, and one before it refunded at its end.
  const owner = (await signedInAdmin(t)).user;
  const buyer = async () => (await createOwnedAccount(db, { userId: owner.id, name: 'Buyer' })).id;
  const [alpha, beta] = [
    await createTheme(db, { name: 'Alpha', price: 4900 }),
    await createTheme(db, { name: 'Beta', price: 2900 }),
  ];
  await h.purchase({ accountId: await buyer(), themeId: alpha.id, pricePaid: 4900, createdAt: new Date(FIRST) });
  await h.purchase({ accountId: await buyer(), themeId: alpha.id, pricePaid: 4900, createdAt: new Date(AFTER) });
  await h.purchase({
    accountId: await buyer(),
    themeId: beta.id,
    pricePaid: 2900,
    createdAt: new Date(BEFORE),
    refundedAt: new Date(LAST),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t)).client;
  // Written away from UTC too: the daily rollups take their day when a row is written.
  const writer = await appInDatabaseZone(t, admin, 'America/Los_Angeles');
  try {
    expect(await sessionZone(writer.db)).toBe('America/Los_Angeles');
    await inNodeZone('Pacific/Auckland', () => writeHistory(writer.db));
  } finally {
    await writer.close();
  }
  utc = await answersIn('UTC', 'UTC');
});
afterAll(() => t.close());

describe('analytics in UTC days whatever the zones', () => {
  it('counts each event half an hour from midnight in its UTC day', () => {
    const answer = <T>(path: string, range = MARCH) => utc[`${path}?${range}`] as T;
    expect(answer<RevenueSummary>('revenue/summary')).toMatchObject({
      startMRR: 18000,
      currentMRR: 11000,
      newMRR: 0,
      churnedMRR: 10000,
      expansionMRR: 3000,
      movementCounts: { new: 0, expansion: 1, reactivation: 0, contraction: 0, churn: 1 },
    });
    const days = answer<RevenueTimeline>('revenue/timeline').points;
    const on = (date: string) => days.find((point) => point.date === date)!;
    expect(on('2025-03-01')).toMatchObject({ churnedMRR: 10000, subscriptionRevenue: 3000, marketplaceRevenue: 980 });
    expect(on('2025-03-31')).toMatchObject({ expansionMRR: 3000, mrr: 11000, marketplaceRevenue: -580 });
    const edges = answer<RevenueTimeline>('revenue/timeline', RANGES[1]).points;
    expect(edges.map((point) => [point.date, point.newMRR, point.churnedMRR])).toEqual([
      ['2025-02-28', 3000, 0],
      ['2025-03-01', 0, 10000],
    ]);
    expect(answer<ChurnAnalysis>('subscriptions/churn').reasonRows.map((row) => row.reason)).toEqual([
      CANCELLATION_REASON_LABELS.missing_features,
    ]);
    expect(answer<PaymentSuccess>('payments/success-rate')).toMatchObject({
      totalAttempts: 2,
      successfulPayments: 1,
      failedPayments: 1,
      failedAmount: 3000,
      recoveredAmount: 3000,
      lostRevenue: 0,
    });
    const failures = answer<PaymentFailures>('payments/failures');
    expect(failures.byReason).toEqual({ card_declined: { count: 1, amount: 3000, percent: 100 } });
    expect(failures.timeline.find((day) => day.date === '2025-03-31')).toMatchObject({ failed: 1 });
    expect(answer<MarketplaceSummary>('marketplace/summary')).toMatchObject({
      salesCount: 1,
      grossSales: 4900,
      refundsCount: 1,
      refundedAmount: 2900,
    });
  });

  it.each([
    ['the Node process', 'Pacific/Auckland', 'UTC'],
    ['the Node process', 'America/Los_Angeles', 'UTC'],
    ['the database session', 'UTC', 'Pacific/Auckland'],
    ['the database session', 'UTC', 'America/Los_Angeles'],
    ['both', 'America/Los_Angeles', 'Pacific/Auckland'],
  ])('answers every call as in UTC with %s away from it (Node %s, database %s)', async (_, node, database) => {
    const answers = await answersIn(node, database);
    for (const [call, answer] of Object.entries(utc)) expect(answers[call], call).toEqual(answer);
  });
});
