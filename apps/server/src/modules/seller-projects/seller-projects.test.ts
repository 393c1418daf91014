import { count, eq } from 'drizzle-orm';
import {
  addDays,
  periodRange,
  utcDay,
  type ClientProjectsResponse,
  type Project,
  type ProjectsResponse,
  type TimeEntriesResponse,
  type TimeEntry,
} from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developerProjects, timeEntries } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInClient, signedInMember, signedInOwner, type Client } from '../../test/auth.ts';
import { createOwnedAccount } from '../accounts/index.ts';
import { addProject, developerWithClientProject, logTime, signedInDeveloper } from '../../test/seller-projects.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const today = () => utcDay(new Date());
const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const entriesOf = async (client: Client, query = '') =>
  json<TimeEntriesResponse>(await client.request(`/api/developer/time-entries${query}`));
const clientProjects = async (client: Client, accountId: string) =>
  json<ClientProjectsResponse>(await client.request(`/api/accounts/${accountId}/developer-projects`));
const tableCounts = async () => ({
  projects: (await t.db.select({ n: count() }).from(developerProjects))[0]!.n,
  entries: (await t.db.select({ n: count() }).from(timeEntries))[0]!.n,
});

describe('projects', () => {
  it('names the client account by its owner’s e-mail, and lists it with what is logged', async () => {
    const developer = await signedInDeveloper(t);
    const owner = await signedInOwner(t, { onboarded: true });
    const project = await addProject(developer.client, owner.user.email.toUpperCase(), {
      deadline: '2027-01-31',
      budgetCents: 450_000,
      progress: 40,
    });
    expect(project).toMatchObject({
      name: 'Site relaunch',
      client: { accountId: owner.account.id, name: owner.account.name },
      status: 'active',
      deadline: '2027-01-31',
      budgetCents: 450_000,
      progress: 40,
      hours: 0,
      amountCents: 0,
      pendingEntries: 0,
    });
    await logTime(developer.client, project.id, { hours: 2, rateCents: 10_000 });
    const { projects } = await json<ProjectsResponse>(await developer.client.request('/api/developer/projects'));
    expect(projects).toEqual([{ ...project, hours: 2, amountCents: 20_000, pendingEntries: 1 }]);

    const saved = await json<Project>(
      await developer.client.request(`/api/developer/projects/${project.id}`, {
        method: 'PATCH',
        json: { status: 'on_hold', progress: 55, deadline: null },
      }),
    );
    expect(saved).toMatchObject({ status: 'on_hold', progress: 55, deadline: null, budgetCents: 450_000 });
  });

  it('refuses an e-mail that owns no account, and asks which when it owns several; nothing is added', async () => {
    const developer = await signedInDeveloper(t);
    const before = await tableCounts();
    const unknown = await developer.client.post('/api/developer/projects', {
      name: 'X',
      clientEmail: 'nobody-here@example.com',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'CLIENT_NOT_FOUND' });

    const owner = await signedInOwner(t, { onboarded: true });
    const second = await createOwnedAccount(t.db, { userId: owner.user.id, name: 'Second Studio' });
    const ambiguous = await developer.client.post('/api/developer/projects', {
      name: 'X',
      clientEmail: owner.user.email,
    });
    expect(ambiguous.status).toBe(400);
    expect(await ambiguous.json()).toMatchObject({ fields: { clientAccount: expect.any(String) } });
    expect(await tableCounts()).toEqual(before);

    const named = await addProject(developer.client, owner.user.email, { clientAccount: 'second studio' });
    expect(named.client).toEqual({ accountId: second.id, name: 'Second Studio' });
  });

  it('answers bad input with 400 and the field, and changes nothing', async () => {
    const { developer, project } = await developerWithClientProject(t);
    const before = await tableCounts();
    const bad: [string, string, Record<string, unknown>][] = [
      ['POST', '/api/developer/projects', { name: '', clientEmail: 'x@y.co' }],
      ['POST', '/api/developer/projects', { name: 'A', clientEmail: 'not-an-email' }],
      ['POST', '/api/developer/projects', { name: 'A', clientEmail: 'x@y.co', budgetCents: 12.5 }],
      ['POST', '/api/developer/projects', { name: 'A', clientEmail: 'x@y.co', budgetCents: 100_000_001 }],
      ['PATCH', `/api/developer/projects/${project.id}`, { progress: 101 }],
      ['PATCH', `/api/developer/projects/${project.id}`, { deadline: '2026-02-30' }],
      ['PATCH', `/api/developer/projects/${project.id}`, {}],
      ['POST', '/api/developer/time-entries', { projectId: project.id, date: today(), hours: 0, rateCents: 8500 }],
      ['POST', '/api/developer/time-entries', { projectId: project.id, date: today(), hours: 24.5, rateCents: 8500 }],
      ['POST', '/api/developer/time-entries', { projectId: project.id, date: today(), hours: 1.234, rateCents: 8500 }],
      ['POST', '/api/developer/time-entries', { projectId: project.id, date: today(), hours: 1, rateCents: 99 }],
      ['POST', '/api/developer/time-entries', { projectId: project.id, date: today(), hours: 1, rateCents: 100_001 }],
      ['POST', '/api/developer/time-entries', { projectId: project.id, date: today(), hours: 1, rateCents: 85.5 }],
      [
        'POST',
        '/api/developer/time-entries',
        { projectId: project.id, date: addDays(today(), 2), hours: 1, rateCents: 8500 },
      ],
      ['POST', '/api/developer/time-entries', { projectId: project.id, date: '1999-12-31', hours: 1, rateCents: 8500 }],
      ['POST', '/api/developer/time-entries', { projectId: 'nope', date: today(), hours: 1, rateCents: 8500 }],
      [
        'POST',
        '/api/developer/time-entries',
        { projectId: project.id, date: today(), hours: 1, rateCents: 8500, status: 'paid' },
      ],
    ];
    for (const [method, path, body] of bad) {
      const res = await developer.client.request(path, { method, json: body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(((await res.json()) as { fields?: object }).fields).toBeDefined();
    }
    for (const query of [
      '?period=decade',
      '?date=2026-13-01',
      '?date=9999-12-31',
      '?date=0000-01-01',
      '?projectId=1',
      '?status=lost',
    ]) {
      expect((await developer.client.request(`/api/developer/time-entries${query}`)).status, query).toBe(400);
    }
    expect(await tableCounts()).toEqual(before);
    const [row] = await t.db.select().from(developerProjects).where(eq(developerProjects.id, project.id));
    expect(row).toMatchObject({ progress: 0, deadline: null });
  });
});

describe('time entries', () => {
  it('stores hours × rate rounded half up to the cent', async () => {
    const { developer, project } = await developerWithClientProject(t);
    expect(await logTime(developer.client, project.id, { hours: 1.5, rateCents: 8500 })).toMatchObject({
      hours: 1.5,
      rateCents: 8500,
      amountCents: 12750,
      status: 'pending',
    });
    expect((await logTime(developer.client, project.id, { hours: 0.01, rateCents: 150 })).amountCents).toBe(2);
    expect((await logTime(developer.client, project.id, { hours: 0.33, rateCents: 10_001 })).amountCents).toBe(3300);
  });

  it('filters by week, month and year with totals, and exports the period as CSV', async () => {
    const { developer, project } = await developerWithClientProject(t);
    const day = today();
    const week = periodRange('week', day);
    const lastWeek = addDays(week.from, -1);
    const farBack = `${Number(day.slice(0, 4)) - 1}-06-15`;
    await logTime(developer.client, project.id, { date: day, hours: 2, rateCents: 10_000, description: 'This week' });
    await logTime(developer.client, project.id, { date: week.from, hours: 1.25, rateCents: 8000 });
    await logTime(developer.client, project.id, { date: lastWeek, hours: 3, rateCents: 10_000 });
    await logTime(developer.client, project.id, { date: farBack, hours: 4, rateCents: 10_000 });

    const thisWeek = await entriesOf(developer.client);
    expect(thisWeek.period).toBe('week');
    expect(thisWeek.range).toEqual(week);
    expect(thisWeek.entries.map((entry) => entry.date)).toEqual([day, week.from].sort().reverse());
    expect(thisWeek.totals).toEqual({
      hundredths: 325,
      hours: 3.25,
      amountCents: 30_000,
      byStatus: { pending: 30_000, approved: 0, paid: 0 },
    });
    const previous = await entriesOf(developer.client, `?period=week&date=${lastWeek}`);
    expect(previous.entries.map((entry) => entry.hours)).toEqual([3]);
    const year = await entriesOf(developer.client, `?period=year&date=${farBack}`);
    expect(year.range).toEqual({ from: `${farBack.slice(0, 4)}-01-01`, to: `${farBack.slice(0, 4)}-12-31` });
    expect(year.totals.amountCents).toBe(40_000);
    const month = await entriesOf(developer.client, `?period=month&date=${day}`);
    expect(month.range).toEqual(periodRange('month', day));

    const csv = await developer.client.request(`/api/developer/time-entries/export?period=week&date=${day}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      new RegExp(`attachment; filename="time-entries-week-${week.from}-\\d{8}T\\d{6}Z\\.csv"`),
    );
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('Date,Client,Project,Hours,Rate (USD/hour),Amount (USD),Status,Description');
    expect(lines).toContain(`${day},${project.client.name},Site relaunch,2.00,100.00,200.00,Pending,This week`);
    expect(lines).toHaveLength(3);
  });

  it('moves pending → approved (client) → paid (developer) and locks the entry once approved', async () => {
    const { developer, owner, project } = await developerWithClientProject(t);
    const entry = await logTime(developer.client, project.id);
    const dev = developer.client;
    const base = `/api/developer/time-entries/${entry.id}`;
    const approve = (client: Client, accountId = owner.account.id) =>
      client.post(`/api/accounts/${accountId}/time-entries/${entry.id}/approve`);

    // A pending entry: editable, not yet payable.
    expect((await dev.post(`${base}/paid`)).status).toBe(409);
    const edited = await json<TimeEntry>(
      await dev.request(base, { method: 'PATCH', json: { hours: 2, description: 'More' } }),
    );
    expect(edited).toMatchObject({ hours: 2, amountCents: 17_000, description: 'More', status: 'pending' });

    const approved = await json<TimeEntry>(await approve(owner.client));
    expect(approved).toMatchObject({ status: 'approved', approvedAt: expect.any(String), paidAt: null });
    expect((await approve(owner.client)).status).toBe(409);

    // Approved: the developer can no longer change or delete it.
    const lockedEdit = await dev.request(base, { method: 'PATCH', json: { hours: 9 } });
    expect(lockedEdit.status).toBe(409);
    expect(await lockedEdit.json()).toMatchObject({ code: 'TIME_ENTRY_LOCKED' });
    expect((await dev.request(base, { method: 'DELETE' })).status).toBe(409);
    const projectDelete = await dev.request(`/api/developer/projects/${project.id}`, { method: 'DELETE' });
    expect(projectDelete.status).toBe(409);

    const paid = await json<TimeEntry>(await dev.post(`${base}/paid`));
    expect(paid).toMatchObject({ status: 'paid', paidAt: expect.any(String), amountCents: 17_000 });
    expect((await dev.post(`${base}/paid`)).status).toBe(409);
    expect((await approve(owner.client)).status).toBe(409);
    const [row] = await t.db.select().from(timeEntries).where(eq(timeEntries.id, entry.id));
    expect(row).toMatchObject({ status: 'paid', hoursHundredths: 200, approvedBy: owner.user.id });
    expect((await entriesOf(dev)).totals.byStatus).toEqual({ pending: 0, approved: 0, paid: 17_000 });
  });

  it('lets one of two simultaneous approvals, or payments, win; the other is told 409', async () => {
    const { developer, owner, project } = await developerWithClientProject(t);
    const entry = await logTime(developer.client, project.id);
    const admin = await signedInMember(t, owner.account.id, 'admin');
    const approveAs = (client: Client) =>
      client.post(`/api/accounts/${owner.account.id}/time-entries/${entry.id}/approve`);
    const approvals = await Promise.all([approveAs(owner.client), approveAs(admin.client)]);
    expect(approvals.map((res) => res.status).sort()).toEqual([200, 409]);
    const payments = await Promise.all([
      developer.client.post(`/api/developer/time-entries/${entry.id}/paid`),
      developer.client.post(`/api/developer/time-entries/${entry.id}/paid`),
    ]);
    expect(payments.map((res) => res.status).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(timeEntries).where(eq(timeEntries.id, entry.id));
    expect(row!.status).toBe('paid');
  });

  it('narrows a period to one project or one status', async () => {
    const { developer, project } = await developerWithClientProject(t);
    const otherClient = await signedInOwner(t, { onboarded: true });
    const other = await addProject(developer.client, otherClient.user.email, { name: 'Other' });
    await logTime(developer.client, project.id, { hours: 1 });
    await logTime(developer.client, other.id, { hours: 2 });
    const one = await entriesOf(developer.client, `?projectId=${other.id}`);
    expect(one.entries.map((entry) => entry.projectName)).toEqual(['Other']);
    expect(one.totals.hours).toBe(2);
    expect((await entriesOf(developer.client, '?status=paid')).entries).toEqual([]);
    expect((await entriesOf(developer.client, '?status=pending')).entries).toHaveLength(2);
  });

  it('deletes a pending entry, and a project with only pending time together with it', async () => {
    const { developer, project } = await developerWithClientProject(t);
    const first = await logTime(developer.client, project.id);
    const second = await logTime(developer.client, project.id);
    expect(
      (await developer.client.request(`/api/developer/time-entries/${first.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect(
      (await developer.client.request(`/api/developer/time-entries/${first.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect((await developer.client.request(`/api/developer/projects/${project.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect(await t.db.select().from(timeEntries).where(eq(timeEntries.id, second.id))).toEqual([]);
  });
});

describe('who sees and changes what', () => {
  it('keeps a developer to their own projects and time', async () => {
    const { developer, project } = await developerWithClientProject(t);
    const entry = await logTime(developer.client, project.id);
    const other = (await signedInDeveloper(t)).client;
    const before = await tableCounts();

    expect((await json<ProjectsResponse>(await other.request('/api/developer/projects'))).projects).toEqual([]);
    expect((await entriesOf(other)).entries).toEqual([]);
    const calls: [string, string, unknown][] = [
      ['PATCH', `/api/developer/projects/${project.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/developer/projects/${project.id}`, undefined],
      ['PATCH', `/api/developer/time-entries/${entry.id}`, { hours: 8 }],
      ['DELETE', `/api/developer/time-entries/${entry.id}`, undefined],
      ['POST', `/api/developer/time-entries/${entry.id}/paid`, {}],
    ];
    for (const [method, path, body] of calls) {
      const res = await other.request(path, { method, ...(body === undefined ? {} : { json: body }) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // Logging time on another developer's project is refused too.
    const foreign = await other.post('/api/developer/time-entries', {
      projectId: project.id,
      date: today(),
      hours: 1,
      rateCents: 8500,
    });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    expect(await tableCounts()).toEqual(before);
    const [row] = await t.db.select().from(developerProjects).where(eq(developerProjects.id, project.id));
    expect(row!.name).toBe('Site relaunch');
  });

  it('refuses clients and admins on the developer routes', async () => {
    for (const role of ['client', 'admin'] as const) {
      const { client } = await signedInClient(t, { role, onboarded: true });
      expect((await client.request('/api/developer/projects')).status, role).toBe(403);
      expect((await client.request('/api/developer/time-entries')).status, role).toBe(403);
    }
    expect((await t.app.request('/api/developer/projects')).status).toBe(401);
  });

  it('shows a client account only the projects naming it; owners and admins approve, editors and viewers only see', async () => {
    const { developer, owner, project } = await developerWithClientProject(t);
    const entry = await logTime(developer.client, project.id);
    const elsewhere = await developerWithClientProject(t);
    await logTime(elsewhere.developer.client, elsewhere.project.id);

    const seen = await clientProjects(owner.client, owner.account.id);
    expect(seen.projects.map((p) => p.id)).toEqual([project.id]);
    expect(seen.projects[0]).toMatchObject({
      name: 'Site relaunch',
      developerName: 'Test Person',
      entries: [{ id: entry.id, status: 'pending', amountCents: 12_750 }],
      totals: { amountCents: 12_750, byStatus: { pending: 12_750, approved: 0, paid: 0 } },
    });
    // Another account's owner, pointing at this account or approving through their own: refused, not found.
    const outsider = elsewhere.owner;
    expect((await outsider.client.request(`/api/accounts/${owner.account.id}/developer-projects`)).status).toBe(403);
    expect(
      (await outsider.client.post(`/api/accounts/${owner.account.id}/time-entries/${entry.id}/approve`)).status,
    ).toBe(403);
    expect(
      (await outsider.client.post(`/api/accounts/${outsider.account.id}/time-entries/${entry.id}/approve`)).status,
    ).toBe(404);

    for (const role of ['viewer', 'editor'] as const) {
      const member = await signedInMember(t, owner.account.id, role);
      expect((await clientProjects(member.client, owner.account.id)).projects).toHaveLength(1);
      expect(
        (await member.client.post(`/api/accounts/${owner.account.id}/time-entries/${entry.id}/approve`)).status,
        role,
      ).toBe(403);
    }
    const [stillPending] = await t.db.select().from(timeEntries).where(eq(timeEntries.id, entry.id));
    expect(stillPending!.status).toBe('pending');

    const admin = await signedInMember(t, owner.account.id, 'admin');
    const approved = await json<TimeEntry>(
      await admin.client.post(`/api/accounts/${owner.account.id}/time-entries/${entry.id}/approve`),
    );
    expect(approved.status).toBe('approved');
    expect((await clientProjects(owner.client, owner.account.id)).projects[0]!.entries[0]!.status).toBe('approved');
  });
});
