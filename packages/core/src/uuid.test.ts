import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid.ts';

describe('isUuid', () => {
  it('recognises UUIDs in either case', () => {
    expect(isUuid('3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f60')).toBe(true);
    expect(isUuid('3F2B8C1E-9D4A-4E6B-8A7C-1B2C3D4E5F60')).toBe(true);
  });

  it('treats slugs and near-misses as slugs', () => {
    expect(isUuid('aurora-saas')).toBe(false);
    expect(isUuid('3f2b8c1e9d4a4e6b8a7c1b2c3d4e5f60')).toBe(false);
    expect(isUuid('3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f6')).toBe(false);
    expect(isUuid(' 3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f60')).toBe(false);
  });
});
