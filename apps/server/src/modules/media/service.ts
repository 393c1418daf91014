import { randomBytes } from 'node:crypto';
import {
  MEDIA_MAX_BYTES,
  IMAGE_ADDRESS_TEXT,
  MEDIA_TEXT,
  describeMediaUsage,
  libraryImageKey,
  type MediaFile,
  type MediaImageType,
  type MediaUsage,
} from '@themeport/core';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import type { MediaFileRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { detectImage } from './detect.ts';
import {
  deleteMediaFileRow,
  insertMediaFile,
  isAccountSite,
  selectMediaFile,
  selectMediaFiles,
  selectOwnMediaKeys,
  selectUsage,
  type UsageHit,
} from './queries.ts';

export interface MediaDeps {
  db: Database;
  storage: StorageAdapter;
  logger: Logger;
}

export interface UploadInput {
  accountId: string;
  userId: string;
  siteId?: string | undefined;
  /** The name the browser sent: only shown back (and slugged into the key), never trusted for the type. */
  fileName: string;
  bytes: Uint8Array;
}

const NAME_MAX = 200;
const KEY_NAME_MAX = 40;
const KEY_ATTEMPTS = 3;

export const tooLarge = () => new AppError('FILE_TOO_LARGE', 413, MEDIA_TEXT.tooLarge);

/** The name as people read it: no path, no control characters, at most 200 characters. */
export function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'image').slice(0, NAME_MAX);
}

/** 'Summer Sale (2).PNG' → 'summer-sale-2': the readable part of a storage key. */
export function keyName(fileName: string): string {
  const withoutExtension = fileName.replace(/\.[^.]*$/, '');
  const slug = withoutExtension
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, KEY_NAME_MAX)
    .replace(/-+$/, '');
  return slug || 'image';
}

function usageOf(hit: UsageHit): MediaUsage {
  const base = { siteId: hit.siteId, siteName: hit.siteName, kind: hit.kind };
  switch (hit.kind) {
    case 'component':
      return { ...base, label: `component ${hit.name} (${hit.pagePath === 'global' ? 'every page' : hit.pagePath})` };
    case 'post':
      return { ...base, label: `post ${hit.title}` };
    case 'settings':
      return { ...base, label: 'site settings' };
    case 'branding':
      return { ...base, label: 'branding' };
  }
}

export function toMediaFile(row: MediaFileRow, storage: StorageAdapter, usage?: MediaUsage[]): MediaFile {
  return {
    id: row.id,
    url: storage.publicUrl(row.storageKey),
    fileName: row.fileName,
    contentType: row.contentType as MediaImageType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    ...(usage ? { usage } : {}),
  };
}

/** A key no stored file has: `media/{accountId}/{16 hex}-{name}.{ext}` (uploads never overwrite). */
async function freshKey(storage: StorageAdapter, accountId: string, fileName: string, extension: string) {
  for (let attempt = 0; attempt < KEY_ATTEMPTS; attempt += 1) {
    const key = `media/${accountId}/${randomBytes(8).toString('hex')}-${keyName(fileName)}.${extension}`;
    if (!(await storage.exists(key))) return key;
  }
  throw new Error('no free storage key after several attempts');
}

/**
 * spec 000 §5 image upload: at most MEDIA_MAX_BYTES ('Max file size is 5MB.'), an image by its
 * bytes ('Only images allowed.'; SVG refused, see docs/api/media.md), stored under a fresh key.
 */
