import { EMPTY_SITE_BRANDING, EMPTY_SITE_SETTINGS, type SchemaV2Component, type SiteBranding } from '@themeport/core';
import { describe, expect, it } from 'vitest';
import { renderSite, resolveRoute, type ComponentView, type SiteContent } from './render.ts';
import { brandedDesign, resolveDesign, siteStylesheet } from './render-style.ts';

let sequence = 0;
const id = () => `00000000-0000-4000-9000-${String(++sequence).padStart(12, '0')}`;
const field = (value: string, elementType = 'p') => ({ value, elementType });

function component(pagePath: string, slug: string, content: Record<string, unknown>): ComponentView {
  return {
    id: id(),
    slug,
    componentName: slug,
    pagePath,
    pageId: null,
    location: `ELID:${pagePath === '/' ? 'home' : pagePath.slice(1)}/${slug}`,
    sortOrder: 1,
    data: {
      meta: { id: slug, slug, component: slug, file: '', stage: 'published', schemaVersion: 2 },
      content,
      settings: { location: pagePath, sort_order: 1 },
    } as unknown as SchemaV2Component,
  };
}

/** A site cloned from the theme 'Aurora SaaS' before its copy named the site: the theme's name and a fixed year. */
function site(overrides: Partial<SiteContent> = {}): SiteContent {
  return {
    id: id(),
    name: 'Harbour Bakery',
    description: 'Bread by the sea',
    theme: { id: id(), name: 'Aurora SaaS', slug: 'aurora-saas', design: null },
    pages: [
      {
        id: id(),
        name: 'Home',
        title: 'Aurora SaaS – Home',
        description: '',
        path: '/',
        isDynamic: false,
        sortOrder: 1,
      },
      {
        id: id(),
        name: 'Menu',
        title: 'Our menu',
        description: 'What we bake',
        path: '/menu',
        isDynamic: false,
        sortOrder: 2,
      },
      { id: id(), name: 'Untitled', title: '', description: '', path: '/untitled', isDynamic: false, sortOrder: 3 },
    ],
    components: [
      component('global', 'site-header', { logoText: field('Aurora SaaS', 'span') }),
      component('global', 'site-footer', {
        copyright: field('© 2025 Aurora SaaS. All rights reserved.'),
        email: field('hello@aurora-saas.example', 'a'),
      }),
      component('/', 'hero', { title: field('Welcome to Aurora SaaS', 'h1') }),
      component('/menu', 'contact-details', {
        email: field('hello@aurora-saas.example', 'a'),
        phone: field('+1 (555) 010-2030', 'a'),
      }),
    ],
    posts: [],
    ...overrides,
  };
}

const NOW = new Date('2031-06-01T12:00:00Z');
const render = (content: SiteContent, path = '/') =>
  renderSite(content, resolveRoute(content, path), '/', { now: NOW }).html;

