import { eq } from 'drizzle-orm';
import { ADMIN_USER_TEXT, type AdminUser } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, profiles, sessions, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient, signedInOwner, uniqueEmail } from '../../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const admin = () => signedInClient(t, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
async function superadmin() {
  const signedIn = await admin();
  await t.db.update(profiles).set({ isSuperadmin: true }).where(eq(profiles.userId, signedIn.user.id));
  return signedIn;
}
const patch = (client: Client, userId: string, json: unknown) =>
  client.request(`/api/admin/users/${userId}`, { method: 'PATCH', json });
const errorOf = async (res: Response) => (await res.json()) as { error: string; code: string };

describe('admin users', () => {
  it('creates a verified user who can sign in; passwords under 8 characters are refused', async () => {
    const { client, user } = await admin();
    const email = uniqueEmail('made');
    const short = await client.post('/api/admin/users', { email, password: 'seven77', fullName: 'Sam Made' });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { fields: Record<string, string> }).fields.password).toBe(
      ADMIN_USER_TEXT.passwordTooShort,
    );
    const res = await client.post('/api/admin/users', {
      email,
      password: 'eight888',
      fullName: 'Sam Made',
      role: 'developer',
    });
    expect(res.status).toBe(201);
    const made = (await res.json()) as AdminUser;
    expect(made).toMatchObject({
      email: email.toLowerCase(),
      fullName: 'Sam Made',
      role: 'developer',
      status: 'active',
      isSuperadmin: false,
    });
    expect((await new Client(t).signIn(email, 'eight888')).role).toBe('developer');
    const [entry] = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, made.id));
    expect(entry).toMatchObject({ adminUserId: user.id, actionType: 'create', resourceType: 'user' });
    expect(JSON.stringify(entry!.changes)).not.toContain('eight888');
    expect((await client.post('/api/admin/users', { email, password: 'eight888', fullName: 'Again' })).status).toBe(
      409,
    );
  });

  it('suspending ends every session at once and refuses sign-in; reactivating lets the user back', async () => {
    const { client } = await admin();
    const target = await signedInClient(t);
    const other = new Client(t);
    await other.signIn(target.user.email, target.password);
    expect(await target.client.sessionUser()).not.toBeNull();

    expect((await patch(client, target.user.id, { status: 'suspended' })).status).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toEqual([]);
    expect(await target.client.sessionUser()).toBeNull();
    expect(await other.sessionUser()).toBeNull();
    const refused = await new Client(t).post('/api/auth/sign-in/email', {
      email: target.user.email,
      password: target.password,
    });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ code: 'ACCOUNT_SUSPENDED', error: ADMIN_USER_TEXT.suspended });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toEqual([]);
    // A wrong password still reads as a wrong password: the status is not told to a guesser.
    const guess = await new Client(t).post('/api/auth/sign-in/email', {
      email: target.user.email,
      password: 'nope-nope',
    });
    expect(guess.status).toBe(401);

    expect((await patch(client, target.user.id, { status: 'active' })).status).toBe(200);
    expect((await new Client(t).signIn(target.user.email, target.password)).id).toBe(target.user.id);
  });

  it('keeps superadmins to superadmins, and never lets an admin lock themselves out', async () => {
    const plain = await admin();
    const top = await superadmin();
    const forbidden = await patch(plain.client, top.user.id, { fullName: 'Renamed' });
    expect(forbidden.status).toBe(403);
    expect(await errorOf(forbidden)).toMatchObject({ code: 'SUPERADMIN_PROTECTED' });
    const target = await signedInClient(t);
    expect((await patch(plain.client, target.user.id, { isSuperadmin: true })).status).toBe(403);
    expect((await patch(top.client, target.user.id, { isSuperadmin: true })).status).toBe(200);
    expect((await plain.client.request(`/api/admin/users/${top.user.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await top.client.request(`/api/admin/users/${target.user.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await patch(plain.client, plain.user.id, { status: 'suspended' })).status).toBe(400);
    expect((await patch(plain.client, plain.user.id, { role: 'client' })).status).toBe(400);
    expect((await plain.client.request(`/api/admin/users/${plain.user.id}`, { method: 'DELETE' })).status).toBe(400);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, plain.user.id));
    expect(row).toMatchObject({ status: 'active', role: 'admin' });
  });

  it('lets only a superadmin change another admin (issue 24); an admin still edits themself', async () => {
    const plain = await admin();
    const other = await admin();
    const refused = await patch(plain.client, other.user.id, { status: 'suspended' });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({
      code: 'SUPERADMIN_PROTECTED',
      error: ADMIN_USER_TEXT.superadminOnlyAdmins,
    });
    expect((await patch(plain.client, other.user.id, { role: 'client' })).status).toBe(403);
    expect((await patch(plain.client, other.user.id, { email: uniqueEmail('taken-over') })).status).toBe(403);
    expect((await plain.client.request(`/api/admin/users/${other.user.id}`, { method: 'DELETE' })).status).toBe(403);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, other.user.id));
    expect(row).toMatchObject({ status: 'active', role: 'admin' });
    expect((await patch(plain.client, plain.user.id, { fullName: 'Ada Renamed' })).status).toBe(200);
    // Non-admins stay any admin's to manage.
    const client = await signedInClient(t);
    expect((await patch(plain.client, client.user.id, { status: 'suspended' })).status).toBe(200);
  });

  it('asks a superadmin to sign in again when their session is older than 5 minutes', async () => {
    const top = await superadmin();
    const other = await admin();
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.userId, top.user.id));
    const stale = await patch(top.client, other.user.id, { role: 'developer' });
    expect(stale.status).toBe(403);
    expect(await errorOf(stale)).toEqual({ code: 'REAUTH_REQUIRED', error: ADMIN_USER_TEXT.reauthRequired });
    expect((await top.client.request(`/api/admin/users/${other.user.id}`, { method: 'DELETE' })).status).toBe(403);
    // A stale session still manages non-admins.
    const client = await signedInClient(t);
    expect((await patch(top.client, client.user.id, { fullName: 'Still Fine' })).status).toBe(200);

    const fresh = new Client(t);
    await fresh.signIn(top.user.email, top.password);
    expect((await patch(fresh, other.user.id, { role: 'developer' })).status).toBe(200);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, other.user.id));
    expect(row?.role).toBe('developer');
  });

  it("deletes a user, audited, but not an account's only owner", async () => {
    const { client } = await admin();
    const owner = await signedInOwner(t);
    const refused = await client.request(`/api/admin/users/${owner.user.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).error).toBe(ADMIN_USER_TEXT.lastOwner(owner.account.name));
    const target = await signedInClient(t);
    expect((await client.request(`/api/admin/users/${target.user.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, target.user.id))).toEqual([]);
    const [entry] = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, target.user.id));
    expect(entry).toMatchObject({
      actionType: 'delete',
      resourceName: target.user.email,
      adminUserId: expect.any(String),
    });
    expect((await client.request(`/api/admin/users/${target.user.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('lists users for admins only', async () => {
    const { client } = await admin();
    const res = await client.request('/api/admin/users');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { users: AdminUser[] }).users.length).toBeGreaterThan(0);
    const { client: stranger } = await signedInClient(t);
    expect((await stranger.request('/api/admin/users')).status).toBe(403);
    expect((await patch(stranger, '00000000-0000-4000-8000-000000000000', { status: 'suspended' })).status).toBe(403);
  });
});
