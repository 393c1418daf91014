import { and, count, eq, sql, sum } from 'drizzle-orm';
import { usageMonth, type AccountSettingsResponse } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { accountUsers, apiUsage, mediaFiles, sites, type UsageLimits } from '../../db/schema.ts';

/**
 * The account's real usage beside its limits (spec 001 §3 usage_limits): members, the bytes of its
 * images in storage, the slots its active sites occupy, and the content API calls this UTC month.
 */
export async function accountUsage(
  db: Database,
  accountId: string,
  limits: UsageLimits,
  now: Date = new Date(),
): Promise<AccountSettingsResponse['usage']> {
  const month = usageMonth(now);
  const [[members], [storage], [occupied], [calls]] = await Promise.all([
    db.select({ n: count() }).from(accountUsers).where(eq(accountUsers.accountId, accountId)),
    db
      .select({ bytes: sum(mediaFiles.bytes) })
      .from(mediaFiles)
      .where(eq(mediaFiles.accountId, accountId)),
    db
      .select({ n: count() })
      .from(sites)
      .where(and(eq(sites.accountId, accountId), eq(sites.status, 'active'))),
    db
      .select({ calls: sql<number>`coalesce(max(${apiUsage.calls}), 0)` })
      .from(apiUsage)
      .where(and(eq(apiUsage.accountId, accountId), eq(apiUsage.month, month))),
  ]);
  return {
    users: { used: members?.n ?? 0, limit: limits.max_users },
    storage: { usedBytes: Number(storage?.bytes ?? 0), limitMb: limits.max_storage_mb },
    sites: { used: occupied?.n ?? 0, limit: limits.max_sites },
    apiCalls: { used: Number(calls?.calls ?? 0), limit: limits.max_api_calls_per_month, month },
  };
}
