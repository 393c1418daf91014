// Fulfilment of payment methods: cards attached, detached and made the default, one default per account.
import { and, desc, eq } from 'drizzle-orm';
import type { PaymentMethodSnapshot } from '../../../adapters/payments/types.ts';
import type { Database } from '../../../db/client.ts';
import { paymentMethods } from '../../../db/schema.ts';
import { lockAccount, type Tx } from '../queries.ts';
import { applyAccountEvent, claimEvent, type FulfilmentResult, type ProviderEvent } from './events.ts';

export async function upsertPaymentMethodInTx(
  tx: Tx,
  accountId: string,
  event: ProviderEvent,
  snapshot: PaymentMethodSnapshot,
): Promise<void> {
  // Serialise per account: the first card becomes the default exactly once.
  await lockAccount(tx, accountId);
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
  await lockAccount(tx, accountId);
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

/** Marks the account's default card; exactly one default afterwards (a partial unique index backs it). */
export async function setDefaultPaymentMethodRow(
  db: Database,
  accountId: string,
  paymentMethodId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
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
