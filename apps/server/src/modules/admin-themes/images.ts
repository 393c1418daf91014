import { MEDIA_MAX_BYTES, MEDIA_TEXT } from '@themeport/core';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import { AppError } from '../../errors.ts';
import { detectImage, tooLarge } from '../media/index.ts';

const NAME_MAX = 80;

/**
 * spec 001 §5 theme save: 'themes/{timestamp}-{name}', whitespace as underscores. Characters a
 * storage key cannot hold are dropped, and the extension is the one the bytes prove.
 */
export function themeImageKey(timestamp: number, fileName: string, extension: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const name =
    base
      .trim()
      .replace(/\s+/g, '_')
      .replace(/[^A-Za-z0-9._-]/g, '')
      .replace(/^[._-]+/, '')
      .slice(0, NAME_MAX) || 'image';
  return `themes/${timestamp}-${name}.${extension}`;
}

/**
 * Stores one theme image and answers its address. Never over another file (spec 001 §7.3
 * 'without overwrite'): a key already taken moves the timestamp on. The type is read from the
 * bytes, as for every upload ('Only images allowed.', 'Max file size is 5MB.'); SVG is refused.
 */
export async function uploadThemeImage(
  storage: StorageAdapter,
  file: { name: string; bytes: Uint8Array },
  now = Date.now(),
): Promise<{ url: string; key: string }> {
  if (file.bytes.length > MEDIA_MAX_BYTES) throw tooLarge();
  const detected = detectImage(file.bytes);
  if (detected.kind === 'svg') throw new AppError('NOT_AN_IMAGE', 400, MEDIA_TEXT.svgRefused);
  if (detected.kind !== 'image') throw new AppError('NOT_AN_IMAGE', 400, MEDIA_TEXT.onlyImages);
  for (let timestamp = now; timestamp < now + 20; timestamp += 1) {
    const key = themeImageKey(timestamp, file.name, detected.image.extension);
    if (await storage.exists(key)) continue;
    await storage.put(key, file.bytes, detected.image.contentType);
    return { url: storage.publicUrl(key), key };
  }
  throw new Error('no free theme image key');
}
