import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  THEME_UPDATE_TEXT,
  type SiteSlot,
  type SlotsResponse,
  type TemplateConfig,
  type ThemeUpdateResponse,
} from '@themeport/core';
import { appLogs, componentInstances, sitePages, themes, type Theme } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInMember, signedInOwner, type Client } from '../../test/auth.ts';
import { addToLibrary, createDeployableTheme, publishThemeChange, setPlan } from '../../test/slots.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let viewer: Client;
let theme: Theme;
let slot: SiteSlot;
let site: string;

/** The theme gains a component on /about ('Awards') and a page /team, and is published as 1.0.1. */
function addAwardsAndTeam(config: TemplateConfig): TemplateConfig {
  const about = config.pages.find((page) => page.path === '/about')!;
  const story = about.components.story!;
  about.components.awards = {
    ...story,
    meta: { ...story.meta, id: `${story.meta.id}-awards`, slug: 'awards' },
    content: { heading: { value: 'Awards we won', elementType: 'h2' } },
    settings: { ...story.settings, sort_order: 9 },
  };
  const header = about.components['page-header']!;
  config.pages.push({
    name: 'Team',
    path: '/team',
    title: 'Team',
    status: 'published',
    is_dynamic: false,
    components: {
      'page-header': {
        ...header,
        meta: { ...header.meta, id: `${header.meta.id}-team` },
        content: { title: { value: 'Our whole team', elementType: 'h1' } },
        settings: { ...header.settings, location: 'team' },
      },
    },
  });
  return config;
}

const liveComponents = () =>
  t.db
    .select()
    .from(componentInstances)
    .where(and(eq(componentInstances.siteId, slot.id), isNull(componentInstances.deletedAt)));

async function slotOf(client: Client, accountId = owner.account.id): Promise<SiteSlot> {
  const res = await client.request(`/api/accounts/${accountId}/slots`);
  expect(res.status).toBe(200);
  return ((await res.json()) as SlotsResponse).slots.find((s) => s.id === slot.id)!;
}

const update = (client: Client = owner.client) => client.post(`${site}/theme-update`);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInOwner(t, { onboarded: true });
  viewer = (await signedInMember(t, owner.account.id, 'viewer')).client;
  await setPlan(t.db, owner.account.id, 'pro');
  theme = await createDeployableTheme(t.db);
  await addToLibrary(t.db, owner.account.id, theme.id);
  const res = await owner.client.post(`/api/accounts/${owner.account.id}/slots`, { themeId: theme.id, name: 'Site' });
  expect(res.status).toBe(201);
  slot = (await res.json()) as SiteSlot;
  site = `/api/accounts/${owner.account.id}/slots/${slot.id}`;
}, 300_000);
afterAll(() => t?.close());

