// Billing test data for the plan-change, cancel and parking suites (Vitest only): an owner
// subscribed with the local provider through the real checkout, a period moved to where a test needs it.
import { eq } from 'drizzle-orm';
import type { CheckoutSessionCreated, PaidPlan, SubscriptionResponse } from '@themeport/core';
import { accounts, billingSubscriptions, invoices } from '../db/schema.ts';
import type { TestApp } from './app.ts';
import { signedInOwner } from './auth.ts';
import { cardPayment, DAY } from './shared-data.ts';

/** 4242 with a future expiry: the card the local checkout always accepts. */
export const VISA = cardPayment();

/** A fresh owner on `plan`, paid at the local checkout with 4242 (the card becomes the default). */
export async function subscribedOwner(t: TestApp, plan: PaidPlan) {
  const owner = await signedInOwner(t);
  const res = await owner.client.post(`/api/accounts/${owner.account.id}/checkout/subscription`, { plan });
  const { id } = (await res.json()) as CheckoutSessionCreated;
  const paid = await owner.client.post(`/api/checkout/sessions/${id}/pay`, VISA);
  if (paid.status !== 200) throw new Error(`checkout failed: ${paid.status} ${await paid.text()}`);
  const accountId = owner.account.id;
  const subscriptionRow = async () => {
    const [row] = await t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.accountId, accountId));
    return row!;
  };
  const accountRow = async () => {
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, accountId));
    return row!;
  };
  const invoiceRows = () => t.db.select().from(invoices).where(eq(invoices.accountId, accountId));
  /** Moves the current period so that `daysIn` days have passed of a 30-day period. */
  const setPeriod = async (daysIn: number, now = Date.now()) => {
    const start = new Date(now - daysIn * DAY);
    const end = new Date(start.getTime() + 30 * DAY);
    await t.db
      .update(billingSubscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(billingSubscriptions.accountId, accountId));
    return { start, end };
  };
  const changePlan = async (to: PaidPlan) => {
    const res = await owner.client.post(`/api/accounts/${accountId}/subscription`, { plan: to });
    return { status: res.status, body: (await res.json()) as SubscriptionResponse & { code?: string; error?: string } };
  };
  return { ...owner, accountId, subscriptionRow, accountRow, invoiceRows, setPeriod, changePlan };
}
