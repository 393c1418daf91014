import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/** Structured JSON logs on stdout; LOG_LEVEL=silent keeps tests quiet. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  // Asynchronous, buffered writes: one request line must not cost a write() system call under load.
  const destination = config.logLevel === 'silent' ? undefined : pino.destination({ dest: 1, sync: false });
  return pino({ level: config.logLevel, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}
