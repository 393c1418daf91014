import {
  parseSiteMessage,
  type ComponentChanges,
  type ComponentData,
  type EditorElement,
  type PortalMessage,
  type SiteMessage,
} from './messages.ts';

// The portal side of the editor frame (spec 000 §4 "Page editor panel", §8, §9 timers). Pure of
// I/O: the clock and the post function are injected, so tests drive it with fake timers. The
// caller checks origin and source (isAcceptableEvent) before handing data to receive().

/** spec 000 §9 */
export const BRIDGE_TIMINGS = {
  /** Ready fallback 1 s after the ping when no bundle-ready message came. */
  readyFallbackMs: 1_000,
  /** Editor overlays are sent 500 ms after the ready signal. */
  overlaysDelayMs: 500,
  /** The frame is asked to initialise its editor 100 ms after a ready message with elements. */
  initDelayMs: 100,
} as const;

/** spec 000 §8 "Messages to the frame" */
export const BRIDGE_ERRORS = {
  missingSite: 'Missing subscription ID',
  missingAdapter: 'Component adapter not initialized',
  componentNotFound: (elementId: string) => `Component not found for elementId: ${elementId}`,
  /** Ours: a save names a component the portal did not open in this frame (forged or stale). */
  notOpened: (componentId: string) => `Save refused: component ${componentId} was not opened in the editor`,
  pickNotOpened: (componentId: string) => `Image pick refused: component ${componentId} was not opened in the editor`,
  /** Ours: a save with nothing in it. */
  noChanges: 'Save refused: no changes',
} as const;

/** What the bridge needs from the component data service. */
export interface ComponentAdapter {
  /** spec 000 §5: the element id is matched against slug, component type or id. */
  findByElementId(elementId: string): Promise<ComponentData | null>;
  save(componentId: string, changes: ComponentChanges): Promise<void>;
}

export interface BridgeClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What the panel hears about: for the Debug tab, the scroll lock and the status line. */
export type BridgeEvent =
  | { kind: 'received'; message: SiteMessage }
  | { kind: 'sent'; message: PortalMessage }
  | { kind: 'ignored'; reason: string; data: unknown }
  | { kind: 'ready'; via: 'helper' | 'fallback' }
  | { kind: 'scroll-lock'; locked: boolean }
  | { kind: 'site-error'; error: string }
  | { kind: 'dom-updated'; componentId: string }
  /** A save went through (persisted, SAVE_SUCCESS sent): the panel says so. */
  | { kind: 'saved'; componentId: string }
  | { kind: 'log'; text: string }
  | { kind: 'pick-image'; componentId: string; fieldId: string; label: string };

export interface PortalBridgeOptions {
  /** Posts to the frame's window at its exact origin (never `*`). */
  post: (message: PortalMessage) => void;
  clock?: BridgeClock;
  onEvent?: (event: BridgeEvent) => void;
  now?: () => number;
}

export interface BridgeContext {
  accountId: string | null;
  adapter: ComponentAdapter | null;
}

export interface PortalBridgeState {
  siteReady: boolean;
  readyVia: 'helper' | 'fallback' | null;
  helperVersion: string | null;
  elements: EditorElement[];
  overlaysSent: boolean;
  modalOpen: boolean;
}

