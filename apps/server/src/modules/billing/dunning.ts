// Dunning (issue 23, decision 037): a renewal whose payment failed, from the first failure until it
// is paid (recovered) or its retries run out (lost: the subscription is cancelled as involuntary
// churn). The local provider's retries are jobs on the queue, on days 3, 7 and 14 after the first
// failure and at once when the owner adds a card; each retry is an event claimed once, so however
// many processes run, a retry charges once. Stripe retries on its side; its webhooks move the case
// (dunning-stripe.ts), and a card added while a case is open asks Stripe to pay the invoice.
import {
  DUNNING_RETRY_DAYS,
  PAYMENT_ERRORS,
  RETRY_POLICIES,
  withRetry,
  type PaymentErrorCode,
  type PaymentProviderName,
} from '@themeport/core';
import { chargeSavedCard } from '../../adapters/payments/local-cards.ts';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import type { MailSender } from '../../adapters/mail/index.ts';
import type { Database } from '../../db/client.ts';
import type { DunningCaseRow, PaymentMethodRow } from '../../db/schema.ts';
import { enqueue, type JobQueue } from '../../jobs/index.ts';
import type { Logger } from '../../logger.ts';
import { dunningMail } from './dunning-mail.ts';
import { applyAccountEvent } from './fulfilment/events.ts';
import { applySubscriptionInTx, subscriptionSnapshotOf } from './fulfilment/plans.ts';
import { recordPaymentAttemptInTx } from './payment-attempts.ts';
import { selectAccountName, type Tx } from './queries.ts';
import {
  insertDunningCase,
  lockDunningCase,
  selectAccountCard,
  selectDunningCase,
  selectOpenDunningCases,
  selectOwnerEmails,
  selectSubscriptionRow,
  settleInvoice,
  updateDunningCase,
} from './queries/dunning.ts';
import { selectDefaultPaymentMethod } from './queries/payment-methods.ts';

const DAY_MS = 24 * 60 * 60_000;
const LAST_DAY = DUNNING_RETRY_DAYS[DUNNING_RETRY_DAYS.length - 1]!;

/** The retry day after `day` (the first after the failure when null); null after the last. */
export function nextRetryDay(day: number | null): number | null {
  return DUNNING_RETRY_DAYS.find((candidate) => day === null || candidate > day) ?? null;
}

export type ChargeTry = { ok: true } | { ok: false; code: PaymentErrorCode };

/**
 * Charges a saved local card: a retryable error is tried again at once per spec 001 §8.1's
 * subscription policy (3 attempts, 1 s to 15 s). Every try is answered, for the attempts ledger.
 */
export async function chargeLocalCard(
  card: PaymentMethodRow | undefined,
  now: Date,
  sleep?: (ms: number) => Promise<void>,
): Promise<ChargeTry[]> {
  const tries: ChargeTry[] = [];
  await withRetry(
    () => {
      const outcome = chargeSavedCard(card, now);
      tries.push(outcome);
      if (!outcome.ok) throw outcome;
    },
    RETRY_POLICIES.subscription,
    { isRetryable: (error) => PAYMENT_ERRORS[(error as { code: PaymentErrorCode }).code].retryable, sleep },
  ).catch(() => undefined);
  return tries;
}

export interface OpenedCase {
  accountId: string;
  provider: PaymentProviderName;
  subscriptionId: string | null;
  invoiceRef: string;
  amount: number;
  currency: string;
  declineCode: string | null;
  failedAt: Date;
  /** Stripe's next attempt, when it says; local cases are scheduled here. */
  nextRetryAt?: Date | null;
}

/**
 * The first failure of a renewal's invoice opens its case, in the failure's transaction: the
 * owners' mail and (local provider) the first scheduled retry are jobs of the same commit.
 * Undefined when the invoice has a case already.
 */
export async function openDunningCaseInTx(tx: Tx, opened: OpenedCase): Promise<DunningCaseRow | undefined> {
  const firstDay = nextRetryDay(null)!;
  const nextRetryAt =
    opened.provider === 'local'
      ? new Date(opened.failedAt.getTime() + firstDay * DAY_MS)
      : (opened.nextRetryAt ?? null);
  const row = await insertDunningCase(tx, { ...opened, nextRetryAt });
  if (!row) return undefined;
  await enqueue(tx, 'billing.dunning-notice', { caseId: row.id }, { singletonKey: row.id });
  if (opened.provider === 'local') await scheduleRetry(tx, row, firstDay);
  return row;
}

function scheduleRetry(tx: Tx, row: DunningCaseRow, day: number) {
  return enqueue(
    tx,
    'billing.dunning-retry',
    { caseId: row.id, day, providerPaymentMethodId: null },
    { startAfter: new Date(row.failedAt.getTime() + day * DAY_MS), singletonKey: `${row.id}:day-${day}` },
  );
}

/**
 * A card was added to an account: each of its open cases with the provider is retried at once
 * with that card, in the card's transaction. Answers how many.
 */
export async function retryOpenCasesWithCardInTx(
  tx: Tx,
  accountId: string,
  provider: PaymentProviderName,
  providerPaymentMethodId: string,
  now: Date,
): Promise<number> {
  const open = await selectOpenDunningCases(tx, accountId, provider);
  for (const row of open) {
    await enqueue(
      tx,
      'billing.dunning-retry',
      { caseId: row.id, day: null, providerPaymentMethodId },
      { startAfter: now, singletonKey: `${row.id}:card-${providerPaymentMethodId}` },
    );
  }
  return open.length;
}

