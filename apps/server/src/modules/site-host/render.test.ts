import type { SchemaV2Component } from '@themeport/core';
import { describe, expect, it } from 'vitest';
import { renderSite, renderUnknownSite, resolveRoute, type ComponentView, type SiteContent } from './render.ts';
import { componentKind } from './render-components.ts';
import { fontStack, readableOn, resolveDesign, safeColor, siteStylesheet, textSafe } from './render-style.ts';
import { excerpt, siteHref } from './render-helpers.ts';
import { siteContentSecurityPolicy } from './serve.ts';

let sequence = 0;
const id = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

const field = (value: string, elementType = 'p') => ({ value, elementType });

function component(
  pagePath: string,
  slug: string,
  sortOrder: number,
  content: Record<string, unknown>,
  location?: string,
): ComponentView {
  const data = {
    meta: { id: `${slug}-meta`, slug, component: slug, file: '', stage: 'published', schemaVersion: 2 },
    content,
    settings: { location: pagePath, sort_order: sortOrder },
  } as unknown as SchemaV2Component;
  const page = pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replace('/[slug]', '-slug');
  return {
    id: id(),
    slug,
    componentName: slug,
    pagePath,
    pageId: null,
    location: location ?? `ELID:${page}/${slug}`,
    sortOrder,
    data,
  };
}

function site(overrides: Partial<SiteContent> = {}): SiteContent {
  const pages = [
    {
      id: id(),
      name: 'Home',
      title: 'Acme – Home',
      description: 'We make <rockets> & more',
      path: '/',
      isDynamic: false,
      sortOrder: 1,
    },
    {
      id: id(),
      name: 'About',
      title: 'About – Acme',
      description: 'Who we are',
      path: '/about',
      isDynamic: false,
      sortOrder: 2,
    },
    {
      id: id(),
      name: 'Blog',
      title: 'Blog – Acme',
      description: 'News',
      path: '/blog',
      isDynamic: false,
      sortOrder: 3,
    },
    {
      id: id(),
      name: 'Blog Post',
      title: '{title} – Acme',
      description: '',
      path: '/blog/[slug]',
      isDynamic: true,
      sortOrder: 4,
    },
  ];
  const components = [
    component('global', 'site-header', 1, {
      logoText: field('Acme', 'span'),
      items: [
        { uid: 'nav-1', label: field('Home', 'a'), href: field('/', 'a') },
        { uid: 'nav-2', label: field('About', 'a'), href: field('/about', 'a') },
        { uid: 'nav-3', label: field('Evil', 'a'), href: field('javascript:alert(1)', 'a') },
      ],
    }),
    component('global', 'site-footer', 2, { copyright: field('© Acme'), email: field('hello@acme.example', 'a') }),
    component('/', 'hero', 1, {
      title: field('<script>alert("x")</script>', 'h1'),
      subtitle: field('Fast & "friendly"'),
      ctaLabel: field('Go', 'a'),
    }),
    component('/', 'feature-grid', 2, {
      heading: field('Features', 'h2'),
      items: [{ uid: 'f-1', title: field('Speed', 'h3'), body: field('Very fast') }],
    }),
    component('/', 'mystery-widget', 3, {
      heading: field('Unknown <b>widget</b>', 'h2'),
      quote: field('Said someone', 'blockquote'),
      photo: field('/uploads/media/a.png', 'img'),
      banner: field('/images/banner.jpg', 'img'),
      remote: field('https://cdn.example/x.webp', 'img'),
      sneaky: field('javascript:alert(1)', 'img'),
      items: [{ uid: 'm-1', name: field('Item one', 'h3') }],
    }),
    component('/about', 'page-header', 1, { title: field('About us', 'h1'), subtitle: field('Since 1999') }),
    component('/blog', 'page-header', 1, { title: field('Journal', 'h1') }),
    component('/blog', 'post-list', 2, { heading: field('Latest posts', 'h2') }),
    component('/blog/[slug]', 'post-header', 1, {
      title: field('{post.title}', 'h1'),
      date: field('{post.publish_date}', 'time'),
      author: field('{post.author}', 'span'),
    }),
    component('/blog/[slug]', 'post-body', 2, { body: field('{post.content.body}', 'article') }),
  ];
  const posts = [
    {
      id: id(),
      slug: 'hello-world',
      title: 'Hello <World>',
      description: 'The first post',
      content: {
        body: '## Welcome\n\nSee [about](/about) and [bad](javascript:alert(1)).\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>',
        type: 'markdown' as const,
        version: '1',
        author: 'Maya Chen',
        publish_date: '2025-03-03',
      },
      publishedAt: '2025-03-03T00:00:00.000Z',
    },
  ];
  return {
    id: id(),
    name: 'Acme Site',
    description: 'Acme default description',
    theme: { id: id(), name: 'Aurora', slug: 'aurora', design: null },
    pages,
    components,
    posts,
    ...overrides,
  };
}

