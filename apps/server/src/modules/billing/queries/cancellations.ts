// Why customers cancel (issue 23): the answer kept with each cancellation, withdrawn on resume.
import { and, eq, isNull } from 'drizzle-orm';
import { subscriptionCancellations } from '../../../db/schema.ts';
import type { Tx } from '../queries.ts';

export type NewCancellation = typeof subscriptionCancellations.$inferInsert;

export async function insertCancellation(tx: Tx, cancellation: NewCancellation): Promise<void> {
  await tx.insert(subscriptionCancellations).values(cancellation);
}

/** The subscription was resumed before it ended: its open cancellation no longer stands. */
export async function withdrawCancellations(tx: Tx, subscriptionId: string, at: Date): Promise<void> {
  await tx
    .update(subscriptionCancellations)
    .set({ withdrawnAt: at })
    .where(
      and(eq(subscriptionCancellations.subscriptionId, subscriptionId), isNull(subscriptionCancellations.withdrawnAt)),
    );
}
