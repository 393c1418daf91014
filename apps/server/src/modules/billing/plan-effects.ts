// What follows a subscription change inside its own transaction, for both providers (local plan
// changes, the renewal job, Stripe's customer.subscription.* events): a pending downgrade that has
// taken effect (or can no longer) is cleared, and the account's sites are brought within the
// plan's limit (the newest parked, or parked ones brought back). One place, so the moment the
// plan changes is the moment sites are parked.
import type { Database } from '../../db/client.ts';
import { applySiteLimit, invalidateAccountSites } from '../slots/index.ts';
import { accountIdForSubscription } from './queries.ts';
import { clearSettledPendingPlans } from './queries/subscriptions.ts';

export async function afterSubscriptionApplied(tx: Database, accountId: string): Promise<void> {
  await clearSettledPendingPlans(tx, accountId);
  await applySiteLimit(tx, accountId);
}

/** After a subscription event is committed: the site host forgets the account's cached sites. */
export async function invalidateSubscriptionSites(db: Database, providerSubscriptionId: string): Promise<void> {
  const accountId = await accountIdForSubscription(db, providerSubscriptionId);
  if (accountId) await invalidateAccountSites(db, accountId);
}
