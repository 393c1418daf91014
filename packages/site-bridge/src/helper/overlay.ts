import { HELPER_CSS } from './styles.ts';
import { componentTypeOf, type Box } from './scan.ts';

// The helper's layer: one element of its own at the end of <html>, with a shadow root holding
// the hover frame, the frame of the component being edited and a notice line. Drawn with
// absolutely positioned boxes in document coordinates; the site's elements are never restyled.

export interface Layer {
  root: ShadowRoot;
  host: HTMLElement;
  /** Frames the component under the pointer (or nothing). */
  hover(section: HTMLElement | null): void;
  /** Frames the component being edited (or nothing). */
  select(section: HTMLElement | null): void;
  /** Redraws both frames where their components are now (after scroll, resize, re-render). */
  reposition(): void;
  notice(text: string | null): void;
}

export const LAYER_ATTRIBUTE = 'data-themeport-editor';

export function createLayer(doc: Document): Layer {
  const host = doc.createElement('div');
  host.setAttribute(LAYER_ATTRIBUTE, '');
  const root = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = HELPER_CSS;
  const layer = doc.createElement('div');
  layer.className = 'layer';
  layer.setAttribute('aria-hidden', 'true');
  const hoverBox = makeBox(doc, 'box');
  const selectedBox = makeBox(doc, 'box selected');
  layer.append(hoverBox.box, selectedBox.box);
  const note = doc.createElement('div');
  note.className = 'notice';
  note.setAttribute('role', 'status');
  note.hidden = true;
  root.append(style, layer, note);
  doc.documentElement.append(host);

  let hovered: HTMLElement | null = null;
  let selected: HTMLElement | null = null;
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;

  const draw = (target: { box: HTMLElement; tag: HTMLElement }, section: HTMLElement | null, label: string) => {
    if (!section || !section.isConnected) {
      target.box.style.display = 'none';
      return;
    }
    const view = doc.defaultView;
    const rect = section.getBoundingClientRect();
    place(target.box, {
      top: rect.top + (view?.scrollY ?? 0),
      left: rect.left + (view?.scrollX ?? 0),
      width: rect.width,
      height: rect.height,
    });
    target.tag.textContent = `${componentTypeOf(section.className)} · ${label}`;
    target.box.style.display = 'block';
  };

  const api: Layer = {
    root,
    host,
    hover(section) {
      hovered = section === selected ? null : section;
      draw(hoverBox, hovered, 'click to edit');
    },
    select(section) {
      selected = section;
      draw(selectedBox, selected, 'editing');
      if (hovered === selected) api.hover(null);
    },
    reposition() {
      draw(hoverBox, hovered, 'click to edit');
      draw(selectedBox, selected, 'editing');
    },
    notice(text) {
      clearTimeout(noticeTimer);
      note.textContent = text ?? '';
      note.hidden = text === null;
      if (text !== null) noticeTimer = setTimeout(() => (note.hidden = true), 4_000);
    },
  };
  return api;
}

function makeBox(doc: Document, className: string) {
  const box = doc.createElement('div');
  box.className = className;
  const tag = doc.createElement('span');
  tag.className = 'tag';
  box.append(tag);
  return { box, tag };
}

function place(element: HTMLElement, box: Box) {
  element.style.top = `${box.top}px`;
  element.style.left = `${box.left}px`;
  element.style.width = `${box.width}px`;
  element.style.height = `${box.height}px`;
}
