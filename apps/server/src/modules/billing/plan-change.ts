// Plan changes, cancellation and resumption of a live subscription (issue 9 items 11 and 12), for
// both providers. An upgrade takes effect now and the prorated difference is charged on the
// default card; a downgrade and a cancellation take effect at the period end. Every change runs
// with the account row locked and re-reads the subscription under the lock, so a second identical
// request (a double click, ten at once) finds the change made and answers the current state.
import {
  AUTH_TEXT,
  PAID_PLANS,
  PLAN_CHANGE_TEXT,
  PLAN_NAMES,
  SESSION_ID_PLACEHOLDER,
  formatDay,
  isPaidPlan,
  parkingWarning,
  planChangeKind,
  planMaxSites,
  prorate,
  type PaidPlan,
  type Plan,
  type PlanChangePreview,
  type CheckoutSessionCreated,
  type CancellationReason,
  type SubscriptionResponse,
} from '@themeport/core';
import { isExpired } from '../../adapters/payments/local-cards.ts';
import { localInvoiceNumber } from '../../adapters/payments/local.ts';
import type { Database } from '../../db/client.ts';
import type { BillingSubscriptionRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { invalidateAccountSites, previewSiteLimit } from '../slots/index.ts';
import { callProvider, findLiveSubscription, startPlanCheckout, type Buyer, type CheckoutContext } from './checkout.ts';
import { accountMrr } from './movements.ts';
import { recordInvoiceEvent } from './fulfilment/invoices.ts';
import { applySubscriptionEvent, subscriptionSnapshotOf } from './fulfilment/plans.ts';
import { lockAccount, selectAccountRow, type Tx } from './queries.ts';
import { insertCancellation } from './queries/cancellations.ts';
import { selectDefaultPaymentMethod } from './queries/payment-methods.ts';
import { updateSubscription } from './queries/subscriptions.ts';
import { subscriptionResponse } from './service.ts';

const cardRequired = () => new AppError('CARD_REQUIRED', 409, PLAN_CHANGE_TEXT.cardRequired);
const notSubscribed = () => new AppError('NOT_SUBSCRIBED', 409, PLAN_CHANGE_TEXT.notSubscribed);

/** The account's default card when it can be charged (present, not expired). */
async function usableCard(db: Database, accountId: string, now: Date) {
  const card = await selectDefaultPaymentMethod(db, accountId);
  return card && !isExpired({ month: card.expMonth, year: card.expYear }, now) ? card : null;
}

/** Runs `change` with the account row locked: identical requests run one after the other. */
function withAccountLock<T>(db: Database, accountId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await lockAccount(tx, accountId))) throw new AppError('NOT_FOUND', 404, AUTH_TEXT.accountNotFound);
    return change(tx);
  });
}

function prorationOf(live: BillingSubscriptionRow, plan: PaidPlan, at: Date) {
  const periodStart = live.currentPeriodStart ?? at;
  const periodEnd = live.currentPeriodEnd ?? at;
  return prorate({ fromAmount: live.amount, toAmount: PAID_PLANS[plan].amountCents, periodStart, periodEnd, at });
}

/** GET …/subscription/preview?plan=: what the change would do, charge and park, before it is confirmed. */
export async function previewPlanChange(
  ctx: CheckoutContext,
  accountId: string,
  target: Plan,
  now = new Date(),
): Promise<PlanChangePreview> {
  const account = await selectAccountRow(ctx.db, accountId);
  if (!account) throw new AppError('NOT_FOUND', 404, AUTH_TEXT.accountNotFound);
  const live = await findLiveSubscription(ctx.db, accountId);
  const card = await usableCard(ctx.db, accountId, now);
  const base: PlanChangePreview = {
    kind: 'none',
    fromPlan: account.plan,
    toPlan: target,
    amountDue: 0,
    credit: 0,
    charge: 0,
    currency: (live?.currency ?? 'usd').toUpperCase(),
    effectiveAt: null,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    sitesToPark: [],
    sitesToUnpark: [],
    warning: null,
  };
  if (!live) {
    if (!isPaidPlan(target)) return base;
    const { unpark } = await previewSiteLimit(ctx.db, accountId, planMaxSites(target));
    return {
      ...base,
      kind: 'checkout',
      charge: PAID_PLANS[target].amountCents,
      amountDue: PAID_PLANS[target].amountCents,
      sitesToUnpark: unpark,
    };
  }
  // What the owner ends up with: the plan after any pending downgrade or cancellation.
  const kind = target === 'free' ? 'cancel' : planChangeKind(live.plan, target);
  const periodEnd = live.currentPeriodEnd?.toISOString() ?? null;
  if (kind === 'cancel') {
    if (live.cancelAtPeriodEnd) return { ...base, effectiveAt: periodEnd };
  } else if (kind === 'same' || (kind === 'downgrade' && live.pendingPlan === target)) {
    return { ...base, effectiveAt: periodEnd };
  }
  const { park, unpark } = await previewSiteLimit(ctx.db, accountId, planMaxSites(target));
  if (kind === 'upgrade' && isPaidPlan(target)) {
    const proration = prorationOf(live, target, now);
    return {
      ...base,
      kind: 'upgrade',
      amountDue: proration.amountDue,
      credit: proration.credit,
      charge: proration.charge,
      effectiveAt: now.toISOString(),
      sitesToUnpark: unpark,
    };
  }
  return {
    ...base,
    kind: kind === 'cancel' ? 'cancel' : 'downgrade',
    effectiveAt: periodEnd,
    sitesToPark: park,
    warning: periodEnd
      ? parkingWarning(
          park.map((site) => site.name),
          periodEnd,
        )
      : null,
  };
}

