import { eq } from 'drizzle-orm';
import {
  TEAM_TEXT,
  type InvitationLookup,
  type MeResponse,
  type TeamInvitation,
  type TeamMember,
} from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUsers, auditLogs, invitations } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  Client,
  latestMail,
  linkPath,
  mailsTo,
  signedInClient,
  signedInMember,
  signedInOwner,
  uniqueEmail,
} from '../../test/auth.ts';
import { setPlan } from '../../test/slots.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let accountId: string;
const byRole = new Map<string, Client>();

beforeAll(async () => {
  t = await createTestApp({ PORT: '4409', PUBLIC_URL: 'http://127.0.0.1:4409', TRUSTED_PROXY: 'X-Forwarded-For' });
  owner = await signedInOwner(t, { onboarded: true, firstName: 'Olive', lastName: 'Owner' });
  accountId = owner.account.id;
  // Many people are invited to this account across the suite: a plan with seats for them.
  await setPlan(t.db, accountId, 'enterprise');
  byRole.set('owner', owner.client);
  for (const role of ['admin', 'editor', 'viewer'] as const)
    byRole.set(role, (await signedInMember(t, accountId, role)).client);
});
afterAll(() => t.close());

const base = () => `/api/accounts/${accountId}/invitations`;
const invite = (client: Client, rows: { email: string; role?: string }[]) => client.post(base(), { invitations: rows });
const lookup = async (token: string) =>
  t.app.request('/api/invitations/lookup', {
    method: 'POST',
    headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
const tokenOf = async (email: string) => {
  const mail = await latestMail(t, email);
  return decodeURIComponent(linkPath(mail!.text).replace('/accept-invitation/', ''));
};
const errorOf = async (res: Response) => (await res.json()) as { error: string; code: string };
const listed = async (): Promise<TeamInvitation[]> =>
  ((await (await owner.client.request(base())).json()) as { invitations: TeamInvitation[] }).invitations;

/** A new verified user with this address, signed in (onboarded unless told otherwise). */
const personWith = (email: string, onboarded = true) => signedInClient(t, { email, onboarded });

describe('sending invitations', () => {
  it("refuses the rows with the spec's texts and stores nothing", async () => {
    const before = (await listed()).length;
    const cases: [{ email: string; role?: string }[], string][] = [
      [[{ email: 'a@example.com' }, { email: ' ' }], 'Please fill in all email addresses'],
      [[{ email: 'not-an-address' }], 'Invalid email address: not-an-address'],
      [[{ email: 'Dup@Example.com' }, { email: 'dup@example.com' }], 'Duplicate email address: dup@example.com'],
    ];
    for (const [rows, message] of cases) {
      const res = await invite(owner.client, rows);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toBe(message);
    }
    expect(await listed()).toHaveLength(before);
  });

  it('lets admins invite viewer, editor and admin, refuses owner to them, and refuses editors and viewers', async () => {
    const admin = byRole.get('admin')!;
    expect((await invite(admin, [{ email: uniqueEmail('a'), role: 'admin' }])).status).toBe(201);
    const asOwner = await invite(admin, [{ email: uniqueEmail('a'), role: 'owner' }]);
    expect(asOwner.status).toBe(403);
    expect((await errorOf(asOwner)).error).toBe(TEAM_TEXT.onlyOwnersInviteOwners);
    for (const role of ['editor', 'viewer']) {
      const res = await invite(byRole.get(role)!, [{ email: uniqueEmail('x') }]);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error).toBe('You need admin permissions to invite users.');
      expect((await byRole.get(role)!.request(base())).status).toBe(403);
    }
    expect((await invite(owner.client, [{ email: uniqueEmail('o'), role: 'owner' }])).status).toBe(201);
  });

  it('defaults to viewer, mails the link with its expiry, and lists newest first', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect((await invite(owner.client, [{ email: first }])).status).toBe(201);
    expect((await invite(owner.client, [{ email: second.toUpperCase(), role: 'editor' }])).status).toBe(201);
    const [newest, older] = await listed();
    expect(newest).toMatchObject({ email: second, role: 'editor', status: 'pending', invitedByName: 'Olive Owner' });
    expect(older).toMatchObject({ email: first, role: 'viewer', status: 'pending' });
    const mail = await latestMail(t, second);
    expect(mail!.text).toMatch(/http:\/\/127\.0\.0\.1:4409\/accept-invitation\/[A-Za-z0-9_-]{20,}/);
    expect(mail!.text).toContain('This invitation expires on');
    expect(mail!.text).toContain('Olive Owner invited you to join');
    // Only the token's hash is stored.
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, second));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toBe(await tokenOf(second));
  });

  it('refuses an existing member and an address with a pending invitation, naming it', async () => {
    const pending = uniqueEmail('pending');
    await invite(owner.client, [{ email: pending }]);
    const again = await invite(owner.client, [{ email: pending.toUpperCase() }]);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe(TEAM_TEXT.alreadyInvited(pending));
    const member = await invite(owner.client, [{ email: owner.user.email }]);
    expect(member.status).toBe(409);
    expect((await errorOf(member)).error).toBe(TEAM_TEXT.alreadyMember(owner.user.email));
  });
});