describe('the site name, year and SEO defaults on the live site', () => {
  it("names the site where the theme's copy names the theme: header, footer, hero, title, og:site_name", () => {
    const html = render(site());
    expect(html).toContain('<span data-field="logoText">Harbour Bakery</span>');
    expect(html).toContain('<h1 data-field="title">Welcome to Harbour Bakery</h1>');
    expect(html).toContain('<title>Harbour Bakery – Home</title>');
    expect(html).toContain('<meta property="og:site_name" content="Harbour Bakery">');
    expect(html).not.toContain('Aurora SaaS');
  });

  it('fills {site.name} and {year}, and never shows a fixed year in the copyright line', () => {
    expect(render(site())).toContain('<p data-field="copyright">© 2031 Harbour Bakery. All rights reserved.</p>');
    const placeholders = site();
    placeholders.components[1] = component('global', 'site-footer', { copyright: field('© {year} {site.name}') });
    expect(render(placeholders)).toContain('<p data-field="copyright">© 2031 Harbour Bakery</p>');
    // A theme without a footer still gets the copyright line.
    const noFooter = site();
    noFooter.components.splice(1, 1);
    expect(render(noFooter)).toContain('© 2031 Harbour Bakery</p>');
  });

  it('uses the SEO title after page titles and for pages without one, the SEO description when a page has none', () => {
    const seo = site({
      settings: { ...EMPTY_SITE_SETTINGS, seoTitle: 'Harbour Bakery, Leith', seoDescription: 'Sourdough daily' },
    });
    expect(render(seo)).toContain('<title>Harbour Bakery, Leith – Home</title>');
    expect(render(seo)).toContain('<meta name="description" content="Sourdough daily">');
    expect(render(seo, '/menu')).toContain('<title>Our menu – Harbour Bakery, Leith</title>');
    expect(render(seo, '/menu')).toContain('<meta name="description" content="What we bake">');
    expect(render(seo, '/untitled')).toContain('<title>Untitled – Harbour Bakery, Leith</title>');
    expect(render(seo, '/nowhere')).toContain('<title>Page not found – Harbour Bakery, Leith</title>');
    // Without settings: the page title as it is, the site's description.
    expect(render(site(), '/menu')).toContain('<title>Our menu</title>');
    expect(render(site())).toContain('<meta name="description" content="Bread by the sea">');
  });

  it('links the favicon from the settings, else the brand icon, else the generated one; shows the footer text', () => {
    expect(render(site())).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
    const icon: SiteBranding = {
      ...EMPTY_SITE_BRANDING,
      brand_assets: { images: [{ url: 'https://cdn.example/icon.png', alt: '', role: 'icon' }] },
    };
    expect(render(site({ branding: icon }))).toContain('<link rel="icon" href="https://cdn.example/icon.png">');
    const settings = { ...EMPTY_SITE_SETTINGS, faviconUrl: 'https://cdn.example/fav.ico', footerText: 'Open <daily>' };
    const html = render(site({ settings, branding: icon }));
    expect(html).toContain('<link rel="icon" href="https://cdn.example/fav.ico">');
    expect(html).toContain('<p class="footer-text">Open &lt;daily&gt;</p>');
  });

  it('addresses images uploaded to the Library on the portal, since the site has an origin of its own', () => {
    const settings = {
      ...EMPTY_SITE_SETTINGS,
      faviconUrl: '/uploads/media/a/fav.png',
      footerText: 'See /uploads/ notes',
    };
    const content = site({ settings });
    const route = resolveRoute(content, '/');
    const html = renderSite(content, route, '/', { now: NOW, uploadsOrigin: 'http://localhost:3000' }).html;
    expect(html).toContain('<link rel="icon" href="http://localhost:3000/uploads/media/a/fav.png">');
    expect(html).toContain('See /uploads/ notes');
    expect(renderSite(content, route, '/', { now: NOW }).html).toContain('href="/uploads/media/a/fav.png"');
  });
});

describe('branding on the live site', () => {
  const branding: SiteBranding = {
    brand_assets: { images: [{ url: 'https://cdn.example/logo.svg', alt: 'Harbour', role: 'logo' }] },
    colors: { primary: '#0f766e', secondary: '#f59e0b' },
    fonts: { heading: 'slab', body: 'mono' },
    content_defaults: {
      contactEmail: 'hi@harbour.example',
      phone: '+44 131 000 0000',
      social: { instagram: 'https://instagram.com/harbour' },
    },
  };

  it('puts brand colours and fonts in the stylesheet (secondary standing in for an unset accent)', () => {
    const html = render(site({ branding }));
    expect(html).toContain('--primary:#0f766e;--accent:#f59e0b');
    expect(html).toContain("--font-heading:'Rockwell'");
    expect(html).toContain("--font-body:'DejaVu Sans Mono', ui-monospace");
    expect(html).toContain('<meta name="theme-color" content="#0f766e">');
  });

  it('keeps text readable: a text colour that does not contrast with the background is replaced', () => {
    const design = brandedDesign(resolveDesign(null), {
      ...EMPTY_SITE_BRANDING,
      colors: { background: '#101010', text: '#202020' },
    });
    expect(design.colors.text).toBe('#ffffff');
    expect(siteStylesheet(design)).toContain('color-scheme:dark');
    const kept = brandedDesign(resolveDesign(null), { ...EMPTY_SITE_BRANDING, colors: { text: '#1e293b' } });
    expect(kept.colors.text).toBe('#1e293b');
  });

  it('shows the logo image, the brand contact details and social links', () => {
    const html = render(site({ branding }), '/menu');
    expect(html).toContain('<img class="logo-img" src="https://cdn.example/logo.svg" alt="Harbour" height="32">');
    expect(html).toContain('href="mailto:hi@harbour.example" data-field="email">hi@harbour.example</a>');
    expect(html).toContain('data-field="phone">+44 131 000 0000</a>');
    expect(html).toContain('<a href="https://instagram.com/harbour" rel="me noopener">Instagram</a>');
    expect(html).not.toContain('aurora-saas.example');
  });
});
