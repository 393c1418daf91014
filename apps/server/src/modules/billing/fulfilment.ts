// The one fulfilment path. Both payment adapters end here: the local test-mode checkout when a card
// is accepted, Stripe through its signed webhook. Every function records the provider's event id in
// the same transaction as its effect, so a replay, a duplicate or a concurrent delivery of the same
// event changes nothing the second time.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { CHECKOUT_TEXT, isLiveSubscription, splitRevenue, type PaymentProviderName, type Plan } from '@themeport/core';
import type { InvoiceSnapshot, PaymentMethodSnapshot, SubscriptionSnapshot } from '../../adapters/payments/types.ts';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  billingSubscriptions,
  cartItems,
  checkoutSessions,
  invoices,
  paymentEvents,
  paymentMethods,
  purchases,
  themes,
  type BillingSubscriptionRow,
  type CheckoutLine,
  type CheckoutSessionRow,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { PLAN_USAGE_LIMITS } from '../accounts/index.ts';
import { incrementThemeDownloads, insertLibraryEntry } from '../library/index.ts';
import { invalidateCatalogue } from '../themes/index.ts';
import { afterSubscriptionApplied } from './plan-effects.ts';

export interface ProviderEvent {
  id: string;
  provider: PaymentProviderName;
  type: string;
  /** When the provider produced it: orders subscription changes that arrive out of order. */
  occurredAt: Date;
}

export interface FulfilmentResult {
  /** false when the event had been applied before (or had nothing to apply). */
  applied: boolean;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Records the event id; false when it was there already (the transaction then does nothing). */
async function claimEvent(tx: Tx, event: ProviderEvent, accountId: string | null): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ id: event.id, provider: event.provider, type: event.type, accountId })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** The account a provider customer belongs to (accounts.stripe_customer_id holds either provider's id). */
export async function accountIdForCustomer(db: Database | Tx, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.stripeCustomerId, customerId))
    .limit(1);
  return row?.id ?? null;
}

async function accountIdForSubscription(tx: Tx, providerSubscriptionId: string | null): Promise<string | null> {
  if (!providerSubscriptionId) return null;
  const [row] = await tx
    .select({ accountId: billingSubscriptions.accountId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row?.accountId ?? null;
}

/**
 * The account's plan follows its newest live subscription (free without one) and its usage
 * limits follow the plan. Enterprise is set by hand (configurable limits) and left alone.
 */
async function syncAccountPlan(tx: Tx, accountId: string): Promise<void> {
  const [account] = await tx
    .select({ plan: accounts.plan })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!account || account.plan === 'enterprise') return;
  const rows = await tx
    .select({ plan: billingSubscriptions.plan, status: billingSubscriptions.status })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.accountId, accountId))
    .orderBy(desc(billingSubscriptions.lastEventAt));
  const plan: Plan = rows.find((row) => isLiveSubscription(row.status))?.plan ?? 'free';
  if (plan === account.plan) return;
  await tx
    .update(accounts)
    .set({ plan, usageLimits: PLAN_USAGE_LIMITS[plan], updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
}

/** Inserts or updates the subscription unless a newer event already applied; then the plan follows. */
async function applySubscriptionInTx(
  tx: Tx,
  accountId: string,
  event: ProviderEvent,
  snapshot: SubscriptionSnapshot,
): Promise<void> {
  const values = {
    accountId,
    provider: event.provider,
    providerSubscriptionId: snapshot.providerSubscriptionId,
    stripeCustomerId: snapshot.customerId,
    priceId: snapshot.priceId,
    plan: snapshot.plan,
    status: snapshot.status,
    amount: snapshot.amount,
    currency: snapshot.currency,
    currentPeriodStart: snapshot.currentPeriodStart,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    lastEventAt: event.occurredAt,
    updatedAt: new Date(),
  };
  const { accountId: _keep, provider: _provider, providerSubscriptionId: _id, ...changes } = values;
  await tx
    .insert(billingSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: billingSubscriptions.providerSubscriptionId,
      set: changes,
      // Out of order: an event older than the one last applied leaves the row as it is.
      setWhere: sql`${billingSubscriptions.lastEventAt} <= ${event.occurredAt}`,
    });
  await syncAccountPlan(tx, accountId);
  await afterSubscriptionApplied(tx, accountId);
}

