// The event explorer over the kept events and the last hour's window, and its CSV export.
import type { SecurityEventList } from '@themeport/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { Client } from '../../test/auth.ts';
import { signedInClient } from '../../test/auth.ts';
import { insertSecurityEvent } from './record.ts';

let t: TestApp;
let admin: Client;
let adminId: string;
let victim: { id: string; email: string };
// Addresses of this file only, so the filters see just these events.
const IP = { a: '198.18.0.1', b: '198.18.0.2' };
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
  const signedIn = await signedInClient(t, { role: 'admin' });
  admin = signedIn.client;
  adminId = signedIn.user.id;
  victim = (await signedInClient(t)).user;
  await insertSecurityEvent(t.db, {
    type: 'sql_injection_attempt',
    ip: IP.a,
    endpoint: 'GET /api/themes',
    details: "Query looked like SQL injection: ' OR 1=1 --",
    metadata: { field: 'search', password: 'hunter2' },
    at: ago(3 * 24 * HOUR),
  });
  await insertSecurityEvent(t.db, {
    type: 'brute_force',
    ip: IP.a,
    details: '6 failed sign-ins in 5 minutes',
    at: ago(2 * HOUR),
  });
  await insertSecurityEvent(t.db, {
    type: 'distributed_attack',
    userId: victim.id,
    details: '=HYPERLINK("http://evil")',
    at: ago(HOUR),
  });
  await insertSecurityEvent(t.db, {
    type: 'xss_attempt',
    ip: IP.b,
    subject: 'Typed@Example.com',
    at: ago(30 * 60_000),
  });
  for (let i = 0; i < 3; i += 1)
    await insertSecurityEvent(t.db, {
      type: 'sign_in_failure',
      ip: IP.b,
      subject: 'typed@example.com',
      at: ago(i * 60_000),
    });
});
afterAll(() => t.close());

async function list(query: string): Promise<SecurityEventList> {
  const res = await admin.request(`/api/admin/security/events?${query}`);
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
  return (await res.json()) as SecurityEventList;
}

describe('GET /api/admin/security/events', () => {
  it('reads the kept high and critical events newest first, with the user named and no secret', async () => {
    const kept = await list(`ip=${IP.a}`);
    expect(kept.items.map((item) => item.type)).toEqual(['brute_force', 'sql_injection_attempt']);
    expect(kept.items[1]).toMatchObject({
      severity: 'high',
      endpoint: 'GET /api/themes',
      metadata: { field: 'search', password: '[REDACTED]' },
    });
    const byUser = await list(`user=${victim.id}`);
    expect(byUser.items).toHaveLength(1);
    expect(byUser.items[0]).toMatchObject({ type: 'distributed_attack', userId: victim.id, userEmail: victim.email });
    // Only the high and critical ones are kept.
    expect((await list(`ip=${IP.b}`)).items.map((item) => item.type)).toEqual(['xss_attempt']);
  });

  it('filters by type, severity, user e-mail, text in the details and time', async () => {
    expect((await list(`type=brute_force&ip=${IP.a}`)).total).toBe(1);
    expect((await list(`severity=critical&user=${victim.id}`)).total).toBe(1);
    expect((await list(`severity=high&user=${victim.id}`)).total).toBe(0);
    expect((await list(`user=${encodeURIComponent(victim.email.toUpperCase())}`)).items[0]!.userId).toBe(victim.id);
    expect((await list('user=typed%40example.com')).items.map((item) => item.type)).toEqual(['xss_attempt']);
    expect((await list(`search=${encodeURIComponent('or 1=1')}`)).items.map((item) => item.ip)).toEqual([IP.a]);
    expect((await list(`search=${encodeURIComponent('100%')}`)).total).toBe(0);
    const twoDaysAgo = ago(2 * 24 * HOUR).toISOString();
    expect((await list(`ip=${IP.a}&from=${twoDaysAgo}`)).items.map((item) => item.type)).toEqual(['brute_force']);
    const day = ago(3 * 24 * HOUR)
      .toISOString()
      .slice(0, 10);
    expect((await list(`ip=${IP.a}&from=${day}&to=${day}`)).items.map((item) => item.type)).toEqual([
      'sql_injection_attempt',
    ]);
  });

  it('reads the last hour of every severity with window=recent', async () => {
    const recent = await list(`window=recent&ip=${IP.b}`);
    expect(recent.items.map((item) => item.type)).toEqual([
      'sign_in_failure',
      'sign_in_failure',
      'sign_in_failure',
      'xss_attempt',
    ]);
    expect(recent.items[0]!.id).toMatch(/^\d+$/);
    expect((await list(`window=recent&ip=${IP.b}&severity=low`)).total).toBe(3);
  });

  it('pages with the exact total', async () => {
    const first = await list(`window=recent&ip=${IP.b}&pageSize=3`);
    const second = await list(`window=recent&ip=${IP.b}&pageSize=3&page=2`);
    expect([first.total, second.total]).toEqual([4, 4]);
    expect(first.items).toHaveLength(3);
    expect(second.items.map((item) => item.type)).toEqual(['xss_attempt']);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'type=nope',
      'severity=urgent',
      'window=all',
      'from=yesterday',
      'from=2026-11-02&to=2026-11-01',
      'pageSize=500',
    ])
      expect([query, (await admin.request(`/api/admin/security/events?${query}`)).status]).toEqual([query, 400]);
  });
});

describe('GET /api/admin/security/events.csv', () => {
  it('exports what matches as CSV, a formula neutralised, and audits the export', async () => {
    const res = await admin.request(`/api/admin/security/events.csv?user=${victim.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="security-events-\d{8}T\d{6}Z\.csv"/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,time_utc,type,severity,user_id,user_email,ip,endpoint,details,user_agent,request_id,metadata',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('distributed_attack');
    expect(lines[1]).toContain(victim.email);
    expect(lines[1]).not.toMatch(/,"?=HYPERLINK/);

    const all = (await (await admin.request(`/api/admin/security/events.csv?window=recent&ip=${IP.b}`)).text()).trim();
    expect(all.split('\r\n')).toHaveLength(5);

    const entries = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.adminUserId, adminId), eq(auditLogs.resourceName, 'security-events')));
    expect(entries).toHaveLength(2);
    const entry = entries.find((row) => row.metadata.rows === 1);
    expect(entry).toMatchObject({ actionType: 'export', resourceType: 'report', status: 'success' });
    expect(entry!.metadata).toMatchObject({ filters: { user: victim.id } });
    expect((await admin.request('/api/admin/security/events.csv?type=nope')).status).toBe(400);
  });
});
