import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fixturePasswordHash, mailsTo, uniqueEmail } from '../../test/auth.ts';
import {
  alertsOf,
  blocksOf,
  deliveryJobs,
  freshIp,
  freshSubject,
  keptEvents,
  monitorFor,
  secondProcessDb,
  recentEvents,
} from '../../test/security.ts';
import { createPasswordUser } from '../auth/users.ts';
import type { SecurityMonitor } from './monitor.ts';

const MINUTE = 60_000;
const T0 = new Date('2031-05-06T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

let t: TestApp;
let monitor: SecurityMonitor;

beforeAll(async () => {
  t = await createTestApp();
  monitor = monitorFor(t);
}, 180_000);
afterAll(() => t.close());

const fail = (ip: string, subject: string, when: Date, m = monitor) =>
  m.record({ type: 'sign_in_failure', ip, subject, at: when, endpoint: 'POST /api/auth/sign-in/email' });

async function newUser(role: 'client' | 'admin' = 'client') {
  return createPasswordUser(t.db, {
    email: uniqueEmail(role),
    password: 'correct-horse',
    passwordHash: await fixturePasswordHash('correct-horse'),
    firstName: 'Test',
    lastName: 'Person',
    role,
  });
}

describe('brute force (spec: more than 5 failures from one IP in 5 minutes)', () => {
  it('lets 5 failures pass, flags and blocks the 6th once, and not again on the 7th and 8th', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await fail(ip, freshSubject(), at(i * 50_000));
    expect(await recentEvents(t.db, { type: 'brute_force', ip })).toHaveLength(0);
    expect(await blocksOf(t.db, ip)).toHaveLength(0);

    await fail(ip, freshSubject(), at(4 * MINUTE + 50_000));
    const [detected, ...more] = await recentEvents(t.db, { type: 'brute_force', ip });
    expect(more).toHaveLength(0);
    expect(detected).toMatchObject({ severity: 'high', metadata: { failures: 6, windowMinutes: 5 } });
    expect((await keptEvents(t.db, { type: 'brute_force' })).some((row) => row.ip === ip)).toBe(true);
    const [block] = await blocksOf(t.db, ip);
    expect(block).toMatchObject({ reason: 'brute_force', level: 1, createdBy: null, liftedAt: null });
    expect(block!.expiresAt.getTime() - block!.createdAt.getTime()).toBe(15 * MINUTE);
    const [blocked] = await recentEvents(t.db, { type: 'ip_blocked', ip });
    expect(blocked!.metadata).toMatchObject({
      reason: 'brute_force',
      level: 1,
      expiresAt: block!.expiresAt.toISOString(),
    });

    await fail(ip, freshSubject(), at(4 * MINUTE + 55_000));
    await fail(ip, freshSubject(), at(4 * MINUTE + 58_000));
    expect(await recentEvents(t.db, { type: 'brute_force', ip })).toHaveLength(1);
    expect(await blocksOf(t.db, ip)).toHaveLength(1);
  });

  it('does not count failures older than 5 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) await fail(ip, freshSubject(), at(i * MINUTE));
    expect(await recentEvents(t.db, { type: 'brute_force', ip })).toHaveLength(0);
  });

  it('detects once when the failures are split between two server processes at the same time', async () => {
    const other = secondProcessDb(t);
    try {
      const otherMonitor = monitorFor(t, { db: other.db });
      const ip = freshIp();
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => fail(ip, freshSubject(), at(i * 1000), i % 2 ? otherMonitor : monitor)),
      );
      expect(await recentEvents(t.db, { type: 'sign_in_failure', ip })).toHaveLength(10);
      expect(await recentEvents(t.db, { type: 'brute_force', ip })).toHaveLength(1);
      expect(await blocksOf(t.db, ip)).toHaveLength(1);
      expect(await recentEvents(t.db, { type: 'ip_blocked', ip })).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('distributed attack (spec: more than 3 IPs failing for one user in 15 minutes)', () => {
  it('lets 3 IPs pass; the 4th is critical, opens an alert that is mailed, and blocks every IP', async () => {
    const subject = freshSubject();
    const ips = [freshIp(), freshIp(), freshIp(), freshIp()];
    for (const [i, ip] of ips.slice(0, 3).entries()) await fail(ip, subject, at(i * 4 * MINUTE));
    expect(await recentEvents(t.db, { type: 'distributed_attack', subject })).toHaveLength(0);
    expect(await alertsOf(t.db, 'distributed_attack', `subject:${subject}`)).toHaveLength(0);

    await fail(ips[3]!, subject.toUpperCase(), at(14 * MINUTE));
    const [detected] = await recentEvents(t.db, { type: 'distributed_attack', subject });
    expect(detected).toMatchObject({ severity: 'critical', metadata: { ipCount: 4, ips: [...ips].sort() } });
    const [alert, ...moreAlerts] = await alertsOf(t.db, 'distributed_attack', `subject:${subject}`);
    expect(moreAlerts).toHaveLength(0);
    expect(alert).toMatchObject({ severity: 'critical', status: 'open', eventCount: 1 });
    expect(await deliveryJobs(t.db, 'security.alert-mail', alert!.id)).toHaveLength(1);
    // No SECURITY_WEBHOOK_URL: nothing to post.
    expect(await deliveryJobs(t.db, 'security.alert-webhook', alert!.id)).toHaveLength(0);
    for (const ip of ips) expect(await blocksOf(t.db, ip)).toMatchObject([{ reason: 'distributed_attack', level: 1 }]);
  });

  it('does not count an IP whose failure is older than 15 minutes', async () => {
    const subject = freshSubject();
    for (let i = 0; i < 4; i++) await fail(freshIp(), subject, at(i * 5 * MINUTE + 1000));
    expect(await recentEvents(t.db, { type: 'distributed_attack', subject })).toHaveLength(0);
  });
});

describe('credential stuffing (ours: one IP failing for 10 accounts in 10 minutes)', () => {
  it('lets 9 accounts pass and flags the 10th as critical with an alert', async () => {
    const ip = freshIp();
    // A minute apart: never more than 5 in 5 minutes, so brute force stays out of it.
    for (let i = 0; i < 9; i++) await fail(ip, freshSubject(), at(i * 61_000));
    expect(await recentEvents(t.db, { type: 'credential_stuffing', ip })).toHaveLength(0);
    await fail(ip, freshSubject(), at(9 * 61_000));
    expect(await recentEvents(t.db, { type: 'credential_stuffing', ip })).toMatchObject([
      { severity: 'critical', metadata: { accounts: 10 } },
    ]);
    expect(await alertsOf(t.db, 'credential_stuffing', `ip:${ip}`)).toHaveLength(1);
    expect(await blocksOf(t.db, ip)).toMatchObject([{ reason: 'credential_stuffing' }]);
  });
});

describe('privilege escalation (spec: refused within 30 minutes after signing in)', () => {
  it('flags a permission denied 29 minutes after the sign-in once, and nothing 31 minutes after', async () => {
    const user = await newUser();
    const ip = freshIp();
    await monitor.record({ type: 'sign_in_success', userId: user.id, ip, at: at(0) });
    await monitor.record({
      type: 'permission_denied',
      userId: user.id,
      ip,
      endpoint: 'GET /api/admin/users',
      at: at(29 * MINUTE),
    });
    await monitor.record({ type: 'unauthorized', userId: user.id, ip, at: at(29 * MINUTE + 1000) });
    expect(await recentEvents(t.db, { type: 'privilege_escalation', userId: user.id })).toMatchObject([
      { severity: 'high', metadata: { trigger: 'permission_denied', minutesAfterSignIn: 29 } },
    ]);

    const late = await newUser();
    await monitor.record({ type: 'sign_in_success', userId: late.id, ip, at: at(0) });
    await monitor.record({ type: 'unauthorized', userId: late.id, ip, at: at(31 * MINUTE) });
    expect(await recentEvents(t.db, { type: 'privilege_escalation', userId: late.id })).toHaveLength(0);
  });
});

describe('success after failures (ours: ASVS 6.3.4)', () => {
  it('asks the user "was this you?" after 5 failures, and not after 4', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++) await fail(freshIp(), user.email, at(i * MINUTE));
    await monitor.record({
      type: 'sign_in_success',
      userId: user.id,
      subject: user.email,
      ip: freshIp(),
      userAgent: CHROME_MAC,
      at: at(6 * MINUTE),
    });
    expect(await recentEvents(t.db, { type: 'success_after_failures', userId: user.id })).toMatchObject([
      { severity: 'medium', metadata: { failures: 5 } },
    ]);
    const [mail, ...more] = await mailsTo(t, user.email);
    expect(more).toHaveLength(0);
    expect(mail!.metadata.subject).toBe('Was this you? A sign-in after several failed attempts');
    expect(mail!.text).toContain(`${t.config.publicUrl}/account/profile`);
    expect(mail!.text).toContain('Chrome on macOS');

    // A second success right after: its failures were before the first success, so nothing again.
    await monitor.record({ type: 'sign_in_success', userId: user.id, subject: user.email, at: at(7 * MINUTE) });
    expect(await recentEvents(t.db, { type: 'success_after_failures', userId: user.id })).toHaveLength(1);

    const other = await newUser();
    for (let i = 0; i < 4; i++) await fail(freshIp(), other.email, at(i * MINUTE));
    await monitor.record({ type: 'sign_in_success', userId: other.id, at: at(6 * MINUTE) });
    expect(await recentEvents(t.db, { type: 'success_after_failures', userId: other.id })).toHaveLength(0);
    expect(await mailsTo(t, other.email)).toHaveLength(0);
  });
});

