import { and, eq } from 'drizzle-orm';
import {
  THEME_CMS_TEXT,
  THEME_REVIEW_TEXT,
  type AdminTheme,
  type DeveloperThemeSummary,
  type ThemeChangelogEntry,
  type ThemeCheckReport,
  type ThemeSubmission,
} from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, sitePages, themeSubmissions, themes } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { mailsTo, signedInClient, type Client } from '../../test/auth.ts';
import { DEVELOPER_THEMES as base, intro, newTheme, saveHome, submit } from '../../test/theme-review.ts';
import { seedThemeInReview } from '../../seed/theme-review-demo.ts';
import { createStorage } from '../../adapters/storage/index.ts';
import { createLogger } from '../../logger.ts';
import { uploadThemeImage } from '../../test/theme-images.ts';
import { signedInDeveloper } from '../../test/sellers.ts';

// Issue 22: a developer builds a theme in the same theme CMS as the admin (only their own), the
// automated check blocks a broken submission, the reviewer asks for changes, rejects or approves,
// an update stays under review while the published version is on sale; audited and mailed.

let t: TestApp;
let admin: Client;
let devA: { client: Client; email: string };
let devB: { client: Client; email: string };
let plain: Client;

beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
  admin = (await signedInClient(t, { role: 'admin' })).client;
  const a = await signedInDeveloper(t);
  const b = await signedInDeveloper(t);
  devA = { client: a.client, email: a.user.email };
  devB = { client: b.client, email: b.user.email };
  plain = (await signedInClient(t)).client;
}, 120_000);
afterAll(() => t?.close());

const get = (client: Client, path: string) => client.request(path);

const decide = (submissionId: string, body: object) =>
  admin.post(`/api/admin/theme-submissions/${submissionId}/decision`, body);

async function myTheme(client: Client, themeId: string): Promise<DeveloperThemeSummary> {
  const res = await get(client, base);
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as { items: DeveloperThemeSummary[] };
  return items.find((item) => item.id === themeId)!;
}

const submissionRows = (themeId: string) =>
  t.db.select().from(themeSubmissions).where(eq(themeSubmissions.themeId, themeId));

const auditOf = (themeId: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resourceId, themeId), eq(auditLogs.status, 'success')));

describe('ownership', () => {
  it('lets a developer reach only their own themes; clients are refused', async () => {
    const theme = await newTheme(devA.client);
    const stranger = devB.client;
    expect((await get(stranger, `${base}/${theme.id}/cms`)).status).toBe(404);
    expect((await get(stranger, `${base}/${theme.id}/preview?path=/`)).status).toBe(404);
    expect((await saveHome(stranger, theme.id, '/')).status).toBe(404);
    expect((await stranger.post(`${base}/${theme.id}/check`, {})).status).toBe(404);
    expect((await submit(stranger, theme.id)).status).toBe(404);
    expect((await get(stranger, `${base}/${theme.id}/submissions`)).status).toBe(404);
    const listed = (await (await get(stranger, base)).json()) as { items: DeveloperThemeSummary[] };
    expect(listed.items.map((item) => item.id)).not.toContain(theme.id);
    expect((await get(plain, base)).status).toBe(403);
    expect((await get(plain, `${base}/${theme.id}/cms`)).status).toBe(403);
    // The owner and the admin reach it; nothing of it changed for the stranger's tries.
    expect((await get(devA.client, `${base}/${theme.id}/cms`)).status).toBe(200);
    expect((await get(admin, `/api/admin/themes/${theme.id}/cms`)).status).toBe(200);
    const [row] = await t.db.select().from(themes).where(eq(themes.id, theme.id));
    expect(row!.templateConfig!.pages[0]!.components.intro!.content.cta).toMatchObject({ value: '/' });
  });

  it('asks a developer with no store to set one up before submitting, since a sale would pay no one', async () => {
    const storeless = (await signedInClient(t, { role: 'developer' })).client;
    const theme = await newTheme(storeless);
    const refused = await submit(storeless, theme.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'STORE_REQUIRED', error: THEME_REVIEW_TEXT.storeRequired });
    expect(await submissionRows(theme.id)).toEqual([]);
  });

  it('never lets a developer list, and so delete, another theme’s uploaded image', async () => {
    const up = await uploadThemeImage(devA.client, 'cover.png', { path: '/api/developer/theme-images' });
    expect(up.status, await up.clone().text()).toBe(201);
    const { url } = (await up.json()) as { url: string };
    const victim = await newTheme(devA.client);
    const listing = (theme: AdminTheme, images: string[]) => ({
      name: theme.name,
      description: 'A theme a developer sells',
      framework: 'astro',
      price: 3900,
      industry: { category: 'business', type: 'consulting' },
      images,
    });
    expect(
      (await devA.client.request(`${base}/${victim.id}`, { method: 'PUT', json: listing(victim, [url]) })).status,
    ).toBe(200);

    const own = await newTheme(devB.client);
    const taken = await devB.client.request(`${base}/${own.id}`, { method: 'PUT', json: listing(own, [url]) });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({
      code: 'THEME_IMAGE_OF_ANOTHER_THEME',
      error: THEME_CMS_TEXT.imageOfAnotherTheme,
    });
    expect((await devB.client.post(base, { ...listing(own, [url]), name: `Copy ${Date.now()}` })).status).toBe(400);
    // Dropping nothing of theirs, the file stays where the victim's listing shows it.
    expect((await devB.client.request(`${base}/${own.id}`, { method: 'PUT', json: listing(own, []) })).status).toBe(
      200,
    );
    expect((await t.app.request(url)).status).toBe(200);
  });
});

