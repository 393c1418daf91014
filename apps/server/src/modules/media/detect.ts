// What an upload is, decided from its bytes alone: the name and the type the browser declared are
// not trusted (a PDF renamed .png is still a PDF). Dimensions come from the header (image-size).
import { imageSize } from 'image-size';
import type { MediaImageType } from '@themeport/core';

export interface DetectedImage {
  contentType: MediaImageType;
  extension: string;
  width: number;
  height: number;
}

export type Detection = { kind: 'image'; image: DetectedImage } | { kind: 'svg' } | { kind: 'other' };

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** An ISO-BMFF 'ftyp' box whose major or compatible brands name AVIF. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(
    ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0,
    256,
    bytes.length,
  );
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    if (offset === 12) continue; // the minor version, not a brand
    const brand = ascii(bytes, offset, offset + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/** The accepted formats by their magic numbers (file signatures). */
function sniffType(bytes: Uint8Array): { contentType: MediaImageType; extension: string; sizeType: string[] } | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png', sizeType: ['png'] };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg', sizeType: ['jpg'] };
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a'))
    return { contentType: 'image/gif', extension: 'gif', sizeType: ['gif'] };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { contentType: 'image/webp', extension: 'webp', sizeType: ['webp'] };
  if (isAvif(bytes)) return { contentType: 'image/avif', extension: 'avif', sizeType: ['heif', 'avif'] };
  // ICONDIR: reserved 0, type 1 (icon), at least one image.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 6 && (bytes[4]! | (bytes[5]! << 8)) > 0)
    return { contentType: 'image/x-icon', extension: 'ico', sizeType: ['ico'] };
  return null;
}

/** SVG is text: an XML prolog, a doctype or an <svg> element near the start. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return (
    (head.startsWith('<?xml') || head.startsWith('<!doctype svg') || head.startsWith('<svg')) && head.includes('<svg')
  );
}

/**
 * An accepted image (its type from the magic number, confirmed by a readable header with positive
 * dimensions), an SVG, or anything else.
 */
export function detectImage(bytes: Uint8Array): Detection {
  const sniffed = sniffType(bytes);
  if (!sniffed) return looksLikeSvg(bytes) ? { kind: 'svg' } : { kind: 'other' };
  try {
    const size = imageSize(bytes);
    const agrees = size.type !== undefined && sniffed.sizeType.includes(size.type);
    if (!agrees || !(size.width > 0) || !(size.height > 0)) return { kind: 'other' };
    return {
      kind: 'image',
      image: { contentType: sniffed.contentType, extension: sniffed.extension, width: size.width, height: size.height },
    };
  } catch {
    // A signature with an unreadable header behind it is not an image we can show.
    return { kind: 'other' };
  }
}
