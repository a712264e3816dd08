import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;
const same = () => 0;

/**
 * True while this render is the server's or hydrates the server's HTML; false for a component mounted in the
 * browser later (a client-side navigation, a dialog opening). React asks a store for its server snapshot exactly in
 * those renders, and both snapshots here are the same value, so — unlike a hook whose server and browser values
 * differ — hydration is not followed by a synchronous re-render. Meant for a state's initial value:
 * `useState(() => (hydrating ? serverValue : browserValue()))`.
 */
export function useIsHydrating(): boolean {
  let hydrating = false;
  useSyncExternalStore(subscribeNothing, same, () => {
    hydrating = true;
    return 0;
  });
  return hydrating;
}