describe('submission and review', () => {
  it('blocks a failing check, then goes through changes requested, resubmission and approval', async () => {
    const theme = await newTheme(devA.client, '/pricing');

    // The check names the broken link and where it is; the server refuses to send it.
    const check = await devA.client.post(`${base}/${theme.id}/check`, {});
    expect(check.status).toBe(200);
    const report = (await check.json()) as ThemeCheckReport;
    expect(report.blocking).toBe(true);
    const links = report.checks.find((entry) => entry.id === 'links')!;
    expect(links.status).toBe('fail');
    expect(links.findings[0]!.message).toContain('/pricing');
    expect(links.findings[0]!.where).toContain('Home (/)');
    expect(report.checks.find((entry) => entry.id === 'install')!.status).toBe('pass');
    const refused = await submit(devA.client, theme.id);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'CHECKS_BLOCKING', error: expect.stringContaining('/pricing') });
    expect(await submissionRows(theme.id)).toHaveLength(0);

    // Fixed, it passes and is sent.
    expect((await saveHome(devA.client, theme.id, '/')).status).toBe(200);
    const passed = (await (await devA.client.post(`${base}/${theme.id}/check`, {})).json()) as ThemeCheckReport;
    expect(passed.blocking).toBe(false);
    const sent = await submit(devA.client, theme.id, 'First release: a home page');
    expect(sent.status, await sent.clone().text()).toBe(201);
    const first = (await sent.json()) as ThemeSubmission;
    expect(first).toMatchObject({ status: 'in_review', kind: 'new', version: '1.0.1' });
    expect((await myTheme(devA.client, theme.id)).state).toBe('in_review');
    expect((await mailsTo(t, devA.email)).map((mail) => mail.metadata.subject)).toContainEqual(
      expect.stringContaining('is in review'),
    );

    // In review: no edits, no second submission.
    expect((await saveHome(devA.client, theme.id, '/', 'Changed')).status).toBe(409);
    expect((await submit(devA.client, theme.id)).status).toBe(409);

    // The queue shows it; a request for changes needs an item and its reason.
    const queue = (await (await get(admin, '/api/admin/theme-submissions')).json()) as { items: ThemeSubmission[] };
    expect(queue.items.map((item) => item.id)).toContain(first.id);
    expect((await decide(first.id, { decision: 'request_changes', items: [] })).status).toBe(400);
    const asked = await decide(first.id, {
      decision: 'request_changes',
      items: [{ item: 'Home › intro', reason: 'Say what the studio does in the heading' }],
    });
    expect(asked.status, await asked.clone().text()).toBe(200);
    expect((await decide(first.id, { decision: 'approve' })).status).toBe(409);
    const back = await myTheme(devA.client, theme.id);
    expect(back.state).toBe('changes_requested');
    expect(back.latest!.notes).toEqual([{ item: 'Home › intro', reason: 'Say what the studio does in the heading' }]);
    const mails = await mailsTo(t, devA.email);
    expect(mails.some((mail) => /needs a few changes/.test(mail.metadata.subject))).toBe(true);

    // Resubmitted after the fix, approved: published, in the catalogue, with its changelog.
    expect((await saveHome(devA.client, theme.id, '/', 'We design calm offices')).status).toBe(200);
    const again = (await (await submit(devA.client, theme.id, 'Clearer heading')).json()) as ThemeSubmission;
    expect(again).toMatchObject({ kind: 'resubmission', version: '1.0.1' });
    const approved = await decide(again.id, { decision: 'approve', notes: 'Looks good' });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const [row] = await t.db.select().from(themes).where(eq(themes.id, theme.id));
    expect(row).toMatchObject({ published: true, version: '1.0.1' });
    expect((await t.app.request(`/api/themes/${row!.slug}`)).status).toBe(200);
    expect((await myTheme(devA.client, theme.id)).state).toBe('published');
    const changelog = (await (await t.app.request(`/api/themes/${row!.slug}/changelog`)).json()) as {
      items: ThemeChangelogEntry[];
    };
    expect(changelog.items).toEqual([expect.objectContaining({ version: '1.0.1', changelog: 'Clearer heading' })]);

    // Every transition is audited and mailed.
    const actions = (await auditOf(theme.id)).map((entry) => (entry.metadata as { action?: string }).action);
    expect(actions).toEqual(
      expect.arrayContaining(['submit for review', 'review: request_changes', 'review: approve']),
    );
    expect((await mailsTo(t, devA.email)).some((mail) => /is approved and on sale/.test(mail.metadata.subject))).toBe(
      true,
    );
  }, 120_000);

  it('keeps the published version on sale while an update is in review, then publishes the update', async () => {
    const theme = await newTheme(devA.client);
    const first = (await (await submit(devA.client, theme.id)).json()) as ThemeSubmission;
    expect((await decide(first.id, { decision: 'approve' })).status).toBe(200);

    // The update: a new page and a changed heading.
    expect((await devA.client.post(`${base}/${theme.id}/pages`, { name: 'about', title: 'About' })).status).toBe(201);
    const about = await devA.client.request(`${base}/${theme.id}/pages/about/components`, {
      method: 'PUT',
      json: { components: intro('/', 'About us') },
    });
    expect(about.status).toBe(200);
    await devA.client.request(`${base}/${theme.id}/pages/about`, { method: 'PATCH', json: { status: 'published' } });
    expect((await saveHome(devA.client, theme.id, '/about', 'New heading')).status).toBe(200);
    const update = (await (await submit(devA.client, theme.id, 'Adds an About page')).json()) as ThemeSubmission;
    expect(update).toMatchObject({ kind: 'update', version: '1.0.2' });

    // Still on sale as 1.0.1, with only its home page installed.
    const installed = () =>
      t.db
        .select({ path: sitePages.path })
        .from(sitePages)
        .where(and(eq(sitePages.themeId, theme.id), eq(sitePages.isTemplate, true), eq(sitePages.status, 'published')));
    const [onSale] = await t.db.select().from(themes).where(eq(themes.id, theme.id));
    expect(onSale).toMatchObject({ published: true, version: '1.0.1' });
    expect((await installed()).map((page) => page.path)).toEqual(['/']);

    // The reviewer sees what the update changes.
    const detail = (await (await get(admin, `/api/admin/theme-submissions/${update.id}`)).json()) as {
      diff: { pages: { added: string[] }; components: { added: string[]; changed: string[] } };
      publishedVersion: string;
    };
    expect(detail.publishedVersion).toBe('1.0.1');
    expect(detail.diff.pages.added).toEqual(['About (/about)']);
    expect(detail.diff.components.added).toEqual(['/about › intro']);
    expect(detail.diff.components.changed).toEqual(['/ › intro']);

    expect((await decide(update.id, { decision: 'approve' })).status).toBe(200);
    const [after] = await t.db.select().from(themes).where(eq(themes.id, theme.id));
    expect(after!.version).toBe('1.0.2');
    expect((await installed()).map((page) => page.path).sort()).toEqual(['/', '/about']);
    const changelog = (await (await t.app.request(`/api/themes/${theme.id}/changelog`)).json()) as {
      items: ThemeChangelogEntry[];
    };
    expect(changelog.items.map((item) => item.version)).toEqual(['1.0.2', '1.0.1']);
  }, 120_000);

  it('rejects an update for that version only: the published one stays on sale, and another update may follow', async () => {
    const theme = await newTheme(devA.client);
    const first = (await (await submit(devA.client, theme.id)).json()) as ThemeSubmission;
    expect((await decide(first.id, { decision: 'approve' })).status).toBe(200);
    expect((await saveHome(devA.client, theme.id, '/', 'A heading the reviewer refuses')).status).toBe(200);
    const update = (await (await submit(devA.client, theme.id, 'New heading')).json()) as ThemeSubmission;
    expect((await decide(update.id, { decision: 'reject', reason: 'Misleading claims' })).status).toBe(200);

    const mine = await myTheme(devA.client, theme.id);
    expect(mine.state).toBe('published');
    expect(mine.latest).toMatchObject({ status: 'rejected', reviewerMessage: 'Misleading claims' });
    const [onSale] = await t.db.select().from(themes).where(eq(themes.id, theme.id));
    expect(onSale).toMatchObject({ published: true, version: '1.0.1' });
    expect((await saveHome(devA.client, theme.id, '/', 'An honest heading')).status).toBe(200);
    const next = await submit(devA.client, theme.id, 'Honest heading');
    expect(next.status, await next.clone().text()).toBe(201);
    expect(await next.json()).toMatchObject({ kind: 'update' });
  }, 120_000);

  it('rejects for good: with the reason, no resubmission, no edits', async () => {
    const theme = await newTheme(devB.client);
    const sent = (await (await submit(devB.client, theme.id)).json()) as ThemeSubmission;
    expect((await decide(sent.id, { decision: 'reject' })).status).toBe(400);
    const rejected = await decide(sent.id, { decision: 'reject', reason: 'A copy of another listed theme' });
    expect(rejected.status).toBe(200);
    const mine = await myTheme(devB.client, theme.id);
    expect(mine.state).toBe('rejected');
    expect(mine.latest!.reviewerMessage).toBe('A copy of another listed theme');
    const again = await submit(devB.client, theme.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'THEME_REJECTED' });
    expect((await saveHome(devB.client, theme.id, '/', 'Edited')).status).toBe(409);
    const [row] = await t.db.select().from(themes).where(eq(themes.id, theme.id));
    expect(row!.published).toBe(false);
    expect((await mailsTo(t, devB.email)).some((mail) => /was not accepted/.test(mail.metadata.subject))).toBe(true);
  }, 120_000);
});

describe('demo seed', () => {
  it('puts the demo developer’s theme in the review queue once, with a passing check', async () => {
    await signedInClient(t, { role: 'developer', email: 'developer@themeport.dev' });
    const deps = { db: t.db, logger: createLogger(t.config), storage: createStorage(t.config) };
    expect(await seedThemeInReview(deps)).toBe(true);
    expect(await seedThemeInReview(deps)).toBe(false);
    const queue = (await (await get(admin, '/api/admin/theme-submissions')).json()) as { items: ThemeSubmission[] };
    const demo = queue.items.find((item) => item.themeSlug === 'meridian-studio')!;
    expect(demo).toMatchObject({ status: 'in_review', kind: 'new', version: '1.0.1' });
    expect(demo.developer.email).toBe('developer@themeport.dev');
    expect(demo.checks.blocking).toBe(false);
  }, 60_000);
});
