import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidStorageKey,
  contentTypeForKey,
  isValidStorageKey,
  type StorageAdapter,
  type StoredFile,
} from './storage.ts';

/** Embedded default: files under DATA_DIR/uploads, served by the app at /uploads/*. */
export function createLocalStorage(rootDir: string, urlPrefix = '/uploads'): StorageAdapter {
  const fullPath = (key: string) => path.join(rootDir, ...key.split('/'));

  return {
    async put(key, body) {
      assertValidStorageKey(key);
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
    },
    async get(key): Promise<StoredFile | null> {
      if (!isValidStorageKey(key)) return null;
      try {
        const target = fullPath(key);
        const [info, body] = await Promise.all([stat(target), readFile(target)]);
        if (!info.isFile()) return null;
        return { body, contentType: contentTypeForKey(key), size: info.size, modifiedAt: info.mtime };
      } catch {
        return null;
      }
    },
    async exists(key) {
      if (!isValidStorageKey(key)) return false;
      return stat(fullPath(key)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
    async delete(key) {
      assertValidStorageKey(key);
      await rm(fullPath(key), { force: true });
    },
    publicUrl(key) {
      return `${urlPrefix}/${key}`;
    },
  };
}
