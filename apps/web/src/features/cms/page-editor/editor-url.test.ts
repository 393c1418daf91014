import { describe, expect, it } from 'vitest';
import { allowedOrigins, EDITOR_TEXT, editorSiteUrl, frameHeight, pageEditorUrl } from './editor-url';

const page = (fields: { filePath?: string | null; route?: string; path?: string }) => ({
  filePath: fields.filePath ?? null,
  route: fields.route ?? '',
  path: fields.path ?? '',
});
const local = 'http://3f0c8a1e-9d4a-4e6b-8a7c-1b2c3d4e5f60.sites.localhost:4326/';

describe('page editor address (spec 000 §5)', () => {
  it("builds the page address from the page's route, else its file path, else its path", () => {
    expect(pageEditorUrl('my-site.netlify.app', page({ filePath: 'src/pages/index.astro' }))).toBe(
      'https://my-site.netlify.app/',
    );
    expect(pageEditorUrl('https://my-site.netlify.app/', page({ filePath: 'src/pages/about.astro', path: '/x' }))).toBe(
      'https://my-site.netlify.app/about',
    );
    expect(pageEditorUrl(local, page({ route: '/contact', path: '/ignored' }))).toBe(`${local}contact`);
    expect(pageEditorUrl(local, page({ path: '/' }))).toBe(local);
  });

  it("opens a Next.js theme's pages at their addresses, not at their files", () => {
    expect(pageEditorUrl(local, page({ filePath: 'app/page.tsx', route: '/', path: '/' }))).toBe(local);
    expect(pageEditorUrl(local, page({ filePath: 'app/about/page.tsx', route: '/about', path: '/about' }))).toBe(
      `${local}about`,
    );
    expect(pageEditorUrl(local, page({ filePath: 'app/(site)/contact/page.tsx' }))).toBe(`${local}contact`);
    expect(pageEditorUrl(local, page({ filePath: 'pages/index.tsx' }))).toBe(local);
  });

  it("refuses a blank site URL with the spec's words, and anything that is not a web address", () => {
    expect(() => pageEditorUrl('  ', page({ path: '/' }))).toThrow(EDITOR_TEXT.noSiteUrl);
    expect(() => pageEditorUrl(null, page({ path: '/' }))).toThrow(EDITOR_TEXT.noSiteUrl);
    expect(() => pageEditorUrl('javascript://%0Aalert(1)', page({ path: '/' }))).toThrow(/Not a web address/);
  });

  it('uses the deployment URL, else the Themeport address of a locally hosted site', () => {
    expect(editorSiteUrl({ deploymentUrl: 'https://a.netlify.app', hosting: 'netlify', localUrl: null })).toBe(
      'https://a.netlify.app',
    );
    expect(editorSiteUrl({ deploymentUrl: null, hosting: 'local', localUrl: local })).toBe(local);
    expect(editorSiteUrl({ deploymentUrl: ' ', hosting: 'netlify', localUrl: local })).toBeNull();
  });

  it("says 'Unknown error occurred' when a failure has no message", () => {
    expect(EDITOR_TEXT.cannotOpen('boom')).toBe('Cannot open page editor: boom');
    expect(EDITOR_TEXT.cannotOpen(undefined)).toBe('Cannot open page editor: Unknown error occurred');
  });
});

describe('allowed frame origins', () => {
  it('are exact: the site origin, the deployment URL and active domains only', () => {
    expect(
      allowedOrigins({ localUrl: local, deploymentUrl: 'my-site.netlify.app/shop' }, [
        { domain: 'www.example.com', status: 'active' },
        { domain: 'pending.example.com', status: 'pending' },
      ]),
    ).toEqual([
      'http://3f0c8a1e-9d4a-4e6b-8a7c-1b2c3d4e5f60.sites.localhost:4326',
      'https://my-site.netlify.app',
      'https://www.example.com',
    ]);
    expect(allowedOrigins({ localUrl: null, deploymentUrl: null }, [])).toEqual([]);
  });
});

describe('frame height (spec 000 §2)', () => {
  it('is the viewport height minus 250 px, never under 400', () => {
    expect(frameHeight(1000)).toBe(750);
    expect(frameHeight(500)).toBe(400);
  });
});
