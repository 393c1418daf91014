import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import type { StorageAdapter } from './storage.ts';

export type { StorageAdapter, StoredFile } from './storage.ts';

/**
 * Chooses the storage adapter from configuration. The S3 adapter is a later issue; until then an
 * S3 configuration still stores locally, and main.ts says so at start-up.
 */
export function createStorage(config: Pick<Config, 'uploadsDir'>): StorageAdapter {
  return createLocalStorage(config.uploadsDir);
}
