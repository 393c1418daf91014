import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentData, EditorElement, PortalMessage } from './messages.ts';
import { BRIDGE_ERRORS, createPortalBridge, type BridgeEvent, type ComponentAdapter } from './portal-bridge.ts';

const element: EditorElement = {
  uid: 'hero-1',
  type: 'component',
  componentType: 'hero',
  selector: '[data-elid="hero-1"]',
  position: { top: 0, left: 0, width: 800, height: 300 },
};
const hero: ComponentData = { id: 'c1', slug: 'hero', component_type: 'hero', type: 'hero', data: {} };

function setup(options: { accountId?: string | null; adapter?: ComponentAdapter | null } = {}) {
  const sent: PortalMessage[] = [];
  const events: BridgeEvent[] = [];
  const adapter: ComponentAdapter = {
    findByElementId: vi.fn(async (id: string) => (id === 'hero' ? hero : null)),
    save: vi.fn(async () => {}),
  };
  const bridge = createPortalBridge({
    post: (message) => sent.push(message),
    onEvent: (event) => events.push(event),
    now: () => 1234,
  });
  bridge.setContext({
    accountId: options.accountId === undefined ? 'acc-1' : options.accountId,
    adapter: options.adapter === undefined ? adapter : options.adapter,
  });
  const types = () => sent.map((message) => message.type);
  return { bridge, sent, events, adapter, types };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('gate: messages are ignored until the site and the adapter are there (spec 000 §4)', () => {
  it.each([
    [{ accountId: null }, BRIDGE_ERRORS.missingSite],
    [{ adapter: null }, BRIDGE_ERRORS.missingAdapter],
  ])('%o → ignored with %s', async (options, reason) => {
    const { bridge, sent, events, adapter } = setup(options);
    await bridge.receive({ type: 'ELID_OPEN_EDITOR', elementId: 'hero' });
    await bridge.receive({ type: 'ELID_HELPER_READY' });
    bridge.start();
    vi.advanceTimersByTime(5_000);
    expect(sent).toEqual([]);
    expect(
      events.filter((event) => event.kind === 'ignored').map((event) => event.kind === 'ignored' && event.reason),
    ).toEqual([reason, reason]);
    expect(bridge.state().siteReady).toBe(false);
    if (!('adapter' in options)) expect(adapter.findByElementId).not.toHaveBeenCalled();
  });

  it('starts handling once the context is complete', async () => {
    const { bridge, sent, adapter } = setup({ accountId: null });
    await bridge.receive({ type: 'ELID_PING' });
    expect(sent).toEqual([]);
    bridge.setContext({ accountId: 'acc-1', adapter });
    await bridge.receive({ type: 'ELID_PING' });
    expect(sent).toEqual([{ type: 'ELID_PONG' }]);
  });

  it('ignores malformed data', async () => {
    const { bridge, sent, events } = setup();
    await bridge.receive({ type: 'ELID_OPEN_EDITOR' });
    await bridge.receive('ELID_READY');
    expect(sent).toEqual([]);
    expect(events.map((event) => event.kind)).toEqual(['ignored', 'ignored']);
  });
});

describe('readiness and timers (spec 000 §9)', () => {
  it('pings on start and falls back to ready 1 s later when the helper stays silent', () => {
    const { bridge, types, events } = setup();
    bridge.start();
    expect(types()).toEqual(['ELID_PING']);
    vi.advanceTimersByTime(999);
    expect(bridge.state().siteReady).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bridge.state()).toMatchObject({ siteReady: true, readyVia: 'fallback' });
    expect(events).toContainEqual({ kind: 'ready', via: 'fallback' });
  });

  it('a bundle-ready message cancels the fallback', async () => {
    const { bridge, events } = setup();
    bridge.start();
    vi.advanceTimersByTime(400);
    await bridge.receive({ type: 'ELID_HELPER_READY', version: '1.2.0' });
    vi.advanceTimersByTime(5_000);
    expect(bridge.state()).toMatchObject({ siteReady: true, readyVia: 'helper', helperVersion: '1.2.0' });
    expect(events.filter((event) => event.kind === 'ready')).toEqual([{ kind: 'ready', via: 'helper' }]);
  });

  it('sends overlays 500 ms after the ready signal, with the scanned elements, account and time', async () => {
    const { bridge, sent, types } = setup();
    bridge.start();
    await bridge.receive({ type: 'ELID_READY', elements: [element] });
    vi.advanceTimersByTime(100);
    expect(types()).toEqual(['ELID_PING', 'INIT_EDITOR']);
    vi.advanceTimersByTime(399);
    expect(types()).not.toContain('ENABLE_EDITOR_OVERLAYS');
    vi.advanceTimersByTime(1);
    expect(sent.at(-1)).toEqual({
      type: 'ENABLE_EDITOR_OVERLAYS',
      elements: [element],
      accountId: 'acc-1',
      timestamp: 1234,
    });
    expect(bridge.state().overlaysSent).toBe(true);
  });

  it('asks the frame to initialise its editor 100 ms after a ready message with elements, not without', async () => {
    const { bridge, sent, types } = setup();
    await bridge.receive({ type: 'ELID_READY' });
    vi.advanceTimersByTime(2_000);
    expect(types()).not.toContain('INIT_EDITOR');
    await bridge.receive({ type: 'ELID_READY', elements: [element] });
    vi.advanceTimersByTime(99);
    expect(types()).not.toContain('INIT_EDITOR');
    vi.advanceTimersByTime(1);
    expect(sent).toContainEqual({ type: 'INIT_EDITOR', accountId: 'acc-1' });
  });

  it('holds overlays until a scan result brings elements, then sends them at once', async () => {
    const { bridge, types, sent } = setup();
    bridge.start();
    await bridge.receive({ type: 'ELID_HELPER_READY' });
    vi.advanceTimersByTime(500);
    expect(types()).toEqual(['ELID_PING']);
    await bridge.receive({ type: 'ELID_READY', elements: [element] });
    expect(sent.at(-1)).toMatchObject({ type: 'ENABLE_EDITOR_OVERLAYS', elements: [element] });
  });

  it('dispose cancels pending timers and resets the state', async () => {
    const { bridge, types } = setup();
    bridge.start();
    await bridge.receive({ type: 'ELID_READY', elements: [element] });
    bridge.dispose();
    vi.advanceTimersByTime(5_000);
    expect(types()).toEqual(['ELID_PING']);
    expect(bridge.state()).toMatchObject({ siteReady: false, elements: [], overlaysSent: false });
  });
});

