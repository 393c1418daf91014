import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { selectActiveBlocks } from './queries/blocks.ts';

/** Default age of a process's copy of the active blocks before it reads them again. */
export const BLOCK_REFRESH_MS = 2_000;

export interface BlockSnapshot {
  /** When the address's block ends (ms since the epoch), or null when it is not blocked. */
  blockedUntil(ip: string, now?: Date): Promise<number | null>;
  /**
   * blockedUntil without waiting, for answers served before routing: from the copy, and when the copy
   * is due a read, that read starts in the background and the copy answers until it lands (a block
   * made by another process then applies within refreshMs and one read). Undefined, so that the
   * caller asks blockedUntil, when there is no copy yet, when this process blocked or lifted an
   * address since (its own blocks apply at once), or when every request must read (refreshMs 0).
   */
  peek(ip: string, nowMs?: number): number | null | undefined;
  /** This process blocked or lifted an address: read again at the next question. */
  invalidate(): void;
}

/**
 * Each process keeps the active blocks in memory and reads them from the database at most every
 * `refreshMs`: a request costs no query, and a block made by another process applies within that
 * time (decision 039). A failed read keeps the last copy (the guard fails open, logged).
 */
export function createBlockSnapshot(db: Database, logger: Logger, refreshMs = BLOCK_REFRESH_MS): BlockSnapshot {
  let blocks = new Map<string, number>();
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;

  const refresh = (now: Date) => {
    reading ??= selectActiveBlocks(db, now)
      .then((fresh) => {
        blocks = fresh;
        readAt = Date.now();
      })
      .catch((err: unknown) => logger.error({ err }, 'security monitor: could not read the active blocks'))
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  return {
    async blockedUntil(ip, now = new Date()) {
      if (Date.now() - readAt >= refreshMs) await refresh(now);
      const until = blocks.get(ip);
      return until !== undefined && until > now.getTime() ? until : null;
    },
    peek(ip, nowMs = Date.now()) {
      if (readAt === -Infinity || refreshMs === 0) return undefined;
      if (Date.now() - readAt >= refreshMs) void refresh(new Date(nowMs));
      const until = blocks.get(ip);
      return until !== undefined && until > nowMs ? until : null;
    },
    invalidate() {
      readAt = -Infinity;
    },
  };
}
