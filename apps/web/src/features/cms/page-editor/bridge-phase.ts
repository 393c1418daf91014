// The page editor's connection phase, moved on by the bridge's events (a pure function, tested).
import type { BridgeEvent } from '@themeport/site-bridge';

/**
 * Where the connection to the frame stands: loading the page, waiting for the helper's answer,
 * connected (the helper answered in time, with the protocol version we speak), or one of the
 * preflight failures the panel explains.
 */
export type BridgePhase =
  | { kind: 'loading' }
  | { kind: 'connecting' }
  | { kind: 'connected'; elements: number }
  | { kind: 'no-helper' }
  | { kind: 'version-mismatch'; version: string | null }
  | { kind: 'load-timeout' }
  | { kind: 'blocked'; reason: string };

/** What the helper has told the bridge so far (PortalBridge.state()). */
interface HelperState {
  helperVersion: string | null;
  elements: readonly unknown[];
  expectedVersion: string;
}

/**
 * A page with sections is 'connected' only once the helper has been told to edit (INIT_EDITOR
 * sent, ~100 ms after the handshake): a click before that is not an edit, so the status line must
 * not yet say "Click a section to edit it". A page without sections is connected at the handshake.
 */
export function phaseAfter(current: BridgePhase, event: BridgeEvent, helper: HelperState): BridgePhase {
  if (event.kind === 'ready') {
    if (event.via === 'fallback') return { kind: 'no-helper' };
    if (helper.helperVersion !== helper.expectedVersion)
      return { kind: 'version-mismatch', version: helper.helperVersion };
    return helper.elements.length === 0 ? { kind: 'connected', elements: 0 } : current;
  }
  const live = current.kind === 'connecting' || current.kind === 'connected';
  if (event.kind === 'sent' && event.message.type === 'INIT_EDITOR' && live) {
    return { kind: 'connected', elements: helper.elements.length };
  }
  if (event.kind === 'received' && event.message.type === 'ELID_READY' && current.kind === 'connected') {
    return { kind: 'connected', elements: event.message.elements?.length ?? 0 };
  }
  return current;
}