async function upsertInvoiceInTx(
  tx: Tx,
  accountId: string,
  event: ProviderEvent,
  snapshot: InvoiceSnapshot,
): Promise<void> {
  let subscriptionId: string | null = null;
  if (snapshot.providerSubscriptionId) {
    const [row] = await tx
      .select({ id: billingSubscriptions.id })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.providerSubscriptionId, snapshot.providerSubscriptionId))
      .limit(1);
    subscriptionId = row?.id ?? null;
  }
  const values = {
    accountId,
    provider: event.provider,
    providerInvoiceId: snapshot.providerInvoiceId,
    number: snapshot.number,
    stripeCustomerId: snapshot.customerId,
    subscriptionId,
    checkoutSessionId: snapshot.checkoutSessionId,
    description: snapshot.description,
    amountPaid: snapshot.amountPaid,
    currency: snapshot.currency,
    status: snapshot.status,
    periodStart: snapshot.periodStart,
    periodEnd: snapshot.periodEnd,
    invoicePdf: snapshot.invoicePdf,
    hostedInvoiceUrl: snapshot.hostedInvoiceUrl,
    createdAt: snapshot.createdAt,
  };
  await tx
    .insert(invoices)
    .values(values)
    .onConflictDoUpdate({
      target: invoices.providerInvoiceId,
      set: {
        status: values.status,
        amountPaid: values.amountPaid,
        invoicePdf: values.invoicePdf,
        hostedInvoiceUrl: values.hostedInvoiceUrl,
        subscriptionId: sql`coalesce(${invoices.subscriptionId}, ${subscriptionId})`,
      },
      // A paid invoice stays paid: a late payment_failed for an earlier attempt changes nothing.
      setWhere: sql`${invoices.status} <> 'paid'`,
    });
}

async function upsertPaymentMethodInTx(
  tx: Tx,
  accountId: string,
  event: ProviderEvent,
  snapshot: PaymentMethodSnapshot,
): Promise<void> {
  // Serialise per account: the first card becomes the default exactly once.
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  const [existingDefault] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.isDefault, true)))
    .limit(1);
  await tx
    .insert(paymentMethods)
    .values({
      accountId,
      provider: event.provider,
      providerPaymentMethodId: snapshot.providerPaymentMethodId,
      stripeCustomerId: snapshot.customerId,
      brand: snapshot.brand,
      last4: snapshot.last4,
      expMonth: snapshot.expMonth,
      expYear: snapshot.expYear,
      cvcCheck: snapshot.cvcCheck,
      isDefault: existingDefault === undefined,
    })
    .onConflictDoUpdate({
      target: paymentMethods.providerPaymentMethodId,
      set: {
        brand: snapshot.brand,
        last4: snapshot.last4,
        expMonth: snapshot.expMonth,
        expYear: snapshot.expYear,
        cvcCheck: snapshot.cvcCheck,
      },
    });
}

/** Deletes the card; when it was the default, the newest remaining card becomes the default. */
export async function deletePaymentMethodInTx(
  tx: Tx,
  accountId: string,
  providerPaymentMethodId: string,
): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  const [removed] = await tx
    .delete(paymentMethods)
    .where(
      and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.providerPaymentMethodId, providerPaymentMethodId)),
    )
    .returning({ isDefault: paymentMethods.isDefault });
  if (!removed?.isDefault) return;
  const [next] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.accountId, accountId))
    .orderBy(desc(paymentMethods.createdAt))
    .limit(1);
  if (next) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
}

interface Delivery {
  /** The lines that entered the library now: the only ones charged. */
  delivered: CheckoutLine[];
  /** The lines the account owned already (another session, a grant): never charged. */
  owned: CheckoutLine[];
}

/**
 * Each theme of a paid session: into the library, a purchase row with its split, one more download.
 * The library's unique (account, theme) decides what is new, inside this transaction: a theme
 * another session delivered first is reported as owned, whatever the timing.
 */
async function deliverThemes(tx: Tx, session: CheckoutSessionRow): Promise<Delivery> {
  const delivery: Delivery = { delivered: [], owned: [] };
  for (const line of session.lines) {
    const entry = await insertLibraryEntry(tx, {
      accountId: session.accountId,
      themeId: line.themeId,
      source: 'purchase',
    });
    if (entry === null) {
      delivery.owned.push(line);
      continue;
    }
    const [theme] = await tx.select({ creatorId: themes.creatorId }).from(themes).where(eq(themes.id, line.themeId));
    const { developerCents, platformCents } = splitRevenue(line.amount);
    await tx.insert(purchases).values({
      accountId: session.accountId,
      themeId: line.themeId,
      userId: session.userId,
      developerId: theme?.creatorId ?? null,
      checkoutSessionId: session.id,
      pricePaid: line.amount,
      developerShare: developerCents,
      platformShare: platformCents,
      currency: session.currency,
    });
    await incrementThemeDownloads(tx, line.themeId);
    delivery.delivered.push(line);
  }
  const themeIds = session.lines.map((line) => line.themeId);
  if (themeIds.length > 0) {
    await tx.delete(cartItems).where(and(eq(cartItems.userId, session.userId), inArray(cartItems.themeId, themeIds)));
  }
  return delivery;
}

