import { describe, expect, it } from 'vitest';
import { editorElementSchema } from '../messages.ts';
import { componentTypeOf, elidSelector, sameScan, toDocumentBox, toEditorElement } from './scan.ts';

describe('scan of marked components (spec 001 §3)', () => {
  it('reads the component type from the host’s layout class', () => {
    expect(componentTypeOf('c-hero')).toBe('hero');
    expect(componentTypeOf('wide c-feature-grid dark')).toBe('feature-grid');
    expect(componentTypeOf('plain')).toBe('component');
  });

  it('moves boxes into document coordinates, whole pixels', () => {
    expect(toDocumentBox({ top: 10.4, left: -0.4, width: 300.6, height: -2 }, 0, 500)).toEqual({
      top: 510,
      left: 0,
      width: 301,
      height: 0,
    });
  });

  it('builds an overlay element the portal accepts, with a quoted selector', () => {
    const element = toEditorElement({
      elid: 'c1"x',
      className: 'c-hero',
      box: { top: 0, left: 0, width: 10, height: 10 },
      fields: ['title'],
      items: 0,
    });
    expect(element.selector).toBe('[data-elid="c1\\"x"]');
    expect(elidSelector('abc')).toBe('[data-elid="abc"]');
    expect(editorElementSchema.safeParse(element).success).toBe(true);
    expect(element).toMatchObject({
      uid: 'c1"x',
      type: 'component',
      componentType: 'hero',
      data: { fields: ['title'] },
    });
  });

  it('resends only when an element moved, resized, came or went', () => {
    const one = toEditorElement({
      elid: 'a',
      className: 'c-hero',
      box: { top: 0, left: 0, width: 1, height: 1 },
      fields: [],
      items: 0,
    });
    const moved = { ...one, position: { ...one.position, top: 5 } };
    expect(sameScan([one], [{ ...one }])).toBe(true);
    expect(sameScan([one], [moved])).toBe(false);
    expect(sameScan([one], [])).toBe(false);
  });
});
