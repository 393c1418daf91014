import { acceptPortalEvent, createPoster } from '../endpoints.ts';
import { ELID_READY_EVENT, type EditorElement, type PortalMessage, type SiteMessage } from '../messages.ts';
import { clickAction } from './fields.ts';
import { createLayer, LAYER_ATTRIBUTE, type Layer } from './overlay.ts';
import { createPanel, type Panel } from './panel.ts';
import { sameScan, scanDocument } from './scan.ts';

// The in-frame side of the editor bridge (docs/decisions/022-visual-editor.md). It does nothing
// unless the page is framed and the portal, at one of the allowed origins and from the parent
// window, pings it; from then on it talks to that one origin only. It reports the page's marked
// components, frames them on hover once the portal enables overlays, opens the portal's editor on
// click once asked to initialise it, edits in its own panel and sends only the changed keys.

export interface HelperConfig {
  /** The portal origins that may drive the editor (exact `scheme://host[:port]`). */
  portalOrigins: string[];
  version: string;
}

const RESCAN_DELAY_MS = 150;

export function startHelper(config: HelperConfig, win: Window = window): (() => void) | undefined {
  if (win.parent === win) return undefined;
  const doc = win.document;
  let post: ((message: SiteMessage) => void) | null = null;
  let portalOrigin: string | null = null;
  let layer: Layer | null = null;
  let panel: Panel | null = null;
  let editing = false;
  let overlays = false;
  let elements: EditorElement[] = [];
  /** The section under the pointer, followed before overlays are on so they show at once when they are. */
  let pointed: HTMLElement | null = null;
  let rescanTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * A section clicked after the handshake but before INIT_EDITOR reached this page (the portal
   * already says 'Click a section'; its message is still on the way): opened once it arrives.
   */
  let clickedEarly: string | null = null;
  let watching = false;
  const cleanups: (() => void)[] = [];

  const send = (message: SiteMessage) => post?.(message);
  const listen = <K extends keyof WindowEventMap>(
    target: Window | Document,
    type: K,
    handler: (event: WindowEventMap[K]) => void,
    capture = false,
  ) => {
    target.addEventListener(type, handler as EventListener, capture);
    cleanups.push(() => target.removeEventListener(type, handler as EventListener, capture));
  };

  function ensureLayer(): { layer: Layer; panel: Panel } {
    if (!layer) {
      layer = createLayer(doc);
      panel = createPanel(layer, doc, {
        onSave: (componentId, changes) => {
          panel?.saving();
          send({ type: 'ELID_SAVE_COMPONENT', componentId, changes });
        },
        onClose: () => send({ type: 'ELID_MODAL_CLOSE' }),
        onPickImage: (componentId, fieldId, label) => send({ type: 'ELID_PICK_IMAGE', componentId, fieldId, label }),
        // The Library's images are addressed '/uploads/…' on the portal (the site host rewrites them too).
        imageSource: (url) => (url.startsWith('/uploads/') && portalOrigin ? `${portalOrigin}${url}` : url),
      });
    }
    return { layer, panel: panel! };
  }

  function scan(force: boolean) {
    const next = scanDocument(doc);
    if (!force && sameScan(next, elements)) return;
    elements = next;
    send({ type: 'ELID_READY', elements });
  }

  function scheduleRescan() {
    clearTimeout(rescanTimer);
    rescanTimer = setTimeout(() => scan(false), RESCAN_DELAY_MS);
  }

  function announce() {
    send({ type: 'ELID_HELPER_READY', version: config.version });
    scan(true);
    doc.dispatchEvent(new CustomEvent(ELID_READY_EVENT, { detail: { elements } }));
  }

  function watchLayout() {
    if (watching) return;
    watching = true;
    const resize = new ResizeObserver(scheduleRescan);
    resize.observe(doc.documentElement);
    const mutations = new MutationObserver((records) => {
      if (records.some((record) => !isOurs(record.target))) scheduleRescan();
    });
    mutations.observe(doc.body, { childList: true, subtree: true, characterData: true });
    cleanups.push(
      () => resize.disconnect(),
      () => mutations.disconnect(),
    );
    listen(win, 'resize', () => {
      layer?.reposition();
      scheduleRescan();
    });
    listen(win, 'scroll', () => layer?.reposition(), true);
    listen(doc, 'mouseover', (event) => {
      pointed = sectionOf(event.target);
      if (overlays) layer?.hover(pointed);
    });
    listen(doc, 'mouseleave', () => {
      pointed = null;
      layer?.hover(null);
    });
    listen(doc, 'click', onClick, true);
    listen(
      doc,
      'submit',
      (event) => {
        if (editing && !isOurs(event.target as Node)) event.preventDefault();
      },
      true,
    );
  }

  function onClick(event: MouseEvent) {
    const target = event.target as Element | null;
    if (!target || isOurs(target)) return;
    const section = sectionOf(target);
    const onLink = target.closest('a[href], button, [type="submit"], area[href]') !== null;
    // Clicks inside the component being edited place the caret; nothing navigates or reopens.
    if (editing && section && panel?.isOpen() && section.dataset.elid === panel.componentId() && !event.altKey) {
      if (onLink) event.preventDefault();
      return;
    }
    const action = clickAction({ altKey: event.altKey, editing, inComponent: section !== null, onLink });
    if (!editing && !event.altKey && !onLink) clickedEarly = section?.dataset.elid ?? null;
    if (action === 'follow') return;
    event.preventDefault();
    event.stopPropagation();
    if (action === 'open-editor' && section?.dataset.elid) {
      send({ type: 'ELID_OPEN_EDITOR', elementId: section.dataset.elid });
    }
  }

  function handle(message: PortalMessage) {
    switch (message.type) {
      case 'ELID_PING':
        send({ type: 'ELID_PONG' });
        announce();
        watchLayout();
        return;
      case 'ELID_PONG':
        return;
      case 'ENABLE_EDITOR_OVERLAYS':
        overlays = true;
        ensureLayer().layer.hover(pointed);
        return;
      case 'INIT_EDITOR':
        editing = true;
        ensureLayer();
        if (clickedEarly) send({ type: 'ELID_OPEN_EDITOR', elementId: clickedEarly });
        clickedEarly = null;
        return;
      case 'COMPONENT_DATA':
        if (message.component === null) ensureLayer().layer.notice(message.error);
        return;
      case 'OPEN_EXISTING_MODAL': {
        const { panel: editor } = ensureLayer();
        const section = doc.querySelector<HTMLElement>(`[data-elid="${cssString(message.component.id)}"]`);
        editor.open(message.component, section);
        send({ type: 'ELID_MODAL_OPEN' });
        return;
      }
      case 'SAVE_SUCCESS':
        // The page is rendered again from what was saved: page and database never disagree.
        send({ type: 'ELID_UPDATE_DOM', componentId: message.componentId, changes: message.changes });
        if (panel?.isOpen()) panel.close();
        ensureLayer().layer.notice('Saved.');
        win.location.reload();
        return;
      case 'IMAGE_PICKED':
        panel?.setImage(message.componentId, message.fieldId, message.url);
        return;
      case 'SAVE_ERROR':
        if (panel?.isOpen()) panel.failed(message.error);
        else ensureLayer().layer.notice(message.error);
        return;
    }
  }

  listen(win, 'message', (event: MessageEvent) => {
    const origins = portalOrigin ? [portalOrigin] : config.portalOrigins;
    const message = acceptPortalEvent(event, { origins, source: win.parent });
    if (!message) return;
    if (!portalOrigin) {
      portalOrigin = event.origin;
      post = createPoster<SiteMessage>(win.parent, portalOrigin);
    }
    handle(message);
  });

  return () => {
    clearTimeout(rescanTimer);
    for (const cleanup of cleanups.splice(0)) cleanup();
    layer?.host.remove();
  };

  function isOurs(node: Node | null): boolean {
    return node !== null && (layer?.host === node || layer?.host.contains(node) === true || node === layer?.root);
  }
}

function sectionOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-elid]') : null;
}

const cssString = (value: string) => value.replace(/["\\]/g, '\\$&');

export { LAYER_ATTRIBUTE };
