import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { readSentryDsn, startErrorReporting } from './sentry';
import { scrubBrowserEvent, sentryOptions } from './sentry-options';

/** The one DOM call readSentryDsn makes, answered from a list of meta tags as the server renders them. */
function pageWithMeta(metas: Record<string, string>): Pick<Document, 'querySelector'> {
  return {
    querySelector: ((selector: string) => {
      const name = /meta\[name="([^"]+)"\]/.exec(selector)?.[1];
      return name && name in metas ? ({ content: metas[name] } as HTMLMetaElement) : null;
    }) as Document['querySelector'],
  };
}

describe('browser error reporting', () => {
  it('reads the DSN the server put in the page, and starts nothing without one', () => {
    expect(readSentryDsn(pageWithMeta({ 'sentry-dsn': ' https://key@o1.ingest.sentry.io/42 ' }))).toBe(
      'https://key@o1.ingest.sentry.io/42',
    );
    expect(readSentryDsn(pageWithMeta({ 'sentry-dsn': '' }))).toBeNull();
    expect(startErrorReporting(pageWithMeta({}))).toBe(false);
  });

  it('samples traces at 0.1, sends every error and collects no cookies, bodies, user data or query strings', () => {
    const options = sentryOptions('https://key@o1.ingest.sentry.io/42');
    expect(options.dsn).toBe('https://key@o1.ingest.sentry.io/42');
    expect(options.tracesSampleRate).toBe(0.1);
    expect(options.sampleRate).toBeUndefined();
    expect(options.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpBodies: [],
      urlQueryParams: false,
    });

    const event: ErrorEvent = {
      type: undefined,
      request: {
        url: 'https://themeport.example/reset-password?token=secret#x',
        query_string: 'token=secret',
        cookies: { a: 'b' },
      },
    };
    expect(scrubBrowserEvent(event).request).toEqual({ url: 'https://themeport.example/reset-password' });
  });
});
