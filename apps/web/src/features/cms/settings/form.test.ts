import { SITE_SETTINGS_TEXT } from '@themeport/core';
import { describe, expect, it } from 'vitest';
import { changedSettings, searchPreview, settingsErrors, type SettingsDraft } from './form';

const saved: SettingsDraft = {
  name: 'Rye & Co',
  description: 'Bakery',
  seoTitle: '',
  seoDescription: '',
  faviconUrl: '',
  footerText: '',
};

describe('settings form', () => {
  it('sends only the fields that changed, ignoring surrounding spaces', () => {
    expect(changedSettings({ ...saved, name: ' Rye & Co ' }, saved)).toEqual({});
    expect(changedSettings({ ...saved, footerText: 'Open daily' }, saved)).toEqual({ footerText: 'Open daily' });
  });

  it("names each invalid field with the server's text", () => {
    expect(settingsErrors({ ...saved, name: ' ', faviconUrl: 'ftp://x' })).toEqual({
      name: SITE_SETTINGS_TEXT.nameRequired,
      faviconUrl: SITE_SETTINGS_TEXT.imageUrlInvalid,
    });
    expect(settingsErrors(saved)).toEqual({});
  });

  it('previews the search result from the SEO fields, else the name and description', () => {
    expect(searchPreview(saved)).toEqual({ title: 'Rye & Co', description: 'Bakery' });
    expect(searchPreview({ ...saved, seoTitle: 'Rye', seoDescription: 'Bread' })).toEqual({
      title: 'Rye',
      description: 'Bread',
    });
  });
});