/**
 * The account's other open theme sessions that sell one of these themes: paying them would charge
 * for a licence the account now holds. Local sessions expire here; Stripe's are returned for the
 * caller to expire at Stripe (after the commit: no API call inside a transaction).
 */
async function supersedeOpenSessions(tx: Tx, session: CheckoutSessionRow): Promise<string[]> {
  const themeIds = new Set(session.lines.map((line) => line.themeId));
  const open = await tx
    .select({ id: checkoutSessions.id, provider: checkoutSessions.provider, lines: checkoutSessions.lines })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.accountId, session.accountId),
        eq(checkoutSessions.mode, 'payment'),
        eq(checkoutSessions.status, 'open'),
        ne(checkoutSessions.id, session.id),
      ),
    );
  const superseded = open.filter((other) => other.lines.some((line) => themeIds.has(line.themeId)));
  const local = superseded.filter((other) => other.provider === 'local').map((other) => other.id);
  if (local.length > 0) {
    await tx
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(and(inArray(checkoutSessions.id, local), eq(checkoutSessions.status, 'open')));
  }
  return superseded.filter((other) => other.provider !== 'local').map((other) => other.id);
}

export interface CompletedCheckout {
  sessionId: string;
  customerId?: string | null;
  subscription?: SubscriptionSnapshot | null;
  invoice?: InvoiceSnapshot | null;
  paymentMethod?: PaymentMethodSnapshot | null;
  /**
   * Themes of the session the account owns already. 'refuse' (local provider: nothing is charged
   * yet): a session with nothing new is refused with ALREADY_OWNED and nothing is recorded, and
   * the invoice covers only the themes delivered. 'refund' (Stripe: the money has arrived): the
   * session completes and the owned lines are refunded afterwards (refunds.ts).
   */
  ownedThemes?: 'refuse' | 'refund';
}

export interface CheckoutFulfilment extends FulfilmentResult {
  /** Open Stripe sessions of the account for the same themes, to expire at Stripe. */
  supersededSessionIds: string[];
}

const alreadyOwned = () => new AppError('ALREADY_IN_LIBRARY', 409, CHECKOUT_TEXT.alreadyOwned);
const sessionClosed = () => new AppError('SESSION_CLOSED', 409, CHECKOUT_TEXT.sessionClosed);

/** The invoice of a local theme purchase: what was delivered, nothing more. */
function invoiceForDelivered(invoice: InvoiceSnapshot, delivered: CheckoutLine[]): InvoiceSnapshot {
  return {
    ...invoice,
    amountPaid: delivered.reduce((sum, line) => sum + line.amount, 0),
    description: delivered.map((line) => line.name).join(', '),
  };
}

/**
 * A checkout session was paid (or, in setup mode, a card was saved). Delivers what it sold once:
 * themes into the library with their purchase rows, the subscription and the plan, the card, the
 * invoice; then the session is complete. Unknown sessions (not ours) are recorded and ignored.
 */
export async function fulfilCheckout(
  db: Database,
  event: ProviderEvent,
  completed: CompletedCheckout,
): Promise<CheckoutFulfilment> {
  const owned = completed.ownedThemes ?? 'refund';
  let downloadsChanged = false;
  let supersededSessionIds: string[] = [];
  const applied = await db.transaction(async (tx) => {
    // One checkout of an account at a time, the account locked before its session: what the account
    // owns and what is charged are decided together (ten sessions for one theme paid at once: one
    // is charged), and expiring the other sessions below cannot deadlock with their own payment.
    const [owner] = await tx
      .select({ accountId: checkoutSessions.accountId })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, completed.sessionId));
    if (owner)
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, owner.accountId)).for('update');
    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, completed.sessionId))
      .for('update');
    if (!(await claimEvent(tx, event, session?.accountId ?? null))) return false;
    if (!session || session.status === 'complete') return false;

    if (completed.customerId) {
      await tx
        .update(accounts)
        .set({ stripeCustomerId: completed.customerId })
        .where(and(eq(accounts.id, session.accountId), sql`${accounts.stripeCustomerId} is null`));
    }
    let invoice = completed.invoice ?? null;
    if (session.mode === 'payment') {
      const { delivered } = await deliverThemes(tx, session);
      if (owned === 'refuse') {
        if (delivered.length === 0) throw alreadyOwned();
        // Cancelled (or superseded) while this payment waited: nothing is charged.
        if (session.status !== 'open') throw sessionClosed();
        if (invoice) invoice = invoiceForDelivered(invoice, delivered);
      }
      downloadsChanged = delivered.length > 0;
      supersededSessionIds = await supersedeOpenSessions(tx, session);
    }
    if (completed.subscription) await applySubscriptionInTx(tx, session.accountId, event, completed.subscription);
    if (completed.paymentMethod) await upsertPaymentMethodInTx(tx, session.accountId, event, completed.paymentMethod);
    if (invoice) await upsertInvoiceInTx(tx, session.accountId, event, invoice);
    await tx
      .update(checkoutSessions)
      .set({ status: 'complete', completedAt: new Date() })
      .where(eq(checkoutSessions.id, session.id));
    return true;
  });
  // Downloads are part of the public catalogue and its sort: drop the cached answers.
  if (downloadsChanged) invalidateCatalogue(db);
  return { applied, supersededSessionIds };
}

