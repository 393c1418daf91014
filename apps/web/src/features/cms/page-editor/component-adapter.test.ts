import type { ComponentInstance } from '@themeport/core';
import { describe, expect, it } from 'vitest';
import { findComponent, previousValues, toComponentData } from './component-adapter';

const component = (id: string, slug: string, componentType: string) =>
  ({ id, slug, componentType, data: { content: {} } }) as unknown as ComponentInstance;

describe('component adapter', () => {
  it('matches the element id against id, then slug, then component type (spec 000 §5)', () => {
    const list = [component('c1', 'hero-1a2b', 'hero'), component('c2', 'cta-9f', 'call-to-action')];
    expect(findComponent(list, 'c2')?.id).toBe('c2');
    expect(findComponent(list, 'hero-1a2b')?.id).toBe('c1');
    expect(findComponent(list, 'call-to-action')?.id).toBe('c2');
    expect(findComponent(list, 'nothing')).toBeNull();
    expect(toComponentData(list[0]!)).toEqual({
      id: 'c1',
      slug: 'hero-1a2b',
      component_type: 'hero',
      type: 'hero',
      data: { content: {} },
    });
  });

  it('keeps what a save replaces, only for the keys it names, as a copy', () => {
    const data = {
      content: { title: { value: 'Old', elementType: 'h1' }, subtitle: { value: 'Kept' } },
      settings: { location: 'ELID:home/hero', sort_order: 1 },
    };
    const previous = previousValues(data, {
      content: { title: { value: 'New' }, added: { value: 'x' } },
      settings: { sort_order: 2 },
    });
    expect(previous).toEqual({
      content: { title: { value: 'Old', elementType: 'h1' } },
      settings: { sort_order: 1 },
    });
    (previous.content!.title as { value: string }).value = 'changed';
    expect(data.content.title.value).toBe('Old');
  });
});