export async function uploadMedia(deps: MediaDeps, input: UploadInput): Promise<MediaFile> {
  if (input.bytes.length > MEDIA_MAX_BYTES) throw tooLarge();
  if (input.bytes.length === 0) throw new AppError('NOT_AN_IMAGE', 400, MEDIA_TEXT.onlyImages);
  const detected = detectImage(input.bytes);
  if (detected.kind === 'svg') throw new AppError('NOT_AN_IMAGE', 400, MEDIA_TEXT.svgRefused);
  if (detected.kind !== 'image') throw new AppError('NOT_AN_IMAGE', 400, MEDIA_TEXT.onlyImages);
  const { image } = detected;

  // An unknown or another account's site is simply not recorded: the image belongs to the account.
  const siteId = input.siteId && (await isAccountSite(deps.db, input.accountId, input.siteId)) ? input.siteId : null;
  const fileName = displayName(input.fileName);
  const key = await freshKey(deps.storage, input.accountId, fileName, image.extension);
  await deps.storage.put(key, input.bytes, image.contentType);
  try {
    const row = await insertMediaFile(deps.db, {
      accountId: input.accountId,
      siteId,
      uploadedBy: input.userId,
      storageKey: key,
      fileName,
      contentType: image.contentType,
      bytes: input.bytes.length,
      width: image.width,
      height: image.height,
    });
    return toMediaFile(row, deps.storage);
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** The account's images, newest first, each with where its sites use it. */
export async function listMedia(deps: MediaDeps, accountId: string): Promise<MediaFile[]> {
  const [rows, hits] = await Promise.all([selectMediaFiles(deps.db, accountId), selectUsage(deps.db, accountId)]);
  const byMedia = new Map<string, MediaUsage[]>();
  for (const hit of hits) byMedia.set(hit.mediaId, [...(byMedia.get(hit.mediaId) ?? []), usageOf(hit)]);
  return rows.map((row) => toMediaFile(row, deps.storage, byMedia.get(row.id) ?? []));
}

const notFound = () => new AppError('MEDIA_NOT_FOUND', 404, MEDIA_TEXT.notFound);

/**
 * Removes the image's row and its stored file. An image a site still uses is refused with where
 * (409 MEDIA_IN_USE) unless `force`: the portal asks first, naming the usage, then forces.
 */
export async function deleteMedia(
  deps: MediaDeps,
  { accountId, mediaId, force }: { accountId: string; mediaId: string; force: boolean },
): Promise<MediaFile> {
  const row = await selectMediaFile(deps.db, accountId, mediaId);
  if (!row) throw notFound();
  const usage = (await selectUsage(deps.db, accountId, [row.id])).map(usageOf);
  if (usage.length > 0 && !force) {
    throw new AppError('MEDIA_IN_USE', 409, MEDIA_TEXT.inUse(usage.map(describeMediaUsage).join(', ')));
  }
  const deleted = await deleteMediaFileRow(deps.db, accountId, row.id);
  if (!deleted) throw notFound();
  try {
    await deps.storage.delete(deleted.storageKey);
  } catch (err) {
    // The row is gone, so nothing shows the file any more; an orphan in the bucket is only space.
    deps.logger.warn({ err, storageKey: deleted.storageKey }, 'media file row deleted, stored file not');
  }
  return toMediaFile(deleted, deps.storage, usage);
}

/**
 * Issue 20: an image field may name a Library image ('/uploads/media/{accountId}/…') only when it
 * is one of this account's images, a media_files row: another account's image and a file that is
 * not (or no longer) in the Library are refused, 400 IMAGE_NOT_IN_LIBRARY with the field. Other
 * addresses are the shape rule's business (core image-address.ts) and pass here.
 * `images` maps each field's path ('faviconUrl', 'brand_assets.images.0.url') to its address.
 */
export async function assertLibraryImages(
  db: Database,
  accountId: string,
  images: Readonly<Record<string, string>>,
): Promise<void> {
  const keyed = Object.entries(images).flatMap(([path, url]) => {
    const key = libraryImageKey(url);
    return key === null ? [] : [{ path, key }];
  });
  if (keyed.length === 0) return;
  const own = await selectOwnMediaKeys(db, accountId, [...new Set(keyed.map(({ key }) => key))]);
  const fields: Record<string, string> = {};
  for (const { path, key } of keyed) if (!own.has(key)) fields[path] = IMAGE_ADDRESS_TEXT.notInLibrary;
  if (Object.keys(fields).length > 0)
    throw new AppError('IMAGE_NOT_IN_LIBRARY', 400, IMAGE_ADDRESS_TEXT.notInLibrary, fields);
}
