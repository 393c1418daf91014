// Dunning with the local provider (decision 037): a renewal charged to a card that declines is
// past due, retried as jobs on days 3, 7 and 14, recovered by a new card, or lost and cancelled as
// involuntary churn; two server processes never run a retry twice.
import { and, asc, eq } from 'drizzle-orm';
import type { CheckoutSessionCreated, PaymentMethodsResponse } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, databaseFromPool } from '../../db/client.ts';
import { dunningCases, emailLogs, paymentAttempts, subscriptionMovements } from '../../db/schema.ts';
import { createJobQueue } from '../../jobs/index.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { subscribedOwner } from '../../test/billing.ts';
import { cardPayment, DAY, TEST_CARDS } from '../../test/shared-data.ts';
import { createLocalPaymentProvider } from '../../adapters/payments/local.ts';
import { registerDunningJobs } from './dunning.ts';
import { runLocalBilling } from './renewals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof subscribedOwner>>;

/** Adds a card through the setup checkout, as the billing page does. */
async function addCard(owner: Owner, cardNumber: string) {
  const setup = await owner.client.post(`/api/accounts/${owner.accountId}/payment-methods/setup`);
  const { id } = (await setup.json()) as CheckoutSessionCreated;
  const saved = await owner.client.post(`/api/checkout/sessions/${id}/pay`, cardPayment(cardNumber));
  expect(saved.status).toBe(200);
  const list = await owner.client.request(`/api/accounts/${owner.accountId}/payment-methods`);
  return ((await list.json()) as PaymentMethodsResponse).paymentMethods;
}

/** A pro owner whose default card is one that attaches but declines every charge; renewal due. */
async function ownerWithFailingCard() {
  const owner = await subscribedOwner(t, 'pro');
  const cards = await addCard(owner, TEST_CARDS.chargesFail);
  const failing = cards.find((card) => card.card.last4 === '0341')!;
  const res = await owner.client.post(`/api/accounts/${owner.accountId}/payment-methods/${failing.id}/default`);
  expect(res.status).toBe(200);
  const periodEnd = (await owner.subscriptionRow()).currentPeriodEnd!;
  return { ...owner, periodEnd };
}

const cases = (accountId: string) => t.db.select().from(dunningCases).where(eq(dunningCases.accountId, accountId));
const attempts = (accountId: string) =>
  t.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.accountId, accountId), eq(paymentAttempts.purpose, 'subscription')))
    .orderBy(asc(paymentAttempts.invoiceRef), asc(paymentAttempts.attemptNumber));

/**
 * The billing clock an hour after the period ended: the renewal fails. (Called directly: the
 * app's hourly schedule is shared by the tests of this file, each on its own clock.) The owners'
 * mail is a job, sent by the next run of the queue.
 */
async function failedRenewal(owner: Awaited<ReturnType<typeof ownerWithFailingCard>>) {
  const failedAt = new Date(owner.periodEnd.getTime() + 60 * 60_000);
  await runLocalBilling(t.db, failedAt);
  await t.jobs.runDue({ now: failedAt });
  const day = (n: number, plusMs = 0) => new Date(failedAt.getTime() + n * DAY + plusMs);
  return { failedAt, day };
}