export interface DunningDependencies {
  db: Database;
  mail: MailSender;
  logger: Logger;
  payments: PaymentProvider;
  publicUrl: string;
  /** The wait between immediate retries (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
}

type RetryPayload = { caseId: string; day: number | null; providerPaymentMethodId: string | null };

/** One local retry: charge, then in one transaction the attempts and the case's next step. */
async function retryLocalCase(deps: DunningDependencies, found: DunningCaseRow, payload: RetryPayload, now: Date) {
  const { db } = deps;
  const card = payload.providerPaymentMethodId
    ? await selectAccountCard(db, found.accountId, payload.providerPaymentMethodId)
    : await selectDefaultPaymentMethod(db, found.accountId);
  const tries = await chargeLocalCard(card, now, deps.sleep);
  const paid = tries.at(-1)?.ok === true;
  const slot = payload.day === null ? `card_${payload.providerPaymentMethodId}` : `day_${payload.day}`;
  const event = {
    id: `evt_local_dunning_${found.id}_${slot}`,
    provider: 'local' as const,
    type: paid ? 'invoice.paid' : 'invoice.payment_failed',
    occurredAt: now,
  };
  await applyAccountEvent(db, event, { accountId: found.accountId }, async (tx, accountId) => {
    const row = await lockDunningCase(tx, found.id);
    if (!row || row.state !== 'open') return;
    for (const attempt of tries) {
      await recordPaymentAttemptInTx(tx, {
        accountId,
        provider: 'local',
        purpose: 'subscription',
        invoiceRef: row.invoiceRef,
        subscriptionId: row.subscriptionId,
        amount: row.amount,
        currency: row.currency,
        outcome: attempt.ok ? 'succeeded' : 'failed',
        declineCode: attempt.ok ? null : attempt.code,
        cardBrand: card?.brand ?? null,
        attemptedAt: now,
      });
    }
    const subscription = row.subscriptionId ? await selectSubscriptionRow(tx, row.subscriptionId) : undefined;
    const retries = row.retries + 1;
    if (paid) {
      await settleInvoice(tx, accountId, row.invoiceRef, { status: 'paid', amountPaid: row.amount });
      if (subscription?.status === 'past_due')
        await applySubscriptionInTx(tx, accountId, event, subscriptionSnapshotOf(subscription, { status: 'active' }));
      await updateDunningCase(tx, row.id, { state: 'recovered', retries, nextRetryAt: null, closedAt: now });
      return;
    }
    const next = payload.day === null ? undefined : nextRetryDay(payload.day);
    if (payload.day === LAST_DAY || next === null) {
      await settleInvoice(tx, accountId, row.invoiceRef, { status: 'uncollectible', amountPaid: 0 });
      if (subscription && subscription.status !== 'canceled')
        await applySubscriptionInTx(
          tx,
          accountId,
          { ...event, type: 'customer.subscription.deleted' },
          subscriptionSnapshotOf(subscription, { status: 'canceled', churnCause: 'dunning_exhausted' }),
        );
      await updateDunningCase(tx, row.id, { state: 'lost', retries, nextRetryAt: null, closedAt: now });
      return;
    }
    // A card retry that failed leaves the schedule as it was.
    if (next === undefined) {
      await updateDunningCase(tx, row.id, { retries });
      return;
    }
    await updateDunningCase(tx, row.id, {
      retries,
      nextRetryAt: new Date(row.failedAt.getTime() + next * DAY_MS),
    });
    await scheduleRetry(tx, row, next);
  });
}

/** A Stripe case: the new card pays the open invoice at Stripe; its invoice.paid webhook closes the case. */
async function retryStripeCase(deps: DunningDependencies, found: DunningCaseRow, payload: RetryPayload) {
  if (!payload.providerPaymentMethodId) return;
  await deps.payments.payInvoice({
    providerInvoiceId: found.invoiceRef,
    providerPaymentMethodId: payload.providerPaymentMethodId,
    idempotencyKey: `dunning-pay-${found.id}-${payload.providerPaymentMethodId}`,
  });
}

async function sendNotice(deps: DunningDependencies, caseId: string) {
  const found = await selectDunningCase(deps.db, caseId);
  if (!found) return;
  const accountName = (await selectAccountName(deps.db, found.accountId)) ?? 'your account';
  for (const to of await selectOwnerEmails(deps.db, found.accountId)) {
    await deps.mail.send(
      dunningMail({
        to,
        accountName,
        amount: found.amount,
        currency: found.currency,
        declineCode: found.declineCode,
        publicUrl: deps.publicUrl,
      }),
    );
  }
}

/** The dunning queues' handlers (both providers: Stripe cases use the retry queue for added cards). */
export function registerDunningJobs(jobs: JobQueue, deps: DunningDependencies): void {
  jobs.handle('billing.dunning-retry', async (payload, { now }) => {
    const found = await selectDunningCase(deps.db, payload.caseId);
    if (!found || found.state !== 'open') return;
    if (found.provider === 'local') await retryLocalCase(deps, found, payload, now);
    else await retryStripeCase(deps, found, payload);
  });
  jobs.handle('billing.dunning-notice', ({ caseId }) => sendNotice(deps, caseId));
}
