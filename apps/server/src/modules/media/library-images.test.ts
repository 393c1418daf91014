import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_ADDRESS_TEXT,
  siteUrl,
  type BlogPost,
  type ComponentInstance,
  type MediaFile,
  type MediaUploadResponse,
  type SiteBranding,
  type SiteSettingsResponse,
} from '@themeport/core';
import { componentInstances, sites } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInOwner, type Client } from '../../test/auth.ts';
import { pngOfSize } from '../../test/images.ts';
import { insertSite, type TestSite } from '../../test/sites.ts';

// Issue 20: every image field (favicon, brand images, component and post images) takes the
// account's own Library images, and only those, or https addresses; the live site shows them.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let outsider: Awaited<ReturnType<typeof signedInOwner>>;
let site: TestSite;
let slot: string;
let own: MediaFile;
let theirs: MediaFile;
/** Shaped like a Library image of the owner's account, but no such file was ever uploaded. */
let unknown: string;

type ErrorBody = { error: string; code: string; fields?: Record<string, string> };

const cookieHeader = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function upload(client: Client, accountId: string, name: string): Promise<MediaFile> {
  const form = new FormData();
  form.set('file', new File([pngOfSize(600)], name, { type: 'image/png' }));
  const res = await t.app.request(`/api/accounts/${accountId}/media`, {
    method: 'POST',
    headers: { origin: t.config.publicUrl, cookie: cookieHeader(client), 'x-forwarded-for': client.ip },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as MediaUploadResponse).file;
}

const patchSettings = (json: unknown) => owner.client.request(`${slot}/settings`, { method: 'PATCH', json });
const putBranding = (json: unknown) => owner.client.request(`${slot}/branding`, { method: 'PUT', json });
const logo = (url: string) => ({ brand_assets: { images: [{ url, alt: 'Rye & Co', role: 'logo' }] } });
const livePage = async () => (await t.app.request(siteUrl(t.config.sites.origin, site.site.id))).text();

async function refused(res: Response, field: string) {
  expect(res.status, field).toBe(400);
  const body = (await res.json()) as ErrorBody;
  expect(body).toMatchObject({ code: 'IMAGE_NOT_IN_LIBRARY', error: IMAGE_ADDRESS_TEXT.notInLibrary });
  expect(body.fields).toEqual({ [field]: IMAGE_ADDRESS_TEXT.notInLibrary });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInOwner(t, { onboarded: true });
  outsider = await signedInOwner(t, { onboarded: true });
  site = await insertSite(t.db, { accountId: owner.account.id });
  slot = `/api/accounts/${owner.account.id}/slots/${site.site.id}`;
  own = await upload(owner.client, owner.account.id, 'Rye Logo.png');
  theirs = await upload(outsider.client, outsider.account.id, 'Their Logo.png');
  unknown = `/uploads/media/${owner.account.id}/${randomBytes(8).toString('hex')}-never-uploaded.png`;
}, 300_000);
afterAll(() => t?.close());

describe('favicon (Settings tab)', () => {
  it("takes the account's Library image; the live site's icon link loads it from the portal", async () => {
    expect(own.url).toMatch(new RegExp(`^/uploads/media/${owner.account.id}/[0-9a-f]{16}-rye-logo\\.png$`));
    const res = await patchSettings({ faviconUrl: own.url });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as SiteSettingsResponse).faviconUrl).toBe(own.url);
    expect(((await (await owner.client.request(`${slot}/settings`)).json()) as SiteSettingsResponse).faviconUrl).toBe(
      own.url,
    );

    // A site has its own origin: the upload is written out in full on the portal's.
    const full = `${t.config.publicUrl}${own.url}`;
    expect(await livePage()).toContain(`<link rel="icon" href="${full}">`);
    const image = await t.app.request(full);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it("refuses another account's image and a file that is not in the Library, and keeps the favicon", async () => {
    await refused(await patchSettings({ faviconUrl: theirs.url }), 'faviconUrl');
    await refused(await patchSettings({ faviconUrl: unknown }), 'faviconUrl');
    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.site.id));
    expect((row!.settings as { faviconUrl: string }).faviconUrl).toBe(own.url);
  });

  it('still takes an https address, and refuses another upload with the shape rule', async () => {
    const res = await patchSettings({ faviconUrl: 'https://cdn.example.com/rye.png' });
    expect(res.status).toBe(200);
    const other = await patchSettings({ faviconUrl: '/uploads/themes/aurora-1.png' });
    expect(other.status).toBe(400);
    expect(((await other.json()) as ErrorBody).fields?.faviconUrl).toBe(IMAGE_ADDRESS_TEXT.invalid);
  });
});

