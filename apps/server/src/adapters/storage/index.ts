import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import type { StorageAdapter } from './storage.ts';

export type { StorageAdapter, StoredFile } from './storage.ts';

/** The S3-compatible bucket when S3_* is set, else files under DATA_DIR/uploads. Both are served under /uploads. */
export function createStorage(config: Pick<Config, 'uploadsDir' | 's3'>): StorageAdapter {
  return config.s3 ? createLazyS3Storage(config.s3) : createLocalStorage(config.uploadsDir);
}

/**
 * The S3 adapter, with the AWS SDK loaded at the first file it reads or writes: a server without
 * S3_* never holds the SDK (decision 044).
 */
function createLazyS3Storage(s3: NonNullable<Config['s3']>): StorageAdapter {
  let adapter: Promise<StorageAdapter> | undefined;
  const load = () => (adapter ??= import('./s3.ts').then((module) => module.createS3Storage(s3)));
  return {
    put: async (key, body, contentType) => (await load()).put(key, body, contentType),
    get: async (key) => (await load()).get(key),
    exists: async (key) => (await load()).exists(key),
    delete: async (key) => (await load()).delete(key),
    // The same URL as the S3 adapter's: files are served by the app under /uploads.
    publicUrl: (key) => `/uploads/${key}`,
  };
}
