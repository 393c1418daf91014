import { AUDIT_TEXT, type AuditLogDetail, type AuditLogList } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInClient } from '../../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function seedEntries(adminUserId: string, resourceId: string) {
  const base = { adminUserId, adminEmail: 'ada@example.com', adminRole: 'admin', resourceId } as const;
  const now = Date.now();
  return t.db
    .insert(auditLogs)
    .values([
      {
        ...base,
        actionType: 'update',
        resourceType: 'review',
        resourceName: 'Harbour review',
        timestamp: new Date(now - 1000),
      },
      {
        ...base,
        actionType: 'delete',
        resourceType: 'review',
        resourceName: 'Harbour review',
        status: 'failed',
        timestamp: new Date(now - 2000),
      },
      {
        ...base,
        actionType: 'create',
        resourceType: 'user',
        resourceName: '100%_sure@example.com',
        timestamp: new Date(now - 3000),
      },
      // Outside the default 7 days.
      {
        ...base,
        actionType: 'update',
        resourceType: 'review',
        resourceName: 'Old',
        timestamp: new Date(now - 9 * DAY),
      },
    ])
    .returning();
}

describe('audit log list and detail', () => {
  it('filters by date range, resource, action, status and search, with the exact total and summary', async () => {
    const { client, user } = await signedInClient(t, { role: 'admin' });
    const resourceId = crypto.randomUUID();
    const rows = await seedEntries(user.id, resourceId);
    const list = async (query: string) => {
      const res = await client.request(`/api/admin/audit-logs?adminUserId=${user.id}&${query}`);
      expect(res.status, query).toBe(200);
      return (await res.json()) as AuditLogList;
    };

    const recent = await list('');
    expect(recent.items.map((item) => item.actionType)).toEqual(['update', 'delete', 'create']);
    expect(recent.summary).toEqual({ total: 3, successRate: 67, failed: 1, activeAdmins: 1 });

    const from = new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10);
    expect((await list(`from=${from}`)).total).toBe(4);
    expect((await list('resourceType=user')).items.map((item) => item.resourceName)).toEqual(['100%_sure@example.com']);
    expect((await list('status=failed')).total).toBe(1);
    expect((await list('actionType=delete')).total).toBe(1);
    // The search is literal: % and _ are not wildcards.
    expect((await list(`search=${encodeURIComponent('0%_S')}`)).total).toBe(1);
    expect((await list('search=%25%25')).total).toBe(0);
    expect((await list(`search=${resourceId.slice(0, 8)}`)).total).toBe(3);
    expect((await list('sort=action_type&order=asc')).items.map((item) => item.actionType)).toEqual([
      'create',
      'delete',
      'update',
    ]);
    expect((await list('pageSize=2&page=2')).items).toHaveLength(1);

    const detail = (await (await client.request(`/api/admin/audit-logs/${rows[0]!.id}`)).json()) as AuditLogDetail;
    expect(detail.entry.id).toBe(rows[0]!.id);
    // Other entries on the same review, newest first; the user entry is another resource.
    expect(detail.related.map((item) => item.resourceName)).toEqual(['Harbour review', 'Old']);
  });

  it("answers bad filters with 400, an unknown entry with 'Audit Log Not Found', and clients with 403", async () => {
    const { client } = await signedInClient(t, { role: 'admin' });
    for (const query of [
      'from=2026-02-30x',
      'from=2026-03-02&to=2026-03-01',
      'status=odd',
      'pageSize=500',
      'adminUserId=x',
    ])
      expect((await client.request(`/api/admin/audit-logs?${query}`)).status, query).toBe(400);
    const reversed = await client.request('/api/admin/audit-logs?from=2026-03-02&to=2026-03-01');
    expect(((await reversed.json()) as { fields: Record<string, string> }).fields.to).toBe(AUDIT_TEXT.endBeforeStart);
    const missing = await client.request(`/api/admin/audit-logs/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe(AUDIT_TEXT.notFound);
    expect((await client.request('/api/admin/audit-logs/not-a-uuid')).status).toBe(404);
    const { client: stranger } = await signedInClient(t);
    expect((await stranger.request('/api/admin/audit-logs')).status).toBe(403);
  });
});
