// The one fulfilment path, split by subject (checkout, themes, plans, invoices, payment methods);
// this file holds the events. Both payment adapters end here: the local test-mode checkout when a
// card is accepted, Stripe through its signed webhook. Every function records the provider's event
// id in the same transaction as its effect, so a replay, a duplicate or a concurrent delivery of
// the same event changes nothing the second time.
import type { PaymentProviderName } from '@themeport/core';
import type { Database } from '../../../db/client.ts';
import { accountExists, accountIdForCustomer, accountIdForSubscription, type Tx } from '../queries.ts';
import { insertPaymentEvent } from '../queries/events.ts';

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

/** Records the event id; false when it was there already (the transaction then does nothing). */
export async function claimEvent(tx: Tx, event: ProviderEvent, accountId: string | null): Promise<boolean> {
  return insertPaymentEvent(tx, event, accountId);
}

export type AccountHint = {
  accountId?: string | null;
  providerSubscriptionId?: string | null;
  customerId?: string | null;
};

/** The account of a provider object: the one we were told, else by subscription, else by customer. */
async function resolveAccount(tx: Tx, hint: AccountHint) {
  if (hint.accountId) {
    if (await accountExists(tx, hint.accountId)) return hint.accountId;
  }
  return (
    (await accountIdForSubscription(tx, hint.providerSubscriptionId ?? null)) ??
    (await accountIdForCustomer(tx, hint.customerId ?? null))
  );
}

/** An event about one account's object: find the account, record the event, apply it; all or nothing. */
export async function applyAccountEvent(
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