describe('accepting', () => {
  it('shows the invitation, joins with its role, and then counts as used', async () => {
    const email = uniqueEmail('joiner');
    await invite(owner.client, [{ email, role: 'editor' }]);
    const token = await tokenOf(email);
    const shown = (await (await lookup(token)).json()) as InvitationLookup;
    expect(shown).toMatchObject({
      state: 'valid',
      accountName: owner.account.name,
      role: 'editor',
      email,
      inviterName: 'Olive Owner',
    });

    const joiner = await personWith(email);
    const res = await joiner.client.post('/api/invitations/accept', { token });
    expect(res.status).toBe(200);
    const me = (await (await joiner.client.request('/api/me')).json()) as MeResponse;
    expect(me.currentAccountId).toBe(accountId);
    expect(me.accounts).toContainEqual(expect.objectContaining({ id: accountId, role: 'editor' }));

    const reuse = await joiner.client.post('/api/invitations/accept', { token });
    expect(reuse.status).toBe(409);
    expect((await errorOf(reuse)).error).toBe(TEAM_TEXT.used);
    expect(await (await lookup(token)).json()).toEqual({ state: 'used' });
    expect((await listed()).find((row) => row.email === email)!.status).toBe('accepted');
  });

  it('refuses another signed-in e-mail, naming the invited address', async () => {
    const email = uniqueEmail('invited');
    await invite(owner.client, [{ email }]);
    const stranger = await personWith(uniqueEmail('stranger'));
    const res = await stranger.client.post('/api/invitations/accept', { token: await tokenOf(email) });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe(TEAM_TEXT.emailMismatch(email));
    expect(await t.db.select().from(accountUsers).where(eq(accountUsers.userId, stranger.user.id))).toEqual([]);
  });

  it('answers an unknown token with Invitation not found, and wants a session to accept', async () => {
    const res = await lookup('no-such-token');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error).toBe('Invitation not found');
    const anonymous = await t.app.request('/api/invitations/accept', {
      method: 'POST',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x' }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('detects expiry and refuses to accept an expired invitation', async () => {
    const email = uniqueEmail('late');
    await invite(owner.client, [{ email }]);
    const token = await tokenOf(email);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitations.email, email));
    expect(await (await lookup(token)).json()).toEqual({ state: 'expired' });
    const late = await personWith(email);
    const res = await late.client.post('/api/invitations/accept', { token });
    expect(res.status).toBe(410);
    expect((await errorOf(res)).error).toBe(TEAM_TEXT.expired);
    expect((await listed()).find((row) => row.email === email)!.status).toBe('expired');
    // The address is free for a new invitation.
    expect((await invite(owner.client, [{ email }])).status).toBe(201);
  });

  it('lets exactly one of two concurrent accepts through', async () => {
    const email = uniqueEmail('race');
    await invite(owner.client, [{ email }]);
    const token = await tokenOf(email);
    const racer = await personWith(email);
    const answers = await Promise.all([
      racer.client.post('/api/invitations/accept', { token }),
      racer.client.post('/api/invitations/accept', { token }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
  });

  it('lets a person who signed up through the invitation skip making a workspace', async () => {
    const email = uniqueEmail('newcomer');
    await invite(owner.client, [{ email, role: 'editor' }]);
    const newcomer = await personWith(email, false);
    expect(((await (await newcomer.client.request('/api/me')).json()) as MeResponse).user.onboardingNeeded).toBe(true);
    expect((await newcomer.client.post('/api/invitations/accept', { token: await tokenOf(email) })).status).toBe(200);
    const me = (await (await newcomer.client.request('/api/me')).json()) as MeResponse;
    expect(me.user.onboardingNeeded).toBe(false);
    expect(me.accounts).toEqual([expect.objectContaining({ id: accountId, role: 'editor' })]);
  });
});

describe('resend, copy link and cancel', () => {
  it('resends a pending invitation with a new link and expiry; the old link stops working', async () => {
    const email = uniqueEmail('resend');
    await invite(owner.client, [{ email }]);
    const oldToken = await tokenOf(email);
    const before = (await listed()).find((row) => row.email === email)!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await owner.client.post(`${base()}/${before.id}/resend`);
    expect(res.status).toBe(200);
    const after = (await res.json()) as TeamInvitation;
    expect(after.updatedAt > before.updatedAt).toBe(true);
    expect(after.expiresAt > before.expiresAt).toBe(true);
    expect(await mailsTo(t, email)).toHaveLength(2);
    const newToken = await tokenOf(email);
    expect(newToken).not.toBe(oldToken);
    expect((await lookup(oldToken)).status).toBe(404);
    expect(((await (await lookup(newToken)).json()) as InvitationLookup).state).toBe('valid');
    const link = (await (await owner.client.request(`${base()}/${before.id}/link`)).json()) as { url: string };
    expect(link.url).toBe(`http://127.0.0.1:4409/accept-invitation/${newToken}`);
  });

  it('cancels one or many pending invitations; a cancelled link says so and cannot be resent', async () => {
    const [one, two, three] = [uniqueEmail('c1'), uniqueEmail('c2'), uniqueEmail('c3')];
    await invite(owner.client, [{ email: one }, { email: two }, { email: three }]);
    const rows = await listed();
    const id = (email: string) => rows.find((row) => row.email === email)!.id;
    expect((await owner.client.request(`${base()}/${id(one)}`, { method: 'DELETE' })).status).toBe(200);
    const bulk = await owner.client.post(`${base()}/cancel`, { invitationIds: [id(two), id(three), id(one)] });
    expect(await bulk.json()).toEqual({ cancelled: 2 });
    expect(await (await lookup(await tokenOf(one))).json()).toEqual({ state: 'cancelled' });
    const accept = await (await personWith(two)).client.post('/api/invitations/accept', { token: await tokenOf(two) });
    expect(accept.status).toBe(410);
    expect((await errorOf(accept)).error).toBe('This invitation has been cancelled');
    expect((await owner.client.post(`${base()}/${id(one)}/resend`)).status).toBe(409);
    expect((await owner.client.request(`${base()}/${id(one)}`, { method: 'DELETE' })).status).toBe(409);
  });

  it("refuses an admin resending or copying an owner invitation's link, as sending one; the owner may", async () => {
    const email = uniqueEmail('owner-invite');
    expect((await invite(owner.client, [{ email, role: 'owner' }])).status).toBe(201);
    const id = (await listed()).find((row) => row.email === email)!.id;
    const admin = byRole.get('admin')!;
    const resent = await admin.post(`${base()}/${id}/resend`);
    expect(resent.status).toBe(403);
    expect(await errorOf(resent)).toEqual({ code: 'FORBIDDEN', error: TEAM_TEXT.onlyOwnersInviteOwners });
    expect(await mailsTo(t, email)).toHaveLength(1);
    const copied = await admin.request(`${base()}/${id}/link`);
    expect(copied.status).toBe(403);
    expect(await errorOf(copied)).toEqual({ code: 'FORBIDDEN', error: TEAM_TEXT.onlyOwnersInviteOwners });
    expect((await owner.client.post(`${base()}/${id}/resend`)).status).toBe(200);
    expect((await owner.client.request(`${base()}/${id}/link`)).status).toBe(200);
    // An admin still resends and copies the invitations an admin may send.
    const adminInvite = uniqueEmail('admin-invite');
    expect((await invite(admin, [{ email: adminInvite, role: 'admin' }])).status).toBe(201);
    const adminId = (await listed()).find((row) => row.email === adminInvite)!.id;
    expect((await admin.post(`${base()}/${adminId}/resend`)).status).toBe(200);
    expect((await admin.request(`${base()}/${adminId}/link`)).status).toBe(200);
  });

  it("never touches another account's invitations", async () => {
    const other = await signedInOwner(t, { onboarded: true });
    const email = uniqueEmail('mine');
    await invite(owner.client, [{ email }]);
    const id = (await listed()).find((row) => row.email === email)!.id;
    const otherBase = `/api/accounts/${other.account.id}/invitations`;
    expect((await other.client.request(`${otherBase}/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await (await other.client.post(`${otherBase}/cancel`, { invitationIds: [id] })).json()).toEqual({
      cancelled: 0,
    });
    expect((await other.client.request(`${base()}/${id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await listed()).find((row) => row.id === id)!.status).toBe('pending');
  });
});

describe('members', () => {
  async function freshAccount() {
    const boss = await signedInOwner(t, { onboarded: true });
    const admin = await signedInMember(t, boss.account.id, 'admin');
    const editor = await signedInMember(t, boss.account.id, 'editor');
    const path = (userId?: string) => `/api/accounts/${boss.account.id}/members${userId ? `/${userId}` : ''}`;
    return { boss, admin, editor, path };
  }
  const patch = (client: Client, path: string, role: string) =>
    client.request(path, { method: 'PATCH', json: { role } });

  it('lists members with name, e-mail and role for any member', async () => {
    const { boss, editor, path } = await freshAccount();
    const res = await editor.client.request(path());
    expect(res.status).toBe(200);
    const { members } = (await res.json()) as { members: TeamMember[] };
    expect(members.map((m) => m.role)).toEqual(['owner', 'admin', 'editor']);
    expect(members[0]).toMatchObject({ userId: boss.user.id, email: boss.user.email, name: 'Test Person' });
  });

  it('changes roles up to one’s own, never above, and never a member above oneself', async () => {
    const { boss, admin, editor, path } = await freshAccount();
    expect((await patch(editor.client, path(admin.user.id), 'viewer')).status).toBe(403);
    expect((await patch(admin.client, path(editor.user.id), 'admin')).status).toBe(200);
    expect((await patch(admin.client, path(editor.user.id), 'owner')).status).toBe(403);
    expect((await patch(admin.client, path(boss.user.id), 'viewer')).status).toBe(403);
    expect((await patch(boss.client, path(admin.user.id), 'viewer')).status).toBe(200);
    // Each change is audited; the refused ones left nothing.
    const entries = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.accountId, boss.account.id))
      .orderBy(auditLogs.timestamp);
    expect(entries.map((entry) => [entry.adminUserId, entry.resourceId, entry.changes])).toEqual([
      [admin.user.id, editor.user.id, { before: { role: 'editor' }, after: { role: 'admin' }, fields: ['role'] }],
      [boss.user.id, admin.user.id, { before: { role: 'admin' }, after: { role: 'viewer' }, fields: ['role'] }],
    ]);
    expect(entries.every((entry) => entry.actionType === 'permission_change' && entry.resourceType === 'member')).toBe(
      true,
    );
  });

  it('never leaves an account without an owner', async () => {
    const { boss, admin, editor, path } = await freshAccount();
    const demote = await patch(boss.client, path(boss.user.id), 'admin');
    expect(demote.status).toBe(409);
    expect((await errorOf(demote)).error).toBe(TEAM_TEXT.lastOwner);
    const leave = await boss.client.request(`/api/me/accounts/${boss.account.id}`, { method: 'DELETE' });
    expect(leave.status).toBe(409);
    expect((await boss.client.request(path(boss.user.id), { method: 'DELETE' })).status).toBe(409);
    expect((await admin.client.request(path(boss.user.id), { method: 'DELETE' })).status).toBe(403);
    // The admin may not transfer ownership; the owner may, and becomes an admin.
    expect(
      (await admin.client.post(`/api/accounts/${boss.account.id}/transfer-ownership`, { userId: editor.user.id }))
        .status,
    ).toBe(403);
    expect(
      (await boss.client.post(`/api/accounts/${boss.account.id}/transfer-ownership`, { userId: editor.user.id }))
        .status,
    ).toBe(200);
    const roles = Object.fromEntries(
      ((await (await boss.client.request(path())).json()) as { members: TeamMember[] }).members.map((m) => [
        m.userId,
        m.role,
      ]),
    );
    expect(roles).toEqual({ [editor.user.id]: 'owner', [boss.user.id]: 'admin', [admin.user.id]: 'admin' });
    // Now the former owner may leave.
    expect((await boss.client.request(`/api/me/accounts/${boss.account.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await boss.client.request(path())).status).toBe(403);
  });

  it('removes a member, who then loses access at once', async () => {
    const { admin, editor, path } = await freshAccount();
    expect((await admin.client.request(path(editor.user.id), { method: 'DELETE' })).status).toBe(200);
    expect((await editor.client.request(path())).status).toBe(403);
    expect((await admin.client.request(path(editor.user.id), { method: 'DELETE' })).status).toBe(404);
  });
});

describe('signing up through an invitation', () => {
  it('brings the person back to the invitation after verifying, and never to another site', async () => {
    const email = uniqueEmail('signup');
    await invite(owner.client, [{ email, role: 'editor' }]);
    const token = await tokenOf(email);
    const returnUrl = `/accept-invitation/${token}`;
    const visitor = new Client(t);
    const signUp = await visitor.post('/api/auth/sign-up/email', {
      firstName: 'Nia',
      lastName: 'Newcomer',
      email,
      password: 'correct-horse',
      returnUrl,
    });
    expect(signUp.status).toBe(200);
    const verify = await visitor.request(linkPath((await latestMail(t, email))!.text));
    expect(verify.status).toBe(302);
    const location = new URL(verify.headers.get('location')!, 'http://x');
    expect(location.pathname).toBe('/email-verification');
    expect(location.searchParams.get('returnUrl')).toBe(returnUrl);
    expect((await visitor.post('/api/invitations/accept', { token })).status).toBe(200);
    const me = (await (await visitor.request('/api/me')).json()) as MeResponse;
    expect(me.accounts).toEqual([expect.objectContaining({ id: accountId, role: 'editor' })]);
    expect(me.user.onboardingNeeded).toBe(false);

    const other = uniqueEmail('evil');
    const evil = new Client(t);
    await evil.post('/api/auth/sign-up/email', {
      firstName: 'Eve',
      lastName: 'Evil',
      email: other,
      password: 'correct-horse',
      returnUrl: '/\t/evil.example',
    });
    const redirect = await evil.request(linkPath((await latestMail(t, other))!.text));
    expect(redirect.headers.get('location')).toBe('/email-verification?verified=1');
  });
});

describe('seats', () => {
  it("counts members and pending invitations against the plan's users, and refuses past it", async () => {
    const free = await signedInOwner(t, { onboarded: true });
    const path = `/api/accounts/${free.account.id}/invitations`;
    const refused = await free.client.post(path, { invitations: [{ email: uniqueEmail('seat') }] });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ code: 'SEAT_LIMIT', error: TEAM_TEXT.seatLimit(1) });

    await setPlan(t.db, free.account.id, 'starter'); // 3 users: the owner and two more
    const first = uniqueEmail('seat');
    expect(
      (await free.client.post(path, { invitations: [{ email: first }, { email: uniqueEmail('seat') }] })).status,
    ).toBe(201);
    const third = await free.client.post(path, { invitations: [{ email: uniqueEmail('seat') }] });
    expect(await errorOf(third)).toMatchObject({ code: 'SEAT_LIMIT' });
    const rows = (await (await free.client.request(path)).json()) as { invitations: TeamInvitation[] };
    expect(rows.invitations).toHaveLength(2);

    // A downgrade after sending leaves the invitation without a seat: accepting is refused, nothing joins.
    await setPlan(t.db, free.account.id, 'free');
    const token = await tokenOf(first);
    const person = await signedInClient(t, { email: first, onboarded: true });
    const accept = await person.client.post('/api/invitations/accept', { token });
    expect(accept.status).toBe(403);
    expect(await errorOf(accept)).toEqual({ code: 'SEAT_LIMIT', error: TEAM_TEXT.noSeatLeft });
    const members = await t.db.select().from(accountUsers).where(eq(accountUsers.accountId, free.account.id));
    expect(members).toHaveLength(1);
  });
});