describe('editor requests', () => {
  it('opens the editor: component data, then OPEN_EXISTING_MODAL', async () => {
    const { bridge, sent } = setup();
    await bridge.receive({ type: 'ELID_OPEN_EDITOR', elementId: 'hero' });
    expect(sent).toEqual([
      { type: 'COMPONENT_DATA', elementId: 'hero', component: hero },
      { type: 'OPEN_EXISTING_MODAL', component: hero },
    ]);
  });

  it("answers an unknown element with a null payload and the spec's text", async () => {
    const { bridge, sent } = setup();
    await bridge.receive({ type: 'ELID_OPEN_EDITOR', elementId: 'ghost' });
    expect(sent).toEqual([
      {
        type: 'COMPONENT_DATA',
        elementId: 'ghost',
        component: null,
        error: 'Component not found for elementId: ghost',
      },
    ]);
  });

  it('answers a failed lookup with the caught error text', async () => {
    const { bridge, sent, adapter } = setup();
    vi.mocked(adapter.findByElementId).mockRejectedValueOnce(new Error('Network down'));
    await bridge.receive({ type: 'ELID_OPEN_EDITOR', elementId: 'hero' });
    expect(sent).toEqual([{ type: 'COMPONENT_DATA', elementId: 'hero', component: null, error: 'Network down' }]);
  });

  it('saves through the adapter and reports success with the changes', async () => {
    const { bridge, sent, adapter } = setup();
    await bridge.receive({ type: 'ELID_OPEN_EDITOR', elementId: 'hero' });
    sent.length = 0;
    const changes = { content: { title: 'Hello' }, settings: { dark: true } };
    await bridge.receive({ type: 'ELID_SAVE_COMPONENT', componentId: 'c1', changes });
    expect(adapter.save).toHaveBeenCalledWith('c1', changes);
    expect(sent).toEqual([{ type: 'SAVE_SUCCESS', componentId: 'c1', changes }]);
  });

  it('reports a failed save', async () => {
    const { bridge, sent, adapter } = setup();
    await bridge.receive({ type: 'ELID_OPEN_EDITOR', elementId: 'hero' });
    sent.length = 0;
    vi.mocked(adapter.save).mockRejectedValueOnce(new Error('Failed to update component: bad'));
    await bridge.receive({ type: 'ELID_SAVE_COMPONENT', componentId: 'c1', changes: { content: { a: 1 } } });
    expect(sent).toEqual([{ type: 'SAVE_ERROR', componentId: 'c1', error: 'Failed to update component: bad' }]);
  });

  it('tells the panel a save went through, and only then, so its status line can say Saved', async () => {
    const { bridge, events, adapter } = setup();
    await bridge.receive({ type: 'ELID_OPEN_EDITOR', elementId: 'hero' });
    const saved = () => events.filter((event) => event.kind === 'saved');
    vi.mocked(adapter.save).mockRejectedValueOnce(new Error('Failed to update component: bad'));
    await bridge.receive({ type: 'ELID_SAVE_COMPONENT', componentId: 'c1', changes: { content: { a: 1 } } });
    await bridge.receive({ type: 'ELID_SAVE_COMPONENT', componentId: 'c1', changes: {} });
    expect(saved()).toEqual([]);
    await bridge.receive({ type: 'ELID_SAVE_COMPONENT', componentId: 'c1', changes: { content: { a: 2 } } });
    expect(saved()).toEqual([{ kind: 'saved', componentId: 'c1' }]);
  });

  it('refuses a save for a component it did not open, and one opened before the frame reloaded', async () => {
    const { bridge, sent, adapter } = setup();
    const changes = { content: { title: 'Forged' } };
    await bridge.receive({ type: 'ELID_SAVE_COMPONENT', componentId: 'c1', changes });
    expect(sent).toEqual([{ type: 'SAVE_ERROR', componentId: 'c1', error: BRIDGE_ERRORS.notOpened('c1') }]);
    await bridge.receive({ type: 'ELID_OPEN_EDITOR', elementId: 'hero' });
    bridge.dispose();
    sent.length = 0;
    await bridge.receive({ type: 'ELID_SAVE_COMPONENT', componentId: 'c1', changes });
    expect(sent).toEqual([{ type: 'SAVE_ERROR', componentId: 'c1', error: BRIDGE_ERRORS.notOpened('c1') }]);
    expect(adapter.save).not.toHaveBeenCalled();
  });

  it('passes an image request on only for an opened component, and answers only such a one', async () => {
    const { bridge, sent, events } = setup();
    const request = { type: 'ELID_PICK_IMAGE', componentId: 'c1', fieldId: 'image', label: 'Image' };
    await bridge.receive(request);
    expect(events.some((event) => event.kind === 'pick-image')).toBe(false);
    expect(events).toContainEqual({ kind: 'log', text: BRIDGE_ERRORS.pickNotOpened('c1') });
    expect(bridge.imagePicked('c1', 'image', '/uploads/a.png')).toBe(false);
    expect(sent).toEqual([]);

    await bridge.receive({ type: 'ELID_OPEN_EDITOR', elementId: 'hero' });
    sent.length = 0;
    await bridge.receive(request);
    expect(events).toContainEqual({ kind: 'pick-image', componentId: 'c1', fieldId: 'image', label: 'Image' });
    expect(bridge.imagePicked('c1', 'image', '/uploads/a.png')).toBe(true);
    expect(sent).toEqual([{ type: 'IMAGE_PICKED', componentId: 'c1', fieldId: 'image', url: '/uploads/a.png' }]);
    expect(bridge.imagePicked('other', 'image', '/uploads/a.png')).toBe(false);
    bridge.dispose();
    expect(bridge.imagePicked('c1', 'image', '/uploads/a.png')).toBe(false);
  });

  it('refuses an empty save', async () => {
    const { bridge, sent, adapter } = setup();
    await bridge.receive({ type: 'ELID_OPEN_EDITOR', elementId: 'hero' });
    sent.length = 0;
    await bridge.receive({ type: 'ELID_SAVE_COMPONENT', componentId: 'c1', changes: { content: {} } });
    expect(sent).toEqual([{ type: 'SAVE_ERROR', componentId: 'c1', error: BRIDGE_ERRORS.noChanges }]);
    expect(adapter.save).not.toHaveBeenCalled();
  });

  it('a save without a component id is logged and nothing is saved (spec 000 §5)', async () => {
    const { bridge, sent, adapter, events } = setup();
    await bridge.receive({ type: 'ELID_SAVE_COMPONENT', changes: { content: { a: 1 } } });
    expect(adapter.save).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
    expect(events.at(-1)).toEqual({ kind: 'log', text: 'Save without a component id: nothing saved' });
  });
});

