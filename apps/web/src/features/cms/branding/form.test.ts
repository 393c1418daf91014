import { EMPTY_SITE_BRANDING, SITE_SETTINGS_TEXT } from '@themeport/core';
import { describe, expect, it } from 'vitest';
import { brandingErrors, contrastNote, sameBranding, toBranding, toDraft } from './form';

describe('branding form', () => {
  it('sends only what is set, so the rest stays the theme’s', () => {
    const draft = toDraft(EMPTY_SITE_BRANDING);
    draft.colors.primary = ' #0f766e ';
    draft.social.instagram = 'https://instagram.com/rye';
    expect(toBranding(draft)).toEqual({
      brand_assets: { images: [] },
      colors: { primary: '#0f766e' },
      fonts: {},
      content_defaults: { social: { instagram: 'https://instagram.com/rye' } },
    });
    expect(sameBranding(draft, toDraft(EMPTY_SITE_BRANDING))).toBe(false);
    expect(sameBranding(toDraft(EMPTY_SITE_BRANDING), toDraft(EMPTY_SITE_BRANDING))).toBe(true);
  });

  it('names each invalid value by its path with the server’s text', () => {
    const draft = toDraft(EMPTY_SITE_BRANDING);
    draft.colors.text = 'blue';
    draft.images.push({ key: 'a', url: 'not a url', alt: '', role: 'logo' });
    expect(brandingErrors(draft)).toEqual({
      'colors.text': SITE_SETTINGS_TEXT.colorInvalid,
      'brand_assets.images.0.url': SITE_SETTINGS_TEXT.imageUrlInvalid,
    });
  });

  it('tells whether text reads on its background (WCAG AA 4.5:1)', () => {
    expect(contrastNote('#000000', '#ffffff')).toEqual({ ratio: 21, isReadable: true });
    expect(contrastNote('#777777', '#888888')?.isReadable).toBe(false);
    expect(contrastNote('', '#ffffff')).toBeNull();
  });
});
