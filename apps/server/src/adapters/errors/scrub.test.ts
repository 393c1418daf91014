import type { ErrorEvent } from '@sentry/node';
import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubSpan } from './scrub.ts';

describe('error report scrubbing', () => {
  it('drops bodies, cookies, credentials and query strings from an event, keeping harmless headers', () => {
    const event: ErrorEvent = {
      type: undefined,
      request: {
        url: 'https://themeport.example/api/auth/verify-email?token=secret-token',
        method: 'POST',
        data: '{"password":"hunter2"}',
        cookies: { 'better-auth.session_token': 'secret-cookie' },
        query_string: 'token=secret-token',
        headers: {
          Cookie: 'a=b',
          authorization: 'Bearer x',
          'x-api-key': 'k',
          'stripe-signature': 's',
          'user-agent': 'Chromium',
        },
      },
      user: { id: 'u1', email: 'ada@example.com', ip_address: '203.0.113.9' },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.request).toEqual({
      url: 'https://themeport.example/api/auth/verify-email',
      method: 'POST',
      headers: { 'user-agent': 'Chromium' },
    });
    expect(scrubbed.user).toEqual({ id: 'u1' });
  });

  it('drops header, cookie and query attributes from spans and the query from their URLs', () => {
    const span = scrubSpan({
      trace_id: 't',
      span_id: 's',
      name: 'GET /api/themes?search=secret',
      start_timestamp: 1,
      status: 'ok',
      is_segment: true,
      attributes: {
        'url.full': 'http://x/api/themes?search=secret',
        'url.query': 'search=secret',
        'http.request.header.cookie': 'c',
        'http.request.method': 'GET',
      },
    });
    expect(span.name).toBe('GET /api/themes');
    expect(span.attributes).toEqual({ 'url.full': 'http://x/api/themes', 'http.request.method': 'GET' });
  });
});
