import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_TEXT, type MediaFile, type MediaListResponse, type MediaUploadResponse } from '@themeport/core';
import { blogPosts, componentInstances, mediaFiles, sites } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInMember, signedInOwner, type Client } from '../../test/auth.ts';
import {
  GIF_1X1,
  HTML_BYTES,
  JPEG_3X2,
  PDF_BYTES,
  SVG_BYTES,
  WEBP_3X2,
  icoBytes,
  pngOfSize,
} from '../../test/images.ts';
import { insertSite, type TestSite } from '../../test/sites.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let viewer: Client;
let editor: Client;
let outsider: Awaited<ReturnType<typeof signedInOwner>>;
let site: TestSite;
let base: string;

const cookieHeader = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** A multipart upload as the browser sends it: the declared name and type are the client's to choose. */
function upload(
  client: Client,
  bytes: Uint8Array,
  {
    name = 'photo.png',
    type = 'image/png',
    siteId,
    to = base,
  }: { name?: string; type?: string; siteId?: string; to?: string } = {},
) {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  if (siteId) form.set('siteId', siteId);
  return t.app.request(to, {
    method: 'POST',
    headers: { origin: t.config.publicUrl, cookie: cookieHeader(client), 'x-forwarded-for': client.ip },
    body: form,
  });
}

async function uploaded(res: Response): Promise<MediaFile> {
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as MediaUploadResponse).file;
}

async function error(res: Response) {
  return (await res.json()) as { error: string; code: string };
}

const keyOf = (file: MediaFile) => file.url.slice('/uploads/'.length);
const storedAt = (file: MediaFile) => path.join(t.config.uploadsDir, ...keyOf(file).split('/'));

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInOwner(t, { onboarded: true });
  viewer = (await signedInMember(t, owner.account.id, 'viewer')).client;
  editor = (await signedInMember(t, owner.account.id, 'editor')).client;
  outsider = await signedInOwner(t, { onboarded: true });
  site = await insertSite(t.db, { accountId: owner.account.id });
  base = `/api/accounts/${owner.account.id}/media`;
}, 180_000);
afterAll(() => t?.close());

