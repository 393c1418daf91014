import { describe, expect, it } from 'vitest';
import { THEME_UPDATE_TEXT, compareVersions, isThemeUpdateAvailable } from './theme-update.ts';

describe('theme versions', () => {
  it('compares dotted versions number by number, not as text', () => {
    expect(compareVersions('1.0.10', '1.0.9')).toBe(1);
    expect(compareVersions('1.0.0', '1.0.1')).toBe(-1);
    expect(compareVersions('2.0', '2.0.0')).toBe(0);
    expect(compareVersions('1.2.0', '1.10.0')).toBe(-1);
  });

  it('offers an update only when the theme is newer than the site', () => {
    expect(isThemeUpdateAvailable('1.0.0', '1.0.1')).toBe(true);
    expect(isThemeUpdateAvailable('1.0.1', '1.0.1')).toBe(false);
    expect(isThemeUpdateAvailable('1.0.2', '1.0.1')).toBe(false);
    expect(isThemeUpdateAvailable(null, '1.0.1')).toBe(false);
    expect(isThemeUpdateAvailable('1.0.0', null)).toBe(false);
  });

  it('says what an update added', () => {
    expect(THEME_UPDATE_TEXT.updated('1.0.1', 1, 2)).toBe('Theme updated to v1.0.1: 1 page and 2 components added.');
    expect(THEME_UPDATE_TEXT.updated('1.0.1', 0, 1)).toBe('Theme updated to v1.0.1: 0 pages and 1 component added.');
    expect(THEME_UPDATE_TEXT.updated('1.0.1', 0, 0)).toBe('Theme updated to v1.0.1: nothing new to add.');
    expect(THEME_UPDATE_TEXT.versions('1.0.0', '1.0.1')).toBe('v1.0.0 → v1.0.1');
  });
});
