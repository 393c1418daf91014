import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { galleryKeys, seed, SEED_THEMES } from '../../seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.ts';
import { createStorage } from './index.ts';
import type { StorageAdapter } from './storage.ts';

let s3: S3StandIn;
let storage: StorageAdapter;

beforeAll(async () => {
  s3 = await startS3StandIn();
  storage = createStorage(loadConfig({ ...s3.env, DATA_DIR: '/nonexistent/themeport-s3-test' }));
});
afterAll(async () => {
  await s3.close();
});

describe('S3 storage adapter', () => {
  it('puts, gets and deletes a file in the bucket named by S3_* (path-style through S3_ENDPOINT)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>';
    await storage.put('themes/s3-check-1.svg', svg, 'image/svg+xml');
    expect(await storage.exists('themes/s3-check-1.svg')).toBe(true);

    const file = await storage.get('themes/s3-check-1.svg');
    expect(file).not.toBeNull();
    expect(new TextDecoder().decode(file!.body)).toBe(svg);
    expect(file!.contentType).toBe('image/svg+xml');
    expect(file!.size).toBe(svg.length);
    expect(file!.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255]);
    await storage.put('themes/s3-check-2.png', png, 'image/png');
    expect((await storage.get('themes/s3-check-2.png'))!.body).toEqual(png);

    await storage.delete('themes/s3-check-1.svg');
    expect(await storage.exists('themes/s3-check-1.svg')).toBe(false);
    expect(await storage.get('themes/s3-check-1.svg')).toBeNull();
    await expect(storage.delete('themes/s3-check-1.svg')).resolves.toBeUndefined();
    expect(storage.publicUrl('themes/s3-check-2.png')).toBe('/uploads/themes/s3-check-2.png');
  });

  it('refuses keys that could escape their folder, without asking the bucket', async () => {
    await expect(storage.put('../secret.svg', 'x', 'image/svg+xml')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete('/etc/passwd')).rejects.toThrow(/Invalid storage key/);
    expect(await storage.get('themes/../../x.svg')).toBeNull();
    expect(await storage.exists('.hidden')).toBe(false);
  });

  it('fails loudly, not as a missing file, when the bucket cannot be reached', async () => {
    const unreachable = createStorage(
      loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket', DATA_DIR: '/nonexistent/themeport-s3-test' }),
    );
    await expect(unreachable.put('themes/x.svg', 'x', 'image/svg+xml')).rejects.toThrow();
  });
});

describe('the app on S3 storage', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(s3.env);
  }, 180_000); // a fresh migrated database can take a minute on a loaded 2-core machine
  afterAll(async () => {
    await testApp?.close();
  });

  it('seeds the gallery images into the bucket and serves them under /uploads', async () => {
    const result = await seed(testApp.db, createStorage(testApp.config));
    expect(result.seeded).toBe(true);
    for (const theme of SEED_THEMES) {
      for (const key of galleryKeys(theme.slug)) expect(await storage.exists(key)).toBe(true);
    }

    const [firstKey] = galleryKeys(SEED_THEMES[0]!.slug);
    const served = await testApp.app.request(`/uploads/${firstKey}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(await served.text()).toContain('<svg');

    // Nothing was written to local disk: the bucket is the only store.
    const { existsSync } = await import('node:fs');
    expect(existsSync(testApp.config.uploadsDir)).toBe(false);

    expect((await testApp.app.request('/uploads/themes/no-such-file.svg')).status).toBe(404);
  });
});
