import { parsePortalMessage, parseSiteMessage, type PortalMessage, type SiteMessage } from './messages.ts';
import { isAcceptableEvent, toOrigin, type ExpectedPeer, type MessageEventLike } from './origin.ts';

// Both ends of the frame in one shape: accept = origin check, source check, then parse; post =
// always to one exact origin. The portal listens for SiteMessage, the site for PortalMessage.

/** A window, as far as posting goes. */
export interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** Portal side: the data of a message event from the frame, or null when it is not acceptable. */
export function acceptSiteEvent(event: MessageEventLike, expected: ExpectedPeer): SiteMessage | null {
  return isAcceptableEvent(event, expected) ? parseSiteMessage(event.data) : null;
}

/** Site side: the data of a message event from the portal, or null when it is not acceptable. */
export function acceptPortalEvent(event: MessageEventLike, expected: ExpectedPeer): PortalMessage | null {
  return isAcceptableEvent(event, expected) ? parsePortalMessage(event.data) : null;
}

/** A post function bound to one window and one exact origin; refuses `*` and non-http(s) origins. */
export function createPoster<M extends PortalMessage | SiteMessage>(
  target: PostTarget,
  targetOrigin: string,
): (message: M) => void {
  if (toOrigin(targetOrigin) !== targetOrigin) throw new Error(`Not an exact origin: ${targetOrigin}`);
  return (message) => target.postMessage(message, targetOrigin);
}
