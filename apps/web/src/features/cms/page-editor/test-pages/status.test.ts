import { describe, expect, it } from 'vitest';
import { INITIAL_STATUS, nextStatus } from './status';

describe('the integration test tiles', () => {
  it('turn on from the handshake, the overlays sent and the modal opened, and stay on', () => {
    let status = INITIAL_STATUS;
    status = nextStatus(status, { kind: 'ready', via: 'fallback' });
    expect(status.bundleReady).toBe(false);
    status = nextStatus(status, { kind: 'received', message: { type: 'ELID_HELPER_READY', version: '1' } });
    expect(status).toEqual({ bundleReady: true, overlaysSent: false, modalOpened: false });
    status = nextStatus(status, { kind: 'sent', message: { type: 'ELID_PING' } });
    expect(status.overlaysSent).toBe(false);
    status = nextStatus(status, {
      kind: 'sent',
      message: { type: 'ENABLE_EDITOR_OVERLAYS', elements: [], accountId: 'a', timestamp: 1 },
    });
    expect(status.overlaysSent).toBe(true);
    status = nextStatus(status, { kind: 'received', message: { type: 'ELID_MODAL_OPEN' } });
    expect(status).toEqual({ bundleReady: true, overlaysSent: true, modalOpened: true });
    status = nextStatus(status, { kind: 'received', message: { type: 'ELID_MODAL_CLOSE' } });
    expect(status.modalOpened).toBe(true);
  });
});
