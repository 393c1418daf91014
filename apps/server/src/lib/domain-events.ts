/** A domain that started or stopped being served: it became active, stopped being active, or was removed. */
export interface DomainsChange {
  domain: string;
  siteId: string;
  active: boolean;
}

type Listener = (change: DomainsChange) => void;
const listeners = new Set<Listener>();

/**
 * The site host subscribes here to drop its Host → site cache, so that an active domain is
 * served at once and a removed one stops being served. Returns the unsubscribe function.
 */
export function onDomainsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after the change is committed. A failing listener must not fail the request. */
export function notifyDomainsChanged(change: DomainsChange): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch {
      // The listener's own business; the change itself is already saved.
    }
  }
}
