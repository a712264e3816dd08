import type { ComponentType } from 'react';
import { useStore } from 'react-redux';

/**
 * A component under a remote's `withStore` that records the store it finds, for the "one store in the browser, one
 * per server render" tests every remote has.
 */
export function storeProbe(withStore: (Page: ComponentType) => ComponentType): {
  Probe: ComponentType;
  stores: unknown[];
} {
  const stores: unknown[] = [];
  const Probe = withStore(function Probe() {
    stores.push(useStore());
    return null;
  });
  return { Probe, stores };
}
