import { AUDIT_TEXT, EXPORT_MAX_ROWS, type AuditLogExport } from '@themeport/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInClient } from '../../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const exportsBy = (adminUserId: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.adminUserId, adminUserId), eq(auditLogs.actionType, 'export')));

describe('GET /api/admin/audit-logs/export (spec 001 §9)', () => {
  it('exports the entries that match the filters in the list order, and audits the export', async () => {
    const { client, user: admin } = await signedInClient(t, { role: 'admin' });
    const { user: actor } = await signedInClient(t);
    const now = Date.now();
    const base = { adminUserId: actor.id, adminEmail: actor.email, adminRole: 'client' } as const;
    await t.db.insert(auditLogs).values([
      {
        ...base,
        actionType: 'update',
        resourceType: 'theme',
        resourceName: 'Harbour',
        timestamp: new Date(now - 1000),
      },
      {
        ...base,
        actionType: 'delete',
        resourceType: 'theme',
        resourceName: '=cmd|calc',
        status: 'failed',
        timestamp: new Date(now - 2000),
      },
      { ...base, actionType: 'create', resourceType: 'user', resourceName: 'ada', timestamp: new Date(now - 3000) },
    ]);

    const res = await client.request(`/api/admin/audit-logs/export?adminUserId=${actor.id}&resourceType=theme`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AuditLogExport;
    expect(body.total).toBe(2);
    expect(body.items.map((item) => item.resourceName)).toEqual(['Harbour', '=cmd|calc']);
    expect(body.items[0]!.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const sorted = (await (
      await client.request(`/api/admin/audit-logs/export?adminUserId=${actor.id}&sort=action_type&order=asc`)
    ).json()) as AuditLogExport;
    expect(sorted.items.map((item) => item.actionType)).toEqual(['create', 'delete', 'update']);
    expect(
      (
        (await (
          await client.request(`/api/admin/audit-logs/export?adminUserId=${actor.id}&status=failed`)
        ).json()) as AuditLogExport
      ).total,
    ).toBe(1);

    const written = await exportsBy(admin.id);
    expect(written).toHaveLength(3);
    const first = written.find(
      (entry) => (entry.metadata as { filters: { resourceType?: string } }).filters.resourceType,
    );
    expect(first).toMatchObject({
      resourceType: 'report',
      resourceName: 'audit-logs',
      status: 'success',
      adminEmail: admin.email,
      metadata: { filters: { adminUserId: actor.id, resourceType: 'theme', sort: 'timestamp' }, rows: 2, total: 2 },
    });
  });

  it(`stops at ${EXPORT_MAX_ROWS.toLocaleString('en-US')} rows and says how many matched`, async () => {
    const { client, user: admin } = await signedInClient(t, { role: 'admin' });
    const { user: actor } = await signedInClient(t);
    await t.db.execute(sql`
      insert into audit_logs (admin_user_id, admin_email, admin_role, action_type, resource_type, resource_name, timestamp)
      select ${actor.id}, ${actor.email}, 'client', 'view', 'theme', 'row ' || g, now() - (g || ' milliseconds')::interval
      from generate_series(1, ${EXPORT_MAX_ROWS + 1}) as g`);
    const res = await client.request(`/api/admin/audit-logs/export?adminUserId=${actor.id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AuditLogExport;
    expect(body.total).toBe(EXPORT_MAX_ROWS + 1);
    expect(body.items).toHaveLength(EXPORT_MAX_ROWS);
    // Newest first: the oldest row is the one left out.
    expect(body.items[0]!.resourceName).toBe('row 1');
    expect(body.items.at(-1)!.resourceName).toBe(`row ${EXPORT_MAX_ROWS}`);
    expect((await exportsBy(admin.id))[0]!.metadata).toMatchObject({
      rows: EXPORT_MAX_ROWS,
      total: EXPORT_MAX_ROWS + 1,
    });
  });

  it('refuses bad filters with 400 and anyone but a platform admin', async () => {
    const { client, user } = await signedInClient(t);
    expect((await client.request('/api/admin/audit-logs/export')).status).toBe(403);
    expect(await exportsBy(user.id)).toHaveLength(0);
    expect((await t.app.request('/api/admin/audit-logs/export')).status).toBe(401);

    const { client: admin } = await signedInClient(t, { role: 'admin' });
    const reversed = await admin.request('/api/admin/audit-logs/export?from=2026-03-02&to=2026-03-01');
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { fields: Record<string, string> }).fields.to).toBe(AUDIT_TEXT.endBeforeStart);
    for (const query of ['status=odd', 'actionType=x', 'from=yesterday', 'adminUserId=1'])
      expect((await admin.request(`/api/admin/audit-logs/export?${query}`)).status, query).toBe(400);
  });
});