describe('new admin device (ours)', () => {
  it("mails a platform admin signing in from a device their history doesn't know, not a client", async () => {
    const admin = await newUser('admin');
    const success = (userId: string, ip: string, userAgent: string, minute: number) =>
      monitor.record({ type: 'sign_in_success', userId, ip, userAgent, at: at(minute * MINUTE) });
    await success(admin.id, '192.0.2.10', CHROME_MAC, 0); // the first: nothing to compare with
    await success(admin.id, '192.0.2.77', CHROME_MAC, 1); // same device, same /24
    expect(await recentEvents(t.db, { type: 'new_admin_device', userId: admin.id })).toHaveLength(0);
    await success(admin.id, '192.0.2.78', FIREFOX_WINDOWS, 2);
    await success(admin.id, '100.64.9.9', CHROME_MAC, 3); // a known device from a new network
    expect(await recentEvents(t.db, { type: 'new_admin_device', userId: admin.id })).toMatchObject([
      { metadata: { device: 'Firefox on Windows', isNewDevice: true, isNewNetwork: false } },
      { metadata: { device: 'Chrome on macOS', isNewDevice: false, isNewNetwork: true } },
    ]);
    const mails = await mailsTo(t, admin.email);
    expect(mails.map((mail) => mail.metadata.subject)).toEqual([
      'Was this you? An admin sign-in from a new device',
      'Was this you? An admin sign-in from a new device',
    ]);

    const client = await newUser();
    await success(client.id, '192.0.2.10', CHROME_MAC, 0);
    await success(client.id, '100.64.9.9', FIREFOX_WINDOWS, 1);
    expect(await recentEvents(t.db, { type: 'new_admin_device', userId: client.id })).toHaveLength(0);
  });
});

describe('card bursts (ours: 5 declines from one IP or user in 10 minutes)', () => {
  it('lets 4 declines pass and flags the 5th from one IP, and the 5th of one user across IPs', async () => {
    const ip = freshIp();
    const decline = (input: { ip: string; userId?: string }, minute: number) =>
      monitor.record({ type: 'card_declined', ...input, at: at(minute * MINUTE) });
    for (let i = 0; i < 4; i++) await decline({ ip }, i);
    expect(await recentEvents(t.db, { type: 'payment_fraud_detected', ip })).toHaveLength(0);
    await decline({ ip }, 9);
    expect(await recentEvents(t.db, { type: 'payment_fraud_detected', ip })).toMatchObject([
      { severity: 'high', metadata: { declines: 5, matchedOn: 'ip' } },
    ]);

    const user = await newUser();
    for (let i = 0; i < 5; i++) await decline({ ip: freshIp(), userId: user.id }, i);
    expect(await recentEvents(t.db, { type: 'payment_fraud_detected', userId: user.id })).toMatchObject([
      { severity: 'high', metadata: { matchedOn: 'user' } },
    ]);
  });
});
