// The providers' events (payment_events): each id recorded once, in the transaction of its effect.
import type { PaymentProviderName } from '@themeport/core';
import { paymentEvents } from '../../../db/schema.ts';
import type { Tx } from '../queries.ts';

/** Records the event id; false when it was there already. */
export async function insertPaymentEvent(
  tx: Tx,
  event: { id: string; provider: PaymentProviderName; type: string },
  accountId: string | null,
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ id: event.id, provider: event.provider, type: event.type, accountId })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}
