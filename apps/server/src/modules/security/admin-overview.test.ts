// The Security tab's tiles, chart and top tables over events written with explicit times.
import type { SecuritySummary, SecurityTimeline, SecurityTop } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityAlerts, securityBlocks } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { Client } from '../../test/auth.ts';
import { signedInClient } from '../../test/auth.ts';
import { insertSecurityEvent, type SecurityEventInput } from './record.ts';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
  admin = (await signedInClient(t, { role: 'admin' })).client;
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms);
const record = (input: SecurityEventInput) => insertSecurityEvent(t.db, input);

async function get<T>(path: string): Promise<T> {
  const res = await admin.request(`/api/admin/security/${path}`);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe('GET /api/admin/security/summary', () => {
  it('counts failed sign-ins and detections of the last 24 hours, active blocked addresses and open alerts', async () => {
    const before = await get<SecuritySummary>('summary');
    for (let i = 0; i < 3; i += 1) await record({ type: 'sign_in_failure', ip: '198.51.100.1', at: ago(i * HOUR) });
    await record({ type: 'sign_in_failure', ip: '198.51.100.1', at: ago(25 * HOUR) });
    await record({ type: 'brute_force', ip: '198.51.100.1', at: ago(HOUR) });
    await record({ type: 'distributed_attack', at: ago(2 * HOUR) });
    await record({ type: 'ip_blocked', ip: '198.51.100.1', at: ago(HOUR) });
    await t.db.insert(securityBlocks).values([
      { ip: '198.51.100.1', reason: 'brute_force', expiresAt: new Date(Date.now() + HOUR) },
      { ip: '198.51.100.1', reason: 'manual', expiresAt: new Date(Date.now() + 2 * HOUR) },
      { ip: '198.51.100.2', reason: 'manual', expiresAt: ago(MINUTE) },
      { ip: '198.51.100.3', reason: 'manual', expiresAt: new Date(Date.now() + HOUR), liftedAt: new Date() },
    ]);
    const alert = { rule: 'brute_force', dedupeKey: 'ip:198.51.100.1', summary: 'x' } as const;
    await t.db.insert(securityAlerts).values([
      { ...alert, severity: 'critical' },
      { ...alert, severity: 'high' },
      { ...alert, severity: 'high', status: 'acknowledged' },
      { ...alert, severity: 'critical', status: 'resolved' },
    ]);

    const after = await get<SecuritySummary>('summary');
    expect(after.failedSignIns24h - before.failedSignIns24h).toBe(3);
    expect(after.detections24h - before.detections24h).toBe(2);
    expect(after.blockedIps - before.blockedIps).toBe(1);
    expect(after.openAlerts.critical - before.openAlerts.critical).toBe(1);
    expect(after.openAlerts.high - before.openAlerts.high).toBe(1);
    expect(after.openAlerts.low - before.openAlerts.low).toBe(0);
  });
});

describe('GET /api/admin/security/timeline', () => {
  it('answers every hour of the last 24 with the detections and actions by type', async () => {
    const at = ago(5 * HOUR);
    await record({ type: 'credential_stuffing', ip: '198.51.100.9', at });
    await record({ type: 'credential_stuffing', ip: '198.51.100.9', at });
    await record({ type: 'unlock_mail_sent', at });
    await record({ type: 'sign_in_success', at });
    const timeline = await get<SecurityTimeline>('timeline?range=24h');
    expect(timeline.step).toBe('hour');
    expect(timeline.points).toHaveLength(24);
    const hour = new Date(Math.floor(at.getTime() / HOUR) * HOUR).toISOString();
    const point = timeline.points.find((p) => p.start === hour)!;
    expect(point).toMatchObject({ credential_stuffing: 2, unlock_mail_sent: 1 });
    expect(point.sign_in_success).toBeUndefined();
    expect(timeline.points.at(-1)!.start).toBe(new Date(Math.floor(Date.now() / HOUR) * HOUR).toISOString());
  });

  it('answers UTC days for 7 and 30 days, an older day included', async () => {
    const at = ago(20 * 24 * HOUR);
    await record({ type: 'event_spike', at });
    const week = await get<SecurityTimeline>('timeline?range=7d');
    expect(week.step).toBe('day');
    expect(week.points).toHaveLength(7);
    expect(week.points[0]!.start).toMatch(/T00:00:00\.000Z$/);
    const month = await get<SecurityTimeline>('timeline?range=30d');
    expect(month.points).toHaveLength(30);
    const day = `${at.toISOString().slice(0, 10)}T00:00:00.000Z`;
    expect(month.points.find((p) => p.start === day)).toMatchObject({ event_spike: 1 });
  });

  it('refuses an unknown range with 400', async () => {
    expect((await admin.request('/api/admin/security/timeline?range=1y')).status).toBe(400);
    expect((await admin.request('/api/admin/security/top?range=1y')).status).toBe(400);
  });
});

describe('GET /api/admin/security/top', () => {
  it('ranks addresses and targeted accounts over the kept events and the window, counting each event once', async () => {
    const { user } = await signedInClient(t);
    const attacker = '192.0.2.77';
    for (let i = 0; i < 4; i += 1)
      await record({ type: 'sign_in_failure', ip: attacker, subject: 'Nobody@Example.com', at: ago(10 * MINUTE) });
    await record({ type: 'sign_in_failure', ip: attacker, userId: user.id, subject: user.email, at: ago(MINUTE) });
    // High: in both the window and the kept events, counted once.
    await record({ type: 'sql_injection_attempt', ip: attacker, userId: user.id, at: ago(MINUTE) });
    await record({ type: 'sign_in_failure', ip: '192.0.2.78', subject: 'nobody@example.com', at: ago(MINUTE) });
    await record({ type: 'brute_force', ip: '192.0.2.79', at: ago(3 * 24 * HOUR) });
    await t.db
      .insert(securityBlocks)
      .values({ ip: attacker, reason: 'manual', expiresAt: new Date(Date.now() + HOUR) });

    const top = await get<SecurityTop>('top?range=24h');
    const first = top.ips.find((row) => row.ip === attacker);
    expect(first).toMatchObject({ events: 6, failures: 5, isBlocked: true });
    expect(top.ips[0]!.ip).toBe(attacker);
    expect(top.ips.find((row) => row.ip === '192.0.2.78')).toMatchObject({ events: 1, failures: 1, isBlocked: false });
    expect(top.ips.some((row) => row.ip === '192.0.2.79')).toBe(false);

    const typed = top.accounts.find((row) => row.key === 'nobody@example.com');
    expect(typed).toMatchObject({ userId: null, email: 'nobody@example.com', events: 5, failures: 5, ips: 2 });
    const known = top.accounts.find((row) => row.key === user.id);
    // Its own sign-in (sign_in_success, from the test client's address) counts too.
    expect(known).toMatchObject({ userId: user.id, email: user.email, events: 3, failures: 1, ips: 2 });

    const week = await get<SecurityTop>('top?range=7d');
    expect(week.ips.find((row) => row.ip === '192.0.2.79')).toMatchObject({ events: 1 });
  });
});
