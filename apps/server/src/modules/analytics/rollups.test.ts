// The rollups analytics reads (decision 038) against the rows they summarise, after real billing
// flows: payment_attempt_days must equal a group-by of payment_attempts, and every movement must
// carry its account's cohort month, or the charts would drift from the ledger without a sound.
import { sql } from 'drizzle-orm';
import type { CheckoutSessionCreated } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInOwner } from '../../test/auth.ts';
import { subscribedOwner, VISA } from '../../test/billing.ts';
import { createTheme } from '../../test/factories.ts';
import {
  CHURNS_WITH_WRONG_PAYING_SINCE,
  COHORT_MOVEMENT_MONTHS,
  COHORT_MOVEMENTS_GROUPED,
  PLAN_MOVEMENT_DAYS,
  PLAN_MOVEMENTS_GROUPED,
} from '../../test/rollups.ts';
import { cardPayment, TEST_CARDS } from '../../test/shared-data.ts';
import { insertPaymentAttempt } from '../billing/queries/payment-attempts.ts';
import { runLocalBilling } from '../billing/renewals.ts';

let t: TestApp;

beforeAll(async () => {
  // Each signed-in client its own address: the file signs in more owners than one address may.
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The rollup, and the same cells counted from payment_attempts, in one order. */
const rollup = () =>
  rows(sql`select day::text as day, purpose::text as purpose, first, outcome::text as outcome, decline_code,
      card_brand, attempts::int as attempts, amount::float8 as amount
    from payment_attempt_days order by 1, 2, 3, 4, 5, 6`);
const groupedAttempts = () =>
  rows(sql`select (attempted_at at time zone 'UTC')::date::text as day, purpose::text as purpose,
      attempt_number = 1 as first, outcome::text as outcome, coalesce(decline_code, '') as decline_code,
      coalesce(card_brand, '') as card_brand, count(*)::int as attempts, sum(amount)::float8 as amount
    from payment_attempts group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`);

describe('payment_attempt_days', () => {
  it('equals a group-by of payment_attempts after declines, retries, a replay and a theme sale', async () => {
    const owner = await signedInOwner(t);
    const res = await owner.client.post(`/api/accounts/${owner.account.id}/checkout/subscription`, { plan: 'pro' });
    const { id } = (await res.json()) as CheckoutSessionCreated;
    const pay = (cardNumber: string) => owner.client.post(`/api/checkout/sessions/${id}/pay`, cardPayment(cardNumber));
    expect((await pay(TEST_CARDS.declined)).status).toBe(400);
    expect((await pay(TEST_CARDS.declined)).status).toBe(400);
    expect((await pay(TEST_CARDS.mastercard)).status).toBe(200);
    // Paying the paid session again is refused: no attempt, nothing counted.
    expect((await pay(TEST_CARDS.mastercard)).status).toBe(409);

    const theme = await createTheme(t.db, { price: 4900 });
    const buyer = await signedInOwner(t);
    await t.db.insert(cartItems).values({ userId: buyer.user.id, themeId: theme.id, quantity: 1 });
    const cart = await buyer.client.request(`/api/accounts/${buyer.account.id}/checkout/themes`, {
      json: { items: [{ themeId: theme.id, quantity: 1 }] },
    });
    const session = (await cart.json()) as CheckoutSessionCreated;
    const payTheme = (body: object) => buyer.client.post(`/api/checkout/sessions/${session.id}/pay`, body);
    expect((await payTheme(cardPayment(TEST_CARDS.expired))).status).toBe(400);
    expect((await payTheme(VISA)).status).toBe(200);

    const counted = await rollup();
    expect(counted).toEqual(await groupedAttempts());
    expect(new Set(counted.map((row) => row.day)).size).toBe(1);
    expect(counted.map(({ day: _day, ...cell }) => cell)).toEqual([
      {
        purpose: 'subscription',
        first: false,
        outcome: 'failed',
        decline_code: 'card_declined',
        card_brand: 'visa',
        attempts: 1,
        amount: 2900,
      },
      {
        purpose: 'subscription',
        first: false,
        outcome: 'succeeded',
        decline_code: '',
        card_brand: 'mastercard',
        attempts: 1,
        amount: 2900,
      },
      {
        purpose: 'subscription',
        first: true,
        outcome: 'failed',
        decline_code: 'card_declined',
        card_brand: 'visa',
        attempts: 1,
        amount: 2900,
      },
      {
        purpose: 'theme',
        first: false,
        outcome: 'succeeded',
        decline_code: '',
        card_brand: 'visa',
        attempts: 1,
        amount: 4900,
      },
      {
        purpose: 'theme',
        first: true,
        outcome: 'failed',
        decline_code: 'expired_card',
        card_brand: 'visa',
        attempts: 1,
        amount: 4900,
      },
    ]);
  });

  it('adds an attempt recorded twice (a replayed webhook) once, and keeps attempts of past days on their UTC day', async () => {
    const attempt = {
      accountId: (await signedInOwner(t)).account.id,
      provider: 'stripe' as const,
      purpose: 'subscription' as const,
      invoiceRef: 'in_rollup_replay',
      attemptNumber: 1,
      amount: 900,
      outcome: 'succeeded' as const,
      cardBrand: 'amex',
      attemptedAt: new Date('2025-03-01T23:59:59.999Z'),
    };
    expect(await t.db.transaction((tx) => insertPaymentAttempt(tx, attempt))).toBe(true);
    expect(await t.db.transaction((tx) => insertPaymentAttempt(tx, attempt))).toBe(false);
    expect(
      await t.db.transaction((tx) =>
        insertPaymentAttempt(tx, {
          ...attempt,
          invoiceRef: 'in_rollup_other',
          attemptedAt: new Date('2025-03-01T00:00:00Z'),
        }),
      ),
    ).toBe(true);
    const counted = await rollup();
    expect(counted).toEqual(await groupedAttempts());
    expect(counted.find((row) => row.day === '2025-03-01')).toMatchObject({
      card_brand: 'amex',
      attempts: 2,
      amount: 1800,
    });
  });
});

const movementDays = () =>
  rows(sql`select day::text as day, kind::text as kind, movements, delta::float8 as delta
    from movement_days order by 1, 2`);
const groupedMovements = () =>
  rows(sql`select (occurred_at at time zone 'UTC')::date::text as day, kind::text as kind, count(*)::int as movements,
      sum(mrr_after - mrr_before)::float8 as delta
    from subscription_movements group by 1, 2 order by 1, 2`);

describe('subscription_movements.cohort_month and movement_days', () => {
  it("carry the month of the account's first payment on each movement, and the day's count and amount", async () => {
    const upgraded = await subscribedOwner(t, 'starter');
    expect((await upgraded.changePlan('pro')).status).toBe(200);
    const moves = await rows(sql`select kind::text as kind, cohort_month::text as cohort_month
      from subscription_movements where account_id = ${upgraded.accountId} order by occurred_at`);
    const month = `${new Date().toISOString().slice(0, 7)}-01`;
    expect(moves).toEqual([
      { kind: 'new', cohort_month: month },
      { kind: 'expansion', cohort_month: month },
    ]);
    const wrong = await rows(sql`select m.id from subscription_movements m
      where m.cohort_month is distinct from (select date_trunc('month', f.occurred_at at time zone 'UTC')::date
        from subscription_movements f where f.account_id = m.account_id order by f.occurred_at limit 1)`);
    expect(wrong).toEqual([]);

    const days = await movementDays();
    expect(days).toEqual(await groupedMovements());
    expect(days.map((cell) => cell.kind).sort()).toEqual(['expansion', 'new']);
  });
});

/** The kind of the start each of the account's churns carries as paying_since. */
const churnPayingSince = (accountId: string) =>
  rows(sql`select (select s.kind::text from subscription_movements s
      where s.account_id = c.account_id and s.occurred_at = c.paying_since) as since
    from subscription_movements c where c.account_id = ${accountId} and c.kind = 'churn'`);

describe("plan_movement_days, cohort_movement_months and a churn's paying_since", () => {
  it('equal the ledger after a new, an upgrade, a churn at the period end and a late-recorded reactivation; plans sum to the live MRR', async () => {
    const upgraded = await subscribedOwner(t, 'starter');
    expect((await upgraded.changePlan('pro')).status).toBe(200);
    const leaver = await subscribedOwner(t, 'starter');
    expect((await leaver.client.post(`/api/accounts/${leaver.accountId}/subscription/cancel`)).status).toBe(200);
    const endAt = new Date((await leaver.subscriptionRow()).currentPeriodEnd!.getTime() + 1000);
    await runLocalBilling(t.db, endAt);
    await runLocalBilling(t.db, new Date(endAt.getTime() + 60_000));
    expect(await churnPayingSince(leaver.accountId)).toEqual([{ since: 'new' }]);
    const again = await leaver.client.post(`/api/accounts/${leaver.accountId}/checkout/subscription`, {
      plan: 'pro',
    });
    const { id } = (await again.json()) as CheckoutSessionCreated;
    expect((await leaver.client.post(`/api/checkout/sessions/${id}/pay`, VISA)).status).toBe(200);
    expect(
      await rows(sql`select kind::text as kind from subscription_movements
        where account_id = ${leaver.accountId} order by created_at`),
    ).toEqual([{ kind: 'new' }, { kind: 'churn' }, { kind: 'reactivation' }]);

    const days = await rows(PLAN_MOVEMENT_DAYS);
    expect(days).toEqual(await rows(PLAN_MOVEMENTS_GROUPED));
    const cohorts = await rows(COHORT_MOVEMENT_MONTHS);
    expect(cohorts).toEqual(await rows(COHORT_MOVEMENTS_GROUPED));
    expect(cohorts.length).toBeGreaterThan(0);
    // Every day summed: each plan's paying accounts and MRR now, as the live subscriptions hold them.
    const plans = rows(sql`select plan::text as plan, sum(accounts)::int as accounts, sum(mrr)::float8 as mrr
      from plan_movement_days group by plan having sum(accounts) <> 0 or sum(mrr) <> 0 order by plan`);
    const live = rows(sql`select plan::text as plan, count(*)::int as accounts, sum(amount)::float8 as mrr
      from billing_subscriptions where status in ('active', 'past_due') and amount > 0 group by plan order by plan`);
    expect(await plans).toEqual(await live);
    expect((await plans).map((row) => row.plan)).toContain('pro');

    // The reactivation (now) was recorded after the churn at the period's end (the clock moved
    // ahead): the churn's paying_since moved up to it, as the ledger's order of instants says.
    expect(await rows(CHURNS_WITH_WRONG_PAYING_SINCE)).toEqual([]);
    expect(await churnPayingSince(leaver.accountId)).toEqual([{ since: 'reactivation' }]);
  });
});
