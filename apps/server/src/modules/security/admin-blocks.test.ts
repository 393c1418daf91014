// An admin's blocks and allowlist: block, unblock (recorded as ip_unblocked), allow and remove, each
// audited; a bad address or range is a 400 that changes nothing.
import { SECURITY_TEXT, type SecurityAllowEntry, type SecurityBlock, type SecurityBlockList } from '@themeport/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, securityAllowlist, securityBlocks, securityRecentEvents } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { Client } from '../../test/auth.ts';
import { signedInClient } from '../../test/auth.ts';

let t: TestApp;
let admin: Client;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
  const signedIn = await signedInClient(t, { role: 'admin' });
  admin = signedIn.client;
  adminId = signedIn.user.id;
});
afterAll(() => t.close());

const eventsAbout = (ip: string) => t.db.select().from(securityRecentEvents).where(eq(securityRecentEvents.ip, ip));
const auditsOf = (id: string) => t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, id));
const countRows = async (table: typeof securityBlocks | typeof securityAllowlist) =>
  (await t.db.select().from(table)).length;
const block = (json: unknown) => admin.request('/api/admin/security/blocks', { json });

describe('blocks', () => {
  it('blocks an address for the minutes given, lists it, audits it and records ip_blocked about it', async () => {
    const before = Date.now();
    const res = await block({ ip: '::ffff:192.0.2.10', minutes: 30, reason: 'scanner' });
    expect(res.status).toBe(201);
    const created = (await res.json()) as SecurityBlock;
    expect(created).toMatchObject({ ip: '192.0.2.10', reason: 'manual', createdBy: adminId, liftedAt: null });
    const lasts = Date.parse(created.expiresAt) - before;
    expect(lasts).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(lasts).toBeLessThanOrEqual(30 * 60_000 + 5000);

    const list = (await (await admin.request('/api/admin/security/blocks')).json()) as SecurityBlockList;
    expect(list.active.map((row) => row.id)).toContain(created.id);

    const [event] = await eventsAbout('192.0.2.10');
    expect(event).toMatchObject({
      type: 'ip_blocked',
      userId: adminId,
      metadata: { blockId: created.id, manual: true, reason: 'scanner' },
    });
    const [entry] = await auditsOf(created.id);
    expect(entry).toMatchObject({ actionType: 'create', resourceType: 'system', status: 'success' });

    const again = await block({ ip: '192.0.2.10', minutes: 5 });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe(SECURITY_TEXT.alreadyBlocked);
  });

  it('refuses a bad address or duration with 400 and changes nothing', async () => {
    const blocks = await countRows(securityBlocks);
    const audits = (await t.db.select().from(auditLogs)).length;
    for (const body of [
      { ip: 'abc', minutes: 5 },
      { ip: '1', minutes: 5 },
      { ip: '999.1.1.1', minutes: 5 },
      { ip: '192.0.2.0/24', minutes: 5 },
      { ip: '', minutes: 5 },
      { ip: '192.0.2.11', minutes: 0 },
      { ip: '192.0.2.11', minutes: 24 * 60 + 1 },
      { minutes: 5 },
    ]) {
      const res = await block(body);
      expect([body, res.status]).toEqual([body, 400]);
    }
    const res = await block({ ip: 'abc', minutes: 5 });
    expect(((await res.json()) as { error: string }).error).toBe(SECURITY_TEXT.badIp);
    expect(await countRows(securityBlocks)).toBe(blocks);
    expect((await t.db.select().from(auditLogs)).length).toBe(audits);
  });

  it('unblocks: the row kept with who lifted it, audited, recorded as ip_unblocked; a second unblock is 409', async () => {
    const created = (await (await block({ ip: '2001:db8::1', minutes: 60 })).json()) as SecurityBlock;
    const res = await admin.request(`/api/admin/security/blocks/${created.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    const lifted = (await res.json()) as SecurityBlock;
    expect(lifted).toMatchObject({ id: created.id, liftedBy: adminId });
    expect(lifted.liftedAt).not.toBeNull();

    const list = (await (await admin.request('/api/admin/security/blocks')).json()) as SecurityBlockList;
    expect(list.active.map((row) => row.id)).not.toContain(created.id);
    expect(list.recent.find((row) => row.id === created.id)).toMatchObject({ liftedByEmail: expect.any(String) });

    const events = await eventsAbout('2001:db8::1');
    expect(events.map((event) => event.type).sort()).toEqual(['ip_blocked', 'ip_unblocked']);
    expect(events.find((event) => event.type === 'ip_unblocked')).toMatchObject({
      userId: adminId,
      metadata: { blockId: created.id },
    });
    expect((await auditsOf(created.id)).map((entry) => entry.actionType).sort()).toEqual(['create', 'delete']);

    const again = await admin.request(`/api/admin/security/blocks/${created.id}`, { method: 'DELETE' });
    expect(again.status).toBe(409);
    expect((await eventsAbout('2001:db8::1')).filter((event) => event.type === 'ip_unblocked')).toHaveLength(1);
    expect(
      (await admin.request(`/api/admin/security/blocks/${crypto.randomUUID()}`, { method: 'DELETE' })).status,
    ).toBe(404);
  });

  const typesAbout = async (ip: string) =>
    (await eventsAbout(ip))
      .map((event) => event.type)
      .filter((type) => type === 'ip_blocked' || type === 'ip_unblocked')
      .sort();

  it('enforces a manual block at once in this process, and lifts it at once', async () => {
    // The app's copy of the blocks is read once here and kept (refresh 2 s): the block and the
    // unblock go through the monitor, which renews it.
    const from = (ip: string) => t.app.request('/api/me', { headers: { 'x-forwarded-for': ip } });
    expect((await from('192.0.2.30')).status).not.toBe(429);
    const created = (await (await block({ ip: '192.0.2.30', minutes: 10 })).json()) as SecurityBlock;
    expect((await from('192.0.2.30')).status).toBe(429);
    expect((await from('192.0.2.31')).status).not.toBe(429);
    // One ip_blocked (the monitor's), not a second one from the route; the refusal is rate_limited.
    expect(await typesAbout('192.0.2.30')).toEqual(['ip_blocked']);

    expect((await admin.request(`/api/admin/security/blocks/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await from('192.0.2.30')).status).not.toBe(429);
    expect(await typesAbout('192.0.2.30')).toEqual(['ip_blocked', 'ip_unblocked']);
  });

  it('lifts a block a detector made', async () => {
    const [row] = await t.db
      .insert(securityBlocks)
      .values({ ip: '192.0.2.20', reason: 'brute_force', level: 2, expiresAt: new Date(Date.now() + 3_600_000) })
      .returning();
    const res = await admin.request(`/api/admin/security/blocks/${row!.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    const [event] = await eventsAbout('192.0.2.20');
    expect(event).toMatchObject({ type: 'ip_unblocked', metadata: { reason: 'brute_force' } });
  });
});

describe('allowlist', () => {
  const allow = (json: unknown) => admin.request('/api/admin/security/allowlist', { json });

  it('adds a range as its network with a note, lists it, refuses a duplicate, and keeps its addresses from being blocked', async () => {
    const res = await allow({ cidr: '203.0.113.77/24', note: 'Office' });
    expect(res.status).toBe(201);
    const entry = (await res.json()) as SecurityAllowEntry;
    expect(entry).toMatchObject({ cidr: '203.0.113.0/24', note: 'Office', createdBy: adminId });
    expect((await auditsOf(entry.id))[0]).toMatchObject({ actionType: 'create', resourceType: 'system' });

    const list = (await (await admin.request('/api/admin/security/allowlist')).json()) as {
      items: SecurityAllowEntry[];
    };
    expect(list.items.map((item) => item.cidr)).toContain('203.0.113.0/24');
    expect((await allow({ cidr: '203.0.113.0/24' })).status).toBe(409);

    const refused = await block({ ip: '203.0.113.9', minutes: 5 });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(SECURITY_TEXT.allowlisted);

    const single = (await (await allow({ cidr: '2001:DB8::5' })).json()) as SecurityAllowEntry;
    expect(single.cidr).toBe('2001:db8::5');
  });

  it('refuses a bad address or range with 400 and changes nothing', async () => {
    const entries = await countRows(securityAllowlist);
    for (const cidr of ['abc', '203.0.113.0/33', '10.0.0.1/', '1/8', '2001:db8::/129', ''])
      expect([cidr, (await allow({ cidr })).status]).toEqual([cidr, 400]);
    expect((await allow({ cidr: '192.0.2.0/24', note: 'x'.repeat(201) })).status).toBe(400);
    expect(await countRows(securityAllowlist)).toBe(entries);
  });

  it('removes an entry, audited; then 404', async () => {
    const entry = (await (await allow({ cidr: '198.51.100.0/28' })).json()) as SecurityAllowEntry;
    const res = await admin.request(`/api/admin/security/allowlist/${entry.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(securityAllowlist).where(eq(securityAllowlist.id, entry.id))).toHaveLength(0);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, entry.id), eq(auditLogs.actionType, 'delete')));
    expect(audits).toHaveLength(1);
    expect((await admin.request(`/api/admin/security/allowlist/${entry.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
