import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReporter, ReportLevel } from '../../adapters/errors/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fixturePasswordHash, mailsTo, uniqueEmail } from '../../test/auth.ts';
import { alertsOf, deliveryJobs, freshIp, freshSubject, monitorFor, secondProcessDb } from '../../test/security.ts';
import { createPasswordUser } from '../auth/users.ts';
import type { SecurityMonitor } from './monitor.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = new Date('2031-05-06T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** A stand-in for the operator's alert receiver: answers the statuses it is told, in turn, then 200. */
interface Receiver {
  url: string;
  requests: { body: Record<string, unknown>; contentType: string | undefined }[];
  answers: number[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver: Omit<Receiver, 'url' | 'close'> = { requests: [], answers: [] };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.requests.push({
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        contentType: req.headers['content-type'],
      });
      res.writeHead(receiver.answers.shift() ?? 200);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...receiver,
    url: `http://127.0.0.1:${port}/hooks/security`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const reported: { text: string; level: ReportLevel; context?: Record<string, unknown> }[] = [];
/** The reporter port as Sentry's adapter fills it (its own boundary test is in adapters/errors). */
const reporter: ErrorReporter = {
  report: () => {},
  flush: async () => {},
  message: (text, level, context) => reported.push({ text, level, context }),
};

let t: TestApp;
let monitor: SecurityMonitor;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ SECURITY_WEBHOOK_URL: receiver.url }, { errorReporter: reporter });
  monitor = monitorFor(t, { errorReporter: reporter });
}, 180_000);
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const attack = (subject: string, when: Date) =>
  monitor.record({
    type: 'distributed_attack',
    subject,
    at: when,
    details: `4 different IPs failed to sign in as ${subject}`,
    metadata: { ips: [] },
  });

describe('alerts (spec 001 §9)', () => {
  it('opens one alert for a critical event, adds the same rule and key to it for 2 hours, and opens a new one after', async () => {
    const subject = freshSubject();
    const key = `subject:${subject}`;
    await attack(subject, at(0));
    const [first] = await alertsOf(t.db, 'distributed_attack', key);
    expect(first).toMatchObject({ severity: 'critical', status: 'open', eventCount: 1, firstSeenAt: at(0) });
    expect(first!.summary).toBe(`4 different IPs failed to sign in as ${subject}`);

    await attack(subject, at(HOUR));
    await attack(subject, at(2 * HOUR - 1000));
    const [same, ...none] = await alertsOf(t.db, 'distributed_attack', key);
    expect(none).toHaveLength(0);
    expect(same).toMatchObject({ id: first!.id, eventCount: 3, firstSeenAt: at(0), lastSeenAt: at(2 * HOUR - 1000) });
    expect((same!.evidence.events as unknown[]).length).toBe(3);
    // Delivered once: one mail job and one webhook job for the alert.
    expect(await deliveryJobs(t.db, 'security.alert-mail', first!.id)).toHaveLength(1);
    expect(await deliveryJobs(t.db, 'security.alert-webhook', first!.id)).toHaveLength(1);

    await attack(subject, at(2 * HOUR + 1000));
    const alerts = await alertsOf(t.db, 'distributed_attack', key);
    expect(alerts).toHaveLength(2);
    // Its count is the window's (the last hour holds this event and the one before).
    expect(alerts[1]).toMatchObject({ eventCount: 2, firstSeenAt: at(2 * HOUR + 1000) });
    expect(await deliveryJobs(t.db, 'security.alert-mail', alerts[1]!.id)).toHaveLength(1);
    const forKey = reported.filter((report) => report.context?.dedupeKey === key);
    expect(forKey.map((report) => report.level)).toEqual(['fatal', 'fatal']);
  });

  it('opens an alert for an alerting high type at its second event in the hour, and never for a non-alerting one', async () => {
    const ip = freshIp();
    await monitor.record({ type: 'sql_injection_attempt', ip, at: at(0) });
    expect(await alertsOf(t.db, 'sql_injection_attempt', `ip:${ip}`)).toHaveLength(0);
    await monitor.record({ type: 'sql_injection_attempt', ip, at: at(59 * MINUTE) });
    expect(await alertsOf(t.db, 'sql_injection_attempt', `ip:${ip}`)).toMatchObject([
      { severity: 'high', eventCount: 2 },
    ]);
    expect(reported.find((report) => report.context?.dedupeKey === `ip:${ip}`)?.level).toBe('error');

    const other = freshIp();
    await monitor.record({ type: 'sql_injection_attempt', ip: other, at: at(0) });
    await monitor.record({ type: 'sql_injection_attempt', ip: other, at: at(61 * MINUTE) });
    expect(await alertsOf(t.db, 'sql_injection_attempt', `ip:${other}`)).toHaveLength(0);

    for (let i = 0; i < 12; i++) await monitor.record({ type: 'rate_limited', ip: other, at: at(i * 1000) });
    for (let i = 0; i < 3; i++) await monitor.record({ type: 'brute_force', ip: other, at: at(i * 1000) });
    expect(await alertsOf(t.db, 'rate_limited', `ip:${other}`)).toHaveLength(0);
    expect(await alertsOf(t.db, 'brute_force', `ip:${other}`)).toHaveLength(0);
  });
});

