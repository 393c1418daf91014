import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { StorageAdapter } from './storage.ts';

export type { StorageAdapter, StoredFile } from './storage.ts';

/** The S3-compatible bucket when S3_* is set, else files under DATA_DIR/uploads. Both are served under /uploads. */
export function createStorage(config: Pick<Config, 'uploadsDir' | 's3'>): StorageAdapter {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir);
}