const realClock: BridgeClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createPortalBridge(options: PortalBridgeOptions) {
  const clock = options.clock ?? realClock;
  const now = options.now ?? Date.now;
  const emit = (event: BridgeEvent) => options.onEvent?.(event);
  let context: BridgeContext = { accountId: null, adapter: null };
  let timers = new Set<unknown>();
  let fallbackTimer: unknown = null;
  let overlaysDue = false;
  // Saves are taken only for components this portal opened (OPEN_EXISTING_MODAL) since the frame
  // last loaded: a message from the site cannot make the portal write to any other component.
  let opened = new Set<string>();
  const state: PortalBridgeState = {
    siteReady: false,
    readyVia: null,
    helperVersion: null,
    elements: [],
    overlaysSent: false,
    modalOpen: false,
  };

  function send(message: PortalMessage) {
    options.post(message);
    emit({ kind: 'sent', message });
  }

  function later(ms: number, callback: () => void): unknown {
    const handle = clock.setTimeout(() => {
      timers.delete(handle);
      callback();
    }, ms);
    timers.add(handle);
    return handle;
  }

  /** Why messages are ignored right now, or null when the site and the adapter are both there. */
  function notReadyReason(): string | null {
    if (!context.accountId) return BRIDGE_ERRORS.missingSite;
    if (!context.adapter) return BRIDGE_ERRORS.missingAdapter;
    return null;
  }

  function sendOverlays() {
    const accountId = context.accountId;
    if (!accountId || state.elements.length === 0) return;
    send({ type: 'ENABLE_EDITOR_OVERLAYS', elements: state.elements, accountId, timestamp: now() });
    state.overlaysSent = true;
  }

  function markReady(via: 'helper' | 'fallback') {
    if (fallbackTimer !== null) {
      clock.clearTimeout(fallbackTimer);
      timers.delete(fallbackTimer);
      fallbackTimer = null;
    }
    if (state.siteReady) return;
    state.siteReady = true;
    state.readyVia = via;
    emit({ kind: 'ready', via });
    later(BRIDGE_TIMINGS.overlaysDelayMs, () => {
      overlaysDue = true;
      sendOverlays();
    });
  }

  async function openEditor(elementId: string, adapter: ComponentAdapter) {
    try {
      const component = await adapter.findByElementId(elementId);
      if (!component) {
        send({ type: 'COMPONENT_DATA', elementId, component: null, error: BRIDGE_ERRORS.componentNotFound(elementId) });
        return;
      }
      send({ type: 'COMPONENT_DATA', elementId, component });
      opened.add(component.id);
      send({ type: 'OPEN_EXISTING_MODAL', component });
    } catch (error) {
      send({ type: 'COMPONENT_DATA', elementId, component: null, error: errorText(error) });
    }
  }

  async function save(componentId: string, changes: ComponentChanges, adapter: ComponentAdapter) {
    try {
      await adapter.save(componentId, changes);
      send({ type: 'SAVE_SUCCESS', componentId, changes });
      emit({ kind: 'saved', componentId });
    } catch (error) {
      send({ type: 'SAVE_ERROR', componentId, error: errorText(error) });
    }
  }

  return {
    /** The site's account id and the component adapter; messages are ignored until both are set. */
    setContext(next: BridgeContext) {
      context = next;
    },

    /** The frame loaded: ping it, and fall back to "ready" 1 s later if the helper stays silent. */
    start() {
      const reason = notReadyReason();
      if (reason) {
        emit({ kind: 'log', text: `Bridge not started: ${reason}` });
        return;
      }
      send({ type: 'ELID_PING' });
      if (!state.siteReady && fallbackTimer === null) {
        fallbackTimer = later(BRIDGE_TIMINGS.readyFallbackMs, () => {
          fallbackTimer = null;
          markReady('fallback');
        });
      }
    },

    /**
     * A message from the frame, already accepted by isAcceptableEvent. Returns a promise that
     * settles when the work it started (a lookup, a save) is done.
     */
    async receive(data: unknown): Promise<void> {
      const message = parseSiteMessage(data);
      if (!message) {
        emit({ kind: 'ignored', reason: 'Malformed message', data });
        return;
      }
      const reason = notReadyReason();
      if (reason) {
        emit({ kind: 'ignored', reason, data });
        return;
      }
      const adapter = context.adapter as ComponentAdapter;
      emit({ kind: 'received', message });
      switch (message.type) {
        case 'ELID_HELPER_READY':
          state.helperVersion = message.version ?? null;
          markReady('helper');
          return;
        case 'ELID_READY':
          if (message.elements && message.elements.length > 0) {
            state.elements = message.elements;
            later(BRIDGE_TIMINGS.initDelayMs, () => {
              if (context.accountId) send({ type: 'INIT_EDITOR', accountId: context.accountId });
            });
            if (overlaysDue) sendOverlays();
          }
          markReady('helper');
          return;
        case 'ELID_PING':
          send({ type: 'ELID_PONG' });
          return;
        case 'ELID_PONG':
          return;
        case 'ELID_OPEN_EDITOR':
          await openEditor(message.elementId, adapter);
          return;
        case 'ELID_SAVE_COMPONENT':
          if (!message.componentId) {
            emit({ kind: 'log', text: 'Save without a component id: nothing saved' });
            return;
          }
          if (!opened.has(message.componentId)) {
            emit({ kind: 'log', text: BRIDGE_ERRORS.notOpened(message.componentId) });
            send({
              type: 'SAVE_ERROR',
              componentId: message.componentId,
              error: BRIDGE_ERRORS.notOpened(message.componentId),
            });
            return;
          }
          if (!hasChanges(message.changes)) {
            send({ type: 'SAVE_ERROR', componentId: message.componentId, error: BRIDGE_ERRORS.noChanges });
            return;
          }
          await save(message.componentId, message.changes, adapter);
          return;
        case 'ELID_UPDATE_DOM':
          emit({ kind: 'dom-updated', componentId: message.componentId });
          return;
        case 'ELID_MODAL_OPEN':
        case 'ELID_MODAL_CLOSE':
          state.modalOpen = message.type === 'ELID_MODAL_OPEN';
          emit({ kind: 'scroll-lock', locked: state.modalOpen });
          return;
        case 'ELID_ERROR':
          emit({ kind: 'site-error', error: message.error });
          return;
        case 'ELID_PICK_IMAGE':
          // Only for a component the portal opened, like saves.
          if (!opened.has(message.componentId)) {
            emit({ kind: 'log', text: BRIDGE_ERRORS.pickNotOpened(message.componentId) });
            return;
          }
          emit({
            kind: 'pick-image',
            componentId: message.componentId,
            fieldId: message.fieldId,
            label: message.label ?? message.fieldId,
          });
          return;
      }
    },

    /** The portal's media picker chose an image for a field of an opened component. */
    imagePicked(componentId: string, fieldId: string, url: string): boolean {
      if (!opened.has(componentId)) return false;
      send({ type: 'IMAGE_PICKED', componentId, fieldId, url });
      return true;
    },

    state(): Readonly<PortalBridgeState> {
      return { ...state, elements: [...state.elements] };
    },

    /** The panel closed or the frame reloads: cancel every pending timer and forget the site. */
    dispose() {
      for (const handle of timers) clock.clearTimeout(handle);
      timers = new Set();
      fallbackTimer = null;
      overlaysDue = false;
      opened = new Set();
      Object.assign(state, {
        siteReady: false,
        readyVia: null,
        helperVersion: null,
        elements: [],
        overlaysSent: false,
        modalOpen: false,
      });
    },
  };
}

export type PortalBridge = ReturnType<typeof createPortalBridge>;

function hasChanges(changes: ComponentChanges): boolean {
  return [changes.content, changes.settings, changes.meta].some((part) => part && Object.keys(part).length > 0);
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