describe('dunning with the local provider', () => {
  it('a declined renewal is past due with an open case, the plan kept, the owner mailed once; retried on day 3', async () => {
    const owner = await ownerWithFailingCard();
    const { day } = await failedRenewal(owner);

    const subscription = await owner.subscriptionRow();
    expect([subscription.status, (await owner.accountRow()).plan]).toEqual(['past_due', 'pro']);
    const [opened] = await cases(owner.accountId);
    expect(opened).toMatchObject({ state: 'open', amount: 2900, declineCode: 'card_declined', retries: 0 });
    expect(opened!.nextRetryAt).toEqual(day(3));
    const open = (await owner.invoiceRows()).find((invoice) => invoice.providerInvoiceId === opened!.invoiceRef);
    expect(open).toMatchObject({ status: 'open', amountPaid: 0 });
    // The checkout's first payment (the session) is its own invoice; the renewal's first try declined.
    const renewalAttempts = (await attempts(owner.accountId)).filter((row) => row.invoiceRef === opened!.invoiceRef);
    expect(renewalAttempts.map((row) => [row.attemptNumber, row.outcome, row.declineCode, row.cardBrand])).toEqual([
      [1, 'failed', 'card_declined', 'visa'],
    ]);
    const mails = await t.db.select().from(emailLogs).where(eq(emailLogs.type, 'payment_failed'));
    expect(mails.filter((mail) => mail.metadata.to === owner.user.email)).toHaveLength(1);

    // Nothing before day 3; on day 3 one retry, and running again the same day adds nothing.
    await t.jobs.runDue({ now: day(3, -60_000) });
    expect((await attempts(owner.accountId)).filter((row) => row.invoiceRef === opened!.invoiceRef)).toHaveLength(1);
    await t.jobs.runDue({ now: day(3) });
    await t.jobs.runDue({ now: day(3, 60_000) });
    const [afterDay3] = await cases(owner.accountId);
    expect(afterDay3).toMatchObject({ state: 'open', retries: 1 });
    expect(afterDay3!.nextRetryAt).toEqual(day(7));
    expect(
      (await attempts(owner.accountId)).filter((row) => row.invoiceRef === opened!.invoiceRef).map((r) => r.outcome),
    ).toEqual(['failed', 'failed']);
  });

  it('a new card pays at once: recovered, active, the invoice paid; later retry days charge nothing', async () => {
    const owner = await ownerWithFailingCard();
    const { day } = await failedRenewal(owner);
    await t.jobs.runDue({ now: day(3) });

    const cards = await addCard(owner, TEST_CARDS.mastercard);
    expect(cards.find((card) => card.isDefault)?.card.last4).toBe('4444');
    await t.jobs.runDue({ now: day(4) });

    const [recovered] = await cases(owner.accountId);
    expect(recovered).toMatchObject({ state: 'recovered', retries: 2, nextRetryAt: null });
    expect(recovered!.closedAt).toEqual(day(4));
    expect((await owner.subscriptionRow()).status).toBe('active');
    const invoice = (await owner.invoiceRows()).find((row) => row.providerInvoiceId === recovered!.invoiceRef);
    expect(invoice).toMatchObject({ status: 'paid', amountPaid: 2900 });
    const renewal = (await attempts(owner.accountId)).filter((row) => row.invoiceRef === recovered!.invoiceRef);
    expect(renewal.map((row) => [row.attemptNumber, row.outcome, row.cardBrand])).toEqual([
      [1, 'failed', 'visa'],
      [2, 'failed', 'visa'],
      [3, 'succeeded', 'mastercard'],
    ]);

    await t.jobs.runDue({ now: day(7) });
    await t.jobs.runDue({ now: day(14) });
    expect((await attempts(owner.accountId)).filter((row) => row.invoiceRef === recovered!.invoiceRef)).toHaveLength(3);
    expect((await owner.subscriptionRow()).status).toBe('active');
  });

  it('after the day-14 retry fails: lost, cancelled, free, and an involuntary churn movement', async () => {
    const owner = await ownerWithFailingCard();
    const { day } = await failedRenewal(owner);
    for (const n of [3, 7, 14]) await t.jobs.runDue({ now: day(n) });

    const [lost] = await cases(owner.accountId);
    expect(lost).toMatchObject({ state: 'lost', retries: 3, nextRetryAt: null });
    expect(lost!.closedAt).toEqual(day(14));
    expect((await owner.subscriptionRow()).status).toBe('canceled');
    expect((await owner.accountRow()).plan).toBe('free');
    const invoice = (await owner.invoiceRows()).find((row) => row.providerInvoiceId === lost!.invoiceRef);
    expect(invoice?.status).toBe('uncollectible');
    expect(
      (await attempts(owner.accountId)).filter((row) => row.invoiceRef === lost!.invoiceRef).map((row) => row.outcome),
    ).toEqual(['failed', 'failed', 'failed', 'failed']);
    const movements = await t.db
      .select()
      .from(subscriptionMovements)
      .where(eq(subscriptionMovements.accountId, owner.accountId))
      .orderBy(asc(subscriptionMovements.occurredAt));
    expect(movements.map((row) => [row.kind, row.mrrBefore, row.mrrAfter, row.cause])).toEqual([
      ['new', 0, 2900, null],
      ['churn', 2900, 0, 'dunning_exhausted'],
    ]);
  });

  it('two server processes never run the same retry twice', async () => {
    // Several cases due together, so that the two processes' claims meet.
    const owners = [];
    for (let i = 0; i < 4; i++) owners.push(await ownerWithFailingCard());
    const latestEnd = Math.max(...owners.map((owner) => owner.periodEnd.getTime()));
    const failedAt = new Date(latestEnd + 60 * 60_000);
    await runLocalBilling(t.db, failedAt);
    // Another process: its own queue and, on PostgreSQL, its own connection pool.
    const pool = t.databaseUrl ? createPool(t.databaseUrl, 4) : undefined;
    const otherDb = pool ? databaseFromPool(pool) : t.db;
    // Two processes running the dunning queues alone, so that their claims meet.
    const processes = [t.db, otherDb].map((db) => {
      const queue = createJobQueue({ db });
      registerDunningJobs(queue, {
        db,
        logger: createLogger(t.config),
        mail: { send: async () => {} },
        payments: createLocalPaymentProvider(),
        publicUrl: t.config.publicUrl,
      });
      return queue;
    });
    try {
      for (const n of [3, 7, 14]) {
        const now = new Date(failedAt.getTime() + n * DAY);
        await Promise.all(processes.map((queue) => queue.runDue({ now })));
      }
    } finally {
      await Promise.all(processes.map((queue) => queue.stop()));
      await pool?.end();
    }
    for (const owner of owners) {
      const [lost] = await cases(owner.accountId);
      expect(lost).toMatchObject({ state: 'lost', retries: 3 });
      const renewal = (await attempts(owner.accountId)).filter((row) => row.invoiceRef === lost!.invoiceRef);
      expect(renewal.map((row) => row.attemptNumber)).toEqual([1, 2, 3, 4]);
    }
  });
});
