import { describe, expect, it } from 'vitest';
import { docToMarkdown, isAllowedHref, markdownToDoc, normalizeMarkdown } from './markdown';

const POST = [
  '# Our rye',
  '',
  'Made with **whole** grain and a *long* rest. See [the recipe](https://example.com/rye).',
  '',
  '## What you need',
  '',
  '- flour',
  '- water',
  '',
  '1. Mix',
  '2. Wait',
  '',
  '### Baking',
  '',
  '![A loaf](https://example.com/loaf.jpg)',
  '',
  '> Patience is an ingredient.',
].join('\n');

describe('markdown in and out of the rich-text editor', () => {
  it('reads headings, lists, marks, links and images into the document', () => {
    const doc = markdownToDoc(POST);
    const types = (doc.content ?? []).map((node) => node.type);
    expect(types).toEqual([
      'heading',
      'paragraph',
      'heading',
      'bulletList',
      'orderedList',
      'heading',
      'image',
      'blockquote',
    ]);
    expect(doc.content![0]!.attrs).toMatchObject({ level: 1 });
    expect(doc.content![6]!.attrs).toMatchObject({ src: 'https://example.com/loaf.jpg', alt: 'A loaf' });
    const marks = doc.content![1]!.content!.flatMap((node) => node.marks?.map((mark) => mark.type) ?? []);
    expect(marks).toEqual(['bold', 'italic', 'link']);
  });

  it('writes the same markdown back (the round trip loses nothing)', () => {
    expect(docToMarkdown(markdownToDoc(POST)).trim()).toBe(POST);
    expect(normalizeMarkdown(normalizeMarkdown(POST))).toBe(normalizeMarkdown(POST));
  });

  it('keeps deeper headings the toolbar does not offer, and normalises list marks', () => {
    expect(normalizeMarkdown('#### Notes')).toBe('#### Notes');
    expect(normalizeMarkdown('* a\n* b')).toBe('- a\n- b');
    expect(normalizeMarkdown('__bold__')).toBe('**bold**');
  });

  it('takes web, mail and site links, and refuses script and protocol-relative ones', () => {
    expect(['https://a.example', 'mailto:a@b.example', '/about', '#top'].every(isAllowedHref)).toBe(true);
    expect(['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'ftp://x'].some(isAllowedHref)).toBe(false);
  });
});
