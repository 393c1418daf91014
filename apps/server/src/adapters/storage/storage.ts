/** File storage port: local disk by default (DATA_DIR/uploads), an S3-compatible bucket when S3_* is set. */
export interface StoredFile {
  body: Uint8Array;
  contentType: string;
  size: number;
  modifiedAt: Date;
}

export interface StorageAdapter {
  /** Writes (or replaces) a file under a server-generated key such as 'themes/aurora-1.svg'. */
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** The URL the browser uses, e.g. '/uploads/themes/aurora-1.svg'. */
  publicUrl(key: string): string;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys are server-generated; anything with '..', a leading slash or odd characters is refused. */
export function isValidStorageKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').some((part) => part.startsWith('.'));
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  ico: 'image/x-icon',
};

export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
