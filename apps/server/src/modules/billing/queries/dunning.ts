// Dunning cases (dunning_cases): a failed renewal from its first failure until it is paid or lost.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { InvoiceStatus, PaymentProviderName } from '@themeport/core';
import type { Database } from '../../../db/client.ts';
import {
  accountUsers,
  billingSubscriptions,
  dunningCases,
  invoices,
  paymentMethods,
  users,
  type BillingSubscriptionRow,
  type DunningCaseRow,
  type PaymentMethodRow,
} from '../../../db/schema.ts';
import type { Tx } from '../queries.ts';

export type NewDunningCase = typeof dunningCases.$inferInsert;

/** Opens the invoice's case; undefined when it has one already (a replay, or a later failure). */
export async function insertDunningCase(tx: Tx, row: NewDunningCase): Promise<DunningCaseRow | undefined> {
  const [inserted] = await tx.insert(dunningCases).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The case, locked until the transaction ends: one retry of a case at a time. */
export async function lockDunningCase(tx: Tx, caseId: string): Promise<DunningCaseRow | undefined> {
  const [row] = await tx.select().from(dunningCases).where(eq(dunningCases.id, caseId)).for('update');
  return row;
}

/** The invoice's case, locked. */
export async function lockDunningCaseOfInvoice(tx: Tx, invoiceRef: string): Promise<DunningCaseRow | undefined> {
  const [row] = await tx.select().from(dunningCases).where(eq(dunningCases.invoiceRef, invoiceRef)).for('update');
  return row;
}

export async function updateDunningCase(
  tx: Tx,
  caseId: string,
  changes: Partial<Pick<DunningCaseRow, 'state' | 'retries' | 'nextRetryAt' | 'closedAt'>>,
): Promise<void> {
  await tx.update(dunningCases).set(changes).where(eq(dunningCases.id, caseId));
}

/** The account's open cases with the provider, oldest first. */
export async function selectOpenDunningCases(
  db: Database | Tx,
  accountId: string,
  provider: PaymentProviderName,
): Promise<DunningCaseRow[]> {
  return db
    .select()
    .from(dunningCases)
    .where(
      and(eq(dunningCases.accountId, accountId), eq(dunningCases.provider, provider), eq(dunningCases.state, 'open')),
    )
    .orderBy(asc(dunningCases.failedAt));
}

/** The subscription's open cases, locked (its ending closes them). */
export async function lockOpenDunningCasesOfSubscription(tx: Tx, subscriptionId: string): Promise<DunningCaseRow[]> {
  return tx
    .select()
    .from(dunningCases)
    .where(and(eq(dunningCases.subscriptionId, subscriptionId), eq(dunningCases.state, 'open')))
    .for('update');
}

export async function selectDunningCase(db: Database, caseId: string): Promise<DunningCaseRow | undefined> {
  const [row] = await db.select().from(dunningCases).where(eq(dunningCases.id, caseId));
  return row;
}

/** The case's subscription as stored now. */
export async function selectSubscriptionRow(
  db: Database | Tx,
  subscriptionId: string,
): Promise<BillingSubscriptionRow | undefined> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscriptionId));
  return row;
}

/** One card of the account by the provider's id. */
export async function selectAccountCard(
  db: Database | Tx,
  accountId: string,
  providerPaymentMethodId: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.providerPaymentMethodId, providerPaymentMethodId)),
    );
  return row;
}

/** The dunned invoice paid, or given up on; a paid invoice stays paid. */
export async function settleInvoice(
  tx: Tx,
  accountId: string,
  providerInvoiceId: string,
  changes: { status: InvoiceStatus; amountPaid: number },
): Promise<void> {
  await tx
    .update(invoices)
    .set(changes)
    .where(
      and(
        eq(invoices.accountId, accountId),
        eq(invoices.providerInvoiceId, providerInvoiceId),
        ne(invoices.status, 'paid'),
      ),
    );
}

/** The addresses of the account's owners: they are asked for a new card. */
export async function selectOwnerEmails(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.role, 'owner')));
  return rows.map((row) => row.email);
}

/** Whether the invoice is paid already (a late payment_failed of an earlier attempt opens no case). */
export async function isInvoicePaid(tx: Tx, providerInvoiceId: string): Promise<boolean> {
  const [row] = await tx
    .select({ status: invoices.status })
    .from(invoices)
    .where(eq(invoices.providerInvoiceId, providerInvoiceId));
  return row?.status === 'paid';
}
