import { lazy, Suspense, useSyncExternalStore } from 'react';

// sonner loads with the first module that can show a toast (./toast.ts), not with every page:
// most storefront visits never toast. sonner replays toasts raised before its Toaster subscribed.
const SonnerToaster = lazy(() => import('./sonner-toaster'));

let isWanted = false;
const listeners = new Set<() => void>();

/** Called by ./toast.ts when it loads: from then on the Toaster is mounted. */
export function wantToaster() {
  if (isWanted) return;
  isWanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const isMounted = useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
  return isMounted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
