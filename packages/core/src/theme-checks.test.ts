import { describe, expect, it } from 'vitest';
import {
  THEME_CHECK_TEXT,
  THEME_PAGE_BUDGET,
  blockingSummary,
  buildCheckReport,
  internalPath,
  readPage,
  type CheckInput,
} from './theme-checks.ts';

const component = (content: Record<string, unknown>) => ({
  meta: { id: 'x', slug: 'hero', component: 'Hero', file: 'h.astro', stage: 'production', schemaVersion: 2 },
  content,
  settings: { location: 'home', sort_order: 1 },
});

function input(html: string, overrides: Partial<CheckInput> = {}): CheckInput {
  return {
    config: {
      pages: [{ name: 'index', path: '/', title: 'Home', status: 'published', is_dynamic: false, components: {} }],
      globalComponents: {},
    } as unknown as CheckInput['config'],
    installProblem: null,
    drafts: [],
    pages: [{ path: '/', title: 'Home', status: 200, html }],
    resolves: (path) => path === '/' || path === '/about',
    assetBytes: (src) => (src.startsWith('/uploads/') ? 1000 : null),
    componentName: (elid) => (elid === 'c1' ? 'hero' : null),
    ...overrides,
  };
}

const page = (body: string) => `<html><head><style>body{}</style></head><body>${body}</body></html>`;
const statusOf = (report: ReturnType<typeof buildCheckReport>, id: string) =>
  report.checks.find((check) => check.id === id)!.status;

describe('the automated check', () => {
  it('passes a clean page', () => {
    const report = buildCheckReport(
      input(
        page(
          '<section data-elid="c1"><h1>Hi</h1><h2>Sub</h2><a href="/about">About</a><img src="/uploads/a.png" alt="A desk"></section>',
        ),
      ),
    );
    expect(report.blocking).toBe(false);
    expect(report.checks.every((check) => check.status === 'pass')).toBe(true);
    expect(report.pages[0]!.weight).toMatchObject({ css: 6, js: 0, images: 1000 });
  });

  it('fails a broken internal link and says where, ignoring external, mail and fragment links', () => {
    const report = buildCheckReport(
      input(
        page(
          '<h1>Hi</h1><section data-elid="c1"><a href="/pricing?x=1">P</a><a href="https://x.test/">X</a><a href="mailto:a@b.c">M</a><a href="#top">T</a></section>',
        ),
      ),
    );
    expect(statusOf(report, 'links')).toBe('fail');
    const finding = report.checks.find((check) => check.id === 'links')!.findings;
    expect(finding).toEqual([
      { level: 'fail', message: THEME_CHECK_TEXT.brokenLink('/pricing'), where: 'Home (/) › hero' },
    ]);
    expect(report.blocking).toBe(true);
    expect(blockingSummary(report)).toContain('Home (/) › hero');
  });

  it('fails an image without alt and an image field without alt text; empty alt is decorative', () => {
    const html = page('<h1>Hi</h1><img src="/uploads/a.png"><img src="/uploads/b.png" alt="">');
    const report = buildCheckReport(
      input(html, {
        config: {
          pages: [
            {
              name: 'index',
              path: '/',
              title: 'Home',
              status: 'published',
              is_dynamic: false,
              components: { hero: component({ photo: { value: '/uploads/c.png', elementType: 'img' } }) },
            },
          ],
          globalComponents: {},
        } as unknown as CheckInput['config'],
      }),
    );
    const findings = report.checks.find((check) => check.id === 'images')!.findings;
    expect(findings.map((f) => f.message)).toEqual([
      THEME_CHECK_TEXT.fieldNoAlt('photo'),
      THEME_CHECK_TEXT.imageNoAlt('/uploads/a.png'),
    ]);
    expect(findings[0]!.where).toBe('Home › hero');
  });

  it('warns on headings out of order, a missing h1 and several h1s, without blocking', () => {
    const skipped = buildCheckReport(input(page('<h1>A</h1><h3>C</h3>')));
    expect(statusOf(skipped, 'headings')).toBe('warning');
    expect(skipped.checks.find((c) => c.id === 'headings')!.findings[0]!.message).toBe(
      THEME_CHECK_TEXT.skippedHeading(1, 3, 'C'),
    );
    expect(skipped.blocking).toBe(false);
    expect(statusOf(buildCheckReport(input(page('<h2>B</h2>'))), 'headings')).toBe('warning');
    expect(
      buildCheckReport(input(page('<h1>A</h1><h1>B</h1>'))).checks.find((c) => c.id === 'headings')!.findings[0]!
        .message,
    ).toBe(THEME_CHECK_TEXT.manyH1(2));
  });

  it('fails a page over its weight budget and warns near it; unweighable images warn', () => {
    const big = page(`<h1>A</h1><script>${'x'.repeat(THEME_PAGE_BUDGET.js + 1)}</script>`);
    const over = buildCheckReport(input(big));
    expect(statusOf(over, 'weight')).toBe('fail');
    expect(over.checks.find((c) => c.id === 'weight')!.findings[0]!.message).toContain(
      'JS weighs 16 KB, over the budget of 16 KB',
    );
    const near = buildCheckReport(
      input(page(`<h1>A</h1><script>${'x'.repeat(Math.ceil(THEME_PAGE_BUDGET.js * 0.9))}</script>`)),
    );
    expect(statusOf(near, 'weight')).toBe('warning');
    const elsewhere = buildCheckReport(input(page('<h1>A</h1><img src="https://cdn.test/x.jpg" alt="x">')));
    expect(elsewhere.checks.find((c) => c.id === 'weight')!.findings[0]!.message).toBe(
      THEME_CHECK_TEXT.unmeasured(['https://cdn.test/x.jpg']),
    );
  });

  it('fails a theme that does not install or a page that does not render, and a component that is not schema v2', () => {
    const notInstalled = buildCheckReport(input('', { installProblem: 'No pages found for this theme', pages: [] }));
    expect(statusOf(notInstalled, 'install')).toBe('fail');
    const notRendered = buildCheckReport(input('', { pages: [{ path: '/', title: 'Home', status: 404, html: '' }] }));
    expect(notRendered.checks.find((c) => c.id === 'install')!.findings[0]!.message).toBe(
      THEME_CHECK_TEXT.notRendered('/', 404),
    );
    const schema = buildCheckReport(
      input(page('<h1>A</h1>'), {
        config: {
          pages: [],
          globalComponents: {
            header: { meta: { id: 'x', slug: 'h', schemaVersion: 1 }, settings: { location: 'l', sort_order: 1 } },
          },
        } as unknown as CheckInput['config'],
      }),
    );
    expect(statusOf(schema, 'schema')).toBe('fail');
    expect(schema.checks.find((c) => c.id === 'schema')!.findings[0]!.where).toBe('Global › header');
  });

  it('reads internal paths and page anatomy', () => {
    expect(internalPath('/about/')).toBe('/about');
    expect(internalPath('/')).toBe('/');
    expect(internalPath('//evil.test/x')).toBeNull();
    expect(internalPath('tel:+1')).toBeNull();
    const anatomy = readPage(
      '<link rel="stylesheet" href="/s.css"><script src="/a.js"></script><script type="application/ld+json">{}</script>',
    );
    expect(anatomy).toMatchObject({ stylesheets: ['/s.css'], scripts: ['/a.js'], inlineJs: 0 });
  });
});
