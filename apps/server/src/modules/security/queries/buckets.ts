import { and, gte, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { securityEventBuckets } from '../../../db/schema.ts';

/** Every type's 5-minute counts whose bucket starts in [from, to). */
export function selectBuckets(db: Database, from: Date, to: Date) {
  return db
    .select()
    .from(securityEventBuckets)
    .where(and(gte(securityEventBuckets.bucketStart, from), lt(securityEventBuckets.bucketStart, to)));
}
