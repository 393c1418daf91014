import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotMeResponse, ProfileSessionsResponse, SignInHistoryResponse } from '@themeport/core';
import { securityEvents, securityRecentEvents, sessions, signInHistory } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient } from '../../test/auth.ts';
import { insertSecurityEvent } from '../security/record.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const DAY = 24 * 60 * 60 * 1000;

const currentSessionId = async (client: Client) =>
  ((await (await client.request('/api/me/sessions')).json()) as ProfileSessionsResponse).sessions.find(
    (row) => row.isCurrent,
  )!.id;

const history = async (client: Client, page = 1) => {
  const res = await client.request(`/api/me/sign-ins?page=${page}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SignInHistoryResponse;
};

/** A user signed in on this device with a browser's agent: the sign-in route writes the history row. */
async function userWithHistory() {
  const signedIn = await signedInClient(t);
  // signedInClient's own sign-in is another session of theirs (a row without a device).
  const client = new Client(t);
  client.userAgent = MAC_CHROME;
  await client.signIn(signedIn.user.email, signedIn.password);
  const sessionId = await currentSessionId(client);
  return { ...signedIn, client, sessionId };
}

/** A second device of the user: its session, and the history row of that sign-in. */
async function otherDevice(user: { email: string }, password: string) {
  const laptop = new Client(t);
  laptop.userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1';
  await laptop.signIn(user.email, password);
  const sessionId = await currentSessionId(laptop);
  const [row] = await t.db
    .select()
    .from(signInHistory)
    .where(and(eq(signInHistory.sessionId, sessionId)));
  return { laptop, sessionId, row: row! };
}

const reportedEvents = (userId: string) =>
  t.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.type, 'reported_not_me'), eq(securityEvents.userId, userId)));

describe('GET /api/me/sign-ins', () => {
  it("lists only the user's own sign-ins of the last 90 days, newest first, this session marked", async () => {
    const { user, client, sessionId } = await userWithHistory();
    await insertSecurityEvent(t.db, {
      type: 'sign_in_failure',
      userId: user.id,
      ip: '198.51.100.7',
      userAgent: MAC_CHROME,
      at: new Date(Date.now() - 2 * DAY),
    });
    await insertSecurityEvent(t.db, {
      type: 'sign_in_success',
      userId: user.id,
      ip: '198.51.100.8',
      at: new Date(Date.now() - 91 * DAY),
    });
    const stranger = await userWithHistory();

    const body = await history(client);
    const own = await t.db.select().from(signInHistory).where(eq(signInHistory.userId, user.id));
    const recent = own.filter((row) => row.createdAt.getTime() > Date.now() - 90 * DAY);
    expect(body.total).toBe(recent.length);
    expect(body.signIns.map((row) => row.id).sort()).toEqual(recent.map((row) => row.id).sort());
    expect(body.signIns.some((row) => row.ip === '198.51.100.8')).toBe(false);
    const times = body.signIns.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const mine = body.signIns.find((row) => row.current)!;
    expect(mine).toMatchObject({ outcome: 'success', device: 'Chrome on macOS', ip: client.ip, active: true });
    expect(body.signIns.filter((row) => row.current)).toHaveLength(1);
    expect(own.find((row) => row.id === mine.id)!.sessionId).toBe(sessionId);
    const failed = body.signIns.find((row) => row.ip === '198.51.100.7')!;
    expect(failed).toMatchObject({ outcome: 'failure', current: false, active: false, reportedAt: null });
    expect(body.signIns.some((row) => row.ip === stranger.client.ip && row.current)).toBe(false);
    expect((await history(stranger.client)).signIns.some((row) => row.ip === '198.51.100.7')).toBe(false);
  });

  it('pages 20 at a time and says when a session has ended', async () => {
    const { user, client, password } = await userWithHistory();
    const device = await otherDevice(user, password);
    for (let i = 0; i < 23; i += 1)
      await insertSecurityEvent(t.db, {
        type: 'sign_in_failure',
        userId: user.id,
        ip: `198.51.100.${i + 10}`,
        at: new Date(Date.now() - (i + 1) * 60_000),
      });
    const total = (await t.db.select().from(signInHistory).where(eq(signInHistory.userId, user.id))).length;

    const first = await history(client);
    expect(first).toMatchObject({ page: 1, pageSize: 20, total });
    expect(first.signIns).toHaveLength(20);
    const second = await history(client, 2);
    expect(second.signIns).toHaveLength(total - 20);
    const ids = [...first.signIns, ...second.signIns].map((row) => row.id);
    expect(new Set(ids).size).toBe(total);
    expect(first.signIns.find((row) => row.id === device.row.id)).toMatchObject({ active: true, current: false });

    await t.db.delete(sessions).where(eq(sessions.id, device.sessionId));
    expect((await history(client)).signIns.find((row) => row.id === device.row.id)!.active).toBe(false);
    expect((await client.request('/api/me/sign-ins?page=0')).status).toBe(400);
  });

  it('is refused signed out', async () => {
    expect((await new Client(t).request('/api/me/sign-ins')).status).toBe(401);
  });
});

describe("POST /api/me/sign-ins/{signInId}/not-me ('This wasn't me')", () => {
  const notMe = (client: Client, id: string) => client.post(`/api/me/sign-ins/${id}/not-me`);

  it("finds nothing of another user's sign-in (or an unknown id) and changes nothing", async () => {
    const { client } = await userWithHistory();
    const stranger = await userWithHistory();
    const strangerDevice = await otherDevice(stranger.user, stranger.password);

    for (const id of [strangerDevice.row.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await notMe(client, id);
      expect(res.status, id).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe('Sign-in not found');
    }
    const [row] = await t.db.select().from(signInHistory).where(eq(signInHistory.id, strangerDevice.row.id));
    expect(row!.reportedAt).toBeNull();
    expect(await strangerDevice.laptop.sessionUser()).not.toBeNull();
    expect(await reportedEvents(stranger.user.id)).toHaveLength(0);
  });

  it('marks it, ends every other session of the user, records a high alerting event once, and is idempotent', async () => {
    const { user, client, password, sessionId } = await userWithHistory();
    const device = await otherDevice(user, password);
    const tablet = new Client(t);
    await tablet.signIn(user.email, password);
    const stranger = await userWithHistory();

    const res = await notMe(client, device.row.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as NotMeResponse;
    // The laptop, the tablet, and the session of the user's first sign-in (userWithHistory).
    expect(body).toMatchObject({
      ended: 3,
      alreadyReported: false,
      message: 'We signed out 3 other sessions. Change your password now.',
    });
    expect(await device.laptop.sessionUser()).toBeNull();
    expect(await tablet.sessionUser()).toBeNull();
    expect(await client.sessionUser()).not.toBeNull();
    expect(await stranger.client.sessionUser()).not.toBeNull();
    expect((await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).map((s) => s.id)).toEqual([
      sessionId,
    ]);

    const events = await reportedEvents(user.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ severity: 'high', ip: client.ip, endpoint: expect.stringContaining('/not-me') });
    expect(events[0]!.metadata).toMatchObject({
      signInId: device.row.id,
      ip: device.laptop.ip,
      device: 'Safari on iOS',
      sessionsEnded: 3,
    });
    const listed = (await history(client)).signIns.find((row) => row.id === device.row.id)!;
    expect(listed).toMatchObject({ reportedAt: body.reportedAt, active: false });

    const again = await notMe(client, device.row.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      ended: 0,
      alreadyReported: true,
      reportedAt: body.reportedAt,
      message: 'We signed out 0 other sessions. Change your password now.',
    });
    expect(await reportedEvents(user.id)).toHaveLength(1);
    const window = await t.db
      .select()
      .from(securityRecentEvents)
      .where(and(eq(securityRecentEvents.type, 'reported_not_me'), eq(securityRecentEvents.userId, user.id)));
    expect(window).toHaveLength(1);
  });

  it('is refused signed out', async () => {
    const owner = await userWithHistory();
    const [row] = await t.db.select().from(signInHistory).where(eq(signInHistory.userId, owner.user.id));
    expect((await notMe(new Client(t), row!.id)).status).toBe(401);
  });
});
