// Where a site's image may come from (issue 20): every image field (favicon, brand images,
// component and post images) takes an image of the account's Library or an https address. The
// shape is checked here, by the form and the route alike; that a Library address is an image of
// *this* account (a media_files row) only the server can tell (apps/server media module). No zod
// here, so screens that only show images do not carry it.
/** What the Library's images are served under: `/uploads/{storage key}`, keys `media/{accountId}/…`. */
export const UPLOADS_PATH = '/uploads/';
export const LIBRARY_IMAGE_PREFIX = `${UPLOADS_PATH}media/`;
export const IMAGE_ADDRESS_MAX = 2000;

export const IMAGE_ADDRESS_TEXT = {
  invalid: 'Choose an image from your Library, or enter a full image address starting with https://.',
  invalidOrSitePath:
    'Choose an image from your Library, or enter an address starting with https:// or a path on the site (/images/photo.jpg).',
  notInLibrary: 'This image is not in your Library. Choose one there, or upload it to the Library first.',
} as const;

// The media module's keys: media/{account uuid}/{16 hex}-{name slug}.{extension} (docs/api/media.md).
const LIBRARY_PATH =
  /^\/uploads\/(media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{16}-[a-z0-9-]+\.[a-z0-9]+)$/;

/** The storage key of a Library address ('/uploads/media/{accountId}/…'), or null for anything else. */
export function libraryImageKey(value: string): string | null {
  return LIBRARY_PATH.exec(value.trim())?.[1] ?? null;
}

/** The account a Library address belongs to by its shape (the server still checks the row). */
export function libraryImageAccountId(value: string): string | null {
  return libraryImageKey(value)?.split('/')[1] ?? null;
}

/** An absolute https address with a host: the only kind of outside image a hosted site loads (its CSP). */
export function isHttpsImageUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A path on the site itself ('/images/hero.jpg'), a theme's own file; never '//host' nor another upload. */
function isSitePath(value: string): boolean {
  return /^\/(?!\/)/.test(value) && !/[\s\\]/.test(value) && !value.startsWith(UPLOADS_PATH);
}

export interface ImageAddressOptions {
  /** Component and post images may also name a file of the site's theme by its path. */
  sitePaths?: boolean;
}

/**
 * Why an image address cannot be used, or null: '' (no image), a Library image, an https address
 * and, with `sitePaths`, a path on the site. Any other upload, http, data: and script addresses are refused.
 */
export function imageAddressProblem(value: string, { sitePaths = false }: ImageAddressOptions = {}): string | null {
  const address = value.trim();
  const invalid = sitePaths ? IMAGE_ADDRESS_TEXT.invalidOrSitePath : IMAGE_ADDRESS_TEXT.invalid;
  if (address === '') return null;
  if (address.length > IMAGE_ADDRESS_MAX) return invalid;
  if (libraryImageKey(address) !== null || isHttpsImageUrl(address)) return null;
  if (sitePaths && isSitePath(address)) return null;
  return invalid;
}

const IMAGE_ELEMENTS = new Set(['img', 'image', 'picture', 'figure']);
const IMAGE_MATCHES = new Set(['image', 'img', 'src', 'background-image', 'media']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A schema v2 content field that holds an image: its element or match type says so (as the forms decide). */
export function isImageContentField(value: unknown): boolean {
  if (!isRecord(value) || typeof value.value !== 'string') return false;
  const element = typeof value.elementType === 'string' ? value.elementType.toLowerCase() : '';
  const match = typeof value.matchType === 'string' ? value.matchType.toLowerCase() : '';
  return IMAGE_ELEMENTS.has(element) || IMAGE_MATCHES.has(match);
}

/** Every image field of a component's content, with its path ('image', 'items.2.photo') and trimmed address. */
export function contentImages(content: unknown, prefix = ''): { path: string; value: string }[] {
  if (!isRecord(content)) return [];
  const images: { path: string; value: string }[] = [];
  for (const [key, value] of Object.entries(content)) {
    if (isImageContentField(value))
      images.push({ path: `${prefix}${key}`, value: (value as { value: string }).value.trim() });
    else if (Array.isArray(value))
      value.forEach((item, index) => images.push(...contentImages(item, `${prefix}${key}.${index}.`)));
  }
  return images;
}

/**
 * The image fields of `content` whose address is new (not among `before`'s, e.g. what was stored
 * or the template's) and cannot be used. Addresses already there are left alone: a theme's older
 * addresses never block a save of something else.
 */
export function contentImageProblems(content: unknown, before?: unknown): Record<string, string> {
  const known = new Set(contentImages(before).map((image) => image.value));
  const problems: Record<string, string> = {};
  for (const { path, value } of contentImages(content)) {
    if (known.has(value)) continue;
    const problem = imageAddressProblem(value, { sitePaths: true });
    if (problem) problems[path] = problem;
  }
  return problems;
}
