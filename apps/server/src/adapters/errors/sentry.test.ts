import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as Sentry from '@sentry/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startEnvelopeReceiver, type EnvelopeReceiver } from '../../test/envelope-receiver.ts';
import type { ErrorReporter } from './reporter.ts';
import { createSentryReporter } from './sentry.ts';

const SECRETS = {
  cookie: 'better-auth.session_token=cookie-secret-4711',
  authorization: 'Bearer bearer-secret-4711',
  body: 'body-secret-4711',
};

interface ReportedEvent {
  level?: string;
  environment?: string;
  tags?: Record<string, string>;
  contexts?: Record<string, unknown>;
  exception: { values: { value?: string; mechanism?: { handled?: boolean } }[] };
}

let receiver: EnvelopeReceiver;
let reporter: ErrorReporter;
let testApp: TestApp;
let webDist: string;

beforeAll(async () => {
  receiver = await startEnvelopeReceiver();
  reporter = createSentryReporter({ dsn: receiver.dsn, environment: 'test' });
  webDist = mkdtempSync(path.join(tmpdir(), 'themeport-dist-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Themeport</title></head><body></body></html>',
  );
  testApp = await createTestApp({ SENTRY_DSN: receiver.dsn, WEB_DIST_DIR: webDist }, { errorReporter: reporter });
}, 180_000); // a fresh migrated database can take a minute on a loaded 2-core machine
afterAll(async () => {
  await Sentry.close(2_000);
  await receiver.close();
  rmSync(webDist, { recursive: true, force: true });
});

function contactRequest(origin: string) {
  return {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      Cookie: SECRETS.cookie,
      Authorization: SECRETS.authorization,
    },
    body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', company: SECRETS.body, message: SECRETS.body }),
  };
}

describe('Sentry error reporter', () => {
  it('names the public DSN in the page for the browser and lets the page post reports to its host only', async () => {
    const page = await testApp.app.request('/themes');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<meta name="sentry-dsn" content="${receiver.dsn}">`);
    const connectSrc = /connect-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(connectSrc).toBe(`'self' ${new URL(receiver.dsn).origin}`);
  });

  it('sends one event for a route that fails with a 500, without the body, cookies or credentials', async () => {
    const origin = testApp.config.publicUrl;
    // Refusals the user caused are not reported.
    expect(
      (await testApp.app.request('/api/contact-sales', { ...contactRequest(origin), body: '{"name":1}' })).status,
    ).toBe(400);
    expect((await testApp.app.request('/api/no-such-route')).status).toBe(404);

    // The database goes away under the app: the next request that needs it fails unexpectedly.
    await testApp.close();
    const response = await testApp.app.request('/api/contact-sales', contactRequest(origin));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Something went wrong. Please try again later.', code: 'INTERNAL' });

    await reporter.flush();
    const events = receiver.events();
    expect(events).toHaveLength(1);
    const [event] = events as unknown as [ReportedEvent];
    expect(event.exception.values[0]!.value).toMatch(/closed|end/i);
    expect(event.contexts?.http_request).toEqual({ method: 'POST', path: '/api/contact-sales' });
    expect(event.tags?.request_id).toEqual(expect.any(String));
    expect(event.environment).toBe('test');

    const everything = receiver.envelopes.map((envelope) => envelope.raw).join('\n');
    expect(everything).not.toContain('cookie-secret-4711');
    expect(everything).not.toContain('bearer-secret-4711');
    expect(everything).not.toContain('body-secret-4711');
    expect(receiver.envelopes.every((envelope) => envelope.path.startsWith('/api/1/envelope/'))).toBe(true);
  });

  it('reports an unhandled rejection, then the process exits with an error as Node does without it', async () => {
    const sentryModule = fileURLToPath(new URL('./sentry.ts', import.meta.url));
    const script = `
      const { createSentryReporter } = await import(${JSON.stringify(sentryModule)});
      createSentryReporter({ dsn: process.env.DSN, environment: 'test' });
      Promise.reject(new Error('unhandled-rejection-marker'));
    `;
    const before = receiver.events().length;
    const exitCode = await new Promise<number | null>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { env: { ...process.env, DSN: receiver.dsn } },
        (err) => resolve(err ? (err.code as number | null) : 0),
      );
    });
    expect(exitCode).toBe(1);
    const reported = receiver.events().slice(before) as unknown as ReportedEvent[];
    expect(reported).toHaveLength(1);
    expect(reported[0]!.exception.values[0]!.value).toBe('unhandled-rejection-marker');
    expect(reported[0]!.level).toBe('fatal');
  }, 120_000); // a fresh Node process loading the SDK, on a loaded machine

  it('sends a security alert as a message at its level, with its facts as context', async () => {
    const before = receiver.events().length;
    reporter.message!('Security alert: 4 different IPs failed to sign in', 'fatal', {
      alertId: 'a-1',
      rule: 'distributed_attack',
    });
    await reporter.flush();
    const reported = receiver.events().slice(before) as unknown as (ReportedEvent & { message?: string })[];
    expect(reported).toHaveLength(1);
    expect(reported[0]!.level).toBe('fatal');
    expect(reported[0]!.message).toBe('Security alert: 4 different IPs failed to sign in');
    expect(reported[0]!.contexts?.security).toEqual({ alertId: 'a-1', rule: 'distributed_attack' });
  });
});
