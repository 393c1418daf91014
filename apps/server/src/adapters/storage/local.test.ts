import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.ts';

const root = mkdtempSync(path.join(tmpdir(), 'themeport-uploads-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local storage adapter', () => {
  it('deletes a stored file, and deleting it again is not an error', async () => {
    const storage = createLocalStorage(root);
    await storage.put('themes/local-1.svg', '<svg/>', 'image/svg+xml');
    expect(existsSync(path.join(root, 'themes', 'local-1.svg'))).toBe(true);

    await storage.delete('themes/local-1.svg');
    expect(existsSync(path.join(root, 'themes', 'local-1.svg'))).toBe(false);
    expect(await storage.get('themes/local-1.svg')).toBeNull();
    await expect(storage.delete('themes/local-1.svg')).resolves.toBeUndefined();
    await expect(storage.delete('../outside.svg')).rejects.toThrow(/Invalid storage key/);
  });
});
