// The demo billing history's story, one account at a time (issue 23): pure and seeded, so the same
// seed writes the same rows. analytics-history.ts writes them. Each account signs up, may pay from
// the start or later (a few are still in a trial), renews monthly, upgrades, downgrades, cancels
// (with or without a reason), fails a renewal and is recovered or lost by dunning, may come back,
// and buys themes. Its movements form one chain: each row's mrr_after is the next row's mrr_before.
import {
  DUNNING_RETRY_DAYS,
  PAID_PLANS,
  PLAN_USAGE_LIMITS,
  isLiveSubscription,
  type ChurnCause,
  type MrrMovementKind,
  type PaidPlan,
  type Plan,
  type SubscriptionStatus,
} from '@themeport/core';
import type { billingSubscriptions, dunningCases } from '../db/schema.ts';
import {
  accountName,
  pickBrand,
  pickDecline,
  pickDetail,
  pickReason,
  type CardBrand,
} from './analytics-history-data.ts';
import type { HistoryContext, HistoryRows } from './analytics-history-rows.ts';
import { buyThemes } from './analytics-history-sales.ts';

const DAY = 86_400_000;
const PRICE: Record<PaidPlan, number> = { starter: PAID_PLANS.starter.amountCents, pro: PAID_PLANS.pro.amountCents };
/** Monthly chances (SMB SaaS: ~2–3% voluntary churn, a few percent upgrading). */
const CHANCE = {
  upgrade: 0.025,
  downgrade: 0.015,
  cancel: { starter: 0.026, pro: 0.018 },
  pause: 0.002,
  withdraw: 0.12,
  reactivate: 0.2,
  /** Per dunning retry: three retries recover ~40% (1 − 0.84³). */
  retrySuccess: 0.16,
};
/** First-attempt success by card brand: ~95–96% overall. */
const FIRST_TRY: Record<CardBrand, number> = { visa: 0.96, mastercard: 0.955, amex: 0.975, discover: 0.93 };
const MAX_SUBSCRIPTIONS = 3;
/** Seeded subscriptions are Stripe's: the local provider's renewal and dunning jobs leave them alone. */
const PROVIDER = 'stripe' as const;

