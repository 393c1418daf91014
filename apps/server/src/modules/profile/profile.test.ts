import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, type ProfileSessionsResponse, type SessionUser } from '@themeport/core';
import { profiles, sessions, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient } from '../../test/auth.ts';
import { JPEG_3X2, PDF_BYTES, SVG_BYTES, pngOfSize } from '../../test/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const cookieHeader = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

function uploadAvatar(client: Client, bytes: Uint8Array, { name = 'me.png', type = 'image/png' } = {}) {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  return t.app.request('/api/me/avatar', {
    method: 'POST',
    headers: { origin: t.config.publicUrl, cookie: cookieHeader(client), 'x-forwarded-for': client.ip },
    body: form,
  });
}

const profileOf = async (userId: string) => (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;
const userRow = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!;

describe('PATCH /api/me/profile', () => {
  it('saves the names in the profile and the sign-in user together, and /api/me shows them', async () => {
    const { user, client } = await signedInClient(t);
    const res = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { firstName: '  Ada ', lastName: 'Lovelace' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: SessionUser }).user.fullName).toBe('Ada Lovelace');
    expect(await profileOf(user.id)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada Lovelace',
    });
    expect((await userRow(user.id)).name).toBe('Ada Lovelace');
    const me = (await (await client.request('/api/me')).json()) as { user: SessionUser };
    expect(me.user.fullName).toBe('Ada Lovelace');
  });

  it('refuses a name under 2 characters with the sign-up text and changes nothing', async () => {
    const { user, client } = await signedInClient(t);
    const res = await client.request('/api/me/profile', { method: 'PATCH', json: { firstName: 'A', lastName: 'B' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields.firstName).toBe('Name fields must be at least 2 characters');
    expect((await profileOf(user.id)).fullName).toBe('Test Person');
    expect((await userRow(user.id)).name).toBe('Test Person');
  });

  it('is refused signed out', async () => {
    const res = await new Client(t).request('/api/me/profile', {
      method: 'PATCH',
      json: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(res.status).toBe(401);
  });
});

describe('POST and DELETE /api/me/avatar', () => {
  it('stores an image read from its bytes, replaces the old file, and removes it', async () => {
    const { user, client } = await signedInClient(t);
    // A JPEG that claims to be a PNG called .png: the bytes decide.
    const first = await uploadAvatar(client, JPEG_3X2, { name: 'me.png', type: 'image/png' });
    expect(first.status, await first.clone().text()).toBe(200);
    const { avatarUrl: firstUrl } = (await first.json()) as { avatarUrl: string };
    expect(firstUrl).toMatch(new RegExp(`^/uploads/avatars/${user.id}/[0-9a-f]{16}\\.jpg$`));
    expect((await t.app.request(firstUrl)).status).toBe(200);
    expect((await profileOf(user.id)).avatarUrl).toBe(firstUrl);
    expect((await userRow(user.id)).image).toBe(firstUrl);
    const me = (await (await client.request('/api/me')).json()) as { user: SessionUser };
    expect(me.user.avatarUrl).toBe(firstUrl);

    const second = await uploadAvatar(client, pngOfSize());
    const { avatarUrl: secondUrl } = (await second.json()) as { avatarUrl: string };
    expect(secondUrl).toMatch(/\.png$/);
    expect((await t.app.request(firstUrl)).status).toBe(404);
    expect((await t.app.request(secondUrl)).status).toBe(200);

    const removed = await client.request('/api/me/avatar', { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await profileOf(user.id)).avatarUrl).toBeNull();
    expect((await userRow(user.id)).image).toBeNull();
    expect((await t.app.request(secondUrl)).status).toBe(404);
  });

  it('refuses what is not an image by its bytes, SVG, and a file over 2,000,000 bytes, changing nothing', async () => {
    const { user, client } = await signedInClient(t);
    const pdf = await uploadAvatar(client, PDF_BYTES, { name: 'me.png', type: 'image/png' });
    expect(pdf.status).toBe(400);
    expect(await pdf.json()).toMatchObject({ code: 'NOT_AN_IMAGE', error: 'Only images allowed.' });
    const svg = await uploadAvatar(client, SVG_BYTES, { name: 'me.svg', type: 'image/svg+xml' });
    expect(svg.status).toBe(400);
    expect(((await svg.json()) as { error: string }).error).toMatch(/^SVG images are not accepted/);
    const big = await uploadAvatar(client, pngOfSize(AVATAR_MAX_BYTES + 1));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'FILE_TOO_LARGE', error: 'Max avatar size is 2MB.' });
    const justRight = await uploadAvatar(client, pngOfSize(AVATAR_MAX_BYTES));
    expect(justRight.status).toBe(200);
    expect((await profileOf(user.id)).avatarUrl).toBe(((await justRight.json()) as { avatarUrl: string }).avatarUrl);
  });

  it('refuses a body far over the limit before reading it', async () => {
    const { client } = await signedInClient(t);
    const res = await uploadAvatar(client, pngOfSize(AVATAR_MAX_BYTES + 100_000));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe('Max avatar size is 2MB.');
  });
});

describe('/api/me/sessions', () => {
  const list = async (client: Client) =>
    ((await (await client.request('/api/me/sessions')).json()) as ProfileSessionsResponse).sessions;

  it('lists only the user’s own sessions with device and address, the current one marked', async () => {
    const { user, client, password } = await signedInClient(t);
    const phone = new Client(t);
    await phone.request('/api/auth/sign-in/email', {
      json: { email: user.email, password },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
    });
    await signedInClient(t); // someone else's session must not show
    const rows = await list(client);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.isCurrent)).toHaveLength(1);
    const other = rows.find((row) => !row.isCurrent)!;
    expect(other.userAgent).toContain('iPhone');
    expect(other.ipAddress).toBe(phone.ip);
  });

  it('ends one other session, not the current one and not another user’s', async () => {
    const { user, client, password } = await signedInClient(t);
    const laptop = new Client(t);
    await laptop.signIn(user.email, password);
    const stranger = await signedInClient(t);
    const strangerSession = (await list(stranger.client))[0]!;
    const rows = await list(client);
    const current = rows.find((row) => row.isCurrent)!;
    const other = rows.find((row) => !row.isCurrent)!;

    const foreign = await client.request(`/api/me/sessions/${strangerSession.id}`, { method: 'DELETE' });
    expect(foreign.status).toBe(404);
    expect(await stranger.client.sessionUser()).not.toBeNull();

    const self = await client.request(`/api/me/sessions/${current.id}`, { method: 'DELETE' });
    expect(self.status).toBe(400);
    expect(((await self.json()) as { code: string }).code).toBe('SESSION_IS_CURRENT');

    const notUuid = await client.request('/api/me/sessions/not-a-session', { method: 'DELETE' });
    expect(notUuid.status).toBe(404);

    const ended = await client.request(`/api/me/sessions/${other.id}`, { method: 'DELETE' });
    expect(ended.status).toBe(200);
    expect(await laptop.sessionUser()).toBeNull();
    expect(await client.sessionUser()).not.toBeNull();
  });

  it('signs out everywhere else and keeps this session', async () => {
    const { user, client, password } = await signedInClient(t);
    const others = [new Client(t), new Client(t)];
    for (const other of others) await other.signIn(user.email, password);
    const stranger = await signedInClient(t);

    const res = await client.post('/api/me/sessions/sign-out-others');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ended: 2, message: 'Signed out 2 other sessions.' });
    for (const other of others) expect(await other.sessionUser()).toBeNull();
    expect(await client.sessionUser()).not.toBeNull();
    expect(await stranger.client.sessionUser()).not.toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });
});
