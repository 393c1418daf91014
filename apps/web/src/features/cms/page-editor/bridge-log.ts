import type { BridgeEvent } from '@themeport/site-bridge';
import { useSyncExternalStore } from 'react';

// The last bridge events of the page editor, for the Debug tab ("last bridge messages").

export const BRIDGE_LOG_SIZE = 50;

export interface BridgeLogEntry {
  id: number;
  at: number;
  event: BridgeEvent;
}

let entries: readonly BridgeLogEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

export function recordBridgeEvent(event: BridgeEvent, at = Date.now()): void {
  entries = [...entries, { id: nextId++, at, event }].slice(-BRIDGE_LOG_SIZE);
  for (const listener of listeners) listener();
}

export function clearBridgeLog(): void {
  entries = [];
  for (const listener of listeners) listener();
}

export function bridgeLogEntries(): readonly BridgeLogEntry[] {
  return entries;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last 50 bridge events, oldest first; re-renders on each new one. */
export function useBridgeLog(): readonly BridgeLogEntry[] {
  return useSyncExternalStore(subscribe, bridgeLogEntries, bridgeLogEntries);
}

/** One line for a log entry: 'sent ENABLE_EDITOR_OVERLAYS', 'ignored: Malformed message'. */
export function describeBridgeEvent(event: BridgeEvent): string {
  switch (event.kind) {
    case 'received':
    case 'sent':
      return `${event.kind} ${event.message.type}`;
    case 'ignored':
      return `ignored: ${event.reason}`;
    case 'ready':
      return `ready via ${event.via}`;
    case 'scroll-lock':
      return event.locked ? 'modal open: page scroll locked' : 'modal closed: page scroll restored';
    case 'site-error':
      return `site error: ${event.error}`;
    case 'dom-updated':
      return `site updated component ${event.componentId}`;
    case 'saved':
      return `saved component ${event.componentId}`;
    case 'log':
      return event.text;
    case 'pick-image':
      return `site asked for an image: ${event.label}`;
  }
}
