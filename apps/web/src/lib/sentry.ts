import type * as SentrySdk from '@sentry/react';

/** The server puts the public DSN (SENTRY_DSN) in this meta tag; no tag, no reporting. */
export const SENTRY_DSN_META = 'sentry-dsn';
export function readSentryDsn(doc: Pick<Document, 'querySelector'>): string | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${SENTRY_DSN_META}"]`)?.content.trim();
  return content ? content : null;
}

let sdk: Promise<typeof SentrySdk> | null = null;

/**
 * After the page has loaded and the browser is idle: the SDK then does not compete with the
 * storefront's own scripts for a phone's bandwidth and CPU before the first paint.
 */
function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : resolve();
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * Starts Sentry when the page names a DSN. The SDK is loaded on demand, after the page's load,
 * so a set-up without SENTRY_DSN ships none of it and one with it does not slow the first paint.
 * An error reported before then waits for the SDK.
 */
export function startErrorReporting(doc: Pick<Document, 'querySelector'> = document): boolean {
  const dsn = readSentryDsn(doc);
  if (!dsn) return false;
  sdk = afterLoad()
    .then(() => Promise.all([import('@sentry/react'), import('./sentry-options')]))
    .then(([Sentry, { sentryOptions }]) => {
      Sentry.init({ ...sentryOptions(dsn), integrations: [Sentry.browserTracingIntegration()] });
      // A mark on the page that reporting is live (the journey that checks it waits for this).
      document.documentElement.dataset.errorReporting = 'on';
      return Sentry;
    });
  return true;
}

/** Reports an error an error boundary caught (the global handlers report the uncaught ones). */
export function reportError(error: unknown): void {
  void sdk?.then((Sentry) => Sentry.captureException(error));
}
