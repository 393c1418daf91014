import { describe, expect, it } from 'vitest';
import { COMPONENT_TEXT, mergeComponentData, updateComponentSchema } from './component-schema.ts';
import { schemaV2Problem, type SchemaV2Component } from './template-config.ts';

const component: SchemaV2Component = {
  meta: { id: 'hero-1', slug: 'hero', component: 'Hero', file: '', stage: 'published', schemaVersion: 2 },
  content: {
    title: { value: 'Hello', elementType: 'h1', cssClasses: ['big'] },
    items: [{ uid: 'a', label: 'A' }],
  },
  settings: { location: 'home', sort_order: 1 },
};

describe('schema v2 problems', () => {
  it('names no problem for a valid component', () => {
    expect(schemaV2Problem(component)).toBeNull();
  });

  it.each([
    [{ ...component, meta: { ...component.meta, id: 1 } }, 'meta.id must be text', 'data.meta.id'],
    [
      { ...component, meta: { ...component.meta, schemaVersion: 1 } },
      'meta.schemaVersion must be a number of 2 or more',
      'data.meta.schemaVersion',
    ],
    [{ ...component, meta: { ...component.meta, slug: null } }, 'meta.slug must be text', 'data.meta.slug'],
    [{ ...component, settings: { sort_order: 1 } }, 'settings.location must be text', 'data.settings.location'],
    [
      { ...component, settings: { location: 'x', sort_order: 0 } },
      'settings.sort_order must be a non-zero number',
      'data.settings.sort_order',
    ],
    [{ ...component, content: { items: [{}] } }, 'every item must have a text uid', 'data.content.items'],
    [{ meta: {}, content: {} }, 'data must be an object with meta, content and settings', 'data'],
  ])('names the first rule broken (%#)', (value, message, path) => {
    expect(schemaV2Problem(value)).toEqual({ message, path });
  });
});

describe('the save merge (spec 000 §5)', () => {
  it('merges content, settings and meta key by key and keeps what is not named', () => {
    const merged = mergeComponentData(component, {
      content: { title: { value: 'New' }, subtitle: { value: 'Sub' } },
      settings: { rootLocation: 'main' },
      meta: { stage: 'draft' },
    });
    expect(merged.content.title).toEqual({ value: 'New', elementType: 'h1', cssClasses: ['big'] });
    expect(merged.content.subtitle).toEqual({ value: 'Sub' });
    expect(merged.content.items).toEqual([{ uid: 'a', label: 'A' }]);
    expect(merged.settings).toEqual({ location: 'home', sort_order: 1, rootLocation: 'main' });
    expect(merged.meta).toEqual({ ...component.meta, stage: 'draft' });
  });

  it('replaces lists whole and leaves the stored component untouched', () => {
    const merged = mergeComponentData(component, { content: { items: [{ uid: 'b' }] } });
    expect(merged.content.items).toEqual([{ uid: 'b' }]);
    expect(component.content.items).toEqual([{ uid: 'a', label: 'A' }]);
  });
});

describe('component texts and inputs', () => {
  it("uses the spec's texts", () => {
    expect(COMPONENT_TEXT.createFailed('x')).toBe('Failed to create component: x');
    expect(COMPONENT_TEXT.updateFailed('x')).toBe('Failed to update component: x');
    expect(COMPONENT_TEXT.templateNotFound('t1')).toBe('Template t1 not found');
  });

  it('refuses an update with nothing to change or an unknown data section', () => {
    expect(updateComponentSchema.safeParse({}).success).toBe(false);
    expect(updateComponentSchema.safeParse({ data: { other: {} } }).success).toBe(false);
    expect(updateComponentSchema.safeParse({ data: { content: { title: { value: 'x' } } } }).success).toBe(true);
  });
});
