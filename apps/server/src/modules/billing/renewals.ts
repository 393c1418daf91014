// The local provider's billing clock: what Stripe does on its side each period. Subscriptions whose
// period has ended are charged on the default card and renewed, or marked past due, or end.
// Event ids are derived from the subscription and the period, so two runs at once renew once.
import { PAID_PLANS, PLAN_NAMES, isLiveSubscription, isPaidPlan } from '@themeport/core';
import { isExpired } from '../../adapters/payments/local-cards.ts';
import { localInvoiceNumber, localPriceId } from '../../adapters/payments/local.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { Logger } from '../../logger.ts';
import type { BillingSubscriptionRow } from '../../db/schema.ts';
import { invalidateAccountSites } from '../slots/index.ts';
import { recordInvoiceEvent } from './fulfilment/invoices.ts';
import { applySubscriptionEvent, subscriptionSnapshotOf } from './fulfilment/plans.ts';
import { expireLocalSessionsCreatedBefore } from './queries/checkout.ts';
import { selectDefaultPaymentMethod } from './queries/payment-methods.ts';
import { selectDueLocalSubscriptions } from './queries/subscriptions.ts';

/** How long a past-due subscription keeps its plan before it is cancelled. */
export const PAST_DUE_GRACE_DAYS = 14;
/** Open local checkout sessions expire like Stripe's (24 hours). */
export const CHECKOUT_SESSION_TTL_MS = 24 * 60 * 60_000;

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export interface RenewalReport {
  renewed: number;
  pastDue: number;
  ended: number;
  expiredSessions: number;
}

async function renewOne(db: Database, row: BillingSubscriptionRow, now: Date, report: RenewalReport): Promise<void> {
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
  const card = await selectDefaultPaymentMethod(db, row.accountId);
  const charged = card !== undefined && !isExpired({ month: card.expMonth, year: card.expYear }, now);
  if (!charged && row.status === 'past_due') {
    // Already reminded: the plan stays during the grace period (a new card is charged on the next pass).
    const graceEnds = new Date(periodEnd.getTime() + PAST_DUE_GRACE_DAYS * 24 * 60 * 60_000);
    if (graceEnds <= now) {
      await applySubscriptionEvent(
        db,
        { ...eventAt('unpaid'), type: 'customer.subscription.deleted' },
        subscriptionSnapshotOf(row, { status: 'canceled' }),
      );
      report.ended++;
    }
    return;
  }
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
  await recordInvoiceEvent(
    db,
    {
      ...eventAt(charged ? 'invoice-paid' : 'invoice-failed'),
      type: charged ? 'invoice.paid' : 'invoice.payment_failed',
    },
    invoice,
    { accountId: row.accountId },
  );
  const planChange = next ? { plan: next, priceId: localPriceId(next), amount } : {};
  const snapshot = charged
    ? subscriptionSnapshotOf(row, {
        status: 'active',
        currentPeriodStart: periodEnd,
        currentPeriodEnd: nextEnd,
        ...planChange,
      })
    : subscriptionSnapshotOf(row, { status: 'past_due', ...planChange });
  await applySubscriptionEvent(
    db,
    { ...eventAt(charged ? 'renewed' : 'past-due'), type: 'customer.subscription.updated' },
    snapshot,
    { accountId: row.accountId },
  );
  if (charged) report.renewed++;
  else report.pastDue++;
}

/** One pass of the clock: renews what is due (catching up period by period), expires stale sessions. */
export async function runLocalBilling(db: Database, now = new Date()): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, pastDue: 0, ended: 0, expiredSessions: 0 };
  // A subscription months behind renews once per pass per period; a few passes catch it up.
  for (let pass = 0; pass < 12; pass++) {
    const due = await selectDueLocalSubscriptions(db, now);
    const live = due.filter((row) => isLiveSubscription(row.status));
    const before = report.renewed;
    for (const row of live) {
      await renewOne(db, row, now, report);
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
