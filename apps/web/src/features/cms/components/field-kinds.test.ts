import { describe, expect, it } from 'vitest';
import {
  changedContent,
  fieldKind,
  hrefProblem,
  humaniseKey,
  linkProblems,
  newItem,
  newItemUid,
  orderedEntries,
} from './field-kinds';

const field = (value: string, elementType?: string, extra: Record<string, unknown> = {}) => ({
  value,
  relativePath: elementType,
  matchType: 'text',
  cssClasses: ['x'],
  elementType,
  ...extra,
});

describe('fieldKind', () => {
  it('picks the control from the element type, the match type and the value shape', () => {
    expect(fieldKind('title', field('Welcome', 'h1'))).toBe('text');
    expect(fieldKind('ctaLabel', field('Get started', 'a'))).toBe('text');
    expect(fieldKind('subtitle', field('A short line', 'p'))).toBe('textarea');
    expect(fieldKind('quote', field('Loved it', 'blockquote'))).toBe('textarea');
    expect(fieldKind('heading', field('Line one\nline two', 'h2'))).toBe('textarea');
    expect(fieldKind('heading', field('x'.repeat(81), 'h2'))).toBe('textarea');
    expect(fieldKind('body', field('# Title', 'article'))).toBe('richText');
    expect(fieldKind('intro', { value: '<b>Hi</b>', matchType: 'html' })).toBe('richText');
    expect(fieldKind('photo', field('/uploads/a.png', 'img'))).toBe('image');
    expect(fieldKind('background', { value: '/a.png', matchType: 'image' })).toBe('image');
    expect(fieldKind('cta', field('Read more', 'a', { href: '/about' }))).toBe('link');
    expect(fieldKind('href', field('/about', 'a'))).toBe('url');
    expect(fieldKind('ctaHref', field('/contact', 'a'))).toBe('url');
    expect(fieldKind('items', [{ uid: 'a', label: field('A', 'a') }])).toBe('list');
    expect(fieldKind('tags', ['a', 'b'])).toBe('other');
    expect(fieldKind('note', 'plain words')).toBe('plain');
    expect(fieldKind('count', 3)).toBe('other');
    expect(fieldKind('broken', { text: 'no value' })).toBe('other');
  });
});

describe('humaniseKey', () => {
  it('turns content keys into labels', () => {
    expect(humaniseKey('ctaText')).toBe('CTA text');
    expect(humaniseKey('ctaHref')).toBe('CTA link');
    expect(humaniseKey('secondaryLabel')).toBe('Secondary label');
    expect(humaniseKey('logoText')).toBe('Logo text');
    expect(humaniseKey('submit_label')).toBe('Submit label');
    expect(humaniseKey('heroImageURL')).toBe('Hero image URL');
    expect(humaniseKey('title')).toBe('Title');
  });
});

describe('hrefProblem', () => {
  it('accepts site paths, web addresses, mailto and tel, and empty', () => {
    for (const href of [
      '',
      '/about',
      '#main',
      'https://example.com/a?b=1',
      'http://localhost:3000',
      'mailto:a@b.co',
      'tel:+15550102030',
    ])
      expect(hrefProblem(href)).toBeNull();
  });
  it('refuses script and data addresses, bare words, protocol-relative and spaced addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      'about',
      '//evil.com',
      'https://exa mple.com',
      'https://nodot',
    ])
      expect(hrefProblem(href)).toMatch(/Enter a web address/);
  });
});

describe('list items', () => {
  it('gives new items a uid not yet used, shaped like the first with empty texts', () => {
    const items = [
      { uid: 'nav-1', label: field('Home', 'a'), href: field('/', 'a') },
      { uid: 'nav-3', label: field('About', 'a'), href: field('/about', 'a') },
    ];
    expect(newItemUid(items)).toBe('nav-4');
    expect(newItemUid([{ uid: 'nav-1' }, { uid: 'nav-2' }])).toBe('nav-3');
    expect(newItemUid([])).toBe('item-1');
    const item = newItem(items);
    expect(item).toEqual({ uid: 'nav-4', label: { ...field('', 'a') }, href: { ...field('', 'a') } });
  });
});

describe('changedContent', () => {
  it('sends only the changed keys, and inside a field only its changed parts', () => {
    const original = { title: field('Old', 'h1'), subtitle: field('Same', 'p'), items: [{ uid: 'a' }] };
    const draft = { ...original, title: { ...original.title, value: 'New' } };
    expect(changedContent(original, draft)).toEqual({ title: { value: 'New' } });
    const withItems = { ...original, items: [{ uid: 'a' }, { uid: 'b' }] };
    expect(changedContent(original, withItems)).toEqual({ items: [{ uid: 'a' }, { uid: 'b' }] });
    expect(changedContent(original, original)).toEqual({});
  });
});

describe('linkProblems', () => {
  it('names each bad address by its path, list items included', () => {
    const content = {
      ctaHref: field('javascript:x', 'a'),
      cta: field('Go', 'a', { href: 'nowhere' }),
      items: [
        { uid: 'a', href: field('/ok', 'a') },
        { uid: 'b', href: field('bad', 'a') },
      ],
    };
    expect(Object.keys(linkProblems(content))).toEqual(['ctaHref', 'cta.href', 'items.1.href']);
  });
});

describe('orderedEntries', () => {
  it('puts fields in the order the page shows them, unknown keys after, lists last', () => {
    const content = {
      items: [],
      title: field('T', 'h1'),
      ctaLabel: field('Go', 'a'),
      subtitle: field('S', 'p'),
      extra: field('E', 'p'),
      secondaryLabel: field('More', 'a'),
    };
    expect(orderedEntries(content).map(([key]) => key)).toEqual([
      'title',
      'subtitle',
      'ctaLabel',
      'secondaryLabel',
      'extra',
      'items',
    ]);
    expect(orderedEntries({ uid: 'a', href: field('/', 'a'), label: field('Home', 'a') }).map(([k]) => k)).toEqual([
      'label',
      'href',
      'uid',
    ]);
  });
});
