import type { BridgeEvent } from '@themeport/site-bridge';

/** spec 001 §2.15: the integration test page's three tiles. */
export interface IntegrationStatus {
  /** The helper script in the frame answered (ELID_HELPER_READY, or a scan). */
  bundleReady: boolean;
  /** The portal sent ENABLE_EDITOR_OVERLAYS. */
  overlaysSent: boolean;
  /** The frame opened its editor (ELID_MODAL_OPEN). */
  modalOpened: boolean;
}

export const INITIAL_STATUS: IntegrationStatus = { bundleReady: false, overlaysSent: false, modalOpened: false };

/** The tiles after one bridge event: each flag turns on once and stays on until the test is refreshed. */
export function nextStatus(status: IntegrationStatus, event: BridgeEvent): IntegrationStatus {
  if (event.kind === 'ready' && event.via === 'helper') return { ...status, bundleReady: true };
  if (event.kind === 'received' && (event.message.type === 'ELID_HELPER_READY' || event.message.type === 'ELID_READY'))
    return { ...status, bundleReady: true };
  if (event.kind === 'sent' && event.message.type === 'ENABLE_EDITOR_OVERLAYS')
    return { ...status, overlaysSent: true };
  if (event.kind === 'received' && event.message.type === 'ELID_MODAL_OPEN') return { ...status, modalOpened: true };
  return status;
}
