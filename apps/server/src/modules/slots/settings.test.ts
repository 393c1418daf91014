import { eq } from 'drizzle-orm';
import {
  SITE_SETTINGS_TEXT,
  siteUrl,
  type SiteBranding,
  type SiteSettingsResponse,
  type SlotsResponse,
} from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLogs, sites } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInMember, signedInOwner, type Client } from '../../test/auth.ts';
import { insertSite, siteRow, type TestSite } from '../../test/sites.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let viewer: Client;
let outsider: Awaited<ReturnType<typeof signedInOwner>>;
let site: TestSite;
let base: string;

type ErrorBody = { error: string; code: string; fields?: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInOwner(t, { onboarded: true });
  viewer = (await signedInMember(t, owner.account.id, 'viewer')).client;
  outsider = await signedInOwner(t, { onboarded: true });
  site = await insertSite(t.db, { accountId: owner.account.id });
  base = `/api/accounts/${owner.account.id}/slots/${site.site.id}`;
}, 300_000);
afterAll(() => t?.close());

const patch = (client: Client, json: unknown) => client.request(`${base}/settings`, { method: 'PATCH', json });
const put = (client: Client, json: unknown) => client.request(`${base}/branding`, { method: 'PUT', json });
const livePage = async (path = '') =>
  (await t.app.request(`${siteUrl(t.config.sites.origin, site.site.id)}${path}`)).text();

describe('site settings', () => {
  it("answers the site's name and description with empty settings before any are set", async () => {
    const res = await owner.client.request(`${base}/settings`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      name: 'My Bakery',
      description: 'Fresh bread every morning.',
      seoTitle: '',
      seoDescription: '',
      faviconUrl: '',
      footerText: '',
    });
  });

  it('renames the site and sets its SEO defaults, favicon and footer text; the live site shows them at once', async () => {
    await livePage(); // cached before the write: the write must invalidate it
    const res = await patch(owner.client, {
      name: '  Rye & Co  ',
      seoTitle: 'Rye & Co Bakery',
      seoDescription: 'Sourdough in Leith',
      faviconUrl: 'https://cdn.example.com/rye.png',
      footerText: 'Open daily from seven.',
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as SiteSettingsResponse;
    expect(saved).toMatchObject({
      name: 'Rye & Co',
      seoTitle: 'Rye & Co Bakery',
      footerText: 'Open daily from seven.',
    });
    expect((await siteRow(t.db, owner.account.id, site.site.id)).name).toBe('Rye & Co');

    const html = await livePage('/about');
    expect(html).toMatch(/<span data-field="logoText">Rye &amp; Co<\/span>/);
    expect(html).toContain('<title>About us – Rye &amp; Co Bakery</title>');
    expect(html).toContain('<link rel="icon" href="https://cdn.example.com/rye.png">');
    expect(html).toContain('<p class="footer-text">Open daily from seven.</p>');
    expect(html).toContain(`© ${new Date().getUTCFullYear()} Rye &amp; Co`);
    expect(html).toContain('<meta property="og:site_name" content="Rye &amp; Co">');

    // The slot list (the content manager's header and switcher) has the new name too.
    const slots = (await (
      await owner.client.request(`/api/accounts/${owner.account.id}/slots`)
    ).json()) as SlotsResponse;
    expect(slots.slots.find((slot) => slot.id === site.site.id)?.name).toBe('Rye & Co');
    const [log] = await t.db.select().from(appLogs).where(eq(appLogs.siteId, site.site.id));
    expect(log?.message).toBe('Renamed Slot 1 to Rye & Co');
  });

  it('refuses bad input with the field texts and changes nothing', async () => {
    const before = await siteRow(t.db, owner.account.id, site.site.id);
    const cases: [unknown, string, string][] = [
      [{ name: '   ' }, 'name', SITE_SETTINGS_TEXT.nameRequired],
      [{ name: 'x'.repeat(81) }, 'name', SITE_SETTINGS_TEXT.nameTooLong],
      [{ seoTitle: 'x'.repeat(71) }, 'seoTitle', SITE_SETTINGS_TEXT.seoTitleTooLong],
      [{ seoDescription: 'x'.repeat(161) }, 'seoDescription', SITE_SETTINGS_TEXT.seoDescriptionTooLong],
      [{ faviconUrl: 'javascript:alert(1)' }, 'faviconUrl', SITE_SETTINGS_TEXT.imageUrlInvalid],
      [{ footerText: 'x'.repeat(301) }, 'footerText', SITE_SETTINGS_TEXT.footerTextTooLong],
      [{}, '_', SITE_SETTINGS_TEXT.nothingToChange],
    ];
    for (const [json, field, message] of cases) {
      const res = await patch(owner.client, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as ErrorBody).fields?.[field]).toBe(message);
    }
    const after = await siteRow(t.db, owner.account.id, site.site.id);
    expect([after.name, after.settings, after.updatedAt]).toEqual([before.name, before.settings, before.updatedAt]);
  });
});