describe('brand images (Branding tab)', () => {
  it("takes the account's Library image as the logo; the live header loads it from the portal", async () => {
    const res = await putBranding(logo(own.url));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as SiteBranding).brand_assets.images[0]?.url).toBe(own.url);
    expect(await livePage()).toContain(
      `<img class="logo-img" src="${t.config.publicUrl}${own.url}" alt="Rye &amp; Co" height="32">`,
    );
  });

  it("refuses another account's image and an unknown file by the image's place, and keeps the branding", async () => {
    await refused(await putBranding(logo(theirs.url)), 'brand_assets.images.0.url');
    const second = {
      brand_assets: {
        images: [
          { url: own.url, role: 'icon' },
          { url: unknown, role: 'logo' },
        ],
      },
    };
    await refused(await putBranding(second), 'brand_assets.images.1.url');
    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.site.id));
    expect((row!.branding as SiteBranding).brand_assets.images.map((image) => image.url)).toEqual([own.url]);
  });

  it('still takes an https address', async () => {
    expect((await putBranding(logo('https://cdn.example.com/logo.png'))).status).toBe(200);
  });
});

describe('component image fields', () => {
  let hero: ComponentInstance;
  const setImage = (value: string) =>
    owner.client.request(`${slot}/components/${hero.id}`, {
      method: 'PATCH',
      json: { data: { content: { image: { value, elementType: 'img' } } } },
    });

  beforeAll(async () => {
    const [row] = await t.db
      .select()
      .from(componentInstances)
      .where(and(eq(componentInstances.siteId, site.site.id), eq(componentInstances.slug, 'hero')));
    hero = { id: row!.id } as ComponentInstance;
  });

  it("takes the account's Library image, an https address and a path on the site", async () => {
    for (const value of [own.url, 'https://cdn.example.com/hero.jpg', '/images/hero.jpg']) {
      const res = await setImage(value);
      expect(res.status, value).toBe(200);
      const saved = (await res.json()) as ComponentInstance;
      expect((saved.data.content as Record<string, { value: string }>).image?.value).toBe(value);
    }
  });

  it("refuses another account's image and an unknown file, in a list item too", async () => {
    await refused(await setImage(theirs.url), 'data.content.image');
    await refused(await setImage(unknown), 'data.content.image');
    const items = await owner.client.request(`${slot}/components/${hero.id}`, {
      method: 'PATCH',
      json: { data: { content: { items: [{ uid: 'item-1', photo: { value: theirs.url, matchType: 'src' } }] } } },
    });
    await refused(items, 'data.content.items.0.photo');
    const created = await owner.client.request(`${slot}/components`, {
      method: 'POST',
      json: {
        componentType: 'banner',
        componentName: 'Banner',
        slug: 'banner',
        pagePath: '/',
        location: 'ELID:home/banner',
        data: {
          meta: { id: 'banner', slug: 'banner', component: 'banner', file: '', stage: 'published', schemaVersion: 2 },
          content: { image: { value: theirs.url, elementType: 'img' } },
          settings: { location: 'home', sort_order: 3 },
        },
      },
    });
    await refused(created, 'data.content.image');
  });

  it('refuses a script address or another upload with the image rule', async () => {
    for (const value of ['javascript:alert(1)', '/uploads/themes/aurora-1.png']) {
      const res = await setImage(value);
      expect(res.status, value).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.fields?.['data.content.image'], value).toBe(IMAGE_ADDRESS_TEXT.invalidOrSitePath);
    }
  });
});

describe('post images', () => {
  const newPost = (image: string) =>
    owner.client.request(`${slot}/posts`, { method: 'POST', json: { title: `Post ${image.slice(-12)}`, image } });

  it("takes the account's Library image and an https address; refuses another account's and an unknown file", async () => {
    const res = await newPost(own.url);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as BlogPost).content.image).toBe(own.url);
    expect((await newPost('https://cdn.example.com/cover.jpg')).status).toBe(201);
    await refused(await newPost(theirs.url), 'image');
    await refused(await newPost(unknown), 'image');
  });
});
