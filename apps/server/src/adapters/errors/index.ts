import type { Config } from '../../config.ts';
import type { ErrorReporter } from './reporter.ts';

export type { ErrorContext, ErrorReporter, ReportLevel } from './reporter.ts';

/**
 * Sentry when SENTRY_DSN is set; otherwise null: the error handler's structured logs are the
 * report. The SDK is imported only then: a server without SENTRY_DSN never holds it (decision 044).
 */
export async function createErrorReporter(
  config: Pick<Config, 'sentryDsn' | 'nodeEnv'>,
): Promise<ErrorReporter | null> {
  if (!config.sentryDsn) return null;
  const { createSentryReporter } = await import('./sentry.ts');
  return createSentryReporter({ dsn: config.sentryDsn, environment: config.nodeEnv });
}
