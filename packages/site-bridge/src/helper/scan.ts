import type { EditorElement } from '../messages.ts';

// The page's editable parts, as the site host marks them (render-components.ts, render-fields.ts):
// a <section data-elid="{component id}" class="c-{kind}"> per component instance, data-field="key"
// on each field's element and data-uid="uid" on each list item. Positions are in document
// coordinates, so scrolling changes nothing and only layout changes send a new scan.

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** 'c-hero wide' → 'hero': the layout class the site host gives a component's section. */
export function componentTypeOf(className: string): string {
  const match = /(?:^|\s)c-([a-z0-9-]+)/.exec(className);
  return match?.[1] ?? 'component';
}

/** An attribute selector for one component; ids are the host's UUIDs, quoted anyway. */
export function elidSelector(elid: string): string {
  return `[data-elid="${elid.replace(/["\\]/g, '\\$&')}"]`;
}

/** Whole pixels, and never -0 (which compares unequal to 0 in Object.is). */
const px = (value: number) => Math.round(value) + 0;

/** A viewport rectangle moved into document coordinates and rounded to whole pixels. */
export function toDocumentBox(rect: Box, scrollX: number, scrollY: number): Box {
  return {
    top: px(rect.top + scrollY),
    left: px(rect.left + scrollX),
    width: Math.max(0, px(rect.width)),
    height: Math.max(0, px(rect.height)),
  };
}

export interface MarkedSection {
  elid: string;
  className: string;
  box: Box;
  fields: string[];
  items: number;
}

/** spec 001 §3: an editor overlay element (uid, type, componentType, selector, position, data). */
export function toEditorElement(section: MarkedSection): EditorElement {
  return {
    uid: section.elid,
    type: 'component',
    componentType: componentTypeOf(section.className),
    selector: elidSelector(section.elid),
    position: section.box,
    data: { fields: section.fields, items: section.items },
  };
}

/** Whether two scans show the same elements at the same places (then nothing is resent). */
export function sameScan(a: readonly EditorElement[], b: readonly EditorElement[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((element, index) => {
    const other = b[index]!;
    const p = element.position;
    const q = other.position;
    return (
      element.uid === other.uid && p.top === q.top && p.left === q.left && p.width === q.width && p.height === q.height
    );
  });
}

/** Every marked component of the document that is laid out (hidden ones have no box). */
export function scanDocument(doc: Document): EditorElement[] {
  const view = doc.defaultView;
  const scrollX = view?.scrollX ?? 0;
  const scrollY = view?.scrollY ?? 0;
  const sections: MarkedSection[] = [];
  for (const element of doc.querySelectorAll<HTMLElement>('[data-elid]')) {
    const elid = element.dataset.elid;
    if (!elid) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const fields = [...element.querySelectorAll<HTMLElement>('[data-field]')]
      .filter((field) => field.closest('[data-uid]') === null || !element.contains(field.closest('[data-uid]')))
      .map((field) => field.dataset.field ?? '')
      .filter(Boolean);
    sections.push({
      elid,
      className: element.className,
      box: toDocumentBox(rect, scrollX, scrollY),
      fields: [...new Set(fields)],
      items: element.querySelectorAll('[data-uid]').length,
    });
  }
  return sections.map(toEditorElement);
}
