import { describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, MEDIA_TEXT, formatBytes, imageUploadProblem, mediaUsageLine } from './media.ts';

describe('image upload check (spec 000 §5)', () => {
  it('takes an image of up to 5,000,000 bytes', () => {
    expect(MEDIA_MAX_BYTES).toBe(5_000_000);
    expect(imageUploadProblem({ type: 'image/png', size: 5_000_000 })).toBeNull();
    expect(imageUploadProblem({ type: 'IMAGE/JPEG', size: 1 })).toBeNull();
  });

  it("refuses one byte more with 'Max file size is 5MB.'", () => {
    expect(imageUploadProblem({ type: 'image/png', size: 5_000_001 })).toBe('Max file size is 5MB.');
  });

  it("refuses a type that does not start with image/ with 'Only images allowed.'", () => {
    for (const type of ['application/pdf', 'text/html', '', 'video/image']) {
      expect(imageUploadProblem({ type, size: 10 })).toBe('Only images allowed.');
    }
  });

  it('refuses SVG with its own reason', () => {
    expect(imageUploadProblem({ type: 'image/svg+xml', size: 10 })).toBe(MEDIA_TEXT.svgRefused);
  });
});

describe('formatBytes', () => {
  it('writes sizes in decimal units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(48_213)).toBe('48.2 KB');
    expect(formatBytes(250_400)).toBe('250 KB');
    expect(formatBytes(999_999)).toBe('1 MB');
    expect(formatBytes(5_000_000)).toBe('5 MB');
    expect(formatBytes(1_234_567_890)).toBe('1.2 GB');
    expect(formatBytes(3_400_000_000_000)).toBe('3.4 TB');
  });
});

describe('mediaUsageLine', () => {
  it("says 'Not used' or where the image is used", () => {
    expect(mediaUsageLine([])).toBe('Not used');
    expect(mediaUsageLine(undefined)).toBe('Not used');
    expect(
      mediaUsageLine([
        { siteId: 's', siteName: 'Bakery', kind: 'component', label: 'component Hero (/)' },
        { siteId: 's', siteName: 'Bakery', kind: 'branding', label: 'branding' },
      ]),
    ).toBe('Used in component Hero (/) on Bakery, branding on Bakery');
  });
});