describe('site branding', () => {
  const branding = {
    brand_assets: { images: [{ url: 'https://cdn.example.com/logo.svg', alt: 'Rye & Co', role: 'logo' }] },
    colors: { primary: '#0F766E', background: '#111111', text: '#222222' },
    fonts: { heading: 'slab', body: 'humanist' },
    content_defaults: { contactEmail: 'hello@rye.example', social: { instagram: 'https://instagram.com/rye' } },
  };

  it('replaces the branding profile; the live stylesheet, logo and footer use it at once', async () => {
    await livePage();
    const res = await put(owner.client, branding);
    expect(res.status).toBe(200);
    const saved = (await res.json()) as SiteBranding;
    expect(saved.colors.primary).toBe('#0f766e');
    expect(await (await owner.client.request(`${base}/branding`)).json()).toEqual(saved);

    const html = await livePage();
    expect(html).toContain('--primary:#0f766e');
    expect(html).toContain('--bg:#111111');
    // #222222 does not read on #111111: the text colour becomes white.
    expect(html).toContain('--text:#ffffff');
    expect(html).toContain("--font-heading:'Rockwell', 'Rockwell Nova'");
    expect(html).toContain('<img class="logo-img" src="https://cdn.example.com/logo.svg" alt="Rye &amp; Co"');
    expect(html).toContain('<a href="https://instagram.com/rye" rel="me noopener">Instagram</a>');
  });

  it('refuses bad colours, fonts, images and links with their texts and keeps what was saved', async () => {
    const before = (await siteRow(t.db, owner.account.id, site.site.id)).branding;
    const cases: [unknown, string, string][] = [
      [{ colors: { primary: 'red' } }, 'colors.primary', SITE_SETTINGS_TEXT.colorInvalid],
      [{ colors: { text: '#12345' } }, 'colors.text', SITE_SETTINGS_TEXT.colorInvalid],
      [{ fonts: { body: 'Comic Sans' } }, 'fonts.body', SITE_SETTINGS_TEXT.fontInvalid],
      [
        { brand_assets: { images: [{ url: 'data:image/png;base64,AAAA', role: 'logo' }] } },
        'brand_assets.images.0.url',
        SITE_SETTINGS_TEXT.imageUrlInvalid,
      ],
      [
        {
          brand_assets: {
            images: Array.from({ length: 13 }, () => ({ url: 'https://a.example/x.png', role: 'other' })),
          },
        },
        'brand_assets.images',
        SITE_SETTINGS_TEXT.tooManyImages,
      ],
      [
        { content_defaults: { contactEmail: 'not-mail' } },
        'content_defaults.contactEmail',
        SITE_SETTINGS_TEXT.emailInvalid,
      ],
      [
        { content_defaults: { social: { x: 'javascript:alert(1)' } } },
        'content_defaults.social.x',
        SITE_SETTINGS_TEXT.socialInvalid,
      ],
    ];
    for (const [json, field, message] of cases) {
      const res = await put(owner.client, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as ErrorBody).fields?.[field], field).toBe(message);
    }
    expect((await siteRow(t.db, owner.account.id, site.site.id)).branding).toEqual(before);
  });
});

describe('who may change settings and branding', () => {
  it('lets a viewer read but not write (403), and nothing changes', async () => {
    const before = await siteRow(t.db, owner.account.id, site.site.id);
    expect((await viewer.request(`${base}/settings`)).status).toBe(200);
    expect((await viewer.request(`${base}/branding`)).status).toBe(200);
    expect((await patch(viewer, { name: 'Viewer was here' })).status).toBe(403);
    expect((await put(viewer, { colors: { primary: '#000000' } })).status).toBe(403);
    const after = await siteRow(t.db, owner.account.id, site.site.id);
    expect([after.name, after.branding]).toEqual([before.name, before.branding]);
  });

  it("refuses another account's member, who finds nothing of the site through their own account either", async () => {
    expect((await outsider.client.request(`${base}/settings`)).status).toBe(403);
    expect((await patch(outsider.client, { name: 'Taken' })).status).toBe(403);
    const own = `/api/accounts/${outsider.account.id}/slots/${site.site.id}`;
    expect((await outsider.client.request(`${own}/settings`)).status).toBe(404);
    const viaOwn = await outsider.client.request(`${own}/settings`, { method: 'PATCH', json: { name: 'Taken' } });
    expect(viaOwn.status).toBe(404);
    const brandingViaOwn = await outsider.client.request(`${own}/branding`, { method: 'PUT', json: {} });
    expect(brandingViaOwn.status).toBe(404);
    expect((await siteRow(t.db, owner.account.id, site.site.id)).name).not.toBe('Taken');
  });

  it('refuses writes to a removed site (409) and leaves it as it was', async () => {
    const removed = await insertSite(t.db, { accountId: owner.account.id, slotNumber: 2, status: 'inactive' });
    const path = `/api/accounts/${owner.account.id}/slots/${removed.site.id}`;
    const res = await owner.client.request(`${path}/settings`, { method: 'PATCH', json: { name: 'Back' } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).code).toBe('SLOT_INACTIVE');
    const [row] = await t.db.select().from(sites).where(eq(sites.id, removed.site.id));
    expect(row?.name).toBe('My Bakery');
  });
});
