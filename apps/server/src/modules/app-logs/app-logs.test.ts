import { eq } from 'drizzle-orm';
import type { AccessCheckResponse, AppLogsResponse, DiagnosticsReport, SiteSlot } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUsers, appLogs, siteDomains } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInMember, signedInOwner } from '../../test/auth.ts';
import { addToLibrary, createDeployableTheme } from '../../test/slots.ts';
import { writeAppLog } from '../../lib/app-log.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

/** An owner with one deployed site and a few log lines of every kind. */
async function accountWithHistory() {
  const owner = await signedInOwner(t);
  const [first, second] = [await createDeployableTheme(t.db), await createDeployableTheme(t.db)];
  await addToLibrary(t.db, owner.account.id, first!.id, second!.id);
  const slot = (await (
    await owner.client.post(`/api/accounts/${owner.account.id}/slots`, { themeId: first!.id, name: 'Shop' })
  ).json()) as SiteSlot;
  // The free plan is full: this one fails and is logged as an error.
  await owner.client.post(`/api/accounts/${owner.account.id}/slots`, { themeId: second!.id, name: 'Second' });
  await writeAppLog(t.db, {
    accountId: owner.account.id,
    siteId: slot.id,
    level: 'warn',
    category: 'domain',
    message: 'shop.example.com does not point at us yet',
  });
  return { ...owner, slot, themes: [first!, second!] as const };
}

const logsPath = (accountId: string, query = '') => `/api/accounts/${accountId}/logs${query}`;

describe('GET /api/accounts/{accountId}/logs', () => {
  it('lists the account log newest first, with slot and user, and filters by level, category and text', async () => {
    const { client, account, user, slot, themes } = await accountWithHistory();
    const all = (await (await client.request(logsPath(account.id))).json()) as AppLogsResponse;
    expect(all.entries.map((e) => [e.level, e.category])).toEqual([
      ['warn', 'domain'],
      ['error', 'deploy'],
      ['info', 'deploy'],
    ]);
    expect(all.entries[2]).toMatchObject({
      message: `Deployed ${themes[0].name} to Slot 1`,
      siteId: slot.id,
      slotNumber: 1,
      userEmail: user.email,
    });

    const errors = (await (await client.request(logsPath(account.id, '?level=error'))).json()) as AppLogsResponse;
    expect(errors.entries.map((e) => e.message)).toEqual([
      'Theme deployment failed: No available slots. Account has 1/1 slots used. Please upgrade your plan.',
    ]);
    const domain = (await (await client.request(logsPath(account.id, '?category=domain'))).json()) as AppLogsResponse;
    expect(domain.entries).toHaveLength(1);
    const text = (await (
      await client.request(logsPath(account.id, `?q=${encodeURIComponent('SLOT 1')}`))
    ).json()) as AppLogsResponse;
    expect(text.entries.map((e) => e.category)).toEqual(['deploy']);
    const wildcard = (await (await client.request(logsPath(account.id, '?q=100%25'))).json()) as AppLogsResponse;
    expect(wildcard.entries).toEqual([]);
    const limited = (await (await client.request(logsPath(account.id, '?limit=2'))).json()) as AppLogsResponse;
    expect(limited.entries).toHaveLength(2);
    expect((await client.request(logsPath(account.id, '?limit=0'))).status).toBe(400);
    expect((await client.request(logsPath(account.id, '?level=fatal'))).status).toBe(400);
  });

  it("shows a member only their own account's log", async () => {
    const a = await accountWithHistory();
    const b = await signedInOwner(t);
    expect((await b.client.request(logsPath(a.account.id))).status).toBe(403);
    const own = (await (await b.client.request(logsPath(b.account.id))).json()) as AppLogsResponse;
    expect(own.entries).toEqual([]);
  });
});

describe('DELETE /api/accounts/{accountId}/logs (Clear All)', () => {
  it('lets the owner and an admin clear the log, and refuses an editor', async () => {
    const { client, account } = await accountWithHistory();
    const editor = (await signedInMember(t, account.id, 'editor')).client;
    const refused = await editor.request(logsPath(account.id), { method: 'DELETE' });
    expect(refused.status).toBe(403);
    expect(await t.db.select().from(appLogs).where(eq(appLogs.accountId, account.id))).toHaveLength(3);

    const cleared = await client.request(logsPath(account.id), { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ deleted: 3 });
    expect(await t.db.select().from(appLogs).where(eq(appLogs.accountId, account.id))).toEqual([]);

    await writeAppLog(t.db, { accountId: account.id, level: 'info', category: 'rebuild', message: 'Rebuilt' });
    const admin = (await signedInMember(t, account.id, 'admin')).client;
    expect(await (await admin.request(logsPath(account.id), { method: 'DELETE' })).json()).toEqual({ deleted: 1 });
  });
});

