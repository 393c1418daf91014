/** Error reporting port: structured logs always (the error handler writes them), Sentry when SENTRY_DSN is set. */
export interface ErrorContext {
  requestId?: string;
  method?: string;
  /** The path only: query strings can carry tokens (verification links, read keys). */
  path?: string;
}

export interface ErrorReporter {
  /** Reports an unexpected failure (a 500, an unhandled rejection), never a refusal the user caused. */
  report(err: unknown, context?: ErrorContext): void;
  /** Sends what is queued; call before the process exits. */
  flush(timeoutMs?: number): Promise<void>;
}
