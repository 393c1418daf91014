import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_REPORTS } from '@themeport/core';
import { securityRecentEvents } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { nextIp } from '../../test/auth.ts';
import { parseSecurityReports } from './reports.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

/** As a browser sends it: no cookie, and (for CSP reports) often no Origin of ours. */
function report(body: string, contentType: string, ip = nextIp(), headers: Record<string, string> = {}) {
  return t.app.request(SECURITY_REPORTS.path, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': ip, ...headers },
    body,
  });
}

const eventsFrom = (ip: string) => t.db.select().from(securityRecentEvents).where(eq(securityRecentEvents.ip, ip));

const LEGACY = {
  'csp-report': {
    'document-uri': 'https://portal.example.com/account/profile?token=secret',
    'blocked-uri': 'https://evil.example/x.js?k=1',
    'effective-directive': 'script-src-elem',
    'violated-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'line-number': 12,
  },
};

describe('POST /api/security/reports', () => {
  it('records a legacy CSP report as a low csp_violation with the key fields, queries dropped', async () => {
    const ip = nextIp();
    const res = await report(JSON.stringify(LEGACY), 'application/csp-report', ip, { origin: 'null' });
    expect(res.status).toBe(204);
    const [event] = await eventsFrom(ip);
    expect(event).toMatchObject({ type: 'csp_violation', severity: 'low', userId: null });
    expect(event!.metadata).toEqual({
      blockedURL: 'https://evil.example/x.js',
      effectiveDirective: 'script-src-elem',
      documentURL: 'https://portal.example.com/account/profile',
      sourceFile: null,
      lineNumber: 12,
      disposition: 'enforce',
    });
    expect(event!.details).toBe(
      'CSP blocked https://evil.example/x.js (script-src-elem) on https://portal.example.com/account/profile',
    );
  });

  it('records each csp-violation of a Reporting API batch and skips other report types', async () => {
    const ip = nextIp();
    const batch = [
      {
        type: 'csp-violation',
        age: 10,
        url: 'https://portal.example.com/',
        body: {
          blockedURL: 'inline',
          effectiveDirective: 'style-src-attr',
          documentURL: 'https://portal.example.com/',
        },
      },
      { type: 'deprecation', body: { id: 'x' } },
      { type: 'csp-violation', body: { blockedURL: 'eval', effectiveDirective: 'script-src' } },
    ];
    expect((await report(JSON.stringify(batch), 'application/reports+json', ip)).status).toBe(204);
    const events = await eventsFrom(ip);
    expect(events.map((e) => e.metadata.blockedURL).sort()).toEqual(['eval', 'inline']);
    expect(events.every((e) => e.type === 'csp_violation' && e.severity === 'low')).toBe(true);
  });

  it('records our long-task report of 50 ms or more, with its duration and page', async () => {
    const ip = nextIp();
    const body = JSON.stringify({ type: 'long-task', durationMs: 183.4, page: '/themes?q=x' });
    expect((await report(body, 'application/json', ip)).status).toBe(204);
    const [event] = await eventsFrom(ip);
    expect(event).toMatchObject({ type: 'long_task', severity: 'low', endpoint: 'POST /api/security/reports' });
    expect(event!.metadata).toEqual({ durationMs: 183, page: '/themes' });
    expect(event!.details).toBe('A task on /themes ran 183 ms (over 50 ms)');
  });

  it('refuses malformed reports with a clear 400 and records nothing', async () => {
    const ip = nextIp();
    const cases: [string, string, string][] = [
      ['{', 'application/csp-report', 'The report is not valid JSON.'],
      ['{"nope":1}', 'application/csp-report', 'A CSP report needs a "csp-report" object.'],
      ['{"type":"csp-violation"}', 'application/reports+json', 'A Reporting API body is a list of reports'],
      [
        JSON.stringify({ type: 'long-task', durationMs: 49, page: '/' }),
        'application/json',
        'A long-task report needs durationMs of at least 50',
      ],
      [JSON.stringify({ type: 'long-task', page: '/' }), 'application/json', 'A long-task report needs'],
      ['hello', 'text/plain', 'Send a report as application/csp-report'],
      ['', 'application/json', 'The report is not valid JSON.'],
      [
        JSON.stringify(Array.from({ length: 11 }, () => ({ type: 'csp-violation', body: {} }))),
        'application/reports+json',
        'At most 10 reports at once.',
      ],
    ];
    for (const [body, type, message] of cases) {
      const res = await report(body, type, ip);
      expect(res.status, `${type} ${body.slice(0, 40)}`).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain(message);
    }
    expect(await eventsFrom(ip)).toHaveLength(0);
  });

  it('refuses a body over 16 KB with 413, unread', async () => {
    const ip = nextIp();
    const big = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(SECURITY_REPORTS.maxBytes) } });
    const res = await report(big, 'application/csp-report', ip);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe('A report is at most 16 KB.');
    expect(await eventsFrom(ip)).toHaveLength(0);
  });

  it('limits an address to 30 reports a minute (429 with Retry-After), others unaffected', async () => {
    const ip = nextIp();
    const body = JSON.stringify(LEGACY);
    for (let i = 0; i < SECURITY_REPORTS.perMinute; i += 1)
      expect((await report(body, 'application/csp-report', ip)).status).toBe(204);
    const refused = await report(body, 'application/csp-report', ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The reports, and the refusal recorded as rate_limited.
    const types = (await eventsFrom(ip)).map((event) => event.type);
    expect(types.filter((type) => type !== 'rate_limited')).toHaveLength(SECURITY_REPORTS.perMinute);
    expect(types.filter((type) => type === 'rate_limited')).toHaveLength(1);
    expect((await report(body, 'application/csp-report', nextIp())).status).toBe(204);
  });
});

describe('parseSecurityReports', () => {
  it('reads a legacy report sent as application/json too, and trims long fields', () => {
    const [event] = parseSecurityReports(
      'application/json; charset=utf-8',
      JSON.stringify({
        'csp-report': { 'blocked-uri': `https://cdn.example/${'a'.repeat(2000)}`, 'violated-directive': 'img-src' },
      }),
    );
    expect(event!.metadata!.blockedURL).toHaveLength(300);
    expect(event!.metadata!.effectiveDirective).toBe('img-src');
  });
});
