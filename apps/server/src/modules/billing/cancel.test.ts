// Issue 9 item 12: 'Cancel any time' — cancel at the period end, resume before it, each request once;
// issue 23: cancelling asks why (optional), kept with the MRR it puts at risk, withdrawn on resume.
import { eq } from 'drizzle-orm';
import { CANCELLATION_DETAIL_MAX, type BillingOverview, type SubscriptionResponse } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, subscriptionCancellations } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInMember, signedInOwner } from '../../test/auth.ts';
import { subscribedOwner } from '../../test/billing.ts';
import { runLocalBilling } from './renewals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
}, 300_000);
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof subscribedOwner>>;
async function send(owner: Owner, action: 'cancel' | 'resume') {
  const res = await owner.client.post(`/api/accounts/${owner.accountId}/subscription/${action}`);
  return { status: res.status, body: (await res.json()) as SubscriptionResponse & { code?: string } };
}

describe('cancelling and resuming a plan (local provider)', () => {
  it('cancels at the period end: the plan stays until then, no next invoice, and twice is once', async () => {
    const owner = await subscribedOwner(t, 'starter');
    const { end } = await owner.setPeriod(10);
    const answers = await Promise.all([send(owner, 'cancel'), send(owner, 'cancel'), send(owner, 'cancel')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.body.subscription).toMatchObject({
      planId: 'starter',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.accountId, owner.accountId));
    expect(events.filter((event) => event.type === 'subscription.cancel_at_period_end')).toHaveLength(1);

    const overview = (await (
      await owner.client.request(`/api/accounts/${owner.accountId}/billing`)
    ).json()) as BillingOverview;
    expect(overview.nextInvoice).toBeNull();
    expect((await owner.accountRow()).plan).toBe('starter');

    await runLocalBilling(t.db, new Date(end.getTime() + 1000));
    const row = await owner.subscriptionRow();
    expect([row.status, (await owner.accountRow()).plan]).toEqual(['canceled', 'free']);
    expect(await owner.invoiceRows()).toHaveLength(1);
  });

  it('resumes before the period end: the subscription renews as usual', async () => {
    const owner = await subscribedOwner(t, 'pro');
    const { end } = await owner.setPeriod(25);
    await send(owner, 'cancel');
    const resumed = await send(owner, 'resume');
    expect(resumed.body.subscription.cancelAtPeriodEnd).toBe(false);
    expect((await send(owner, 'resume')).status).toBe(200);
    await runLocalBilling(t.db, new Date(end.getTime() + 1000));
    const row = await owner.subscriptionRow();
    expect([row.status, row.plan]).toEqual(['active', 'pro']);
    expect((await owner.invoiceRows()).map((bill) => bill.amountPaid)).toEqual([2900, 2900]);
  });

  it('a cancellation calls off a scheduled downgrade, and a downgrade after a cancellation renews on the smaller plan', async () => {
    const owner = await subscribedOwner(t, 'pro');
    await owner.changePlan('starter');
    const cancelled = await send(owner, 'cancel');
    expect(cancelled.body.subscription).toMatchObject({ cancelAtPeriodEnd: true, pendingPlanId: null });

    const downgraded = await owner.changePlan('starter');
    expect(downgraded.body.subscription).toMatchObject({
      cancelAtPeriodEnd: false,
      pendingPlanId: 'starter',
      planId: 'pro',
    });
    const { end } = await owner.setPeriod(30);
    await runLocalBilling(t.db, new Date(end.getTime() + 1000));
    expect([(await owner.subscriptionRow()).plan, (await owner.accountRow()).plan]).toEqual(['starter', 'starter']);
  });

  it('answers 409 NOT_SUBSCRIBED on a free account and changes nothing', async () => {
    const owner = await signedInOwner(t);
    const res = await owner.client.post(`/api/accounts/${owner.account.id}/subscription/cancel`);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe('NOT_SUBSCRIBED');
  });
});

/** Without `body`, a POST with no body at all (as before reasons existed). */
const cancelWith = (owner: Owner, body?: unknown) => {
  const path = `/api/accounts/${owner.accountId}/subscription/cancel`;
  return body === undefined ? owner.client.request(path, { method: 'POST' }) : owner.client.post(path, body);
};
const rowsOf = (accountId: string) =>
  t.db.select().from(subscriptionCancellations).where(eq(subscriptionCancellations.accountId, accountId));

describe('cancelling with a reason', () => {
  it('stores the reason, detail, who asked, the plan and the MRR at risk; twice is one row', async () => {
    const owner = await subscribedOwner(t, 'pro');
    const body = { reason: 'too_expensive', detail: '  Over budget this quarter.  ' };
    expect((await cancelWith(owner, body)).status).toBe(200);
    expect((await cancelWith(owner, body)).status).toBe(200);
    const rows = await rowsOf(owner.accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subscriptionId: (await owner.subscriptionRow()).id,
      userId: owner.user.id,
      reason: 'too_expensive',
      detail: 'Over budget this quarter.',
      mrr: 2900,
      plan: 'pro',
      withdrawnAt: null,
    });
  });

  it('both parts are optional: no body, an empty body, or an empty detail store a row without them', async () => {
    for (const body of [undefined, {}, { reason: null, detail: '   ' }]) {
      const owner = await subscribedOwner(t, 'starter');
      expect((await cancelWith(owner, body)).status).toBe(200);
      expect(await rowsOf(owner.accountId)).toMatchObject([{ reason: null, detail: null, plan: 'starter' }]);
    }
  });

  it('answers 400 with a clear message on an unknown reason or a too-long detail, and changes nothing', async () => {
    const owner = await subscribedOwner(t, 'starter');
    for (const [body, field, message] of [
      [{ reason: 'bored' }, 'reason', /Choose one of the listed reasons/],
      [{ detail: 'x'.repeat(CANCELLATION_DETAIL_MAX + 1) }, 'detail', /500 characters or fewer/],
      [{ detail: 42 }, 'detail', /must be text/],
    ] as const) {
      const res = await cancelWith(owner, body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { fields?: Record<string, string> };
      expect(answer.fields?.[field]).toMatch(message);
    }
    expect(await rowsOf(owner.accountId)).toEqual([]);
    expect((await owner.subscriptionRow()).cancelAtPeriodEnd).toBe(false);
  });

  it('resuming withdraws the cancellation; cancelling again is a new answer', async () => {
    const owner = await subscribedOwner(t, 'starter');
    await cancelWith(owner, { reason: 'not_using' });
    await owner.client.post(`/api/accounts/${owner.accountId}/subscription/resume`);
    await cancelWith(owner, { reason: 'missing_features', detail: 'No shop' });
    const rows = (await rowsOf(owner.accountId)).sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime());
    expect(rows.map((row) => [row.reason, row.withdrawnAt !== null])).toEqual([
      ['not_using', true],
      ['missing_features', false],
    ]);
  });

  it('choosing a downgrade instead withdraws the cancellation: the subscription renews', async () => {
    const owner = await subscribedOwner(t, 'pro');
    await cancelWith(owner, { reason: 'too_expensive' });
    await owner.changePlan('starter');
    const rows = await rowsOf(owner.accountId);
    expect(rows.map((row) => [row.reason, row.withdrawnAt !== null])).toEqual([['too_expensive', true]]);
  });

  it('is the owner’s: an admin member gets 403 and nothing is stored', async () => {
    const owner = await subscribedOwner(t, 'starter');
    const member = await signedInMember(t, owner.accountId, 'admin');
    const res = await member.client.post(`/api/accounts/${owner.accountId}/subscription/cancel`, {
      reason: 'other',
    });
    expect(res.status).toBe(403);
    expect(await rowsOf(owner.accountId)).toEqual([]);
    expect((await owner.subscriptionRow()).cancelAtPeriodEnd).toBe(false);
  });
});
