// Tiny real images for the media tests, made in the test rather than kept as files: a PNG of any
// size (a valid 3×2 image padded with an ancillary chunk), and 3×2 JPEG and WebP and a 1×1 GIF
// as Chromium's canvas and the classic transparent pixel write them. Used by Vitest and Playwright.
import { crc32 } from 'node:zlib';

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

const PNG_3X2 = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEklEQVR4AWKybvr2H4aZGJAAAAAA//+C1Ty+AAAABklEQVQDAJn1CBuHmTefAAAAAElFTkSuQmCC',
);
export const JPEG_3X2 = fromBase64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAL/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAFCKf/9k=',
);
export const WEBP_3X2 = fromBase64(
  'UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoDAAIAAsBMJaACdLoAA5gA/q4X/yz/z++LvHv/Fuft1y+AAAA=',
);
export const GIF_1X1 = fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
/** The start of a PDF: what a 'photo.png' that is really a document holds. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
export const HTML_BYTES = new TextEncoder().encode(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);
export const SVG_BYTES = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
);

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  const typeAndData = new Uint8Array(4 + data.length);
  typeAndData.set(new TextEncoder().encode(type), 0);
  typeAndData.set(data, 4);
  out.set(typeAndData, 4);
  view.setUint32(8 + data.length, crc32(typeAndData));
  return out;
}

/** A valid 3×2 PNG of exactly `bytes` bytes (at least its natural 75): a private chunk pads it before IEND. */
export function pngOfSize(bytes = PNG_3X2.length): Uint8Array {
  if (bytes === PNG_3X2.length) return PNG_3X2.slice();
  const padding = bytes - PNG_3X2.length - 12;
  if (padding < 0) throw new Error(`a PNG needs at least ${PNG_3X2.length + 12} bytes to be padded`);
  const iendAt = PNG_3X2.length - 12;
  const out = new Uint8Array(bytes);
  out.set(PNG_3X2.subarray(0, iendAt), 0);
  out.set(chunk('twPd', new Uint8Array(padding)), iendAt);
  out.set(PNG_3X2.subarray(iendAt), bytes - 12);
  return out;
}

/** A 3×2 icon: an ICONDIR with one entry whose image is the PNG above (as modern .ico files hold). */
export function icoBytes(): Uint8Array {
  const png = pngOfSize();
  const out = new Uint8Array(22 + png.length);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  out[6] = 3; // width
  out[7] = 2; // height
  view.setUint16(10, 1, true); // planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.length, true);
  view.setUint32(18, 22, true);
  out.set(png, 22);
  return out;
}
