import { sql } from 'drizzle-orm';
import { usageMonth } from '@themeport/core';
import type { Database } from '../db/client.ts';

/**
 * Counts one content API call against the site's account for this month (UTC 'YYYY-MM'): one
 * statement, an insert that adds 1 when the month's row exists, so concurrent calls all count.
 * Lives in lib/ because the site host writes it and the accounts module reads it.
 */
export async function recordApiCall(db: Database, siteId: string, now: Date = new Date()): Promise<void> {
  await db.execute(sql`
    insert into api_usage (account_id, month, calls)
    select account_id, ${usageMonth(now)}, 1 from sites where id = ${siteId}
    on conflict (account_id, month) do update set calls = api_usage.calls + 1`);
}