type ChangeResult =
  { kind: 'checkout'; session: CheckoutSessionCreated } | { kind: 'changed'; subscription: SubscriptionResponse };

/**
 * POST /api/accounts/:accountId/subscription { plan }. Without a live subscription: a checkout.
 * With one: an upgrade now (prorated, charged on the default card), a downgrade at the period end
 * (scheduled), or, for the plan the account already has, calling off a scheduled downgrade. The
 * same request again changes nothing and answers the current state.
 */
export async function changePlan(
  ctx: CheckoutContext,
  buyer: Buyer,
  plan: PaidPlan,
  now = new Date(),
): Promise<ChangeResult> {
  const live = await findLiveSubscription(ctx.db, buyer.accountId);
  if (!live) {
    const session = await startPlanCheckout(ctx, buyer, plan, {
      successUrl: `/account/billing?success=plan&session_id=${SESSION_ID_PLACEHOLDER}`,
      cancelUrl: '/account/billing',
    });
    return { kind: 'checkout', session };
  }
  const changed = await withAccountLock(ctx.db, buyer.accountId, async (tx) => {
    const current = await findLiveSubscription(tx, buyer.accountId);
    if (!current) throw notSubscribed();
    const kind = planChangeKind(current.plan, plan);
    if (kind === 'upgrade') return upgrade(ctx, tx, current, plan, now);
    if (kind === 'downgrade') return scheduleDowngrade(ctx, tx, current, plan);
    // The plan the account has: a pending downgrade is called off; otherwise nothing to do.
    if (current.pendingPlan) {
      await releaseSchedule(ctx, current);
      await updateSubscription(tx, current.id, { pendingPlan: null, providerScheduleId: null, updatedAt: now });
    }
    return false;
  });
  if (changed) await invalidateAccountSites(ctx.db, buyer.accountId);
  return { kind: 'changed', subscription: await subscriptionResponse(ctx.db, buyer.accountId) };
}

async function releaseSchedule(ctx: CheckoutContext, current: BillingSubscriptionRow): Promise<void> {
  const scheduleId = current.providerScheduleId;
  if (!scheduleId) return;
  await callProvider(() =>
    ctx.provider.releasePlanSchedule({ scheduleId, idempotencyKey: `schedule-release:${scheduleId}` }),
  );
}

/** Upgrade now: the provider moves the plan (period kept) and the prorated difference is charged. */
async function upgrade(
  ctx: CheckoutContext,
  tx: Database,
  current: BillingSubscriptionRow,
  plan: PaidPlan,
  now: Date,
): Promise<boolean> {
  const card = await usableCard(tx, current.accountId, now);
  if (!card) throw cardRequired();
  // A pending downgrade is called off first (Stripe refuses plan updates under a schedule).
  await releaseSchedule(ctx, current);
  const proration = prorationOf(current, plan, now);
  // One key per (subscription, from, to, period): the same upgrade is charged once whoever asks.
  const changeId = `${current.providerSubscriptionId}:${current.plan}-${plan}:${current.currentPeriodStart?.toISOString() ?? ''}`;
  const snapshot = await callProvider(() =>
    ctx.provider.changeSubscriptionPlan({
      current: subscriptionSnapshotOf(current),
      plan,
      idempotencyKey: `plan-upgrade:${changeId}`,
    }),
  );
  await updateSubscription(tx, current.id, { pendingPlan: null, providerScheduleId: null });
  await applySubscriptionEvent(
    tx,
    { id: `evt_upgrade_${changeId}`, provider: ctx.provider.name, type: 'subscription.upgraded', occurredAt: now },
    snapshot,
    { accountId: current.accountId },
  );
  // Stripe invoices and charges the prorations itself (invoice.paid arrives by webhook).
  if (ctx.provider.name === 'local' && proration.amountDue > 0) {
    const until = current.currentPeriodEnd ?? now;
    await recordInvoiceEvent(
      tx,
      { id: `evt_local_invoice_${changeId}`, provider: 'local', type: 'invoice.paid', occurredAt: now },
      {
        providerInvoiceId: `in_local_upgrade_${changeId}`,
        number: localInvoiceNumber(now),
        customerId: current.stripeCustomerId,
        providerSubscriptionId: current.providerSubscriptionId,
        checkoutSessionId: null,
        description: `${PLAN_NAMES[plan]} plan from ${PLAN_NAMES[current.plan]}, prorated until ${formatDay(until)}`,
        amountPaid: proration.amountDue,
        currency: current.currency,
        status: 'paid',
        periodStart: now,
        periodEnd: until,
        invoicePdf: null,
        hostedInvoiceUrl: null,
        createdAt: now,
      },
      { accountId: current.accountId },
    );
  }
  return true;
}

