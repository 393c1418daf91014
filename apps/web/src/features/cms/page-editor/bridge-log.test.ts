import { describe, expect, it } from 'vitest';
import {
  BRIDGE_LOG_SIZE,
  bridgeLogEntries,
  clearBridgeLog,
  describeBridgeEvent,
  recordBridgeEvent,
} from './bridge-log';

describe('bridge log', () => {
  it('keeps the last 50 events, oldest first', () => {
    clearBridgeLog();
    for (let index = 0; index < BRIDGE_LOG_SIZE + 5; index += 1) {
      recordBridgeEvent({ kind: 'log', text: `event ${index}` }, index);
    }
    const entries = bridgeLogEntries();
    expect(entries).toHaveLength(BRIDGE_LOG_SIZE);
    expect(describeBridgeEvent(entries[0]!.event)).toBe('event 5');
    expect(describeBridgeEvent(entries.at(-1)!.event)).toBe(`event ${BRIDGE_LOG_SIZE + 4}`);
  });

  it('describes messages and refusals in one line', () => {
    expect(describeBridgeEvent({ kind: 'sent', message: { type: 'ELID_PING' } })).toBe('sent ELID_PING');
    expect(describeBridgeEvent({ kind: 'ignored', reason: 'Malformed message', data: null })).toBe(
      'ignored: Malformed message',
    );
  });
});
