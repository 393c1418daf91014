import {
  acceptSiteEvent,
  createPortalBridge,
  createPoster,
  SITE_BRIDGE_VERSION,
  targetOriginFor,
  type BridgeEvent,
  type PortalBridge,
  type PortalMessage,
} from '@themeport/site-bridge';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { invalidateSiteComponents } from '../components/api';
import { recordBridgeEvent } from './bridge-log';
import { createComponentAdapter, type SaveRecord } from './component-adapter';
import type { EditorNotice } from './connection-note';
import { phaseAfter, type BridgePhase } from './bridge-phase';

/** How long a page may take to load before the panel says so. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;

export interface ImageRequest {
  componentId: string;
  fieldId: string;
  label: string;
}

interface Options {
  accountId: string;
  slotId: string;
  frameUrl: string;
  origins: readonly string[];
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** Every bridge event, for a page of its own that follows the handshake (the integration test page). */
  onEvent?: ((event: BridgeEvent) => void) | undefined;
}

/** Messages that look like the editor's but came from the wrong origin or window are logged as ignored. */
const looksLikeBridgeMessage = (data: unknown) =>
  typeof data === 'object' && data !== null && /^(ELID_|elid:)/.test(String((data as { type?: unknown }).type));

/**
 * The portal end of the editor bridge for one framed page: createPortalBridge with the frame's
 * window, the exact allowed origins (never '*') and the component adapter. Every frame load starts
 * a fresh handshake; saves persist through the component API, and the last one can be undone.
 */
export function usePageBridge({ accountId, slotId, frameUrl, origins, frameRef, onEvent: onBridgeEvent }: Options) {
  const [phase, setPhase] = useState<BridgePhase>({ kind: 'loading' });
  const [lastSave, setLastSave] = useState<SaveRecord | null>(null);
  /** 'Saved' or 'Undone' on the status line until the next interaction. */
  const [notice, setNotice] = useState<EditorNotice>(null);
  // A save or an undo reloads the frame (the helper renders from the database): that load keeps
  // the notice; any other load (a link followed in the frame) is a new page and drops it.
  const reloadKeepsNotice = useRef(false);
  /** The frame's editor asked for an image from the media library (ELID_PICK_IMAGE). */
  const [picking, setPicking] = useState<ImageRequest | null>(null);
  const bridgeRef = useRef<PortalBridge | null>(null);
  const postRef = useRef<((message: PortalMessage) => void) | null>(null);
  const listenerRef = useRef(onBridgeEvent);
  useEffect(() => {
    listenerRef.current = onBridgeEvent;
  }, [onBridgeEvent]);
  const originKey = origins.join(' ');
  const targetOrigin = useMemo(() => {
    try {
      return targetOriginFor(frameUrl, originKey.split(' ').filter(Boolean));
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }, [frameUrl, originKey]);
  const queryClient = useQueryClient();
  const adapter = useMemo(
    () =>
      createComponentAdapter(accountId, slotId, (record) => {
        setLastSave(record);
        // The Components tab shows what the frame saved, without a reload.
        void invalidateSiteComponents(queryClient, accountId, slotId);
      }),
    [accountId, slotId, queryClient],
  );

  useEffect(() => {
    if (targetOrigin instanceof Error) return;
    const allowed = originKey.split(' ');
    const post = (message: PortalMessage) => {
      const target = frameRef.current?.contentWindow;
      if (target) createPoster<PortalMessage>(target, targetOrigin)(message);
    };
    postRef.current = post;
    const onEvent = (event: BridgeEvent) => {
      recordBridgeEvent(event);
      listenerRef.current?.(event);
      const helper = bridge.state();
      setPhase((current) => phaseAfter(current, event, { ...helper, expectedVersion: SITE_BRIDGE_VERSION }));
      if (event.kind === 'saved') {
        // The helper reloads the page now: until it answers again, a click there does nothing.
        reloadKeepsNotice.current = true;
        setNotice('saved');
        setPhase({ kind: 'loading' });
      }
      // A click on a section is the next interaction: back to the usual line.
      if (event.kind === 'received' && event.message.type === 'ELID_OPEN_EDITOR') setNotice(null);
      if (event.kind === 'pick-image') {
        setPicking({ componentId: event.componentId, fieldId: event.fieldId, label: event.label });
      }
      if (event.kind === 'scroll-lock') document.documentElement.style.overflow = event.locked ? 'hidden' : '';
    };
    const bridge = createPortalBridge({ post, onEvent });
    bridge.setContext({ accountId, adapter });
    bridgeRef.current = bridge;

    const onMessage = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow ?? null;
      const message = acceptSiteEvent(event, { origins: allowed, source: frameWindow });
      if (message) void bridge.receive(event.data);
      else if (looksLikeBridgeMessage(event.data)) {
        recordBridgeEvent({
          kind: 'ignored',
          reason: `Not from the page's frame (${event.origin || 'no origin'})`,
          data: event.data,
        });
      }
    };
    window.addEventListener('message', onMessage);
    const loadTimer = window.setTimeout(
      () => setPhase((current) => (current.kind === 'loading' ? { kind: 'load-timeout' } : current)),
      FRAME_LOAD_TIMEOUT_MS,
    );
    return () => {
      window.clearTimeout(loadTimer);
      window.removeEventListener('message', onMessage);
      bridge.dispose();
      bridgeRef.current = null;
      postRef.current = null;
      document.documentElement.style.overflow = '';
    };
  }, [accountId, adapter, frameRef, originKey, targetOrigin]);

  /** The frame (re)loaded: a new page, so a new handshake. */
  const onFrameLoad = useCallback(() => {
    const bridge = bridgeRef.current;
    if (!bridge) return;
    bridge.dispose();
    setPicking(null);
    if (reloadKeepsNotice.current) reloadKeepsNotice.current = false;
    else setNotice(null);
    setPhase({ kind: 'connecting' });
    bridge.start();
  }, []);

  /** The image chosen in the media library goes to the field that asked (only of the opened component). */
  const pickImage = useCallback(
    (url: string | null) => {
      if (picking && url) bridgeRef.current?.imagePicked(picking.componentId, picking.fieldId, url);
      setPicking(null);
    },
    [picking],
  );

  const markReloading = useCallback(() => {
    reloadKeepsNotice.current = false;
    setNotice(null);
    setPhase({ kind: 'loading' });
  }, []);

  /** Puts back what the last save replaced (persisted), then has the frame render it again. */
  const undo = useCallback(async () => {
    if (!lastSave) return;
    await adapter.restore(lastSave);
    void invalidateSiteComponents(queryClient, accountId, slotId);
    setLastSave(null);
    reloadKeepsNotice.current = true;
    setNotice('undone');
    const message: PortalMessage = {
      type: 'SAVE_SUCCESS',
      componentId: lastSave.componentId,
      changes: lastSave.previous,
    };
    postRef.current?.(message);
    setPhase({ kind: 'loading' });
    recordBridgeEvent({ kind: 'sent', message });
    listenerRef.current?.({ kind: 'sent', message });
  }, [adapter, lastSave, queryClient, accountId, slotId]);

  return {
    phase: targetOrigin instanceof Error ? ({ kind: 'blocked', reason: targetOrigin.message } as const) : phase,
    lastSave,
    notice,
    picking,
    pickImage,
    undo,
    onFrameLoad,
    markReloading,
  };
}
