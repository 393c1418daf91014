import { describe, expect, it } from 'vitest';
import { buildChanges, clickAction, editableFields, labelFor } from './fields.ts';

const data = {
  meta: { id: 'home-hero', slug: 'hero', schemaVersion: 2 },
  content: {
    title: { value: 'Fresh bread', elementType: 'h1', cssClasses: ['hero-title'] },
    subtitle: { value: 'Baked daily', elementType: 'p' },
    ctaHref: { value: '/contact', elementType: 'a' },
    items: [
      { uid: 'a1', label: { value: 'Home' }, href: { value: '/' } },
      { uid: 'a2', label: { value: 'About' }, href: { value: '/about' } },
    ],
    notes: 'not a field',
  },
  settings: { location: 'ELID:home/hero', sort_order: 1 },
};

describe('the fields the in-frame editor offers', () => {
  it('lists text fields first, then each list item’s fields, with readable labels', () => {
    const fields = editableFields(data);
    expect(fields.map((field) => [field.id, field.label, field.multiline])).toEqual([
      ['title', 'Title', false],
      ['subtitle', 'Subtitle', true],
      ['ctaHref', 'CTA href', false],
      ['items.a1.label', 'Item 1 · Label', false],
      ['items.a1.href', 'Item 1 · Href', false],
      ['items.a2.label', 'Item 2 · Label', false],
      ['items.a2.href', 'Item 2 · Href', false],
    ]);
    expect(labelFor('secondary_href')).toBe('Secondary href');
  });

  it('has nothing to offer for a component without content', () => {
    expect(editableFields({})).toEqual([]);
  });
});

describe('the save it sends', () => {
  it('names only the changed fields, as { value }', () => {
    const edits = new Map([
      ['title', 'Warm bread'],
      ['subtitle', 'Baked daily'],
    ]);
    expect(buildChanges(data, edits)).toEqual({ content: { title: { value: 'Warm bread' } } });
  });

  it('sends a changed item’s whole list (lists are replaced whole), other items untouched', () => {
    const changes = buildChanges(data, new Map([['items.a2.label', 'Our story']]));
    expect(changes).toEqual({
      content: {
        items: [
          { uid: 'a1', label: { value: 'Home' }, href: { value: '/' } },
          { uid: 'a2', label: { value: 'Our story' }, href: { value: '/about' } },
        ],
      },
    });
    // The component data it was built from is not changed.
    expect(data.content.items[1]!.label.value).toBe('About');
  });

  it('is null when nothing changed or the edit names no field', () => {
    expect(buildChanges(data, new Map([['title', 'Fresh bread']]))).toBeNull();
    expect(buildChanges(data, new Map([['nope', 'x']]))).toBeNull();
  });
});

describe('clicks while editing', () => {
  it('open the editor on a component, block other links, and follow anything with Alt held', () => {
    const base = { altKey: false, editing: true, inComponent: false, onLink: false };
    expect(clickAction({ ...base, inComponent: true, onLink: true })).toBe('open-editor');
    expect(clickAction({ ...base, onLink: true })).toBe('block');
    expect(clickAction({ ...base, onLink: true, altKey: true })).toBe('follow');
    expect(clickAction({ ...base, inComponent: true, altKey: true })).toBe('follow');
    expect(clickAction(base)).toBe('follow');
  });

  it('change nothing before the portal initialised the editor', () => {
    expect(clickAction({ altKey: false, editing: false, inComponent: true, onLink: true })).toBe('follow');
  });
});
