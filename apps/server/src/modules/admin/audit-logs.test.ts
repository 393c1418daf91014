import { AUDIT_TEXT, type AuditLogDetail, type AuditLogExport, type AuditLogList } from '@themeport/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, profiles } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInClient, signedInMember, signedInOwner } from '../../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** The platform admins who may sign in, counted straight from the profiles. */
async function platformAdmins() {
  const [row] = await t.db
    .select({ admins: count() })
    .from(profiles)
    .where(and(eq(profiles.role, 'admin'), eq(profiles.status, 'active')));
  return row!.admins;
}

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
    expect(recent.summary).toEqual({ total: 3, successRate: 67, failed: 1, activeAdmins: await platformAdmins() });

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

  it("names the member of a member entry in the list, the detail and the export, and counts the platform admins as 'Active admins'", async () => {
    const { client: admin, user: adminUser } = await signedInClient(t, { role: 'admin' });
    // A second platform admin with no entry of their own, and a suspended one: active admins are
    // the platform admins who may sign in, not the admins who acted in the range.
    await signedInClient(t, { role: 'admin' });
    const { user: suspended } = await signedInClient(t, { role: 'admin' });
    await t.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.userId, suspended.id));
    const { client: owner, account } = await signedInOwner(t);
    const { user: member } = await signedInMember(t, account.id, 'viewer');
    await t.db.update(profiles).set({ fullName: 'Mina Member' }).where(eq(profiles.userId, member.id));
    const changed = await owner.request(`/api/accounts/${account.id}/members/${member.id}`, {
      method: 'PATCH',
      json: { role: 'editor' },
    });
    expect(changed.status, await changed.text()).toBe(200);

    const named = `Mina Member (${member.email})`;
    const res = await admin.request(
      `/api/admin/audit-logs?resourceType=member&search=${encodeURIComponent(member.email)}`,
    );
    expect(res.status).toBe(200);
    const list = (await res.json()) as AuditLogList;
    expect(list.items.map((item) => [item.actionType, item.resourceId, item.resourceName])).toEqual([
      ['permission_change', member.id, named],
    ]);
    const detail = (await (await admin.request(`/api/admin/audit-logs/${list.items[0]!.id}`)).json()) as AuditLogDetail;
    expect(detail.entry.resourceName).toBe(named);
    const exported = (await (
      await admin.request(
        `/api/admin/audit-logs/export?resourceType=member&search=${encodeURIComponent('Mina Member')}`,
      )
    ).json()) as AuditLogExport;
    expect(exported.items.map((item) => item.resourceName)).toEqual([named]);

    const mine = (await (
      await admin.request(`/api/admin/audit-logs?adminUserId=${adminUser.id}`)
    ).json()) as AuditLogList;
    expect(mine.summary.activeAdmins).toBe(await platformAdmins());
    expect(mine.summary.activeAdmins).toBeGreaterThanOrEqual(2);
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
