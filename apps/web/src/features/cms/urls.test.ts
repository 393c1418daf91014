import { describe, expect, it } from 'vitest';
import { isZipDownload, liveUrl, pagePath, postLiveUrl, withScheme } from './urls';

const page = (fields: { filePath?: string | null; route?: string; path?: string }) => ({
  filePath: fields.filePath ?? null,
  route: fields.route ?? '',
  path: fields.path ?? '',
});

describe('content manager addresses', () => {
  it('adds https:// only when the address has no scheme', () => {
    expect(withScheme('my-site.netlify.app')).toBe('https://my-site.netlify.app');
    expect(withScheme('http://127.0.0.1:4335/sites/a/')).toBe('http://127.0.0.1:4335/sites/a/');
  });

  it('reads the page path from the file path, then the route, then the path', () => {
    expect(pagePath(page({ filePath: 'src/pages/index.astro', route: '/x', path: '/y' }))).toBe('/');
    expect(pagePath(page({ filePath: 'src/pages/about.astro' }))).toBe('/about');
    expect(pagePath(page({ filePath: 'src/pages/blog/index.astro' }))).toBe('/blog/');
    expect(pagePath(page({ route: '/contact', path: '/ignored' }))).toBe('/contact');
    expect(pagePath(page({ path: '/about' }))).toBe('/about');
    expect(pagePath(page({ path: '/' }))).toBe('/');
  });

  it('keeps the deployment URL path when building a live address', () => {
    expect(liveUrl('http://127.0.0.1:4335/sites/abc/', '/about')).toBe('http://127.0.0.1:4335/sites/abc/about');
    expect(liveUrl('http://127.0.0.1:4335/sites/abc/', '/')).toBe('http://127.0.0.1:4335/sites/abc/');
    expect(liveUrl('my-site.netlify.app', '/about')).toBe('https://my-site.netlify.app/about');
    // A site hosted by Themeport lives at the root of its own origin.
    const own = 'http://3f0c8a1e-9d4a-4e6b-8a7c-1b2c3d4e5f60.sites.localhost:4335/';
    expect(liveUrl(own, '/about')).toBe(`${own}about`);
    expect(liveUrl(own, '/')).toBe(own);
    expect(postLiveUrl('https://my-site.netlify.app/', 'hello-world')).toBe(
      'https://my-site.netlify.app/blog/hello-world',
    );
    expect(postLiveUrl(null, 'hello-world')).toBeNull();
  });

  it('tells a local zip download from a GitHub repository', () => {
    expect(isZipDownload('/api/accounts/a/slots/b/repository.zip')).toBe(true);
    expect(isZipDownload('https://github.com/acme/site')).toBe(false);
  });
});
