/** Error reporting port: structured logs always (the error handler writes them), Sentry when SENTRY_DSN is set. */
export interface ErrorContext {
  requestId?: string;
  method?: string;
  /** The path only: query strings can carry tokens (verification links, read keys). */
  path?: string;
}

export type ReportLevel = 'info' | 'warning' | 'error' | 'fatal';

export interface ErrorReporter {
  /** Reports an unexpected failure (a 500, an unhandled rejection), never a refusal the user caused. */
  report(err: unknown, context?: ErrorContext): void;
  /**
   * Reports a message at a level (a security alert, spec 001 §9: low info … critical fatal), with
   * facts as extra context. Optional: a reporter that has no such thing leaves it out.
   */
  message?(text: string, level: ReportLevel, context?: Record<string, unknown>): void;
  /** Sends what is queued; call before the process exits. */
  flush(timeoutMs?: number): Promise<void>;
}
