// The account's plan, invoices and cards (spec 001 §2.5, §4), for both providers.
import {
  AUTH_TEXT,
  BILLING_TEXT,
  PAID_PLANS,
  PLAN_NAMES,
  isPaidPlan,
  slotDisplayPrice,
  supportLevel,
  type BillingOverview,
  type CvcCheck,
  type Invoice,
  type PaymentMethod,
  type SubscriptionResponse,
  type SubscriptionSummary,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import type { BillingSubscriptionRow, InvoiceRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { callProvider, findLiveSubscription, type CheckoutContext } from './checkout.ts';
import { deletePaymentMethodInTx, setDefaultPaymentMethodRow } from './fulfilment/payment-methods.ts';
import { selectAccountRow } from './queries.ts';
import { selectInvoice, selectInvoices } from './queries/invoices.ts';
import { countPaymentMethods, selectPaymentMethod, selectPaymentMethods } from './queries/payment-methods.ts';

async function loadAccount(db: Database, accountId: string) {
  const account = await selectAccountRow(db, accountId);
  if (!account) throw new AppError('NOT_FOUND', 404, AUTH_TEXT.accountNotFound);
  return account;
}

function summary(
  plan: SubscriptionSummary['planId'],
  subscription: BillingSubscriptionRow | null,
): SubscriptionSummary {
  return {
    planId: plan,
    planName: PLAN_NAMES[plan],
    status: subscription?.status ?? null,
    currentPeriodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
    amount: subscription?.amount ?? 0,
    currency: (subscription?.currency ?? 'usd').toUpperCase(),
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    pendingPlanId: subscription?.pendingPlan ?? null,
  };
}

/** GET /api/accounts/:accountId/subscription (any member). */
export async function subscriptionResponse(db: Database, accountId: string): Promise<SubscriptionResponse> {
  const account = await loadAccount(db, accountId);
  const subscription = summary(account.plan, await findLiveSubscription(db, accountId));
  return {
    subscription,
    displayPrice: slotDisplayPrice(subscription.amount),
    supportLevel: supportLevel(account.plan),
    maxSites: account.usageLimits.max_sites,
  };
}

/** GET /api/accounts/:accountId/billing (owner): spec 001 §2.5 plan summary and next-invoice estimate. */
export async function billingOverview(ctx: CheckoutContext, accountId: string): Promise<BillingOverview> {
  const account = await loadAccount(ctx.db, accountId);
  const live = await findLiveSubscription(ctx.db, accountId);
  const subscription = summary(account.plan, live);
  // spec 001 §2.5: estimate = subscription amount + overages; overages are zero.
  const overages = 0;
  const nextInvoice =
    live && live.currentPeriodEnd && !live.cancelAtPeriodEnd
      ? {
          date: live.currentPeriodEnd.toISOString(),
          amount:
            (live.pendingPlan && isPaidPlan(live.pendingPlan)
              ? PAID_PLANS[live.pendingPlan].amountCents
              : live.amount) + overages,
          overages,
          currency: subscription.currency,
        }
      : null;
  return { provider: ctx.provider.name, subscription, nextInvoice };
}

function toInvoice(row: InvoiceRow): Invoice {
  const base = `/api/accounts/${row.accountId}/invoices/${row.id}`;
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    amountPaid: row.amountPaid,
    currency: row.currency.toUpperCase(),
    status: row.status,
    description: row.description,
    // The provider's documents where it has them (Stripe); our own otherwise.
    invoicePdf: row.invoicePdf ?? (row.provider === 'local' ? `${base}/pdf` : null),
    hostedInvoiceUrl: row.hostedInvoiceUrl ?? (row.provider === 'local' ? `${base}/receipt` : null),
  };
}

export async function listInvoices(db: Database, accountId: string, limit: number): Promise<Invoice[]> {
  return (await selectInvoices(db, accountId, limit)).map(toInvoice);
}

/** One invoice of the account (another account's id: 404). */
export async function getInvoiceRow(db: Database, accountId: string, invoiceId: string): Promise<InvoiceRow> {
  const row = await selectInvoice(db, accountId, invoiceId);
  if (!row) throw new AppError('NOT_FOUND', 404, BILLING_TEXT.invoiceNotFound);
  return row;
}

export async function listPaymentMethods(db: Database, accountId: string): Promise<PaymentMethod[]> {
  const rows = await selectPaymentMethods(db, accountId);
  return rows.map((row) => ({
    id: row.id,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    card: {
      brand: row.brand,
      last4: row.last4,
      expMonth: row.expMonth,
      expYear: row.expYear,
      checks: { cvcCheck: (row.cvcCheck as CvcCheck | null) ?? null },
    },
  }));
}

async function findPaymentMethod(db: Database, accountId: string, paymentMethodId: string) {
  const row = await selectPaymentMethod(db, accountId, paymentMethodId);
  if (!row) throw new AppError('NOT_FOUND', 404, BILLING_TEXT.methodNotFound);
  return row;
}

/** spec 001 §4: setting a default clears the flag on every other card of the account. */
export async function setDefaultPaymentMethod(
  ctx: CheckoutContext,
  accountId: string,
  paymentMethodId: string,
): Promise<PaymentMethod[]> {
  const method = await findPaymentMethod(ctx.db, accountId, paymentMethodId);
  if (!method.isDefault) {
    if (method.stripeCustomerId) {
      const customerId = method.stripeCustomerId;
      await callProvider(() =>
        ctx.provider.setDefaultPaymentMethod({ customerId, providerPaymentMethodId: method.providerPaymentMethodId }),
      );
    }
    await setDefaultPaymentMethodRow(ctx.db, accountId, method.id);
  }
  return listPaymentMethods(ctx.db, accountId);
}

/** spec 001 §5: the default card cannot be removed while others exist. */
export async function removePaymentMethod(
  ctx: CheckoutContext,
  accountId: string,
  paymentMethodId: string,
): Promise<PaymentMethod[]> {
  const method = await findPaymentMethod(ctx.db, accountId, paymentMethodId);
  const total = await countPaymentMethods(ctx.db, accountId);
  if (method.isDefault && total > 1) throw new AppError('CANNOT_REMOVE_DEFAULT', 409, BILLING_TEXT.cannotRemoveDefault);
  await callProvider(() =>
    ctx.provider.detachPaymentMethod({ providerPaymentMethodId: method.providerPaymentMethodId }),
  );
  await ctx.db.transaction((tx) => deletePaymentMethodInTx(tx, accountId, method.providerPaymentMethodId));
  return listPaymentMethods(ctx.db, accountId);
}

/** POST /api/accounts/:accountId/billing/portal: the provider's own portal, where it has one. */
export async function billingPortalUrl(ctx: CheckoutContext, accountId: string, returnPath: string): Promise<string> {
  const account = await loadAccount(ctx.db, accountId);
  const url = account.stripeCustomerId
    ? await callProvider(() =>
        ctx.provider.createPortalSession({
          customerId: account.stripeCustomerId!,
          returnUrl: `${ctx.publicUrl}${returnPath}`,
        }),
      )
    : null;
  if (!url) throw new AppError('NOT_FOUND', 404, 'The billing portal is not available.');
  return url;
}