describe('site notices', () => {
  it('modal open and close lock and release the page scroll', async () => {
    const { bridge, events } = setup();
    await bridge.receive({ type: 'ELID_MODAL_OPEN' });
    expect(bridge.state().modalOpen).toBe(true);
    await bridge.receive({ type: 'ELID_MODAL_CLOSE' });
    expect(bridge.state().modalOpen).toBe(false);
    expect(events.filter((event) => event.kind === 'scroll-lock')).toEqual([
      { kind: 'scroll-lock', locked: true },
      { kind: 'scroll-lock', locked: false },
    ]);
  });

  it('passes on site errors and DOM updates, and answers pings', async () => {
    const { bridge, events, sent } = setup();
    await bridge.receive({ type: 'ELID_ERROR', error: 'Overlay failed' });
    await bridge.receive({ type: 'ELID_UPDATE_DOM', componentId: 'c1', changes: {} });
    await bridge.receive({ type: 'ELID_PING' });
    await bridge.receive({ type: 'ELID_PONG' });
    expect(events).toContainEqual({ kind: 'site-error', error: 'Overlay failed' });
    expect(events).toContainEqual({ kind: 'dom-updated', componentId: 'c1' });
    expect(sent).toEqual([{ type: 'ELID_PONG' }]);
  });
});
