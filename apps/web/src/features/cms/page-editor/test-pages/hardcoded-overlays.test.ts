import type { PortalMessage } from '@themeport/site-bridge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHardcodedOverlaySender, HARDCODED_ELEMENTS, HARDCODED_OVERLAY_DELAY_MS } from './hardcoded-overlays';

describe('the hardcoded overlay test', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const sent: PortalMessage[] = [];
    const sender = createHardcodedOverlaySender({ accountId: 'acc-1', post: (m) => sent.push(m), now: () => 42 });
    return { sent, sender };
  };

  it('sends the hardcoded overlays 1000 ms after the ready signal (spec 001 §9), once', () => {
    const { sent, sender } = setup();
    expect(HARDCODED_OVERLAY_DELAY_MS).toBe(1000);
    sender.ready();
    sender.ready();
    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      { type: 'ENABLE_EDITOR_OVERLAYS', elements: HARDCODED_ELEMENTS, accountId: 'acc-1', timestamp: 42 },
    ]);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
  });

  it('the button sends at once and cancels the pending timer; a reset waits for the next ready', () => {
    const { sent, sender } = setup();
    sender.ready();
    sender.sendNow();
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(1);
    sender.reset();
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(1);
    sender.ready();
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(2);
  });
});
