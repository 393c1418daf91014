// Billing's SQL that the routes and services share. Every query takes the database first.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, billingSubscriptions } from '../../db/schema.ts';

/** A transaction of the database, for queries that must run inside one. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The account's name, for documents addressed to it; null when the account is gone. */
export async function selectAccountName(db: Database, accountId: string): Promise<string | null> {
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return account?.name ?? null;
}

/** Locks the account row until the transaction ends: one billing change of an account at a time. */
export async function lockAccount(tx: Tx, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
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

export async function accountIdForSubscription(tx: Tx, providerSubscriptionId: string | null): Promise<string | null> {
  if (!providerSubscriptionId) return null;
  const [row] = await tx
    .select({ accountId: billingSubscriptions.accountId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row?.accountId ?? null;
}
