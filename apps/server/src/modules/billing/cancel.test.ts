// Issue 9 item 12: 'Cancel any time' — cancel at the period end, resume before it, each request once.
import { eq } from 'drizzle-orm';
import type { BillingOverview, SubscriptionResponse } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInOwner } from '../../test/auth.ts';
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