describe('theme updates', () => {
  it('records the deployed version, with no update available and a 409 for an update', async () => {
    expect(slot).toMatchObject({ themeVersion: '1.0.0', latestThemeVersion: '1.0.0', updateAvailable: false });
    const res = await update();
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'THEME_UP_TO_DATE', error: THEME_UPDATE_TEXT.upToDate('1.0.0') });
  });

  it("adds what the theme gained, keeps the client's edits, and does not bring back what they deleted", async () => {
    const before = await liveComponents();
    const story = before.find((c) => c.pagePath === '/about' && c.slug.startsWith('story-'))!;
    const edited = await owner.client.request(`${site}/components/${story.id}`, {
      method: 'PATCH',
      json: { data: { content: { heading: { value: 'Our own story, edited' } } } },
    });
    expect(edited.status).toBe(200);
    const editedData = (await liveComponents()).find((c) => c.id === story.id)!.data;
    expect(JSON.stringify(editedData)).toContain('Our own story, edited');
    const testimonials = before.find((c) => c.pagePath === '/' && c.slug.startsWith('testimonials-'))!;
    expect((await owner.client.request(`${site}/components/${testimonials.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );

    const version = await publishThemeChange(t.db, theme.id, addAwardsAndTeam);
    expect(version).toBe('1.0.1');
    expect(await slotOf(owner.client)).toMatchObject({
      themeVersion: '1.0.0',
      latestThemeVersion: '1.0.1',
      updateAvailable: true,
    });
    // Viewers see it, but may not run it.
    expect((await slotOf(viewer)).updateAvailable).toBe(true);
    expect((await update(viewer)).status).toBe(403);

    const res = await update();
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as ThemeUpdateResponse;
    expect(answer).toMatchObject({
      fromVersion: '1.0.0',
      pagesAdded: 1,
      componentsAdded: 2,
      slot: { id: slot.id, themeVersion: '1.0.1', latestThemeVersion: '1.0.1', updateAvailable: false },
    });
    expect(answer.slot.pageCount).toBe(slot.pageCount + 1);

    const after = await liveComponents();
    expect(after).toHaveLength(before.length - 1 + 2);
    // Existing rows are untouched: the edited story keeps the client's words, the deleted one stays away.
    expect(after.find((c) => c.id === story.id)!.data).toEqual(editedData);
    expect(after.some((c) => c.templateId === testimonials.templateId)).toBe(false);
    for (const old of before.filter((c) => c.id !== testimonials.id && c.id !== story.id))
      expect(after.find((c) => c.id === old.id)).toEqual(old);

    const pages = await t.db
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.siteId, slot.id), isNull(sitePages.deletedAt)));
    const about = pages.find((p) => p.path === '/about')!;
    const team = pages.find((p) => p.path === '/team')!;
    expect(team.templatePageId).not.toBeNull();
    const awards = after.find((c) => c.slug.startsWith('awards-'))!;
    expect(awards).toMatchObject({ pagePath: '/about', pageId: about.id, sortOrder: 9 });
    expect(after.find((c) => c.pagePath === '/team')).toMatchObject({ pageId: team.id });

    const live = await t.app.request(`${slot.localUrl}about`);
    const html = await live.text();
    expect(html).toContain('Awards we won');
    expect(html).toContain('Our own story, edited');
    expect((await t.app.request(`${slot.localUrl}team`)).status).toBe(200);

    const [log] = await t.db
      .select()
      .from(appLogs)
      .where(and(eq(appLogs.siteId, slot.id), eq(appLogs.category, 'update')));
    expect(log!.message).toBe(`Updated ${theme.name} on Slot 1 from v1.0.0 to v1.0.1: 1 page and 2 components added`);

    const again = await update();
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: THEME_UPDATE_TEXT.upToDate('1.0.1') });
  });

  it('does not bring back a page the client deleted, nor add its new components', async () => {
    const team = (
      await t.db
        .select()
        .from(sitePages)
        .where(and(eq(sitePages.siteId, slot.id), eq(sitePages.path, '/team')))
    )[0]!;
    await t.db.update(sitePages).set({ deletedAt: new Date() }).where(eq(sitePages.id, team.id));
    await publishThemeChange(t.db, theme.id, (config) => {
      const page = config.pages.find((p) => p.path === '/team')!;
      const header = page.components['page-header']!;
      page.components.extra = { ...header, meta: { ...header.meta, id: 'team-extra', slug: 'extra' } };
      return config;
    });
    const res = await update();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ pagesAdded: 0, componentsAdded: 0, slot: { themeVersion: '1.0.2' } });
  });

  it("refuses another account's slot as not found, and an unknown one", async () => {
    const other = await signedInOwner(t);
    const res = await other.client.post(`/api/accounts/${owner.account.id}/slots/${slot.id}/theme-update`);
    expect(res.status).toBe(403);
    const own = await other.client.post(`/api/accounts/${other.account.id}/slots/${slot.id}/theme-update`);
    expect(own.status).toBe(404);
    expect((await update(owner.client)).status).toBe(409);
  });

  it("takes the new theme's version on a theme swap", async () => {
    const other = await createDeployableTheme(t.db);
    await t.db.update(themes).set({ version: '2.4.0' }).where(eq(themes.id, other.id));
    await addToLibrary(t.db, owner.account.id, other.id);
    const res = await owner.client.request(site, { method: 'PATCH', json: { themeId: other.id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      themeVersion: '2.4.0',
      latestThemeVersion: '2.4.0',
      updateAvailable: false,
    });
  });

  it('refuses a removed site with 409', async () => {
    expect((await owner.client.request(site, { method: 'DELETE' })).status).toBe(200);
    const res = await update();
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'SLOT_INACTIVE', error: THEME_UPDATE_TEXT.inactive });
  });
});
