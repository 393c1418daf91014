// spec 000 §5 image upload, for the content manager's Library tab and every image field. The
// browser checks a file with imageUploadProblem before sending it; the server checks the bytes
// themselves (docs/api/media.md) and answers with the same texts.

/** spec 000 §5: at most 5,000,000 bytes. */
export const MEDIA_MAX_BYTES = 5_000_000;

/** The formats the server accepts, recognised by their first bytes; SVG is refused (it can carry script). */
export const MEDIA_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/x-icon',
] as const;
export type MediaImageType = (typeof MEDIA_IMAGE_TYPES)[number];

/** What the browser's file picker is offered (a hint only: the server decides from the bytes). */
export const MEDIA_ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,image/avif,image/x-icon,image/vnd.microsoft.icon';

export const MEDIA_TEXT = {
  /** spec 000 §5: the type must start with image/. */
  onlyImages: 'Only images allowed.',
  /** spec 000 §5: more than 5,000,000 bytes. */
  tooLarge: 'Max file size is 5MB.',
  svgRefused: 'SVG images are not accepted: they can carry scripts. Upload a PNG, JPEG, GIF, WebP, AVIF or ICO file.',
  noFile: 'Choose an image file to upload.',
  notFound: 'Image not found',
  /** A delete without force of an image that a site still shows. */
  inUse: (where: string) => `This image is used in ${where}. Remove it there first, or delete it anyway.`,
  empty: 'Upload PNG, JPEG, GIF, WebP, AVIF or ICO files of up to 5MB to use them on your sites.',
  notUsed: 'Not used',
} as const;

/** Where an image appears: a component field, a post, a site's settings or its branding. */
export type MediaUsageKind = 'component' | 'post' | 'settings' | 'branding';

export interface MediaUsage {
  siteId: string;
  siteName: string;
  kind: MediaUsageKind;
  /** What uses it, in words: 'component Hero (/)', 'post Hello world', 'site settings', 'branding'. */
  label: string;
}

/** An uploaded image as the API answers it. */
export interface MediaFile {
  id: string;
  /** Where the app serves it: '/uploads/media/{accountId}/{random}-{name}.{ext}'. */
  url: string;
  fileName: string;
  contentType: MediaImageType;
  bytes: number;
  width: number | null;
  height: number | null;
  createdAt: string;
  /** Filled by the list; absent on the upload's answer (a new image is used nowhere). */
  usage?: MediaUsage[];
}

export interface MediaListResponse {
  files: MediaFile[];
}

export interface MediaUploadResponse {
  file: MediaFile;
}

/** 'component Hero (/) on Bakery site' — one usage in words. */
export function describeMediaUsage(usage: Pick<MediaUsage, 'label' | 'siteName'>): string {
  return `${usage.label} on ${usage.siteName}`;
}

/** 'Used in …' for a list of usages, or 'Not used'. */
export function mediaUsageLine(usage: readonly MediaUsage[] | undefined): string {
  if (!usage || usage.length === 0) return MEDIA_TEXT.notUsed;
  return `Used in ${usage.map(describeMediaUsage).join(', ')}`;
}

/**
 * The browser's check before sending (spec 000 §5): the type as the browser reports it must start
 * with image/, SVG is refused, and the size is at most MEDIA_MAX_BYTES. Null when it may be sent.
 */
export function imageUploadProblem(file: { type: string; size: number }): string | null {
  const type = file.type.toLowerCase();
  if (!type.startsWith('image/')) return MEDIA_TEXT.onlyImages;
  if (type.startsWith('image/svg')) return MEDIA_TEXT.svgRefused;
  if (file.size > MEDIA_MAX_BYTES) return MEDIA_TEXT.tooLarge;
  return null;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 812 → '812 B', 48_213 → '48.2 KB', 5_000_000 → '5 MB', up to TB (spec 001 §9; decimal units, as the spec's 5MB is 5,000,000 bytes). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1000) return `${bytes} B`;
  let unit = 0;
  let value = bytes;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  let rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  if (rounded >= 1000 && unit < BYTE_UNITS.length - 1) {
    rounded = 1;
    unit += 1;
  }
  return `${rounded} ${BYTE_UNITS[unit]}`;
}