describe('GET /api/accounts/{accountId}/diagnostics', () => {
  it('reports the account, plan, limits, slots with counts, domains, hosting adapter and recent errors', async () => {
    const { client, account, slot, themes } = await accountWithHistory();
    await t.db.insert(siteDomains).values({
      siteId: slot.id,
      accountId: account.id,
      domain: `diag-${slot.id.slice(0, 8)}.example.com`,
      message: 'Waiting for DNS',
    });
    const res = await client.request(`/api/accounts/${account.id}/diagnostics`);
    expect(res.status).toBe(200);
    const report = (await res.json()) as DiagnosticsReport;
    expect(report).toMatchObject({
      account: { id: account.id, name: account.name, plan: 'free', status: 'active' },
      plan: { id: 'free', maxSites: 1, usedSites: 1 },
      limits: { max_sites: 1 },
      hosting: { adapter: 'local', sitesHost: 'localhost', sitesIp: null },
      slots: [
        {
          id: slot.id,
          slotNumber: 1,
          status: 'active',
          theme: { id: themes[0].id, name: themes[0].name },
          hosting: 'local',
          pageCount: 7,
          postCount: 4,
        },
      ],
      domains: [
        {
          domain: `diag-${slot.id.slice(0, 8)}.example.com`,
          slotNumber: 1,
          status: 'pending',
          message: 'Waiting for DNS',
        },
      ],
    });
    expect(report.slots[0]!.componentCount).toBeGreaterThan(10);
    expect(report.recentErrors.map((e) => e.level)).toEqual(['error']);
    expect(Date.parse(report.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('GET /api/accounts/{accountId}/access-check', () => {
  it("answers what the owner's and a viewer's roles allow, and what the server's checks let through", async () => {
    const { client, account, user } = await accountWithHistory();
    const viewer = await signedInMember(t, account.id, 'viewer');
    const ownerReport = (await (
      await client.request(`/api/accounts/${account.id}/access-check`)
    ).json()) as AccessCheckResponse;
    const viewerReport = (await (
      await viewer.client.request(`/api/accounts/${account.id}/access-check`)
    ).json()) as AccessCheckResponse;

    expect(ownerReport).toMatchObject({ user: { id: user.id, email: user.email }, role: 'owner' });
    expect(viewerReport).toMatchObject({ user: { id: viewer.user.id }, role: 'viewer' });
    const find = (report: AccessCheckResponse, resource: string, permission: string) =>
      report.checks.find((check) => check.resource === resource && check.permission === permission)!;

    expect(find(ownerReport, 'slots', 'write')).toMatchObject({ allowed: true, passed: true });
    expect(find(viewerReport, 'slots', 'write')).toMatchObject({
      allowed: false,
      passed: false,
      detail: 'Only Owner, Admin and Editor may do this. The server refused your role (Viewer).',
    });
    expect(find(ownerReport, 'billing', 'read')).toMatchObject({ allowed: true, passed: true });
    expect(find(viewerReport, 'billing', 'read')).toMatchObject({ allowed: false, passed: false });
    expect(find(ownerReport, 'purchases', 'write')).toMatchObject({ allowed: true, passed: true });
    expect(find(viewerReport, 'purchases', 'write')).toMatchObject({ allowed: false, passed: false });
    expect(find(ownerReport, 'logs', 'delete').passed).toBe(true);
    expect(find(viewerReport, 'logs', 'delete').passed).toBe(false);
    // Reads run a real query on the account's rows.
    expect(find(viewerReport, 'slots', 'read')).toMatchObject({
      allowed: true,
      passed: true,
      detail: expect.stringContaining('found 1 slot.'),
    });
    expect(find(viewerReport, 'members', 'read').detail).toBe(
      'Every member may do this. The server let you through and found 2 members.',
    );
    expect(find(ownerReport, 'content', 'read').detail).toContain('found 7 pages');

    for (const report of [ownerReport, viewerReport]) {
      expect(report.checks.length).toBeGreaterThanOrEqual(14);
      expect(report.checks.every((check) => check.allowed === check.passed && check.action.length > 0)).toBe(true);
    }
    const differing = ownerReport.checks
      .filter((check, i) => check.passed !== viewerReport.checks[i]!.passed)
      .map((c) => `${c.resource}:${c.permission}`);
    expect(differing).toEqual(
      expect.arrayContaining([
        'slots:write',
        'content:write',
        'domains:write',
        'hosting:write',
        'billing:read',
        'purchases:write',
        'logs:delete',
        'account:delete',
      ]),
    );
  });

  it('follows a role change at once: the check reads the membership from the database', async () => {
    const { account } = await accountWithHistory();
    const member = await signedInMember(t, account.id, 'viewer');
    await t.db.update(accountUsers).set({ role: 'editor' }).where(eq(accountUsers.userId, member.user.id));
    const report = (await (
      await member.client.request(`/api/accounts/${account.id}/access-check`)
    ).json()) as AccessCheckResponse;
    expect(report.role).toBe('editor');
    expect(report.checks.find((c) => c.resource === 'slots' && c.permission === 'write')).toMatchObject({
      allowed: true,
      passed: true,
    });
  });
});
