// What follows a subscription change inside its own transaction, for both providers (local plan
// changes, the renewal job, Stripe's customer.subscription.* events): a pending downgrade that has
// taken effect (or can no longer) is cleared, and the account's sites are brought within the
// plan's limit (the newest parked, or parked ones brought back). One place, so the moment the
// plan changes is the moment sites are parked.
import { and, eq, isNotNull, ne, or, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingSubscriptions } from '../../db/schema.ts';
import { applySiteLimit, invalidateAccountSites } from '../slots/index.ts';

export async function afterSubscriptionApplied(tx: Database, accountId: string): Promise<void> {
  await tx
    .update(billingSubscriptions)
    .set({ pendingPlan: null, providerScheduleId: null })
    .where(
      and(
        eq(billingSubscriptions.accountId, accountId),
        isNotNull(billingSubscriptions.pendingPlan),
        or(
          eq(billingSubscriptions.plan, billingSubscriptions.pendingPlan),
          inArray(billingSubscriptions.status, ['canceled', 'unpaid', 'incomplete_expired']),
          ne(billingSubscriptions.cancelAtPeriodEnd, false),
        ),
      ),
    );
  await applySiteLimit(tx, accountId);
}

/** After a subscription event is committed: the site host forgets the account's cached sites. */
export async function invalidateSubscriptionSites(db: Database, providerSubscriptionId: string): Promise<void> {
  const [row] = await db
    .select({ accountId: billingSubscriptions.accountId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  if (row) await invalidateAccountSites(db, row.accountId);
}