describe('POST /api/accounts/{accountId}/media (spec 000 §5 image upload)', () => {
  it('stores a PNG of exactly 5,000,000 bytes under a fresh key and serves it under /uploads', async () => {
    const file = await uploaded(await upload(owner.client, pngOfSize(5_000_000), { name: 'Big Banner (1).PNG' }));
    expect(file).toMatchObject({
      fileName: 'Big Banner (1).PNG',
      contentType: 'image/png',
      bytes: 5_000_000,
      width: 3,
      height: 2,
    });
    expect(file.url).toMatch(new RegExp(`^/uploads/media/${owner.account.id}/[0-9a-f]{16}-big-banner-1\\.png$`));
    expect(existsSync(storedAt(file))).toBe(true);

    const served = await t.app.request(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect((await served.arrayBuffer()).byteLength).toBe(5_000_000);
  });

  it("refuses 5,000,001 bytes with 'Max file size is 5MB.' and stores nothing", async () => {
    const before = await t.db.select().from(mediaFiles);
    const res = await upload(owner.client, pngOfSize(5_000_001));
    expect(res.status).toBe(413);
    expect(await error(res)).toEqual({ error: 'Max file size is 5MB.', code: 'FILE_TOO_LARGE' });
    expect(await t.db.select().from(mediaFiles)).toHaveLength(before.length);
  });

  it('refuses a much larger body as it streams in, before reading it all', async () => {
    const boundary = 'x-boundary';
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024);
    const total = 50_000_000;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
        );
      },
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request(base, {
      method: 'POST',
      headers: {
        origin: t.config.publicUrl,
        cookie: cookieHeader(owner.client),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await error(res)).error).toBe(MEDIA_TEXT.tooLarge);
    expect(sent).toBeLessThan(6_000_000);
  });

  it("refuses a PDF renamed .png with 'Only images allowed.'", async () => {
    const res = await upload(owner.client, PDF_BYTES, { name: 'invoice.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(await error(res)).toEqual({ error: 'Only images allowed.', code: 'NOT_AN_IMAGE' });
  });

  it('refuses an HTML file declared image/png', async () => {
    const res = await upload(owner.client, HTML_BYTES, { name: 'pixel.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect((await error(res)).error).toBe('Only images allowed.');
  });

  it('refuses SVG, which can carry script, with its own reason', async () => {
    const res = await upload(owner.client, SVG_BYTES, { name: 'logo.svg', type: 'image/svg+xml' });
    expect(res.status).toBe(400);
    expect(await error(res)).toEqual({ error: MEDIA_TEXT.svgRefused, code: 'NOT_AN_IMAGE' });
  });

  it('reads JPEG, GIF, WebP and ICO from their bytes, whatever the browser declared', async () => {
    const cases = [
      { bytes: JPEG_3X2, contentType: 'image/jpeg', ext: 'jpg', width: 3, height: 2 },
      { bytes: GIF_1X1, contentType: 'image/gif', ext: 'gif', width: 1, height: 1 },
      { bytes: WEBP_3X2, contentType: 'image/webp', ext: 'webp', width: 3, height: 2 },
      { bytes: icoBytes(), contentType: 'image/x-icon', ext: 'ico', width: 3, height: 2 },
    ];
    for (const { bytes, contentType, ext, width, height } of cases) {
      const file = await uploaded(await upload(owner.client, bytes, { name: 'upload.txt', type: 'text/plain' }));
      expect(file).toMatchObject({ contentType, width, height, bytes: bytes.length });
      expect(file.url.endsWith(`-upload.${ext}`)).toBe(true);
      const served = await t.app.request(file.url);
      expect(served.headers.get('content-type')).toBe(contentType);
    }
  });

  it('answers 400, not 5xx, without a file, with text in its place or with a JSON body', async () => {
    const form = new FormData();
    form.set('file', 'not a file');
    const asText = await t.app.request(base, {
      method: 'POST',
      headers: { origin: t.config.publicUrl, cookie: cookieHeader(owner.client) },
      body: form,
    });
    expect(asText.status).toBe(400);
    expect((await error(asText)).error).toBe(MEDIA_TEXT.noFile);
    const empty = await upload(owner.client, new Uint8Array(0));
    expect(empty.status).toBe(400);
    const json = await owner.client.request(base, { method: 'POST', json: {} });
    expect(json.status).toBe(415);
    const broken = await t.app.request(base, {
      method: 'POST',
      headers: {
        origin: t.config.publicUrl,
        cookie: cookieHeader(owner.client),
        'content-type': 'multipart/form-data; boundary=zz',
      },
      body: '--zz\r\nbroken',
    });
    expect(broken.status).toBe(400);
  });

  it("records the account's site it came from, and ignores another account's", async () => {
    const mine = await uploaded(await upload(owner.client, pngOfSize(), { siteId: site.site.id }));
    const theirs = await insertSite(t.db, { accountId: outsider.account.id });
    const other = await uploaded(await upload(owner.client, pngOfSize(), { siteId: theirs.site.id }));
    const rows = await t.db.select().from(mediaFiles).where(eq(mediaFiles.accountId, owner.account.id));
    expect(rows.find((row) => row.id === mine.id)?.siteId).toBe(site.site.id);
    expect(rows.find((row) => row.id === other.id)?.siteId).toBeNull();
  });

  it('lets an editor upload; refuses a viewer and a member of another account', async () => {
    await uploaded(await upload(editor, pngOfSize()));
    const byViewer = await upload(viewer, pngOfSize());
    expect(byViewer.status).toBe(403);
    const byOutsider = await upload(outsider.client, pngOfSize());
    expect(byOutsider.status).toBe(403);
    const listed = await outsider.client.request(base);
    expect(listed.status).toBe(403);
  });
});

describe('GET /api/accounts/{accountId}/media', () => {
  it('lists newest first with where each image is used: a component, a post, settings, branding', async () => {
    const used = await uploaded(await upload(owner.client, pngOfSize(), { name: 'hero.png' }));
    const unused = await uploaded(await upload(owner.client, pngOfSize(), { name: 'spare.png' }));
    const absoluteUrl = `${t.config.publicUrl}${used.url}`;

    const [component] = await t.db
      .select()
      .from(componentInstances)
      .where(and(eq(componentInstances.siteId, site.site.id), eq(componentInstances.pagePath, '/')))
      .limit(1);
    await t.db
      .update(componentInstances)
      .set({ data: { ...component!.data, content: { ...component!.data.content, image: { value: used.url } } } })
      .where(eq(componentInstances.id, component!.id));
    const [post] = await t.db.select().from(blogPosts).where(eq(blogPosts.siteId, site.site.id)).limit(1);
    await t.db
      .update(blogPosts)
      .set({ content: { ...post!.content, image: absoluteUrl } })
      .where(eq(blogPosts.id, post!.id));
    await t.db
      .update(sites)
      .set({ settings: { favicon: used.url }, branding: { brand_assets: { images: [used.url] } } })
      .where(eq(sites.id, site.site.id));

    const res = await viewer.request(base);
    expect(res.status).toBe(200);
    const { files } = (await res.json()) as MediaListResponse;
    expect(files[0]!.id).toBe(unused.id);
    expect(files[1]!.id).toBe(used.id);
    expect(files[0]!.usage).toEqual([]);
    const where = { siteId: site.site.id, siteName: site.site.name };
    expect(files[1]!.usage).toEqual([
      { ...where, kind: 'component', label: `component ${component!.componentName} (/)` },
      { ...where, kind: 'post', label: `post ${post!.title}` },
      { ...where, kind: 'settings', label: 'site settings' },
      { ...where, kind: 'branding', label: 'branding' },
    ]);
    // Another account's list never shows them.
    const theirs = (await (
      await outsider.client.request(`/api/accounts/${outsider.account.id}/media`)
    ).json()) as MediaListResponse;
    expect(theirs.files.map((file) => file.id)).not.toContain(used.id);
  });
});

describe('DELETE /api/accounts/{accountId}/media/{mediaId}', () => {
  it('removes the row and the stored file', async () => {
    const file = await uploaded(await upload(owner.client, pngOfSize(), { name: 'old.png' }));
    expect(existsSync(storedAt(file))).toBe(true);
    const res = await editor.request(`${base}/${file.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(existsSync(storedAt(file))).toBe(false);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, file.id))).toEqual([]);
    expect((await t.app.request(file.url)).status).toBe(404);
    const again = await editor.request(`${base}/${file.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect((await error(again)).error).toBe('Image not found');
  });

  it('refuses an image in use with where it is used, and deletes it with force=true', async () => {
    const file = await uploaded(await upload(owner.client, pngOfSize(), { name: 'logo.png' }));
    await t.db
      .update(sites)
      .set({ branding: { logo: file.url } })
      .where(eq(sites.id, site.site.id));
    const refused = await owner.client.request(`${base}/${file.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await error(refused)).toEqual({
      error: `This image is used in branding on ${site.site.name}. Remove it there first, or delete it anyway.`,
      code: 'MEDIA_IN_USE',
    });
    expect(existsSync(storedAt(file))).toBe(true);

    const forced = await owner.client.request(`${base}/${file.id}?force=true`, { method: 'DELETE' });
    expect(forced.status).toBe(200);
    expect(((await forced.json()) as MediaFile).usage).toHaveLength(1);
    expect(existsSync(storedAt(file))).toBe(false);
  });

  it("refuses a viewer, and never finds another account's image", async () => {
    const file = await uploaded(await upload(owner.client, pngOfSize()));
    expect((await viewer.request(`${base}/${file.id}`, { method: 'DELETE' })).status).toBe(403);
    // The outsider names their own account in the path: the image is not theirs, so it is not found.
    const res = await outsider.client.request(`/api/accounts/${outsider.account.id}/media/${file.id}`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(404);
    expect(existsSync(storedAt(file))).toBe(true);
    expect((await owner.client.request(`${base}/not-a-uuid`, { method: 'DELETE' })).status).toBe(404);
  });
});
