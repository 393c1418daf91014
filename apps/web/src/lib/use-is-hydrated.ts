import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while a server-rendered page hydrates (and on the server), true from then on. A page the
 * browser renders itself reads true from the start. For what may differ between the server and
 * this browser (its time zone), and for what must wait until the page answers.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
