import { describe, expect, it } from 'vitest';
import {
  THEME_CMS_TEXT,
  bumpThemeVersion,
  defaultTemplateFilePath,
  formatComponentJson,
  normaliseTemplatePageName,
  parseTemplateComponents,
  templatePageRoute,
} from './theme-cms.ts';

describe('theme CMS rules (spec 001 §4, §5)', () => {
  it('raises the third number of a dotted version; anything else becomes 1.0.1', () => {
    expect(bumpThemeVersion('1.0.0')).toBe('1.0.1');
    expect(bumpThemeVersion('2.3.9')).toBe('2.3.10');
    expect(bumpThemeVersion('2.3')).toBe('1.0.1');
    expect(bumpThemeVersion('1.0.beta')).toBe('1.0.1');
    expect(bumpThemeVersion(undefined)).toBe('1.0.1');
  });

  it('normalises page names and builds the default file path and route', () => {
    expect(normaliseTemplatePageName('About Us!')).toBe('aboutus');
    expect(normaliseTemplatePageName('Case-Studies_2')).toBe('case-studies2');
    expect(templatePageRoute('index')).toBe('/');
    expect(templatePageRoute('pricing')).toBe('/pricing');
    expect(defaultTemplateFilePath('astro', 'pricing')).toBe('src/pages/pricing.astro');
    expect(defaultTemplateFilePath('nextjs', 'index')).toBe('app/page.tsx');
  });

  it('answers invalid JSON and formats only valid JSON', () => {
    expect(parseTemplateComponents('{ nope')).toEqual({ ok: false, error: THEME_CMS_TEXT.invalidJson, problems: [] });
    expect(formatComponentJson('{ nope')).toEqual({ ok: false, error: THEME_CMS_TEXT.cannotFormat });
    expect(formatComponentJson('{"a":1}')).toEqual({ ok: true, text: '{\n  "a": 1\n}' });
  });

  it('names every broken rule and fills missing ids', () => {
    const parsed = parseTemplateComponents(
      JSON.stringify({
        hero: { meta: { slug: 'hero', component: 'Hero', schemaVersion: 2 }, content: { items: [{}] }, settings: {} },
      }),
    );
    expect(parsed).toEqual({
      ok: false,
      error: THEME_CMS_TEXT.validationFailed,
      problems: [
        'Component hero missing required settings.location',
        'Component hero missing required settings.sort_order',
      ],
    });
    const ok = parseTemplateComponents(
      JSON.stringify([
        { meta: { slug: 'a', component: 'A', schemaVersion: 3 }, settings: { location: 'home', sort_order: 1 } },
      ]),
    );
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.components['0']!.meta.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