/** mulberry32: small, fast and good enough for demo data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One stream per (seed, account, purpose): an account's story does not depend on the others'. */
function streamSeed(seed: number, index: number, purpose: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(purpose + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A uuid (v4 layout) hashed from (seed, account, serial): no two rows share one, at any size. */
function uuidOf(seed: number, index: number, serial: number): string {
  let hex = '';
  for (let word = 0; word < 4; word++)
    hex += streamSeed(streamSeed(seed, index, word), serial, 3)
      .toString(16)
      .padStart(8, '0');
  const variant = ((parseInt(hex[16]!, 16) & 3) | 8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The same day of the next month (clamped to its last day), same time of day, UTC. */
function nextMonth(at: number): number {
  const date = new Date(at);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return Date.UTC(year, month, day) + (at % DAY);
}

interface Sub {
  row: typeof billingSubscriptions.$inferInsert;
  plan: PaidPlan;
  brand: CardBrand;
}

/** Writes account `index`'s whole history into `out`. */
export function accountHistory(ctx: HistoryContext, index: number, out: HistoryRows): void {
  const rng = prng(streamSeed(ctx.seed, index, 1));
  let idSerial = 0;
  const ids = () => uuidOf(ctx.seed, index, idSerial++);
  const { now } = ctx;
  const accountId = ids();
  const signupAt = Math.floor(ctx.start + (now - ctx.start) * rng() ** 0.62);
  let serial = 0;
  const ref = (prefix: string) => `${prefix}_hist_${ctx.seed}_${index}_${++serial}`;
  const date = (at: number) => new Date(at);

  let mrr = 0;
  let mrrPlan: Plan = 'free';
  let live = null as Sub | null;
  /** The UTC month of the first payment, as billing's movements carry it. */
  let cohortMonth: string | null = null;
  /** When the account last started paying (new or reactivation), as billing's churns carry it. */
  let startedAt: number | null = null;

  const move = (sub: Sub, kind: MrrMovementKind, at: number, after: number, cause: ChurnCause | null) => {
    const planAfter: Plan = after > 0 ? sub.plan : 'free';
    cohortMonth ??= `${date(at).toISOString().slice(0, 7)}-01`;
    const payingSince = kind === 'churn' && startedAt !== null ? date(startedAt) : null;
    if (kind === 'new' || kind === 'reactivation') startedAt = at;
    out.movements.push({
      id: ids(),
      accountId,
      subscriptionId: sub.row.id!,
      provider: PROVIDER,
      kind,
      occurredAt: date(at),
      mrrBefore: mrr,
      mrrAfter: after,
      planBefore: mrrPlan,
      planAfter,
      cause,
      currency: 'usd',
      cohortMonth,
      payingSince,
      createdAt: date(at),
    });
    mrr = after;
    mrrPlan = planAfter;
  };
  const attempt = (
    sub: Sub | null,
    invoiceRef: string,
    n: number,
    amount: number,
    at: number,
    decline: string | null,
  ) =>
    out.attempts.push({
      id: ids(),
      accountId,
      provider: PROVIDER,
      purpose: sub ? 'subscription' : 'theme',
      invoiceRef,
      subscriptionId: sub?.row.id ?? null,
      attemptNumber: n,
      amount,
      currency: 'usd',
      outcome: decline ? 'failed' : 'succeeded',
      declineCode: decline,
      cardBrand: sub?.brand ?? pickBrand(rng),
      attemptedAt: date(at),
    });
  const finish = (
    sub: Sub,
    status: SubscriptionStatus,
    periodStart: number,
    periodEnd: number,
    lastEventAt: number,
  ) => {
    Object.assign(sub.row, {
      plan: sub.plan,
      priceId: `price_hist_${sub.plan}`,
      status,
      amount: PRICE[sub.plan],
      currentPeriodStart: date(periodStart),
      currentPeriodEnd: date(periodEnd),
      lastEventAt: date(lastEventAt),
      updatedAt: date(lastEventAt),
    });
    out.subscriptions.push(sub.row);
    if (isLiveSubscription(status)) live = sub;
  };
  const open = (plan: PaidPlan, at: number): Sub => ({
    plan,
    brand: pickBrand(rng),
    row: {
      id: ids(),
      accountId,
      provider: PROVIDER,
      providerSubscriptionId: ref('sub'),
      priceId: `price_hist_${plan}`,
      plan,
      status: 'active',
      amount: PRICE[plan],
      currency: 'usd',
      lastEventAt: date(at),
      createdAt: date(at),
      updatedAt: date(at),
    },
  });

  /** A renewal at `at`: paid (null), still in dunning ('open'), or lost (the instant retries ran out). */
  const renew = (sub: Sub, at: number): null | 'open' | number => {
    const amount = PRICE[sub.plan];
    const invoiceRef = ref('in');
    if (rng() < FIRST_TRY[sub.brand]) {
      attempt(sub, invoiceRef, 1, amount, at, null);
      return null;
    }
    const code = pickDecline(rng);
    attempt(sub, invoiceRef, 1, amount, at, code);
    const dunningCase: typeof dunningCases.$inferInsert = {
      id: ids(),
      accountId,
      provider: PROVIDER,
      subscriptionId: sub.row.id!,
      invoiceRef,
      amount,
      currency: 'usd',
      state: 'open',
      declineCode: code,
      failedAt: date(at),
      retries: 0,
      nextRetryAt: null,
      closedAt: null,
    };
    out.dunning.push(dunningCase);
    let last = at;
    for (const [k, days] of DUNNING_RETRY_DAYS.entries()) {
      const retryAt = at + days * DAY + Math.floor(rng() * 6 * 3_600_000);
      if (retryAt > now) {
        dunningCase.nextRetryAt = date(retryAt);
        return 'open';
      }
      const paid = rng() < CHANCE.retrySuccess;
      attempt(sub, invoiceRef, k + 2, amount, retryAt, paid ? null : pickDecline(rng));
      dunningCase.retries = k + 1;
      last = retryAt;
      if (paid) {
        Object.assign(dunningCase, { state: 'recovered', closedAt: date(retryAt) });
        return null;
      }
    }
    Object.assign(dunningCase, { state: 'lost', closedAt: date(last) });
    return last;
  };

  /** One subscription from `at` until it ends (the churn instant) or is still there now (null). */
  const subscribe = (plan: PaidPlan, at: number, kind: 'new' | 'reactivation'): number | null => {
    const sub = open(plan, at);
    move(sub, kind, at, PRICE[plan], null);
    attempt(sub, ref('in'), 1, PRICE[plan], at, null);
    let periodStart = at;
    for (;;) {
      const periodEnd = nextMonth(periodStart);
      const eventAt = periodStart + Math.floor((periodEnd - periodStart) * (0.1 + 0.8 * rng()));
      const draw = rng();
      let cancelling = false;
      let pending: PaidPlan | null = null;
      if (eventAt < now) {
        if (sub.plan === 'starter' && draw < CHANCE.upgrade) {
          sub.plan = 'pro';
          move(sub, 'expansion', eventAt, PRICE.pro, null);
          const left = (periodEnd - eventAt) / (periodEnd - periodStart);
          attempt(sub, ref('in'), 1, Math.round((PRICE.pro - PRICE.starter) * left), eventAt, null);
        } else if (sub.plan === 'pro' && draw < CHANCE.downgrade) {
          pending = 'starter';
        } else if (draw > 1 - CHANCE.cancel[sub.plan]) {
          const withdrawnAt = eventAt + Math.floor((1 + rng() * 4) * DAY);
          const withdrawn = rng() < CHANCE.withdraw && withdrawnAt < Math.min(periodEnd, now);
          out.cancellations.push({
            id: ids(),
            accountId,
            subscriptionId: sub.row.id!,
            userId: null,
            reason: pickReason(rng),
            detail: pickDetail(rng),
            mrr,
            plan: sub.plan,
            requestedAt: date(eventAt),
            withdrawnAt: withdrawn ? date(withdrawnAt) : null,
          });
          cancelling = !withdrawn;
        }
      }
      if (periodEnd > now) {
        sub.row.cancelAtPeriodEnd = cancelling;
        sub.row.pendingPlan = pending;
        finish(sub, 'active', periodStart, periodEnd, cancelling || pending ? eventAt : periodStart);
        return null;
      }
      if (cancelling) {
        move(sub, 'churn', periodEnd, 0, 'voluntary');
        finish(sub, 'canceled', periodStart, periodEnd, periodEnd);
        return periodEnd;
      }
      if (rng() < CHANCE.pause) {
        // Paused counts nothing in MRR: the pause is a voluntary churn movement.
        move(sub, 'churn', periodEnd, 0, 'voluntary');
        finish(sub, 'paused', periodStart, periodEnd, periodEnd);
        return null;
      }
      if (pending) {
        sub.plan = pending;
        move(sub, 'contraction', periodEnd, PRICE[pending], 'voluntary');
      }
      const outcome = renew(sub, periodEnd);
      if (outcome === 'open') {
        finish(sub, 'past_due', periodEnd, nextMonth(periodEnd), periodEnd);
        return null;
      }
      if (typeof outcome === 'number') {
        move(sub, 'churn', outcome, 0, 'dunning_exhausted');
        finish(sub, 'canceled', periodEnd, outcome, outcome);
        return outcome;
      }
      periodStart = periodEnd;
    }
  };

  // Most accounts pay from the start, some after a while, some never; the newest may be in a trial.
  const paysAt = signupAt + (rng() < 0.55 ? 0 : Math.floor(rng() * 120 * DAY));
  const wantsPlan = (): PaidPlan => (rng() < 0.68 ? 'starter' : 'pro');
  if (rng() < 0.8 && paysAt < now) {
    const plan = wantsPlan();
    if (now - paysAt < 14 * DAY && rng() < 0.4) {
      const trial = open(plan, paysAt);
      finish(trial, 'trialing', paysAt, paysAt + 14 * DAY, paysAt);
    } else {
      let ended = subscribe(plan, paysAt, 'new');
      for (let n = 1; ended !== null && n < MAX_SUBSCRIPTIONS && rng() < CHANCE.reactivate; n++) {
        const back = ended + Math.floor((15 + rng() * 150) * DAY);
        if (back >= now) break;
        ended = subscribe(wantsPlan(), back, 'reactivation');
      }
    }
  }

  const plan: Plan = live ? live.plan : 'free';
  out.accounts.push({
    id: accountId,
    name: accountName(index),
    plan,
    usageLimits: PLAN_USAGE_LIMITS[plan],
    createdAt: date(signupAt),
    updatedAt: date(signupAt),
  });
  buyThemes(ctx, { accountId, signupAt, rng, ids, ref, attempt }, out);
}
