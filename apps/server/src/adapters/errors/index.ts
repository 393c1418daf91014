import type { Config } from '../../config.ts';
import type { ErrorReporter } from './reporter.ts';
import { createSentryReporter } from './sentry.ts';

export type { ErrorContext, ErrorReporter, ReportLevel } from './reporter.ts';

/** Sentry when SENTRY_DSN is set; otherwise null: the error handler's structured logs are the report. */
export function createErrorReporter(config: Pick<Config, 'sentryDsn' | 'nodeEnv'>): ErrorReporter | null {
  return config.sentryDsn ? createSentryReporter({ dsn: config.sentryDsn, environment: config.nodeEnv }) : null;
}
