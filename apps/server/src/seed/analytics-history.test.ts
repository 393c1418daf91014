// Issue 23: the demo billing history is the same for the same seed, consistent as a ledger (each
// account's movements chain, MRR now equals the live subscriptions' amounts) and written once.
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_REASONS, PAID_PLANS, type PaidPlan } from '@themeport/core';
import { billingSubscriptions, subscriptionMovements } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { createTheme } from '../test/factories.ts';
import {
  CHURNS_WITH_WRONG_PAYING_SINCE,
  COHORT_MOVEMENT_MONTHS,
  COHORT_MOVEMENTS_GROUPED,
  PLAN_MOVEMENT_DAYS,
  PLAN_MOVEMENTS_GROUPED,
} from '../test/rollups.ts';
import { HISTORY_TABLES, generateAnalyticsHistory, seedAnalyticsHistory } from './analytics-history.ts';
import type { HistoryRows } from './analytics-history-rows.ts';

const NOW = new Date('2026-11-29T04:00:00Z');
const DEVELOPER = '11111111-1111-4111-8111-111111111111';
const THEMES = [
  { id: '00000000-0000-4000-8000-000000000001', price: 4900, developerId: DEVELOPER },
  { id: '00000000-0000-4000-8000-000000000002', price: 7900, developerId: null },
  { id: '00000000-0000-4000-8000-000000000003', price: 12900, developerId: null },
];
const generate = (seed: number, accountCount = 1500) =>
  generateAnalyticsHistory({ accounts: accountCount, months: 24, seed, now: NOW, themes: THEMES });

/** Problems with the ledger as a ledger; empty when it holds. */
function inconsistencies(rows: HistoryRows): string[] {
  const problems: string[] = [];
  const byAccount = new Map<string, HistoryRows['movements']>();
  for (const row of rows.movements) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
  for (const [accountId, list] of byAccount) {
    let mrr = 0;
    let last = 0;
    for (const row of list) {
      const at = row.occurredAt.getTime();
      if (row.mrrBefore !== mrr) problems.push(`${accountId}: ${row.kind} starts at ${row.mrrBefore}, not ${mrr}`);
      if (at <= last) problems.push(`${accountId}: ${row.kind} not after the previous movement`);
      if (at > NOW.getTime()) problems.push(`${accountId}: ${row.kind} in the future`);
      const plan = row.planAfter as PaidPlan | 'free';
      if (plan !== 'free' && row.mrrAfter !== PAID_PLANS[plan].amountCents) problems.push(`${accountId}: price`);
      mrr = row.mrrAfter;
      last = at;
    }
  }
  const liveByAccount = new Map<string, number>();
  for (const sub of rows.subscriptions) {
    if (sub.status !== 'active' && sub.status !== 'past_due') continue;
    if (liveByAccount.has(sub.accountId)) problems.push(`${sub.accountId}: two live subscriptions`);
    liveByAccount.set(sub.accountId, sub.amount);
  }
  for (const [accountId, list] of byAccount) {
    if (list.at(-1)!.mrrAfter !== (liveByAccount.get(accountId) ?? 0)) problems.push(`${accountId}: MRR now`);
  }
  return problems;
}

describe('the generator (no database)', () => {
  it('gives the same rows for the same seed, and other rows for another', () => {
    const first = generate(7, 200);
    expect(generate(7, 200)).toEqual(first);
    expect(generate(8, 200).movements).not.toEqual(first.movements);
  });

  it('keeps every account’s movements one chain, and MRR now is the live subscriptions’ amounts', () => {
    const rows = generate(2023);
    expect(inconsistencies(rows)).toEqual([]);
    const mrr = rows.movements.reduce((sum, row) => sum + row.mrrAfter - row.mrrBefore, 0);
    const live = rows.subscriptions
      .filter((sub) => sub.status === 'active' || sub.status === 'past_due')
      .reduce((sum, sub) => sum + sub.amount, 0);
    expect(mrr).toBe(live);
    expect(mrr).toBeGreaterThan(0);
  });

  it('tells a realistic story: every movement kind, status, outcome and a few of each edge', () => {
    const rows = generate(2023);
    expect(new Set(rows.movements.map((row) => `${row.kind}:${row.cause ?? ''}`))).toEqual(
      new Set([
        'new:',
        'expansion:',
        'contraction:voluntary',
        'churn:voluntary',
        'churn:dunning_exhausted',
        'reactivation:',
      ]),
    );
    expect(new Set(rows.subscriptions.map((sub) => sub.status))).toEqual(
      new Set(['active', 'past_due', 'canceled', 'trialing', 'paused']),
    );
    const firsts = rows.attempts.filter((row) => row.attemptNumber === 1 && row.purpose === 'subscription');
    const rate = firsts.filter((row) => row.outcome === 'succeeded').length / firsts.length;
    expect(rate).toBeGreaterThan(0.93);
    expect(rate).toBeLessThan(0.97);
    expect(new Set(rows.attempts.map((row) => row.declineCode))).toEqual(
      new Set([null, 'card_declined', 'insufficient_funds', 'expired_card', 'processing_error']),
    );
    expect(new Set(rows.attempts.map((row) => row.cardBrand))).toEqual(
      new Set(['visa', 'mastercard', 'amex', 'discover']),
    );
    const closed = rows.dunning.filter((row) => row.state !== 'open');
    const recovered = closed.filter((row) => row.state === 'recovered').length / closed.length;
    expect(recovered).toBeGreaterThan(0.3);
    expect(recovered).toBeLessThan(0.55);
    expect(rows.dunning.some((row) => row.state === 'open' && row.nextRetryAt! > NOW)).toBe(true);
    const reasons = new Set(rows.cancellations.map((row) => row.reason));
    expect(reasons).toEqual(new Set([null, ...CANCELLATION_REASONS]));
    expect(rows.cancellations.some((row) => row.withdrawnAt)).toBe(true);
    // A developer's theme is split 80/20 with its ledger lines; the platform's own is all the platform's.
    const sold = rows.purchases.filter((row) => row.developerId === DEVELOPER);
    expect(sold.every((row) => row.developerShare === row.pricePaid * 0.8)).toBe(true);
    expect(rows.ledger.filter((line) => line.type === 'sale')).toHaveLength(sold.length);
    expect(rows.purchases.some((row) => row.refundedAt)).toBe(true);
  });
});

