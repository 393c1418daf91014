import { SECURITY_RULES, type SecurityEventType } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { bucketStart } from './event.ts';
import { addToBuckets } from './queries/buckets.ts';

/** Addresses remembered at most; past it the minute's spending starts over (a wide flood). */
const MAX_TRACKED = 10_000;

export interface RefusalBudgetOptions {
  perMinute?: number;
  /** How long counts wait in memory before they are added to their buckets; 0: at once. */
  flushMs?: number;
}

export interface RefusalBudget {
  /**
   * Whether this refusal is recorded in full (window, rules, bucket). When not, it is counted here
   * and reaches its bucket with the next flush.
   */
  admit(type: SecurityEventType, ip: string | null, at: Date): Promise<boolean>;
  /** Adds the waiting counts to their buckets now. */
  flush(): Promise<void>;
}

/**
 * Decision 041: per process, an address's refusals of one type enter the window in full up to
 * `perMinute` a minute; the rest are counts in memory, added to the 5-minute buckets (the tiles,
 * the chart, the spike rule) within `flushMs`. Every rule's threshold lies below the budget, so a
 * detection sees what it needs; with several processes each has its own budget.
 */
export function createRefusalBudget(
  db: Database,
  logger: Logger,
  {
    perMinute = SECURITY_RULES.refusalBudget.perMinute,
    flushMs = SECURITY_RULES.refusalBudget.flushMs,
  }: RefusalBudgetOptions = {},
): RefusalBudget {
  const spent = new Map<string, { minute: number; n: number }>();
  let waiting = new Map<string, { bucketStart: Date; type: SecurityEventType; count: number }>();
  let timer: NodeJS.Timeout | null = null;

  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const counts = [...waiting.values()];
    waiting = new Map();
    if (counts.length === 0) return;
    try {
      await addToBuckets(db, counts);
    } catch (err) {
      logger.error({ err, counts: counts.length }, 'security monitor: could not add refusal counts to their buckets');
    }
  };

  return {
    async admit(type, ip, at) {
      const minute = Math.floor(at.getTime() / 60_000);
      const key = `${type}|${ip ?? ''}`;
      const entry = spent.get(key);
      if (!entry || entry.minute !== minute) {
        if (spent.size >= MAX_TRACKED) spent.clear();
        spent.set(key, { minute, n: 1 });
        return true;
      }
      entry.n += 1;
      if (entry.n <= perMinute) return true;
      const start = bucketStart(at);
      const bucketKey = `${start.getTime()}|${type}`;
      const counted = waiting.get(bucketKey);
      if (counted) counted.count += 1;
      else waiting.set(bucketKey, { bucketStart: start, type, count: 1 });
      if (flushMs === 0) await flush();
      else timer ??= setTimeout(() => void flush(), flushMs).unref();
      return false;
    },
    flush,
  };
}
