// How the browser's Sentry is set up: loaded with the SDK, only where a DSN is set (lib/sentry.ts),
// not with every page's first script (decision 046).
import type { BrowserOptions, ErrorEvent } from '@sentry/react';

/** spec 000: error-reporting sampling rate 0.1 (traces; every error is sent). */
export const TRACES_SAMPLE_RATE = 0.1;

/** Query strings carry tokens (password reset, e-mail verification): report the path only. */
function withoutQuery(url: string): string {
  return url.split(/[?#]/)[0]!;
}

export function scrubBrowserEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    delete event.request.cookies;
    delete event.request.data;
    delete event.request.query_string;
    if (event.request.url) event.request.url = withoutQuery(event.request.url);
  }
  return event;
}

export function sentryOptions(dsn: string): BrowserOptions {
  return {
    dsn,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    beforeSend: scrubBrowserEvent,
  };
}
