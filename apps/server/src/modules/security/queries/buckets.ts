import type { SecurityEventType } from '@themeport/core';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { securityEventBuckets } from '../../../db/schema.ts';

/** Every type's 5-minute counts whose bucket starts in [from, to). */
export function selectBuckets(db: Database, from: Date, to: Date) {
  return db
    .select()
    .from(securityEventBuckets)
    .where(and(gte(securityEventBuckets.bucketStart, from), lt(securityEventBuckets.bucketStart, to)));
}

/** Adds counts to their buckets, in one statement. */
export async function addToBuckets(
  db: Database,
  counts: { bucketStart: Date; type: SecurityEventType; count: number }[],
): Promise<void> {
  await db
    .insert(securityEventBuckets)
    .values(counts)
    .onConflictDoUpdate({
      target: [securityEventBuckets.bucketStart, securityEventBuckets.type],
      set: { count: sql`${securityEventBuckets.count} + excluded.count` },
    });
}
