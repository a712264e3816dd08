import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML (so both render the same), true on every
 * render after that, and at once for a page mounted by client-side navigation. For values only the browser knows
 * (history state, storage) that should still show on the first render when nothing is being hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
