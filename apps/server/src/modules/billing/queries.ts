// Billing's SQL that every subject shares: the transaction type and the account's row. The rest is
// in queries/ by subject (checkout sessions, subscriptions, invoices, payment methods). Every query
// takes the database (or the transaction) first.
import { and, eq, isNull } from 'drizzle-orm';
import type { Plan } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { accounts, billingSubscriptions, type UsageLimits } from '../../db/schema.ts';

/** A transaction of the database, for queries that must run inside one. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The account's name, for documents addressed to it; null when the account is gone. */
export async function selectAccountName(db: Database, accountId: string): Promise<string | null> {
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return account?.name ?? null;
}

/**
 * Locks the account row until the transaction ends: one billing change of an account at a time.
 * Answers whether the account exists.
 */
export async function lockAccount(tx: Tx, accountId: string): Promise<boolean> {
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  return account !== undefined;
}

/** The account's whole row; undefined when it is gone. */
export async function selectAccountRow(db: Database, accountId: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return account;
}

/** Whether the account exists. */
export async function accountExists(tx: Tx, accountId: string): Promise<boolean> {
  const [row] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row !== undefined;
}

/** The account's provider customer id (accounts.stripe_customer_id holds either provider's id). */
export async function selectAccountCustomerId(db: Database, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: accounts.stripeCustomerId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.customerId ?? null;
}

/** Stores the provider customer id unless the account has one already (the first stored wins). */
export async function setAccountCustomerIdIfNone(
  db: Database | Tx,
  accountId: string,
  customerId: string,
): Promise<void> {
  await db
    .update(accounts)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(accounts.id, accountId), isNull(accounts.stripeCustomerId)));
}

/** The account's plan, its row locked until the transaction ends. */
export async function lockAccountPlan(tx: Tx, accountId: string): Promise<{ plan: Plan } | undefined> {
  const [account] = await tx
    .select({ plan: accounts.plan })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return account;
}

export async function updateAccountPlan(
  tx: Tx,
  accountId: string,
  { plan, usageLimits }: { plan: Plan; usageLimits: UsageLimits },
): Promise<void> {
  await tx.update(accounts).set({ plan, usageLimits, updatedAt: new Date() }).where(eq(accounts.id, accountId));
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

export async function accountIdForSubscription(
  tx: Database | Tx,
  providerSubscriptionId: string | null,
): Promise<string | null> {
  if (!providerSubscriptionId) return null;
  const [row] = await tx
    .select({ accountId: billingSubscriptions.accountId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row?.accountId ?? null;
}