const LOCAL = '/sites/abc/';

function render(content: SiteContent, path: string, base = LOCAL) {
  return renderSite(content, resolveRoute(content, path), base);
}

describe('renderSite', () => {
  it('renders a full document with the page title, meta description, charset and viewport', () => {
    const { status, html } = render(site(), '/about');
    expect(status).toBe(200);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>About – Acme</title>');
    expect(html).toContain('<meta name="description" content="Who we are">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/<style>:root\{--primary:#4f46e5;/);
    expect(html).not.toMatch(/<script|<link rel="stylesheet"|fonts\.googleapis/);
  });

  it('escapes every text: titles, descriptions and component fields', () => {
    const { html } = render(site(), '/');
    expect(html).toContain('<meta name="description" content="We make &lt;rockets&gt; &amp; more">');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Fast &amp; &quot;friendly&quot;');
    expect(html).toContain('Unknown &lt;b&gt;widget&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>widget');
  });

  it('marks every component with its ELID comment followed by its section carrying data-elid', () => {
    const content = site();
    const { html } = render(content, '/');
    const onPage = content.components.filter((c) => c.pagePath === '/' || c.pagePath === 'global');
    expect(onPage).toHaveLength(5);
    for (const c of onPage) {
      expect(html).toContain(`<!-- ${c.location} -->\n<section data-elid="${c.id}" class="c-${c.slug}"`);
    }
    expect(html).toContain('<!-- ELID:home/hero -->');
    // Header before main, footer after it, page components inside main in sort order.
    const order = [
      'class="c-site-header"',
      '<main',
      'class="c-hero"',
      'class="c-feature-grid"',
      'class="c-mystery-widget"',
      '</main>',
      'class="c-site-footer"',
    ].map((marker) => html.indexOf(marker));
    expect(order.every((at, i) => at > -1 && (i === 0 || at > order[i - 1]!))).toBe(true);
  });

  it('builds the ELID marker for rows whose location holds only the page', () => {
    const content = site();
    content.components = content.components.map((c) => (c.slug === 'hero' ? { ...c, location: 'home' } : c));
    expect(render(content, '/').html).toContain('<!-- ELID:home/hero -->');
  });

  it('renders unknown components field by field with their element types, and items as a list', () => {
    const { html } = render(site(), '/');
    expect(html).toMatch(
      /<section data-elid="[^"]+" class="c-mystery-widget"><div class="wrap section generic"><h2 data-field="heading">/,
    );
    expect(html).toContain('<blockquote data-field="quote"><p>Said someone</p></blockquote>');
    expect(html).toContain('<li class="card" data-uid="m-1"><h3 data-field="name">Item one</h3></li>');
  });

  it('renders image fields as sized images, the first at once and the rest lazily: uploads, site paths at the base, https; other schemes show nothing', () => {
    const { html } = render(site(), '/');
    expect(html).toContain(
      '<img src="/uploads/media/a.png" alt="" width="1200" height="675" fetchpriority="high" decoding="async" data-field="photo">',
    );
    expect(html).toContain(
      '<img src="/sites/abc/images/banner.jpg" alt="" width="1200" height="675" loading="lazy" decoding="async" data-field="banner">',
    );
    expect(html.match(/<img /g)).toHaveLength(html.match(/<img [^>]*width="\d+" height="\d+"/g)!.length);
    expect(html).toContain('<img src="/sites/abc/images/banner.jpg"');
    expect(html).toContain('<img src="https://cdn.example/x.webp"');
    expect(html).not.toContain('data-field="sneaky"');
    // On a hosted origin, uploads are written out on the portal.
    const hosted = renderSite(site(), resolveRoute(site(), '/'), LOCAL, { uploadsOrigin: 'http://portal.test' }).html;
    expect(hosted).toContain('<img src="http://portal.test/uploads/media/a.png"');
  });

  it('roots site links at /sites/{id}/ locally and at / on a custom domain, and neutralises script links', () => {
    const local = render(site(), '/').html;
    expect(local).toContain('href="/sites/abc/about"');
    expect(local).toContain('<a class="logo" href="/sites/abc/">');
    expect(local).toContain('aria-current="page"');
    expect(local).not.toContain('javascript:');
    const custom = render(site(), '/', '/').html;
    expect(custom).toContain('href="/about"');
    expect(custom).not.toContain('/sites/');
  });

  it('lists the posts on the blog index with date, excerpt and link', () => {
    const { html } = render(site(), '/blog');
    expect(html).toContain('<a href="/sites/abc/blog/hello-world">Hello &lt;World&gt;</a>');
    expect(html).toContain('<time datetime="2025-03-03">March 3, 2025</time>');
    expect(html).toContain('The first post');
  });

  it('renders a post: its title in <title>, placeholders filled, markdown as HTML without raw HTML or script links', () => {
    const { status, html } = render(site(), '/blog/hello-world');
    expect(status).toBe(200);
    expect(html).toContain('<title>Hello &lt;World&gt; – Acme</title>');
    expect(html).toContain('<meta name="description" content="The first post">');
    expect(html).toContain('<h1 data-field="title">Hello &lt;World&gt;</h1>');
    expect(html).toContain('March 3, 2025');
    expect(html).toContain('By Maya Chen');
    expect(html).not.toContain('{post.');
    expect(html).toContain('<h2>Welcome</h2>');
    expect(html).toContain('<a href="/sites/abc/about">about</a>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script|<img src=x|href="javascript/i);
  });

  it('answers unknown paths, unknown posts and draft-only paths with the 404 page in the site look', () => {
    for (const path of ['/nope', '/blog/missing', '/blog/[slug]', '/about/deeper']) {
      const { status, html } = render(site(), path);
      expect(status).toBe(404);
      expect(html).toContain('<title>Page not found – Acme Site</title>');
      expect(html).toContain('<h1>Page not found</h1>');
      expect(html).toContain('class="c-site-header"');
      expect(html).toContain('href="/sites/abc/">Back to home</a>');
      expect(html).not.toContain('aria-current="page"');
    }
  });

  it('resolves trailing slashes and the home page', () => {
    const content = site();
    expect(resolveRoute(content, '/about/')).toMatchObject({ kind: 'page', page: { path: '/about' } });
    expect(resolveRoute(content, '/')).toMatchObject({ kind: 'page', page: { path: '/' } });
    expect(resolveRoute(content, '')).toMatchObject({ kind: 'page', page: { path: '/' } });
  });

  it('shows posts and a blog index even when the theme has no blog pages', () => {
    const content = site();
    content.pages = content.pages.filter((page) => !page.path.startsWith('/blog'));
    expect(render(content, '/blog').html).toContain('Hello &lt;World&gt;');
    const post = render(content, '/blog/hello-world');
    expect(post.status).toBe(200);
    expect(post.html).toContain('<h2>Welcome</h2>');
  });

  it("uses the theme's design: colours, fonts and layout, with unsafe values replaced", () => {
    const content = site({
      theme: {
        id: id(),
        name: 'T',
        slug: 't',
        design: {
          colors: {
            primary: '#0f766e',
            accent: '#f59e0b',
            background: '#fff}body{display:none',
            text: '#111',
            muted: '#555',
          },
          fonts: { heading: 'Georgia', body: "x';}" },
          layout: 'split',
        },
      },
    });
    const { html } = render(content, '/');
    expect(html).toContain('--primary:#0f766e');
    expect(html).toContain('--bg:#ffffff');
    expect(html).not.toContain('body{display:none');
    expect(html).toContain('--font-heading:ui-serif');
    expect(html).toContain('<body class="layout-split page-home">');
    expect(html).toContain('class="hero-art"');
  });
});

describe('design helpers', () => {
  it('picks readable text on a button colour', () => {
    expect(readableOn('#4f46e5')).toBe('#ffffff');
    expect(readableOn('#fde047')).toBe('#0b0d12');
  });

  it('darkens (or lightens) the primary colour for text until it reads at 4.5:1, and sets the colour scheme', () => {
    expect(textSafe('#1e40af', '#0f172a', '#ffffff')).toBe('#1e40af');
    const green = textSafe('#65a30d', '#1c1917', '#ffffff');
    expect(green).not.toBe('#65a30d');
    expect(green).toMatch(/^#[0-9a-f]{6}$/);
    const onDark = textSafe('#7c3aed', '#f1f5f9', '#0b0f19');
    expect(onDark).not.toBe('#7c3aed');
    const dark = {
      ...resolveDesign(undefined),
      colors: { primary: '#a855f7', accent: '#22d3ee', background: '#0b0f19', text: '#f1f5f9', muted: '#94a3b8' },
    };
    expect(siteStylesheet(dark)).toContain('color-scheme:dark');
    expect(siteStylesheet(resolveDesign(undefined))).toContain('color-scheme:light');
  });

  it('accepts colour syntax only', () => {
    expect(safeColor('rgb(1 2 3 / 50%)', '#000')).toBe('rgb(1 2 3 / 50%)');
    expect(safeColor('red;}', '#000')).toBe('#000');
    expect(safeColor(undefined, '#000')).toBe('#000');
  });

  it('maps fonts to system stacks', () => {
    expect(fontStack('Inter')).toMatch(/^'Inter', system-ui/);
    expect(fontStack('Playfair Display')).toMatch(/^'Playfair Display', ui-serif.*serif$/);
    expect(fontStack("'Merriweather', Georgia, 'Times New Roman', serif")).toMatch(/^'Merriweather', ui-serif/);
    expect(fontStack("'Inter', 'Segoe UI', system-ui, sans-serif")).toBe(`'Inter', ${fontStack('system-ui')}`);
    expect(fontStack('</style>')).toMatch(/^system-ui/);
    expect(fontStack("x';}, Lora")).toMatch(/^'Lora', ui-serif/);
  });

  it('falls back to the default design for older configs', () => {
    expect(resolveDesign(undefined).layout).toBe('classic');
    expect(resolveDesign({ layout: 'weird' as never }).layout).toBe('classic');
  });

  it('roots links and keeps web, mail and phone links', () => {
    expect(siteHref('/', '/about')).toBe('/about');
    expect(siteHref('/sites/x/', 'about')).toBe('/sites/x/about');
    expect(siteHref('/sites/x/', 'https://example.com')).toBe('https://example.com');
    expect(siteHref('/sites/x/', 'mailto:a@b.co')).toBe('mailto:a@b.co');
    expect(siteHref('/sites/x/', 'JavaScript:alert(1)')).toBe('#');
    expect(siteHref('/sites/x/', '//evil.example')).toBe('#');
  });
});

describe('renderUnknownSite', () => {
  it('is a small plain page', () => {
    const html = renderUnknownSite();
    expect(html).toContain('<title>Site not found</title>');
    expect(html.length).toBeLessThan(1_000);
  });
});

describe('componentKind', () => {
  it("finds the layout of a site's cloned instance, whose slug carries a random suffix", () => {
    const data = { meta: { slug: 'hero', component: 'Hero' } } as unknown as SchemaV2Component;
    expect(componentKind({ slug: 'hero-79ae1ef6', data })).toBe('hero');
    expect(
      componentKind({
        slug: 'x-1',
        data: { meta: { slug: '', component: 'FeatureGrid' } } as unknown as SchemaV2Component,
      }),
    ).toBe('feature-grid');
    expect(
      componentKind({ slug: 'constructor', data: { meta: { slug: 'constructor' } } as unknown as SchemaV2Component }),
    ).toBe('constructor');
  });

  it('lays out a slug named like an object property field by field', () => {
    const content = site();
    content.components.push(component('/', 'constructor', 9, { heading: field('Still fine', 'h2') }));
    expect(render(content, '/').html).toContain(
      '<section data-elid="' +
        content.components.at(-1)!.id +
        '" class="c-constructor"><div class="wrap section generic"><h2 data-field="heading">Still fine</h2>',
    );
  });
});

describe('siteContentSecurityPolicy', () => {
  it("lets only the portal's origin frame hosted pages (every loopback spelling a browser accepts)", () => {
    expect(siteContentSecurityPolicy('https://portal.example.com')).toBe(
      "default-src 'self'; script-src https://portal.example.com/site-bridge/helper.js; style-src 'unsafe-inline' 'self'; " +
        "img-src 'self' data: https:; object-src 'none'; base-uri 'none'; frame-ancestors https://portal.example.com",
    );
    expect(siteContentSecurityPolicy('http://localhost:4317')).toMatch(
      /frame-ancestors http:\/\/localhost:4317 http:\/\/127\.0\.0\.1:4317$/,
    );
  });
});

describe('excerpt', () => {
  it('turns markdown into a short plain summary, keeping hyphenated words', () => {
    expect(excerpt('## A first-time guide\n\n- **Bold** point\n> quoted [link](/x)')).toBe(
      'A first-time guide Bold point quoted link',
    );
    expect(excerpt('word '.repeat(100), 40).endsWith('…')).toBe(true);
  });
});
