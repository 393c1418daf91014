import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid.ts';
import { themeDemoUrl, themeSlugOfDemoLabel } from './site-origin.ts';

describe('themeDemoUrl', () => {
  it('puts the demo on the sites origin under demo-{slug}', () => {
    expect(themeDemoUrl('http://{slot}.sites.localhost:3000', 'aurora-saas')).toBe(
      'http://demo-aurora-saas.sites.localhost:3000/',
    );
    expect(themeDemoUrl('https://{slot}.sites.example.com', 'bloom')).toBe('https://demo-bloom.sites.example.com/');
  });

  it('gives no address for a slug that cannot be a host label', () => {
    expect(themeDemoUrl('http://{slot}.sites.localhost', 'a'.repeat(58))).toBe(
      `http://demo-${'a'.repeat(58)}.sites.localhost/`,
    );
    expect(themeDemoUrl('http://{slot}.sites.localhost', 'a'.repeat(59))).toBeNull();
    expect(themeDemoUrl('http://{slot}.sites.localhost', 'Not_A_Slug')).toBeNull();
  });
});

describe('themeSlugOfDemoLabel', () => {
  it('reads the slug back from the label', () => {
    expect(themeSlugOfDemoLabel('demo-aurora-saas')).toBe('aurora-saas');
  });

  it('names no theme for slot ids and other labels', () => {
    const slot = '3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f60';
    expect(isUuid(slot)).toBe(true);
    for (const label of [slot, 'demo-', 'demo--x', 'demo-x-', 'demox', 'www', `demo-${'a'.repeat(59)}`]) {
      expect(themeSlugOfDemoLabel(label)).toBeUndefined();
    }
  });
});
