import type { ComponentInstance } from '@themeport/core';
import { describe, expect, it } from 'vitest';
import { componentTypes } from './add-component';

const template = (id: string, componentType: string, componentName: string, pagePath: string) =>
  ({ id, componentType, componentName, pagePath }) as ComponentInstance;

describe('componentTypes', () => {
  it("offers each of the theme's types once, the page's own template first choice, by name", () => {
    const templates = [
      template('1', 'PageHeader', 'Page Header', '/about'),
      template('2', 'Hero', 'Hero', '/'),
      template('3', 'PageHeader', 'Page Header', '/contact'),
      template('4', 'Story', 'Story', '/about'),
    ];
    expect(componentTypes(templates, '/contact').map((t) => t.id)).toEqual(['2', '3', '4']);
    expect(componentTypes(templates, '/').map((t) => t.id)).toEqual(['2', '1', '4']);
    expect(componentTypes([], '/')).toEqual([]);
  });
});
