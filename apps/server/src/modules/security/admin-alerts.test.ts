// The alert inbox: the list by status and in pages, and the moves open → acknowledged → resolved
// (and re-open), stamped with the admin and audited; a move the inbox does not allow changes nothing.
import { SECURITY_TEXT, type SecurityAlert, type SecurityAlertList } from '@themeport/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, securityAlerts } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient } from '../../test/auth.ts';

let t: TestApp;
let admin: Client;
let adminId: string;
let adminEmail: string;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
  const signedIn = await signedInClient(t, { role: 'admin' });
  admin = signedIn.client;
  adminId = signedIn.user.id;
  adminEmail = signedIn.user.email;
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function newAlert(overrides: Partial<typeof securityAlerts.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(securityAlerts)
    .values({
      rule: 'distributed_attack',
      dedupeKey: `user:${crypto.randomUUID()}`,
      severity: 'critical',
      summary: '4 addresses failed for ada@example.com in 15 minutes',
      evidence: { ips: ['192.0.2.1', '192.0.2.2'] },
      eventCount: 4,
      ...overrides,
    })
    .returning();
  return row!;
}

const move = (id: string, status: string) =>
  admin.request(`/api/admin/security/alerts/${id}`, { method: 'PATCH', json: { status } });

describe('GET /api/admin/security/alerts', () => {
  it('lists alerts by status, latest activity first, in pages with the total', async () => {
    const older = await newAlert({
      lastSeenAt: new Date(Date.now() - 2 * HOUR),
      severity: 'high',
      rule: 'xss_attempt',
    });
    const newer = await newAlert({ lastSeenAt: new Date(Date.now() - HOUR) });
    const done = await newAlert({ status: 'resolved' });

    const open = (await (await admin.request('/api/admin/security/alerts?status=open')).json()) as SecurityAlertList;
    const ids = open.items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(done.id);
    expect(open.items.find((item) => item.id === older.id)).toMatchObject({
      rule: 'xss_attempt',
      severity: 'high',
      status: 'open',
      eventCount: 4,
      evidence: { ips: ['192.0.2.1', '192.0.2.2'] },
      acknowledgedBy: null,
    });

    const all = (await (await admin.request('/api/admin/security/alerts')).json()) as SecurityAlertList;
    expect(all.total).toBe(open.total + 1);
    const second = (await (
      await admin.request('/api/admin/security/alerts?status=open&pageSize=1&page=2')
    ).json()) as SecurityAlertList;
    expect(second.items).toHaveLength(1);
    expect(second.total).toBe(open.total);
    expect(second.items[0]!.id).toBe(open.items[1]!.id);

    expect((await admin.request('/api/admin/security/alerts?status=closed')).status).toBe(400);
    expect((await admin.request('/api/admin/security/alerts?page=0')).status).toBe(400);
  });
});

describe('PATCH /api/admin/security/alerts/{alertId}', () => {
  it('acknowledges, then resolves, stamping who and when, each move audited', async () => {
    const alert = await newAlert();
    const acknowledged = await move(alert.id, 'acknowledged');
    expect(acknowledged.status).toBe(200);
    expect((await acknowledged.json()) as SecurityAlert).toMatchObject({
      status: 'acknowledged',
      acknowledgedBy: adminId,
      acknowledgedByEmail: adminEmail,
      resolvedAt: null,
    });
    const resolved = (await (await move(alert.id, 'resolved')).json()) as SecurityAlert;
    expect(resolved).toMatchObject({ status: 'resolved', acknowledgedBy: adminId, resolvedBy: adminId });
    expect(resolved.resolvedAt).not.toBeNull();

    const entries = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, alert.id), eq(auditLogs.resourceType, 'system')));
    expect(entries.map((entry) => entry.changes?.after)).toEqual(
      expect.arrayContaining([{ status: 'acknowledged' }, { status: 'resolved' }]),
    );
    expect(entries.every((entry) => entry.adminUserId === adminId && entry.status === 'success')).toBe(true);
  });

  it('resolves straight from open and re-opens a resolved alert, clearing its stamps', async () => {
    const alert = await newAlert();
    expect((await move(alert.id, 'resolved')).status).toBe(200);
    const reopened = (await (await move(alert.id, 'open')).json()) as SecurityAlert;
    expect(reopened).toMatchObject({ status: 'open', resolvedAt: null, resolvedBy: null, acknowledgedBy: null });
  });

  it('refuses a move the inbox does not allow with 400 and changes nothing', async () => {
    const alert = await newAlert();
    await move(alert.id, 'acknowledged');
    for (const status of ['acknowledged', 'open']) {
      const res = await move(alert.id, status);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(
        SECURITY_TEXT.badMove('acknowledged', status as 'open'),
      );
    }
    expect((await move(alert.id, 'closed')).status).toBe(400);
    const [row] = await t.db.select().from(securityAlerts).where(eq(securityAlerts.id, alert.id));
    expect(row!.status).toBe('acknowledged');
  });

  it('answers 404 for an unknown alert', async () => {
    const res = await move(crypto.randomUUID(), 'acknowledged');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe(SECURITY_TEXT.alertNotFound);
    expect((await move('not-a-uuid', 'acknowledged')).status).toBe(404);
  });
});

describe('who may call the Security routes', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/security/summary'],
    ['GET', '/api/admin/security/timeline'],
    ['GET', '/api/admin/security/top'],
    ['GET', '/api/admin/security/alerts'],
    ['PATCH', `/api/admin/security/alerts/${crypto.randomUUID()}`, { status: 'acknowledged' }],
    ['GET', '/api/admin/security/events'],
    ['GET', '/api/admin/security/events.csv'],
    ['GET', '/api/admin/security/blocks'],
    ['POST', '/api/admin/security/blocks', { ip: '192.0.2.1', minutes: 5 }],
    ['DELETE', `/api/admin/security/blocks/${crypto.randomUUID()}`],
    ['GET', '/api/admin/security/allowlist'],
    ['POST', '/api/admin/security/allowlist', { cidr: '192.0.2.0/24' }],
    ['DELETE', `/api/admin/security/allowlist/${crypto.randomUUID()}`],
  ];

  it('answers 401 signed out and 403 to a signed-in non-admin', async () => {
    const anonymous = new Client(t);
    const { client: user } = await signedInClient(t);
    for (const [method, path, json] of routes) {
      expect([method, path, (await anonymous.request(path, { method, json })).status]).toEqual([method, path, 401]);
      expect([method, path, (await user.request(path, { method, json })).status]).toEqual([method, path, 403]);
    }
  });
});
