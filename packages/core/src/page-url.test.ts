import { describe, expect, it } from 'vitest';
import { hasDynamicSegment, pageAddress, pageFilePath, pageRouteFromFile } from './page-url.ts';

describe("a page's address from its source file", () => {
  it('Astro: src/pages/ and the extension dropped, index is its folder', () => {
    expect(pageRouteFromFile('src/pages/index.astro')).toBe('/');
    expect(pageRouteFromFile('src/pages/about.astro')).toBe('/about');
    expect(pageRouteFromFile('./src/pages/blog/index.md')).toBe('/blog');
    expect(pageRouteFromFile('src/pages/docs/intro.mdx')).toBe('/docs/intro');
    expect(pageRouteFromFile('src/pages/blog/[slug].astro')).toBe('/blog/[slug]');
    expect(pageRouteFromFile('src/pages/[...path].astro')).toBe('/[...path]');
    expect(pageRouteFromFile('src/pages/_draft.astro')).toBeNull();
    expect(pageRouteFromFile('src/components/Hero.astro')).toBeNull();
  });

  it('Next.js app router: app/…/page.tsx is /…, route groups dropped, dynamic segments kept', () => {
    expect(pageRouteFromFile('app/page.tsx')).toBe('/');
    expect(pageRouteFromFile('app/about/page.tsx')).toBe('/about');
    for (const extension of ['jsx', 'js', 'ts', 'mdx'])
      expect(pageRouteFromFile(`app/about/page.${extension}`)).toBe('/about');
    expect(pageRouteFromFile('src/app/contact/page.tsx')).toBe('/contact');
    expect(pageRouteFromFile('app/(marketing)/pricing/page.tsx')).toBe('/pricing');
    expect(pageRouteFromFile('app/(marketing)/page.tsx')).toBe('/');
    expect(pageRouteFromFile('app/(shop)/(catalog)/products/page.tsx')).toBe('/products');
    expect(pageRouteFromFile('app/@modal/login/page.tsx')).toBe('/login');
    expect(pageRouteFromFile('app/blog/[slug]/page.tsx')).toBe('/blog/[slug]');
    expect(pageRouteFromFile('app/docs/[...slug]/page.tsx')).toBe('/docs/[...slug]');
    expect(pageRouteFromFile('app/shop/[[...slug]]/page.tsx')).toBe('/shop/[[...slug]]');
    // Not pages: layouts, route handlers, private folders.
    expect(pageRouteFromFile('app/layout.tsx')).toBeNull();
    expect(pageRouteFromFile('app/api/contact/route.ts')).toBeNull();
    expect(pageRouteFromFile('app/_lib/page.tsx')).toBeNull();
  });

  it('Next.js pages router: pages/about.tsx is /about, index its folder, _app and _document are not pages', () => {
    expect(pageRouteFromFile('pages/index.tsx')).toBe('/');
    expect(pageRouteFromFile('pages/about.tsx')).toBe('/about');
    expect(pageRouteFromFile('pages/blog/index.tsx')).toBe('/blog');
    expect(pageRouteFromFile('src/pages/team.jsx')).toBe('/team');
    expect(pageRouteFromFile('pages/blog/[slug].tsx')).toBe('/blog/[slug]');
    expect(pageRouteFromFile('pages/_app.tsx')).toBeNull();
    expect(pageRouteFromFile('pages/_document.tsx')).toBeNull();
    expect(pageRouteFromFile('pages/api/hello.ts')).toBeNull();
  });
});

describe("a page's address (route, else file path, else path)", () => {
  it('takes the route when there is one, for either framework', () => {
    expect(pageAddress({ route: '/about', filePath: 'app/about/page.tsx', path: '/about' })).toBe('/about');
    expect(pageAddress({ route: '/', filePath: 'app/page.tsx', path: '/' })).toBe('/');
    expect(pageAddress({ route: '/about', filePath: 'src/pages/about.astro', path: '/about' })).toBe('/about');
    expect(pageAddress({ route: '/pricing', filePath: 'app/(marketing)/pricing/page.tsx' })).toBe('/pricing');
    expect(pageAddress({ route: 'contact/', filePath: null, path: '' })).toBe('/contact');
  });

  it('reads the file path when the route is blank, and the path when neither gives an address', () => {
    expect(pageAddress({ route: '', filePath: 'app/about/page.tsx', path: '/x' })).toBe('/about');
    expect(pageAddress({ route: ' ', filePath: 'src/pages/index.astro', path: '/x' })).toBe('/');
    expect(pageAddress({ route: '', filePath: 'pages/blog/index.tsx' })).toBe('/blog');
    expect(pageAddress({ route: '', filePath: 'pages/_app.tsx', path: '/about' })).toBe('/about');
    expect(pageAddress({ route: '', filePath: null, path: '/about' })).toBe('/about');
    expect(pageAddress({})).toBe('/');
  });

  it('reads a source file written into the route or path field as a file', () => {
    expect(pageAddress({ route: 'app/about/page.tsx' })).toBe('/about');
    expect(pageAddress({ route: 'src/pages/about.astro' })).toBe('/about');
    expect(pageAddress({ path: 'pages/index.tsx' })).toBe('/');
  });

  it('keeps dynamic segments: a dynamic page has no single address', () => {
    const post = pageAddress({ route: '', filePath: 'app/blog/[slug]/page.tsx', path: '/blog/[slug]' });
    expect(post).toBe('/blog/[slug]');
    expect(hasDynamicSegment(post)).toBe(true);
    expect(hasDynamicSegment('/docs/[[...slug]]')).toBe(true);
    expect(hasDynamicSegment('/about')).toBe(false);
  });

  it("turns an address back into the framework's file, and the file into the same address", () => {
    for (const address of ['/', '/about', '/blog/[slug]']) {
      expect(pageRouteFromFile(pageFilePath('astro', address))).toBe(address);
      expect(pageRouteFromFile(pageFilePath('nextjs', address))).toBe(address);
    }
    expect(pageFilePath('nextjs', '/about')).toBe('app/about/page.tsx');
    expect(pageFilePath('astro', '/')).toBe('src/pages/index.astro');
  });
});