describe('writing it', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const counts = async () => {
    const entries = await Promise.all(
      Object.entries(HISTORY_TABLES).map(async ([kind, table]) => {
        const [row] = await database.db.select({ n: count() }).from(table);
        return [kind, row!.n] as const;
      }),
    );
    return Object.fromEntries(entries);
  };

  it('writes every row once; the same seed again writes nothing', async () => {
    const { db } = database;
    await createTheme(db, { price: 4900 });
    await createTheme(db, { price: 0 });
    const options = { accounts: 120, months: 24, seed: 5, now: NOW };
    const first = await seedAnalyticsHistory(db, options);
    expect(first).toMatchObject({ seeded: true, accounts: 120 });
    const written = await counts();
    const { seeded: _seeded, ms: _ms, ...rowsWritten } = first;
    expect(written).toEqual(rowsWritten);
    expect(first.attempts).toBeGreaterThan(500);

    // MRR as the analytics will read it, from the ledger in SQL, equals the live subscriptions'.
    const [fromLedger] = await db
      .select({
        mrr: sql<string>`coalesce(sum(${subscriptionMovements.mrrAfter} - ${subscriptionMovements.mrrBefore}), 0)`,
      })
      .from(subscriptionMovements);
    const [fromLive] = await db
      .select({ mrr: sql<string>`coalesce(sum(${billingSubscriptions.amount}), 0)` })
      .from(billingSubscriptions)
      .where(sql`${billingSubscriptions.status} in ('active', 'past_due')`);
    expect(Number(fromLedger!.mrr)).toBe(Number(fromLive!.mrr));

    // The rollups analytics reads (decision 038) agree with the rows they summarise.
    const cells = (query: ReturnType<typeof sql>) =>
      db.execute(query).then((result) => (result as unknown as { rows: unknown[] }).rows);
    const rollup = await cells(sql`select day::text, purpose::text, first, outcome::text, decline_code, card_brand,
        attempts::int, amount::float8 from payment_attempt_days order by 1, 2, 3, 4, 5, 6`);
    expect(rollup.length).toBeGreaterThan(100);
    expect(rollup).toEqual(
      await cells(sql`select (attempted_at at time zone 'UTC')::date::text as day, purpose::text,
          attempt_number = 1 as first, outcome::text, coalesce(decline_code, '') as decline_code,
          coalesce(card_brand, '') as card_brand, count(*)::int as attempts, sum(amount)::float8 as amount
        from payment_attempts group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`),
    );
    expect(
      await cells(sql`select day::text, kind::text, movements, delta::float8 from movement_days order by 1, 2`),
    ).toEqual(
      await cells(sql`select (occurred_at at time zone 'UTC')::date::text as day, kind::text, count(*)::int as movements,
          sum(mrr_after - mrr_before)::float8 as delta
        from subscription_movements group by 1, 2 order by 1, 2`),
    );
    const planDays = await cells(PLAN_MOVEMENT_DAYS);
    expect(planDays.length).toBeGreaterThan(100);
    expect(planDays).toEqual(await cells(PLAN_MOVEMENTS_GROUPED));
    expect(await cells(CHURNS_WITH_WRONG_PAYING_SINCE)).toEqual([]);
    const cohortMonths = await cells(COHORT_MOVEMENT_MONTHS);
    expect(cohortMonths.length).toBeGreaterThan(10);
    expect(cohortMonths).toEqual(await cells(COHORT_MOVEMENTS_GROUPED));
    const firstMonths = sql`select distinct on (account_id) account_id,
        date_trunc('month', occurred_at at time zone 'UTC')::date as month
      from subscription_movements order by account_id, occurred_at`;
    expect(
      await cells(sql`select m.id from subscription_movements m join (${firstMonths}) f using (account_id)
        where m.cohort_month is distinct from f.month`),
    ).toEqual([]);

    expect(await seedAnalyticsHistory(db, options)).toMatchObject({ seeded: false, accounts: 0 });
    expect(await counts()).toEqual(written);
  });
});
