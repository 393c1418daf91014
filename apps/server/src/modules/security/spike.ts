import { SECURITY_RULES, type SecurityEventType } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { BUCKET_MS, bucketStart } from './event.ts';
import { selectBuckets } from './queries/buckets.ts';

export interface Spike {
  type: SecurityEventType;
  bucketStart: Date;
  count: number;
  mean: number;
  stddev: number;
  /** Infinity when the baseline never moved (all its buckets equal) and the bucket is above it. */
  z: number;
}

/**
 * Ours (Cloudflare's rule with a smaller floor): per event type, the last complete 5-minute bucket
 * against the mean and standard deviation of the 72 buckets of the 6 hours before it (an empty
 * bucket counts 0); z > 3.5 and at least 50 events is a spike.
 */
export async function findSpikes(db: Database, now: Date): Promise<Spike[]> {
  const { baselineMs, z: zLimit, minEvents } = SECURITY_RULES.spike;
  const last = new Date(bucketStart(now).getTime() - BUCKET_MS);
  const from = new Date(last.getTime() - baselineMs);
  const rows = await selectBuckets(db, from, new Date(last.getTime() + BUCKET_MS));
  const baselineBuckets = baselineMs / BUCKET_MS;
  const spikes: Spike[] = [];
  for (const row of rows) {
    if (row.bucketStart.getTime() !== last.getTime() || row.count < minEvents) continue;
    const baseline = rows
      .filter((other) => other.type === row.type && other.bucketStart < last)
      .map((other) => other.count);
    const sum = baseline.reduce((total, n) => total + n, 0);
    const mean = sum / baselineBuckets;
    const variance =
      (baseline.reduce((total, n) => total + (n - mean) ** 2, 0) + (baselineBuckets - baseline.length) * mean ** 2) /
      baselineBuckets;
    const stddev = Math.sqrt(variance);
    const z = stddev === 0 ? (row.count > mean ? Infinity : 0) : (row.count - mean) / stddev;
    if (z > zLimit) spikes.push({ type: row.type, bucketStart: last, count: row.count, mean, stddev, z });
  }
  return spikes;
}
