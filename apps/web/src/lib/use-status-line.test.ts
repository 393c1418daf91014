import { describe, expect, it } from 'vitest';
import { clearDelay, STATUS_CLEAR_AFTER_MS } from './use-status-line';

describe('status line', () => {
  it('clears a success line after 3 seconds', () => {
    expect(STATUS_CLEAR_AFTER_MS).toBe(3_000);
    expect(clearDelay({ kind: 'success', text: 'Saved.' })).toBe(3_000);
  });

  it('keeps an error line until the next one, and has nothing to clear without a line', () => {
    expect(clearDelay({ kind: 'error', text: 'Error: offline' })).toBeNull();
    expect(clearDelay(null)).toBeNull();
  });
});
