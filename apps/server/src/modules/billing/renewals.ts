// The local provider's billing clock: what Stripe does on its side each period. Subscriptions whose
// period has ended are charged on the default card and renewed, or end; a failed charge makes the
// subscription past due and opens a dunning case whose retries are jobs (dunning.ts, decision 037).
// Event ids are derived from the subscription and the period, so two runs at once renew once.
import { PAID_PLANS, PLAN_NAMES, isLiveSubscription, isPaidPlan } from '@themeport/core';
import { localInvoiceNumber, localPriceId } from '../../adapters/payments/local.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { Logger } from '../../logger.ts';
import type { BillingSubscriptionRow } from '../../db/schema.ts';
import { invalidateAccountSites } from '../slots/index.ts';
import { chargeLocalCard, openDunningCaseInTx } from './dunning.ts';
import { applyAccountEvent } from './fulfilment/events.ts';
import { upsertInvoiceInTx } from './fulfilment/invoices.ts';
import { applySubscriptionEvent, applySubscriptionInTx, subscriptionSnapshotOf } from './fulfilment/plans.ts';
import { recordPaymentAttemptInTx } from './payment-attempts.ts';
import { expireLocalSessionsCreatedBefore } from './queries/checkout.ts';
import { selectDefaultPaymentMethod } from './queries/payment-methods.ts';
import { selectDueLocalSubscriptions } from './queries/subscriptions.ts';

/** Open local checkout sessions expire like Stripe's (24 hours). */
export const CHECKOUT_SESSION_TTL_MS = 24 * 60 * 60_000;

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export interface RenewalOptions {
  /** The wait between immediate retries of a retryable decline (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
}

export interface RenewalReport {
  renewed: number;
  pastDue: number;
  ended: number;
  expiredSessions: number;
}

async function renewOne(
  db: Database,
  row: BillingSubscriptionRow,
  now: Date,
  options: RenewalOptions,
  report: RenewalReport,
) {
  const periodEnd = row.currentPeriodEnd!;
  const eventAt = (suffix: string) => ({
    id: `evt_local_${suffix}_${row.providerSubscriptionId}_${periodEnd.toISOString()}`,
    provider: 'local' as const,
    occurredAt: now,
  });

  if (row.cancelAtPeriodEnd) {
    await applySubscriptionEvent(
      db,
      { ...eventAt('end'), type: 'customer.subscription.deleted' },
      subscriptionSnapshotOf(row, { status: 'canceled' }),
    );
    report.ended++;
    return;
  }
  // A past-due subscription is in dunning: its retries are jobs (dunning.ts), not the clock's.
  if (row.status === 'past_due') return;
  const card = await selectDefaultPaymentMethod(db, row.accountId);
  const tries = await chargeLocalCard(card, now, options.sleep);
  const last = tries.at(-1)!;
  const charged = last.ok;
  const nextEnd = addMonth(periodEnd);
  // A downgrade scheduled for this period end takes effect now: the next period is billed at its price.
  const next = row.pendingPlan && isPaidPlan(row.pendingPlan) ? row.pendingPlan : null;
  const plan = next ?? row.plan;
  const amount = next ? PAID_PLANS[next].amountCents : row.amount;
  const invoice = {
    providerInvoiceId: `in_local_${row.providerSubscriptionId}_${periodEnd.toISOString()}`,
    number: localInvoiceNumber(now),
    customerId: row.stripeCustomerId,
    providerSubscriptionId: row.providerSubscriptionId,
    checkoutSessionId: null,
    description: `${PLAN_NAMES[plan]} plan (monthly)`,
    amountPaid: charged ? amount : 0,
    currency: row.currency,
    status: charged ? ('paid' as const) : ('open' as const),
    periodStart: periodEnd,
    periodEnd: nextEnd,
    invoicePdf: null,
    hostedInvoiceUrl: null,
    createdAt: now,
  };
  const planChange = next ? { plan: next, priceId: localPriceId(next), amount } : {};
  // As at Stripe, the period moves on either way; an unpaid one is past due while dunning retries it.
  const snapshot = subscriptionSnapshotOf(row, {
    status: charged ? 'active' : 'past_due',
    currentPeriodStart: periodEnd,
    currentPeriodEnd: nextEnd,
    ...planChange,
  });
  const event = { ...eventAt('renewal'), type: charged ? 'invoice.paid' : 'invoice.payment_failed' };
  // The invoice, the subscription, each attempt and (on a failure) the dunning case: one transaction, once.
  await applyAccountEvent(db, event, { accountId: row.accountId }, async (tx, accountId) => {
    await upsertInvoiceInTx(tx, accountId, event, invoice);
    await applySubscriptionInTx(tx, accountId, event, snapshot);
    for (const attempt of tries) {
      await recordPaymentAttemptInTx(tx, {
        accountId,
        provider: 'local',
        purpose: 'subscription',
        invoiceRef: invoice.providerInvoiceId,
        subscriptionId: row.id,
        amount,
        currency: row.currency,
        outcome: attempt.ok ? 'succeeded' : 'failed',
        declineCode: attempt.ok ? null : attempt.code,
        cardBrand: card?.brand ?? null,
        attemptedAt: now,
      });
    }
    if (!last.ok) {
      await openDunningCaseInTx(tx, {
        accountId,
        provider: 'local',
        subscriptionId: row.id,
        invoiceRef: invoice.providerInvoiceId,
        amount,
        currency: row.currency,
        declineCode: last.code,
        failedAt: now,
      });
    }
  });
  if (charged) report.renewed++;
  else report.pastDue++;
}

/** One pass of the clock: renews what is due (catching up period by period), expires stale sessions. */
export async function runLocalBilling(
  db: Database,
  now = new Date(),
  options: RenewalOptions = {},
): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, pastDue: 0, ended: 0, expiredSessions: 0 };
  // A subscription months behind renews once per pass per period; a few passes catch it up.
  for (let pass = 0; pass < 12; pass++) {
    const due = await selectDueLocalSubscriptions(db, now);
    const live = due.filter((row) => isLiveSubscription(row.status));
    const before = report.renewed;
    for (const row of live) {
      await renewOne(db, row, now, options, report);
      await invalidateAccountSites(db, row.accountId);
    }
    if (report.renewed === before) break;
  }
  report.expiredSessions = await expireLocalSessionsCreatedBefore(
    db,
    new Date(now.getTime() - CHECKOUT_SESSION_TTL_MS),
  );
  return report;
}

/** The local provider's clock runs hourly as a job, in one process at a time (docs/decisions/036). */
export function registerLocalBillingJobs(jobs: JobQueue, { db, logger }: { db: Database; logger: Logger }): void {
  jobs.handle('billing.local-renewals', async (_payload, { now }) => {
    const report = await runLocalBilling(db, now);
    if (report.renewed + report.pastDue + report.ended > 0) logger.info(report, 'local billing: subscriptions renewed');
  });
  jobs.schedule('billing.local-renewals', '0 * * * *', {});
}
