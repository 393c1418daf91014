import type { EditorElement, PortalMessage } from '@themeport/site-bridge';

/** spec 001 §9: in the hardcoded test page the overlays go 1000 ms after the ready signal. */
export const HARDCODED_OVERLAY_DELAY_MS = 1000;

/** The fixed elements the page sends, whatever the framed page holds (spec 001 §3 shape). */
export const HARDCODED_ELEMENTS: EditorElement[] = [
  {
    uid: 'hardcoded-hero',
    type: 'section',
    componentType: 'hero',
    selector: '[data-elid]',
    position: { top: 80, left: 40, width: 720, height: 320 },
  },
  {
    uid: 'hardcoded-features',
    type: 'section',
    componentType: 'features',
    selector: '[data-elid]:nth-of-type(2)',
    position: { top: 440, left: 40, width: 720, height: 280 },
  },
];

interface Clock {
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The hardcoded test's sender: after the frame's ready signal it waits 1000 ms and sends
 * ENABLE_EDITOR_OVERLAYS with the hardcoded elements; the button sends them at once.
 */
export function createHardcodedOverlaySender(options: {
  accountId: string;
  post: (message: PortalMessage) => void;
  now?: () => number;
  clock?: Clock;
}) {
  const clock = options.clock ?? {
    setTimeout: (h, ms) => setTimeout(h, ms),
    clearTimeout: (t) => clearTimeout(t as number),
  };
  const now = options.now ?? Date.now;
  let timer: unknown = null;
  let isReady = false;

  const send = () => {
    clock.clearTimeout(timer);
    timer = null;
    options.post({
      type: 'ENABLE_EDITOR_OVERLAYS',
      elements: HARDCODED_ELEMENTS,
      accountId: options.accountId,
      timestamp: now(),
    });
  };

  return {
    /** The frame's ready signal: the first one arms the 1000 ms timer; later ones change nothing. */
    ready() {
      if (isReady) return;
      isReady = true;
      timer = clock.setTimeout(send, HARDCODED_OVERLAY_DELAY_MS);
    },
    /** Send Hardcoded Overlays: at once, cancelling the pending timer. */
    sendNow: send,
    /** The frame reloaded or the page closed. */
    reset() {
      clock.clearTimeout(timer);
      timer = null;
      isReady = false;
    },
  };
}
