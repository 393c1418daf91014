import { describe, expect, it } from 'vitest';
import {
  IMAGE_ADDRESS_TEXT,
  contentImageProblems,
  contentImages,
  imageAddressProblem,
  libraryImageAccountId,
  libraryImageKey,
} from './image-address.ts';
import { updatePostSchema } from './post-schemas.ts';
import { SITE_SETTINGS_TEXT, siteBrandingSchema, updateSiteSettingsSchema } from './site-settings.ts';

const ACCOUNT = '0b6f8a52-3c1d-4e2f-9a7b-5c4d3e2f1a0b';
const LIBRARY = `/uploads/media/${ACCOUNT}/3f9c2a7b1e4d5c6a-harbour-logo.png`;

describe('image addresses (issue 20)', () => {
  it('reads the storage key and account of a Library address, as the media module builds them', () => {
    expect(libraryImageKey(LIBRARY)).toBe(`media/${ACCOUNT}/3f9c2a7b1e4d5c6a-harbour-logo.png`);
    expect(libraryImageKey(` ${LIBRARY} `)).toBe(`media/${ACCOUNT}/3f9c2a7b1e4d5c6a-harbour-logo.png`);
    expect(libraryImageAccountId(LIBRARY)).toBe(ACCOUNT);
    for (const other of [
      '/uploads/themes/aurora-1.png',
      `/uploads/media/${ACCOUNT}/../secret.png`,
      `/uploads/media/not-an-account/3f9c2a7b1e4d5c6a-a.png`,
      `https://cdn.example.com${LIBRARY}`,
      `${LIBRARY}?x=1`,
    ]) {
      expect(libraryImageKey(other), other).toBeNull();
    }
  });

  it('takes a Library image, an https address or nothing; refuses other uploads, http, data: and script', () => {
    for (const ok of ['', '  ', LIBRARY, 'https://cdn.example.com/logo.png']) {
      expect(imageAddressProblem(ok), ok).toBeNull();
    }
    for (const bad of [
      'http://cdn.example.com/logo.png',
      '/uploads/themes/aurora-1.png',
      '/images/logo.png',
      '//evil.example/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      `https://a.example/${'x'.repeat(2000)}`,
    ]) {
      expect(imageAddressProblem(bad), bad).toBe(IMAGE_ADDRESS_TEXT.invalid);
    }
  });

  it("takes a path on the site in component and post images, but no other upload than the Library's", () => {
    const options = { sitePaths: true };
    expect(imageAddressProblem('/images/hero.jpg', options)).toBeNull();
    expect(imageAddressProblem(LIBRARY, options)).toBeNull();
    for (const bad of ['/uploads/creme.jpg', '//evil.example/a.png', '/a b.png', 'javascript:alert(1)']) {
      expect(imageAddressProblem(bad, options), bad).toBe(IMAGE_ADDRESS_TEXT.invalidOrSitePath);
    }
  });

  it('favicon, brand images and post images follow the one rule', () => {
    expect(updateSiteSettingsSchema.safeParse({ faviconUrl: LIBRARY }).success).toBe(true);
    const refused = updateSiteSettingsSchema.safeParse({ faviconUrl: 'http://cdn.example.com/a.png' });
    expect(refused.error?.issues[0]?.message).toBe(SITE_SETTINGS_TEXT.imageUrlInvalid);
    expect(SITE_SETTINGS_TEXT.imageUrlInvalid).toBe(IMAGE_ADDRESS_TEXT.invalid);
    const branding = siteBrandingSchema.safeParse({ brand_assets: { images: [{ url: LIBRARY, role: 'logo' }] } });
    expect(branding.data?.brand_assets.images[0]?.url).toBe(LIBRARY);
    expect(updatePostSchema.safeParse({ image: LIBRARY }).success).toBe(true);
    expect(updatePostSchema.safeParse({ image: '/uploads/creme.jpg' }).success).toBe(false);
  });

  it("finds a component's image fields, in lists too, and checks only addresses that are new", () => {
    const before = {
      title: { value: 'Fresh bread', elementType: 'h1' },
      image: { value: 'http://old.example/hero.jpg', elementType: 'img' },
      items: [{ uid: 'a', photo: { value: '', matchType: 'src' } }],
    };
    expect(contentImages(before)).toEqual([
      { path: 'image', value: 'http://old.example/hero.jpg' },
      { path: 'items.0.photo', value: '' },
    ]);
    // The stored http address stays (a save of something else is never blocked by it).
    expect(contentImageProblems({ ...before, title: { value: 'Rye', elementType: 'h1' } }, before)).toEqual({});
    const after = {
      ...before,
      image: { value: 'javascript:alert(1)', elementType: 'img' },
      items: [
        { uid: 'a', photo: { value: LIBRARY, matchType: 'src' } },
        { uid: 'b', photo: { value: '/x y' } },
      ],
    };
    expect(contentImageProblems(after, before)).toEqual({ image: IMAGE_ADDRESS_TEXT.invalidOrSitePath });
  });
});
