import { describe, expect, it } from 'vitest';
import type { SitePage } from '@themeport/core';
import { isZipDownload, liveUrl, pageLiveUrl, postLiveUrl, withScheme } from './urls';

const page = (fields: Partial<SitePage>): SitePage => ({
  id: 'p',
  name: 'Page',
  title: 'Page',
  description: '',
  path: '',
  filePath: null,
  route: '',
  isDynamic: false,
  layout: null,
  status: 'published',
  sortOrder: 1,
  templatePageId: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('content manager addresses', () => {
  it('adds https:// only when the address has no scheme', () => {
    expect(withScheme('my-site.netlify.app')).toBe('https://my-site.netlify.app');
    expect(withScheme('http://127.0.0.1:4335/sites/a/')).toBe('http://127.0.0.1:4335/sites/a/');
  });

  it("opens Preview Live at the page's address on the site, for Astro and Next.js pages", () => {
    const site = 'https://my-site.netlify.app/';
    const live = (fields: Partial<SitePage>) => pageLiveUrl(site, page(fields));
    expect(live({ filePath: 'src/pages/index.astro', route: '/', path: '/' })).toBe(site);
    expect(live({ filePath: 'src/pages/about.astro', route: '/about', path: '/about' })).toBe(`${site}about`);
    expect(live({ filePath: 'app/page.tsx', route: '/', path: '/' })).toBe(site);
    expect(live({ filePath: 'app/about/page.tsx', route: '/about', path: '/about' })).toBe(`${site}about`);
    expect(live({ filePath: 'app/(marketing)/pricing/page.tsx', route: '', path: '' })).toBe(`${site}pricing`);
    expect(live({ filePath: 'pages/blog/index.tsx', route: '', path: '' })).toBe(`${site}blog`);
    expect(live({ filePath: 'app/blog/[slug]/page.tsx', route: '/blog/[slug]', isDynamic: true })).toBeNull();
    expect(pageLiveUrl(null, page({ route: '/about' }))).toBeNull();
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
