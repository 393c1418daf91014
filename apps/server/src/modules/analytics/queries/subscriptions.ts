// Subscriptions as they stand now (billing_subscriptions keeps current statuses, not their history).
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../db/client.ts';

/** Subscriptions per status now, with the MRR of those that count (active and past_due, paid). */
export async function selectSubscriptionsByStatus(
  db: Database,
): Promise<{ status: string; count: number; mrr: number }[]> {
  return selectRows(
    db,
    sql`select status::text as "status", count(*)::int as "count",
      coalesce(sum(amount) filter (where status in ('active', 'past_due') and amount > 0), 0)::float8 as "mrr"
    from billing_subscriptions
    group by 1
    order by 1`,
  );
}
