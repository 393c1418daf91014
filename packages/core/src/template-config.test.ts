import { describe, expect, it } from 'vitest';
import { isValidSchemaV2Component, type SchemaV2Component } from './template-config.ts';

const valid: SchemaV2Component = {
  meta: {
    id: 'hero-1',
    slug: 'hero',
    component: 'Hero',
    file: 'src/components/Hero.astro',
    stage: 'published',
    schemaVersion: 2,
  },
  content: { title: { value: 'Hello', elementType: 'h1' }, items: [{ uid: 'a' }, { uid: 'b' }] },
  settings: { location: 'home', sort_order: 1 },
};

interface Draft {
  meta: Record<string, unknown>;
  settings: Record<string, unknown>;
  content: { items?: unknown[] } & Record<string, unknown>;
}

function withChange(change: (c: Draft) => void): unknown {
  const copy = structuredClone(valid) as unknown as Draft;
  change(copy);
  return copy;
}

describe('schema v2 component validity', () => {
  it('accepts a complete component', () => {
    expect(isValidSchemaV2Component(valid)).toBe(true);
  });

  it('accepts a component without items', () => {
    expect(isValidSchemaV2Component(withChange((c) => delete c.content.items))).toBe(true);
  });

  it.each([
    ['meta.id is not text', (c: Draft) => (c.meta.id = 7)],
    ['schemaVersion is below 2', (c: Draft) => (c.meta.schemaVersion = 1)],
    ['schemaVersion is text', (c: Draft) => (c.meta.schemaVersion = '2')],
    ['slug is missing', (c: Draft) => delete c.meta.slug],
    ['settings.location is missing', (c: Draft) => delete c.settings.location],
    ['sort_order is zero', (c: Draft) => (c.settings.sort_order = 0)],
    ['sort_order is text', (c: Draft) => (c.settings.sort_order = '1')],
    ['an item has no uid', (c: Draft) => c.content.items?.push({ title: 'x' })],
  ])('rejects it when %s', (_name, change) => {
    expect(isValidSchemaV2Component(withChange(change))).toBe(false);
  });

  it('rejects values that are not components', () => {
    expect(isValidSchemaV2Component(null)).toBe(false);
    expect(isValidSchemaV2Component([])).toBe(false);
  });
});
