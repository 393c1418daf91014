// Fulfilment of payment methods: cards attached, detached and made the default, one default per account.
import type { PaymentMethodSnapshot } from '../../../adapters/payments/types.ts';
import type { Database } from '../../../db/client.ts';
import { lockAccount, type Tx } from '../queries.ts';
import {
  clearDefaultPaymentMethod,
  deletePaymentMethodRow,
  markDefaultPaymentMethod,
  selectDefaultPaymentMethod,
  selectNewestPaymentMethodId,
  selectPaymentMethodAccountId,
  upsertPaymentMethod,
} from '../queries/payment-methods.ts';
import { retryOpenCasesWithCardInTx } from '../dunning.ts';
import { selectAccountCard } from '../queries/dunning.ts';
import { applyAccountEvent, claimEvent, type FulfilmentResult, type ProviderEvent } from './events.ts';

export async function upsertPaymentMethodInTx(
  tx: Tx,
  accountId: string,
  event: ProviderEvent,
  snapshot: PaymentMethodSnapshot,
): Promise<void> {
  // Serialise per account: the first card becomes the default exactly once.
  await lockAccount(tx, accountId);
  const existingDefault = await selectDefaultPaymentMethod(tx, accountId);
  await upsertPaymentMethod(tx, {
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
  });
  // Dunning: a card added while a renewal is unpaid pays it at once (and, locally, becomes the default).
  const retried = await retryOpenCasesWithCardInTx(
    tx,
    accountId,
    event.provider,
    snapshot.providerPaymentMethodId,
    event.occurredAt,
  );
  if (retried > 0 && event.provider === 'local') {
    const added = await selectAccountCard(tx, accountId, snapshot.providerPaymentMethodId);
    if (added) {
      await clearDefaultPaymentMethod(tx, accountId);
      await markDefaultPaymentMethod(tx, accountId, added.id);
    }
  }
}

/** Deletes the card; when it was the default, the newest remaining card becomes the default. */
export async function deletePaymentMethodInTx(
  tx: Tx,
  accountId: string,
  providerPaymentMethodId: string,
): Promise<void> {
  await lockAccount(tx, accountId);
  const removed = await deletePaymentMethodRow(tx, accountId, providerPaymentMethodId);
  if (!removed?.isDefault) return;
  const next = await selectNewestPaymentMethodId(tx, accountId);
  if (next) await markDefaultPaymentMethod(tx, accountId, next);
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
    const accountId = await selectPaymentMethodAccountId(tx, providerPaymentMethodId);
    if (!(await claimEvent(tx, event, accountId ?? null))) return false;
    if (accountId === undefined) return false;
    await deletePaymentMethodInTx(tx, accountId, providerPaymentMethodId);
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
    await clearDefaultPaymentMethod(tx, accountId);
    await markDefaultPaymentMethod(tx, accountId, paymentMethodId);
  });
}