/** Downgrade at the period end: recorded as the pending plan (and, with Stripe, a schedule). */
async function scheduleDowngrade(
  ctx: CheckoutContext,
  tx: Database,
  current: BillingSubscriptionRow,
  plan: PaidPlan,
): Promise<boolean> {
  if (current.pendingPlan === plan && !current.cancelAtPeriodEnd) return false;
  let snapshot = subscriptionSnapshotOf(current);
  if (current.cancelAtPeriodEnd) {
    // A cancellation gives way to the downgrade: the subscription renews, on the smaller plan.
    snapshot = await callProvider(() =>
      ctx.provider.setCancelAtPeriodEnd({
        current: snapshot,
        cancel: false,
        idempotencyKey: `resume:${current.providerSubscriptionId}:${current.currentPeriodEnd?.toISOString() ?? ''}`,
      }),
    );
    await applySubscriptionEvent(
      tx,
      {
        id: `evt_resume_${current.providerSubscriptionId}_${Date.now()}`,
        provider: ctx.provider.name,
        type: 'subscription.resumed',
        occurredAt: new Date(),
      },
      snapshot,
      { accountId: current.accountId },
    );
  }
  const { scheduleId } = await callProvider(() =>
    ctx.provider.schedulePlanChange({
      current: snapshot,
      plan,
      idempotencyKey: `plan-downgrade:${current.providerSubscriptionId}:${plan}:${current.currentPeriodEnd?.toISOString() ?? ''}`,
    }),
  );
  await updateSubscription(tx, current.id, {
    pendingPlan: plan,
    providerScheduleId: scheduleId ?? current.providerScheduleId,
    updatedAt: new Date(),
  });
  return false;
}

/** Why the owner cancels (optional) and who asked: kept with the cancellation (issue 23). */
export interface CancellationAnswer {
  userId: string | null;
  reason: CancellationReason | null;
  detail: string | null;
}

/**
 * POST …/subscription/cancel (an answer) and …/resume (null): at the period end; the same
 * request twice is one change. A cancellation stores why, with the MRR it puts at risk; resuming
 * withdraws it.
 */
export async function setCancellation(
  ctx: CheckoutContext,
  accountId: string,
  answer: CancellationAnswer | null,
): Promise<SubscriptionResponse> {
  const cancel = answer !== null;
  await withAccountLock(ctx.db, accountId, async (tx) => {
    const current = await findLiveSubscription(tx, accountId);
    if (!current) throw notSubscribed();
    if (current.cancelAtPeriodEnd === cancel && !(cancel && current.pendingPlan)) return;
    if (cancel && current.pendingPlan) {
      await releaseSchedule(ctx, current);
      await updateSubscription(tx, current.id, { pendingPlan: null, providerScheduleId: null });
    }
    if (current.cancelAtPeriodEnd === cancel) return;
    const now = new Date();
    const atRisk = await accountMrr(tx, accountId);
    const snapshot = await callProvider(() =>
      ctx.provider.setCancelAtPeriodEnd({
        current: subscriptionSnapshotOf(current),
        cancel,
        idempotencyKey: `${cancel ? 'cancel' : 'resume'}:${current.providerSubscriptionId}:${now.getTime()}`,
      }),
    );
    // The answer first: the provider's report of the same cancellation (Stripe's cancellation_details)
    // then finds it and adds no second, reasonless row.
    if (answer) {
      await insertCancellation(tx, {
        accountId,
        subscriptionId: current.id,
        userId: answer.userId,
        reason: answer.reason,
        detail: answer.detail,
        mrr: atRisk.mrr,
        plan: current.plan,
        requestedAt: now,
      });
    }
    await applySubscriptionEvent(
      tx,
      {
        id: `evt_${cancel ? 'cancel' : 'resume'}_${current.providerSubscriptionId}_${now.getTime()}`,
        provider: ctx.provider.name,
        type: cancel ? 'subscription.cancel_at_period_end' : 'subscription.resumed',
        occurredAt: now,
      },
      snapshot,
      { accountId },
    );
    // Resuming withdrew the cancellation with the subscription change (fulfilment/plans.ts).
  });
  return subscriptionResponse(ctx.db, accountId);
}