describe('alerts across processes', () => {
  it('opens one alert when two servers record critical events of one key at the same moment', async () => {
    const other = secondProcessDb(t);
    try {
      const otherMonitor = monitorFor(t, { db: other.db });
      const subject = freshSubject();
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? otherMonitor : monitor).record({
            type: 'distributed_attack',
            subject,
            at: at(i),
            metadata: { ips: [] },
          }),
        ),
      );
      const alerts = await alertsOf(t.db, 'distributed_attack', `subject:${subject}`);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.eventCount).toBe(8);
      expect(await deliveryJobs(t.db, 'security.alert-mail', alerts[0]!.id)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('alert delivery', () => {
  it('mails every platform admin and posts to the webhook, retrying with back-off when it fails', async () => {
    const admins = await Promise.all(
      [1, 2].map(async () =>
        createPasswordUser(t.db, {
          email: uniqueEmail('admin'),
          password: 'correct-horse',
          passwordHash: await fixturePasswordHash('correct-horse'),
          firstName: 'Ada',
          lastName: 'Admin',
          role: 'admin',
        }),
      ),
    );
    await t.jobs.runDue(); // deliver what the tests above queued
    receiver.requests.length = 0;
    receiver.answers.push(503);

    const subject = freshSubject();
    await attack(subject, new Date());
    const [alert] = await alertsOf(t.db, 'distributed_attack', `subject:${subject}`);
    const now = new Date();
    const first = await t.jobs.runDue({ now });
    expect(first.retried).toBeGreaterThanOrEqual(1);
    for (const admin of admins) {
      const mails = await mailsTo(t, admin.email);
      expect(mails.map((mail) => mail.metadata.subject)).toContain('Security alert (critical): distributed attack');
      const mail = mails.find((row) => row.text.includes(subject))!;
      expect(mail.text).toContain(`${t.config.publicUrl}/admin/security`);
    }
    expect(receiver.requests).toHaveLength(1);
    const [job] = await deliveryJobs(t.db, 'security.alert-webhook', alert!.id);
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    expect(job!.lastError).toContain('security webhook answered 503');

    // Not before its back-off (30 s) …
    await t.jobs.runDue({ now: new Date(now.getTime() + 20_000) });
    expect(receiver.requests).toHaveLength(1);
    // … then it is posted again and taken.
    await t.jobs.runDue({ now: new Date(now.getTime() + 31_000) });
    expect(receiver.requests).toHaveLength(2);
    expect(receiver.requests[1]!.contentType).toBe('application/json');
    expect(receiver.requests[1]!.body).toEqual({
      id: alert!.id,
      rule: 'distributed_attack',
      severity: 'critical',
      summary: alert!.summary,
      evidence: alert!.evidence,
      firstSeenAt: alert!.firstSeenAt.toISOString(),
      url: `${t.config.publicUrl}/admin/security`,
    });
    expect((await deliveryJobs(t.db, 'security.alert-webhook', alert!.id))[0]).toMatchObject({ state: 'completed' });
  });
});