/** The account of a provider object: the one we were told, else by subscription, else by customer. */
async function resolveAccount(
  tx: Tx,
  hint: { accountId?: string | null; providerSubscriptionId?: string | null; customerId?: string | null },
) {
  if (hint.accountId) {
    const [row] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, hint.accountId)).limit(1);
    if (row) return row.id;
  }
  return (
    (await accountIdForSubscription(tx, hint.providerSubscriptionId ?? null)) ??
    (await accountIdForCustomer(tx, hint.customerId ?? null))
  );
}

type AccountHint = { accountId?: string | null; providerSubscriptionId?: string | null; customerId?: string | null };

/** An event about one account's object: find the account, record the event, apply it; all or nothing. */
async function applyAccountEvent(
  db: Database,
  event: ProviderEvent,
  hint: AccountHint,
  apply: (tx: Tx, accountId: string) => Promise<void>,
): Promise<FulfilmentResult> {
  const applied = await db.transaction(async (tx) => {
    const accountId = await resolveAccount(tx, hint);
    if (!(await claimEvent(tx, event, accountId))) return false;
    if (accountId === null) return false;
    await apply(tx, accountId);
    return true;
  });
  return { applied };
}

/** customer.subscription.created / updated / deleted (and local plan changes). */
export function applySubscriptionEvent(
  db: Database,
  event: ProviderEvent,
  snapshot: SubscriptionSnapshot,
  hint: { accountId?: string | null } = {},
): Promise<FulfilmentResult> {
  const where = { ...hint, providerSubscriptionId: snapshot.providerSubscriptionId, customerId: snapshot.customerId };
  return applyAccountEvent(db, event, where, (tx, accountId) => applySubscriptionInTx(tx, accountId, event, snapshot));
}

/** invoice.paid / invoice.payment_failed (and the local adapter's receipts). */
export function recordInvoiceEvent(
  db: Database,
  event: ProviderEvent,
  snapshot: InvoiceSnapshot,
  hint: { accountId?: string | null } = {},
): Promise<FulfilmentResult> {
  const where = { ...hint, providerSubscriptionId: snapshot.providerSubscriptionId, customerId: snapshot.customerId };
  return applyAccountEvent(db, event, where, (tx, accountId) => upsertInvoiceInTx(tx, accountId, event, snapshot));
}

/** payment_method.attached. */
export function attachPaymentMethodEvent(
  db: Database,
  event: ProviderEvent,
  snapshot: PaymentMethodSnapshot,
  hint: { accountId?: string | null } = {},
): Promise<FulfilmentResult> {
  return applyAccountEvent(db, event, { ...hint, customerId: snapshot.customerId }, (tx, accountId) =>
    upsertPaymentMethodInTx(tx, accountId, event, snapshot),
  );
}

/** payment_method.detached: the card leaves whichever account held it. */
export async function detachPaymentMethodEvent(
  db: Database,
  event: ProviderEvent,
  providerPaymentMethodId: string,
): Promise<FulfilmentResult> {
  const applied = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ accountId: paymentMethods.accountId })
      .from(paymentMethods)
      .where(eq(paymentMethods.providerPaymentMethodId, providerPaymentMethodId))
      .limit(1);
    if (!(await claimEvent(tx, event, row?.accountId ?? null))) return false;
    if (!row) return false;
    await deletePaymentMethodInTx(tx, row.accountId, providerPaymentMethodId);
    return true;
  });
  return { applied };
}

/** A stored subscription as the snapshot the provider would report, with some fields changed. */
export function subscriptionSnapshotOf(
  row: BillingSubscriptionRow,
  changes: Partial<SubscriptionSnapshot> = {},
): SubscriptionSnapshot {
  return {
    providerSubscriptionId: row.providerSubscriptionId,
    customerId: row.stripeCustomerId,
    priceId: row.priceId,
    plan: row.plan,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    ...changes,
  };
}

/** Marks the account's default card; exactly one default afterwards (a partial unique index backs it). */
export async function setDefaultPaymentMethodRow(
  db: Database,
  accountId: string,
  paymentMethodId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.isDefault, true)));
    await tx
      .update(paymentMethods)
      .set({ isDefault: true })
      .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.id, paymentMethodId)));
  });
}
