import type { Logger } from '../logger.ts';

/** How often the counted answers are written (docs/decisions/047). */
export const TALLY_INTERVAL_MS = 10_000;

interface Counts {
  count: number;
  msTotal: number;
  msMax: number;
}

/**
 * The request log of cached public answers: a successful GET answered from a cache (the catalogue
 * before routing, a hosted page from the site cache) is counted rather than written, and every
 * TALLY_INTERVAL_MS one line per host, path and status says how many there were and how long they
 * took. Every other request keeps its own line (createRequestLogger).
 */
export interface RequestTally {
  /**
   * Whether this request's answer is counted (logging on, no credentials sent: a request that may
   * be signed in, with a cookie or an Authorization header, keeps its own line), by its headers.
   */
  counts(header: (name: string) => string | undefined): boolean;
  /** One cached answer of this host and path (no query), 200 or 304, begun at `startedAt`. */
  count(host: string, path: string, status: number, startedAt: number): void;
  /** Writes what was counted since the last lines. */
  flush(): void;
  /** Writes what was counted and stops the timer (the app's close). */
  close(): void;
}

export function createRequestTally(logger: Logger, intervalMs = TALLY_INTERVAL_MS): RequestTally {
  if (!logger.isLevelEnabled('info')) return { counts: () => false, count: () => {}, flush: () => {}, close: () => {} };
  // host → path → status → counts; emptied by each flush.
  let byHost = new Map<string, Map<string, Map<number, Counts>>>();
  let since = Date.now();

  const flush = () => {
    const now = Date.now();
    const seconds = Math.round((now - since) / 100) / 10;
    const counted = byHost;
    byHost = new Map();
    since = now;
    for (const [host, byPath] of counted)
      for (const [path, byStatus] of byPath)
        for (const [status, { count, msTotal, msMax }] of byStatus)
          logger.info(
            {
              method: 'GET',
              host,
              path,
              status,
              count,
              // A cached answer takes microseconds: the mean in hundredths of a millisecond.
              ms: Math.round((msTotal / count) * 100) / 100,
              msMax: Math.round(msMax * 100) / 100,
              seconds,
            },
            'cached answers',
          );
  };
  const timer = setInterval(flush, intervalMs).unref();

  return {
    counts: (header) => header('cookie') === undefined && header('authorization') === undefined,
    count(host, path, status, startedAt) {
      const ms = performance.now() - startedAt;
      let byPath = byHost.get(host);
      if (byPath === undefined) byHost.set(host, (byPath = new Map()));
      let byStatus = byPath.get(path);
      if (byStatus === undefined) byPath.set(path, (byStatus = new Map()));
      const counts = byStatus.get(status);
      if (counts === undefined) byStatus.set(status, { count: 1, msTotal: ms, msMax: ms });
      else {
        counts.count += 1;
        counts.msTotal += ms;
        if (ms > counts.msMax) counts.msMax = ms;
      }
    },
    flush,
    close() {
      clearInterval(timer);
      flush();
    },
  };
}
