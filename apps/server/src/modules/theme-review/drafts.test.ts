// A developer deletes their own theme while it is a draft never published nor sent for review
// (issue 22): with its images, audited; another developer's theme is not found; anything with a
// history is refused with words the developer can act on, and nothing changes.
import { and, eq } from 'drizzle-orm';
import { THEME_CMS_TEXT, THEME_REVIEW_TEXT, type DeveloperThemeSummary } from '@themeport/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLogs, themes } from '../../db/schema.ts';
import { signedInDeveloper } from '../../test/sellers.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInClient, signedInOwner, type Client } from '../../test/auth.ts';
import { insertSiteRow } from '../../test/sites.ts';
import { uploadThemeImage } from '../../test/theme-images.ts';
import { DEVELOPER_THEMES as base, newTheme, submit } from '../../test/theme-review.ts';

let t: TestApp;
let admin: Client;
let owner: Client;
let stranger: Client;

beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
  admin = (await signedInClient(t, { role: 'admin' })).client;
  owner = (await signedInDeveloper(t)).client;
  stranger = (await signedInDeveloper(t)).client;
}, 120_000);
afterAll(() => t?.close());

const remove = (client: Client, themeId: string) => client.request(`${base}/${themeId}`, { method: 'DELETE' });
const themeRow = async (themeId: string) => (await t.db.select().from(themes).where(eq(themes.id, themeId)))[0];

async function listed(client: Client, themeId: string): Promise<DeveloperThemeSummary | undefined> {
  const { items } = (await (await client.request(base)).json()) as { items: DeveloperThemeSummary[] };
  return items.find((item) => item.id === themeId);
}

async function expectRefused(themeId: string, message: string) {
  const res = await remove(owner, themeId);
  expect(res.status).toBe(409);
  expect(await res.json()).toMatchObject({ error: message });
  expect(await themeRow(themeId)).toBeDefined();
  expect((await listed(owner, themeId))?.deletable).toBe(false);
}

it("deletes the developer's own draft with its images, audited; another developer's theme is not found", async () => {
  const upload = await uploadThemeImage(owner, 'cover.png', { path: '/api/developer/theme-images' });
  expect(upload.status, await upload.clone().text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const theme = await newTheme(owner, '/', { images: [url] });
  expect((await listed(owner, theme.id))?.deletable).toBe(true);

  expect((await remove(stranger, theme.id)).status).toBe(404);
  const client = (await signedInClient(t)).client;
  expect((await remove(client, theme.id)).status).toBe(403);
  expect(await themeRow(theme.id)).toBeDefined();
  expect((await t.app.request(url)).status).toBe(200);

  expect((await remove(owner, theme.id)).status).toBe(200);
  expect(await themeRow(theme.id)).toBeUndefined();
  expect((await t.app.request(url)).status).toBe(404);
  expect(await listed(owner, theme.id)).toBeUndefined();
  const entries = await t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resourceId, theme.id), eq(auditLogs.actionType, 'delete')));
  expect(entries).toMatchObject([{ resourceType: 'theme', status: 'success' }]);
  expect((await remove(owner, theme.id)).status).toBe(404);
}, 60_000);

it('refuses a theme sent for review, one ever published and one a site uses, changing nothing', async () => {
  const submitted = await newTheme(owner);
  expect((await submit(owner, submitted.id)).status).toBe(201);
  await expectRefused(submitted.id, THEME_REVIEW_TEXT.deleteSubmitted);

  // Published by the admin without a review, then taken down again: its history stays.
  const published = await newTheme(owner);
  expect((await admin.post(`/api/admin/themes/${published.id}/publish`)).status).toBe(200);
  await expectRefused(published.id, THEME_REVIEW_TEXT.deletePublished);
  expect((await admin.post(`/api/admin/themes/${published.id}/unpublish`)).status).toBe(200);
  await expectRefused(published.id, THEME_REVIEW_TEXT.deletePublished);

  // The admin's own refusals hold for a developer too.
  const used = await newTheme(owner);
  const { account } = await signedInOwner(t);
  await insertSiteRow(t.db, account.id, { themeId: used.id });
  const res = await remove(owner, used.id);
  expect(res.status).toBe(409);
  expect(await res.json()).toMatchObject({ error: THEME_CMS_TEXT.themeInUse(1) });
  expect(await themeRow(used.id)).toBeDefined();
}, 120_000);
