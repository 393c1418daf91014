import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/** Structured JSON logs on stdout; LOG_LEVEL=silent keeps tests quiet. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  // Asynchronous, buffered writes: under load one write() carries about 4 KB of lines (a line per
  // request each costing a system call was a tenth of a cached catalogue answer's CPU, issue 25); a
  // quiet server's lines wait at most 250 ms, and pino writes what is left when the process exits.
  const destination =
    config.logLevel === 'silent'
      ? undefined
      : pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
  return pino({ level: config.logLevel, base: undefined, timestamp: isoTimeOncePerMs }, destination);
}

// pino's isoTime formats a Date for every line; lines written in the same millisecond share one.
let stampedAt = -1;
let stamp = '';
function isoTimeOncePerMs(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}
