import * as Sentry from '@sentry/node';
import type { ErrorReporter } from './reporter.ts';
import { KEPT_HEADERS, scrubEvent, scrubSpan } from './scrub.ts';

/** spec 000: error-reporting sampling rate 0.1 (traces; every error is sent). */
export const TRACES_SAMPLE_RATE = 0.1;

export interface SentryOptions {
  dsn: string;
  environment: string;
}

/** Starts the Sentry SDK once for the process; call as early as possible in main.ts. */
export function createSentryReporter({ dsn, environment }: SentryOptions): ErrorReporter {
  Sentry.init({
    dsn,
    environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    // SDK 11 collects cookies, headers, bodies and variables by default: collect none of it (and scrub again below).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: KEPT_HEADERS }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
      genAI: { inputs: false, outputs: false },
    },
    beforeSend: scrubEvent,
    beforeSendSpan: scrubSpan,
    integrations: [
      // Reported, then the process exits as Node does by default: a half-failed process does not keep serving.
      Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
    ],
  });

  return {
    report(err, context = {}) {
      Sentry.withScope((scope) => {
        if (context.requestId) scope.setTag('request_id', context.requestId);
        if (context.method && context.path)
          scope.setContext('http_request', { method: context.method, path: context.path });
        Sentry.captureException(err);
      });
    },
    message(text, level, context = {}) {
      Sentry.withScope((scope) => {
        scope.setContext('security', context);
        Sentry.captureMessage(text, level);
      });
    },
    async flush(timeoutMs = 2_000) {
      await Sentry.flush(timeoutMs);
    },
  };
}
