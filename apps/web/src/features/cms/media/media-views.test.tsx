import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MediaFile } from '@themeport/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImageField } from './image-field';
import { MediaGrid, mediaDetails } from './media-grid';

const file: MediaFile = {
  id: 'f1',
  url: '/uploads/media/a/0123456789abcdef-hero.png',
  fileName: 'hero.png',
  contentType: 'image/png',
  bytes: 48_213,
  width: 1200,
  height: 630,
  createdAt: '2026-11-24T09:00:00.000Z',
  usage: [{ siteId: 's1', siteName: 'My Bakery', kind: 'component', label: 'component Hero (/)' }],
};

const withQueries = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

describe('MediaGrid', () => {
  it('shows the name, size, dimensions and where the image is used; Delete only when offered', () => {
    expect(mediaDetails(file)).toBe('1200 × 630 px · 48.2 KB');
    const html = renderToStaticMarkup(<MediaGrid files={[file, { ...file, id: 'f2', usage: [] }]} />);
    expect(html).toContain('hero.png');
    expect(html).toContain('1200 × 630 px · 48.2 KB');
    expect(html).toContain('Used in component Hero (/) on My Bakery');
    expect(html).toContain('Not used');
    expect(html).not.toContain('Delete hero.png');
    expect(renderToStaticMarkup(<MediaGrid files={[file]} onDelete={() => undefined} />)).toContain(
      'aria-label="Delete hero.png"',
    );
  });
});

describe('ImageField', () => {
  const props = { accountId: 'a', label: 'Favicon', onChange: () => undefined };

  it('previews the chosen image and offers Choose image, Remove and the address', () => {
    const html = withQueries(<ImageField {...props} value={file.url} />);
    expect(html).toContain(`src="${file.url}"`);
    expect(html).toContain('alt="Favicon preview"');
    expect(html).toContain('Choose image');
    expect(html).toContain('Remove');
    expect(html).toContain(`value="${file.url}"`);
  });

  it('has no preview and no Remove when empty, and nothing to press when disabled', () => {
    const empty = withQueries(<ImageField {...props} value="" />);
    expect(empty).not.toContain('<img');
    expect(empty).not.toContain('Remove');
    const disabled = withQueries(<ImageField {...props} value={file.url} disabled />);
    expect(disabled.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
    expect(disabled).toMatch(/<input[^>]*disabled=""/);
  });
});
